// A tile's video (001 §2 "Tiles"): loaded only when it first comes near the screen, muted and
// looping, playing while visible and paused when not; a sound toggle when the editor allows it.
import { useEffect, useRef, useState } from 'react'
import { useTranslate } from '~/lib/use-store-view'
import styles from './tiles.module.css'

export function TileVideo({
  src,
  label,
  allowSound,
  className,
}: {
  src: string
  label: string
  allowSound: boolean
  className?: string
}) {
  const t = useTranslate()
  const ref = useRef<HTMLVideoElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [visible, setVisible] = useState(false)
  const [muted, setMuted] = useState(true)

  useEffect(() => {
    const video = ref.current
    if (!video || typeof IntersectionObserver === 'undefined') return undefined
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        setVisible(entry.isIntersecting)
        if (entry.isIntersecting) setLoaded(true)
      },
      { threshold: 0.25 },
    )
    observer.observe(video)
    return () => observer.disconnect()
  }, [])

  // React does not set `muted` on a hydrated <video>: without it the browser refuses autoplay.
  useEffect(() => {
    if (ref.current) ref.current.muted = muted
  }, [muted])

  // Plays once its source is set and while it is in view; pauses as soon as it leaves.
  useEffect(() => {
    const video = ref.current
    if (!video || !loaded) return
    // Autoplay may be refused (data saver): the first frame then stays.
    if (visible) video.play().catch(() => undefined)
    else video.pause()
  }, [visible, loaded])

  return (
    <>
      {/* A muted, looping mood clip without speech: nothing to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        className={className}
        src={loaded ? src : undefined}
        muted={muted}
        loop
        playsInline
        preload="none"
        aria-label={label || undefined}
        width={1080}
        height={1920}
      />
      {allowSound ? (
        <button
          type="button"
          className={styles.sound}
          aria-pressed={!muted}
          onClick={() => setMuted((value) => !value)}
        >
          {muted ? t('content.soundOn') : t('content.soundOff')}
        </button>
      ) : null}
    </>
  )
}
