// A BFF call the BFF shed (503 with Retry-After: its load gate or under-pressure, D192) ends the
// page as the storefront's own busy page (D195): thrown from a loader or action, this Response
// makes Remix render the error boundary's busy page with status 503, and entry.server adds
// Retry-After and `no-store`. Other 503s (a provider down) stay errors their callers handle.

/** Whether a BFF answer is a shed request: 503 with Retry-After. */
export function isShedAnswer(status: number, retryAfter: unknown): boolean {
  return status === 503 && retryAfter !== undefined
}

export function busyResponse(): Response {
  return new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' })
}
