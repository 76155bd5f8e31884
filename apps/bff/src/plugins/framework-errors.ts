// Refusals Fastify and Node's HTTP parser make before any route or hook runs, in the envelope
// like every other answer (D181): a bad or over-long path parameter (`frameworkErrors`), and a
// request Node cannot parse: headers over the size limit (431), a request that took too long
// (408) or bytes that are not HTTP (400) (`clientErrorHandler`, written on the socket).
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { mapErrorToEnvelope } from './error-handler.js'

/** Fastify's `frameworkErrors` option: router refusals answered in the envelope. */
export function answerFrameworkError(
  error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const envelope = mapErrorToEnvelope(error)
  request.log.info({ code: envelope.code, reason: envelope.result }, 'request rejected')
  void reply.code(envelope.code).send(envelope)
}

const CLIENT_ERRORS: Record<string, { code: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { code: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 408, message: 'The request took too long to arrive.' },
}
const MALFORMED = { code: 400, message: 'The request is not valid HTTP.' }

/** Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses, in the envelope. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED
  if (socket.writable) {
    const body = JSON.stringify({ code, result: message })
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
