// The BFF's one error hierarchy (ARCHITECTURE §3). Services throw these; the central error handler
// (plugins/error-handler.ts) turns any of them into the `{ code, result }` envelope with the HTTP
// status equal to `code`; no route writes an error answer itself. The message of a 4xx AppError is
// public: it is what the caller reads. A 5xx hides its message unless it says it is safe to show.
import { ErrorEnvelopeSchema, type FieldError } from '@vitrine/contracts/envelope'

/** Magento's answer to a customer token it does not know (vsf-api-contract §0). */
export const UNAUTHORIZED_TOKEN_MESSAGE = "The consumer isn't authorized to access self."

export interface AppErrorOptions {
  /** The message may reach the caller even with a 5xx status (default: only below 500). */
  exposeMessage?: boolean
}

export class AppError extends Error {
  readonly status: number
  readonly fieldErrors: readonly FieldError[]
  /** Whether the caller reads this message (else a 5xx answers the generic internal error). */
  readonly exposeMessage: boolean

  constructor(
    status: number,
    message: string,
    fieldErrors: readonly FieldError[] = [],
    options: AppErrorOptions = {},
  ) {
    super(message)
    this.name = new.target.name
    this.status = status
    this.fieldErrors = fieldErrors
    this.exposeMessage = options.exposeMessage ?? status < 500
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message)
  }
}

/** Input that breaks the contract; names every wrong field (e.g. `body.cartItem.qty`). */
export class ValidationError extends AppError {
  constructor(fieldErrors: readonly FieldError[]) {
    super(400, summarizeFieldErrors(fieldErrors), fieldErrors)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication is required.') {
    super(401, message)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, message)
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message)
  }
}

/** A deliberate, explainable 503 (overload, maintenance); its message is safe to show. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, message, [], { exposeMessage: true })
  }
}

/** Thrown by @fastify/under-pressure (it constructs the class without arguments). */
export class UnderPressureError extends ServiceUnavailableError {
  constructor() {
    super('The service is under heavy load. Please try again shortly.')
  }
}

/** Builds the readable `result` line of a validation error from its field list. */
export function summarizeFieldErrors(fieldErrors: readonly FieldError[]): string {
  if (fieldErrors.length === 0) return 'Invalid request.'
  return `Invalid request: ${fieldErrors.map((error) => `${error.field}: ${error.message}`).join('; ')}`
}

type ErrorEnvelopeResponses<C extends number> = Record<
  400 | 500 | 503 | C,
  typeof ErrorEnvelopeSchema
>

/**
 * The answers a route documents: its own, plus the error envelope for 400 (bad input, bad store
 * code), 500 (hidden internal failure), 503 (under pressure) and any extra codes it names.
 */
export function withErrorResponses<T extends object, C extends number = never>(
  answers: T,
  extraCodes: readonly C[] = [],
): Omit<ErrorEnvelopeResponses<C>, keyof T> & T {
  const errors: Record<number, typeof ErrorEnvelopeSchema> = {}
  for (const code of [400, 500, 503, ...extraCodes]) errors[code] = ErrorEnvelopeSchema
  return { ...(errors as ErrorEnvelopeResponses<C>), ...answers }
}
