// Code a page needs only once the shopper acts (the cart runtime, the cart line builder) is
// fetched at the shopper's first interaction with the page: not on the first load, but before
// the click that needs it lands, and while the connection that served the page is still likely
// there (spec 000 §4 offline adds).

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const

/** Calls `run` once, at the first pointer, key or touch on the page; returns the function that stops listening. */
export function onFirstInteraction(run: () => void): () => void {
  const options = { capture: true, passive: true } as const
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, options)
  }
  function once() {
    stop()
    run()
  }
  for (const type of INTERACTIONS) window.addEventListener(type, once, options)
  return stop
}
