// A local server shaped like Google's reCAPTCHA siteverify (POST /recaptcha/api/siteverify, a
// form of secret, response and remoteip), for the captcha contract suite: secret `test-secret`
// (else `invalid-input-secret`) and token `test-token` (else `invalid-input-response`), in the
// shape Google answers.
import type { IncomingMessage } from 'node:http'
import { startLocalHttpServer, type LocalHttpServer } from './local-http-server.js'

export const RECAPTCHA_TEST_SECRET = 'test-secret'
export const RECAPTCHA_TEST_TOKEN = 'test-token'

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startRecaptchaServer(): Promise<LocalHttpServer & { bodies: string[] }> {
  const bodies: string[] = []
  const server = await startLocalHttpServer(async (request, url) => {
    const body = await readBody(request)
    bodies.push(body)
    if (request.method !== 'POST' || url.pathname !== '/recaptcha/api/siteverify') {
      return { status: 404, body: { message: 'Not Found' } }
    }
    const form = new URLSearchParams(body)
    const refuse = (code: string) => ({
      status: 200,
      body: { success: false, 'error-codes': [code] },
    })
    if (form.get('secret') !== RECAPTCHA_TEST_SECRET) return refuse('invalid-input-secret')
    const token = form.get('response') ?? ''
    if (token === '') return refuse('missing-input-response')
    if (token !== RECAPTCHA_TEST_TOKEN) return refuse('invalid-input-response')
    return {
      status: 200,
      body: { success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' },
    }
  })
  return Object.assign(server, { bodies })
}
