// Counts the content blocks on the page whose chunk has not hydrated yet (each block is its own
// lazily loaded chunk, 001 §2 "Content blocks"). React 18 drops a click on a block that is still
// being hydrated, so the count is written on the document (`data-pending-blocks`) for the browser
// journeys, which wait for it to reach 0 before they click a block (tests/e2e/page-helpers.ts,
// D203).
import { useCallback, useEffect, useRef } from 'react'

let pending = 0

function change(by: number): void {
  pending += by
  document.documentElement.dataset.pendingBlocks = String(pending)
}

type SlotState = 'idle' | 'counted' | 'settled'

/**
 * Counts a block slot as pending from its mount until the block inside it has mounted; returns
 * the callback the block's mount calls. A block that mounts in its slot's own commit (its chunk
 * was already loaded) runs its effect first and is never counted.
 */
export function usePendingBlock(): () => void {
  const state = useRef<SlotState>('idle')
  useEffect(() => {
    if (state.current !== 'idle') return undefined
    change(1)
    state.current = 'counted'
    return () => {
      if (state.current !== 'counted') return
      change(-1)
      state.current = 'idle'
    }
  }, [])
  return useCallback(() => {
    if (state.current === 'counted') change(-1)
    state.current = 'settled'
  }, [])
}

/** Rendered after a block inside its Suspense boundary: its effect runs once the block mounted. */
export function BlockMounted({ onMounted }: { onMounted: () => void }): null {
  useEffect(onMounted, [onMounted])
  return null
}
