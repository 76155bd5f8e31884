// TLS for local HTTPS servers that stand in for a provider's API in tests (D141): a self-signed
// certificate for 127.0.0.1 (test/fixtures), and a switch that lets this test process accept it,
// for clients such as @mollie/api-client that pin their own CA bundle and take no agent.
import { readFileSync } from 'node:fs'

export function localTlsOptions(): { key: Buffer; cert: Buffer } {
  return {
    key: readFileSync(new URL('./fixtures/local-tls.key', import.meta.url)),
    cert: readFileSync(new URL('./fixtures/local-tls.crt', import.meta.url)),
  }
}

/** Accepts self-signed certificates in this process until the returned function is called. */
export function trustLocalTls(): () => void {
  const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  return () => {
    if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous
  }
}
