// Bounded heap growth (D149). V8 lets the old generation grow to up to four times its live size
// between full collections when a server allocates fast; with a catalogue of a few hundred MB live,
// a busy BFF then held over a gigabyte it did not use. `--heap-growing-percent` caps that factor;
// V8 reads it each time it sets the next collection's limit, so it can be set once the process
// runs (it is not one of the flags NODE_OPTIONS accepts).
import { setFlagsFromString } from 'node:v8'

/** Caps V8's heap growth factor at 1 + percent / 100; 0 keeps V8's own heuristics. */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${Math.trunc(percent)}`)
}
