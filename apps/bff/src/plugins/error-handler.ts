// The one error handler and the 404 handler (ARCHITECTURE §3). Every failure leaves the BFF as the
// `{ code, result }` envelope with the HTTP status equal to `code`: 4xx carry a clear message (and,
// for validation, every wrong field); 5xx never reveal their cause, which is logged with context.
// Stack traces never leave the process.
import type { ErrorEnvelope, FieldError } from '@vitrine/contracts/envelope'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ZodError } from 'zod'
import { AppError, NotFoundError, summarizeFieldErrors } from '../errors.js'
import { redactUrl } from '../logging.js'
import { describeUnknownKey } from './unknown-keys.js'

export const INTERNAL_ERROR_MESSAGE = 'Internal server error. Please try again later.'

// Clear messages for the request errors Fastify raises before a handler runs.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body has an unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request content length does not match its body.',
  FST_ERR_BAD_URL: 'The request path is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is longer than 100 characters.',
}

// Fastify names the request part `querystring`; callers know it as `query`.
const PART_NAMES: Record<string, string> = { querystring: 'query' }

interface SchemaValidationIssue {
  instancePath?: string
  message?: string
  /** zod's issue code (fastify-type-provider-zod), e.g. `unrecognized_keys`. */
  keyword?: string
  params?: { keys?: unknown }
}

/** One field error per unknown key (zod's `unrecognized_keys` lists them on their object). */
function fieldErrorsOfUnknownKeys(path: readonly string[], keys: unknown): FieldError[] | null {
  if (!Array.isArray(keys) || keys.length === 0) return null
  return keys.map((key) => ({
    field: [...path, String(key)].join('.'),
    message: describeUnknownKey(String(key)),
  }))
}

interface FrameworkErrorShape {
  statusCode?: unknown
  code?: unknown
  message?: unknown
  validation?: unknown
  validationContext?: unknown
}

/** Maps any thrown value to the envelope the caller receives. */
export function mapErrorToEnvelope(error: unknown): ErrorEnvelope {
  if (error instanceof AppError) return envelopeOfAppError(error)
  if (error instanceof ZodError) return validationEnvelope(fieldErrorsOfZod(error, []))

  const shape = (typeof error === 'object' && error !== null ? error : {}) as FrameworkErrorShape
  if (Array.isArray(shape.validation)) {
    const part = typeof shape.validationContext === 'string' ? shape.validationContext : 'request'
    return validationEnvelope(fieldErrorsOfSchemaValidation(shape.validation, part))
  }
  const status = typeof shape.statusCode === 'number' ? shape.statusCode : 500
  if (status >= 400 && status < 500) {
    const known = typeof shape.code === 'string' ? FRAMEWORK_MESSAGES[shape.code] : undefined
    const message = known ?? (typeof shape.message === 'string' ? shape.message : 'Bad request.')
    return { code: status, result: message }
  }
  return { code: 500, result: INTERNAL_ERROR_MESSAGE }
}

function envelopeOfAppError(error: AppError): ErrorEnvelope {
  // A 5xx that does not say its message is safe to show is still an internal failure.
  if (!error.exposeMessage) return { code: error.status, result: INTERNAL_ERROR_MESSAGE }
  const envelope: ErrorEnvelope = { code: error.status, result: error.message }
  if (error.fieldErrors.length > 0) envelope.errors = [...error.fieldErrors]
  return envelope
}

function validationEnvelope(errors: FieldError[]): ErrorEnvelope {
  return { code: 400, result: summarizeFieldErrors(errors), errors }
}

/** Converts zod issues to dotted field paths under the request part, e.g. `body.cartItem.qty`. */
export function fieldErrorsOfZod(error: ZodError, prefix: readonly string[]): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path.map(String)]
    const unknown =
      issue.code === 'unrecognized_keys' ? fieldErrorsOfUnknownKeys(path, issue.keys) : null
    return unknown ?? [{ field: path.join('.') || 'request', message: issue.message }]
  })
}

function fieldErrorsOfSchemaValidation(issues: unknown[], part: string): FieldError[] {
  const partName = PART_NAMES[part] ?? part
  return issues.flatMap((raw) => {
    const issue = (typeof raw === 'object' && raw !== null ? raw : {}) as SchemaValidationIssue
    const segments = (issue.instancePath ?? '').split('/').filter((segment) => segment !== '')
    const path = [partName, ...segments]
    const unknown =
      issue.keyword === 'unrecognized_keys'
        ? fieldErrorsOfUnknownKeys(path, issue.params?.keys)
        : null
    return unknown ?? [{ field: path.join('.'), message: issue.message ?? 'Invalid value' }]
  })
}

function describeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.originalUrl) }
}

async function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const envelope = mapErrorToEnvelope(error)
  if (envelope.code >= 500 && !(error instanceof AppError && error.exposeMessage)) {
    request.log.error({ err: error, ...describeRequest(request) }, 'request failed')
  } else {
    const errors = envelope.errors
    request.log.info(
      { code: envelope.code, reason: envelope.result, ...(errors ? { errors } : {}) },
      'request rejected',
    )
  }
  return reply.code(envelope.code).send(envelope)
}

async function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  // The path only: a query string may hold a token.
  const path = request.originalUrl.split('?')[0] ?? '/'
  const envelope = mapErrorToEnvelope(new NotFoundError(`No route for ${request.method} ${path}.`))
  return reply.code(envelope.code).send(envelope)
}

export const errorHandlerPlugin = fp(
  async function registerErrorHandler(app: FastifyInstance) {
    app.setErrorHandler(handleError)
    app.setNotFoundHandler(handleNotFound)
  },
  { name: 'error-handler' },
)
