/** Where events wait for the next page when this one is left at once (sessionStorage). */
export const CARRIED_EVENTS_KEY = 'vitrine:carried-events'

/** Whether the page before left events to push (read without loading their code). */
export function hasCarriedEvents(target: Window): boolean {
  try {
    return target.sessionStorage.getItem(CARRIED_EVENTS_KEY) !== null
  } catch {
    return false
  }
}
