// Events of a step that ends in a full page load (login goes on with `location.assign`), carried
// to the next page in sessionStorage (spec 000 §7). Loaded only when there is one to carry or push.
import { pushEvent, type DataLayerEntry } from './data-layer'
import { CARRIED_EVENTS_KEY } from './carried-events-key'

const browserWindow = (): Window | undefined => (typeof window === 'undefined' ? undefined : window)
function readCarried(storage: Storage): DataLayerEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CARRIED_EVENTS_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as DataLayerEntry[]) : []
  } catch {
    return []
  }
}

/**
 * An event of a step that ends in a full page load (login goes on with `location.assign`): a push
 * now would be lost with the page before the tag manager, started after load, reads it. It waits
 * in sessionStorage and the next page pushes it (`pushCarriedEvents`); without storage it is
 * pushed now.
 */
export function carryEventToNextPage(
  event: string,
  params: DataLayerEntry = {},
  target: Window | undefined = browserWindow(),
): void {
  if (!target) return
  try {
    const storage = target.sessionStorage
    storage.setItem(
      CARRIED_EVENTS_KEY,
      JSON.stringify([...readCarried(storage), { event, ...params }]),
    )
  } catch {
    pushEvent(event, params, target)
  }
}

/** Pushes the events the previous page carried over, once. */
export function pushCarriedEvents(target: Window | undefined = browserWindow()): void {
  if (!target) return
  let carried: DataLayerEntry[]
  try {
    carried = readCarried(target.sessionStorage)
    target.sessionStorage.removeItem(CARRIED_EVENTS_KEY)
  } catch {
    return
  }
  target.dataLayer ??= []
  for (const entry of carried) target.dataLayer.push(entry)
}
