// Every error reply, whatever its cause, is `{ errors: [{ message, field? }] }` (openapi.yaml ErrorEnvelope):
// the web app shows the first message as is (spec §8), so messages are written for people and never carry
// internals.
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import type { ErrorEnvelope, ErrorItem } from '../src/domain/contract'
import { GENERIC_ERROR } from '../src/domain/messages'

/**
 * What kind of "no" an error is. Services and providers say which; only the edge (STATUS_OF_KIND, read by
 * toErrorReply) turns it into an HTTP status, so nothing below the handlers knows HTTP.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedMediaType'
  | 'tooMany'
  | 'failed'
  | 'notImplemented'
  | 'unavailable'

/** The one table from an error's kind to its HTTP status. */
export const STATUS_OF_KIND: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedMediaType: 415,
  tooMany: 429,
  failed: 500,
  notImplemented: 501,
  unavailable: 503,
}

/** A rule of the store said no; services throw it and the message reaches the user as written. */
export class DomainError extends Error {
  override readonly name = 'DomainError'
  readonly kind: ErrorKind
  readonly field: string | undefined

  constructor(kind: ErrorKind, message: string, field?: string) {
    super(message)
    this.kind = kind
    this.field = field
  }
}

/** spec §8: the generic message; also what any unexpected failure says, so nothing internal leaks. */
export const INTERNAL_ERROR_MESSAGE = GENERIC_ERROR
export const NOT_FOUND_MESSAGE = 'Not found'
export const NOT_IMPLEMENTED_MESSAGE = 'Not implemented yet'
/** What a request is told when the database cannot be reached or its connection was lost (ADR 0012). */
export const STORE_BUSY_MESSAGE = 'The store is busy. Please try again in a moment.'
/** Seconds a client is asked to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 1

/** Socket errors of a database connection that could not be made or was cut. */
const CONNECTION_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
/** PostgreSQL's own: the server shutting down (admin, crash) or still starting. */
const UNAVAILABLE_SQLSTATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03'])
/** What node-postgres and its pool throw when a connection ends, cannot be made in time, or is already lost. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/

function isConnectionFailure(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exceptions.
    if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true
  }
  return typeof message === 'string' && CONNECTION_LOST.test(message)
}

/**
 * Whether `error` means the database could not be reached or the connection was lost: the request may well succeed
 * a moment later. Looks through the wrapper drizzle puts round a failed query (it carries the query), the errors
 * of an AggregateError (one per address tried) and of the router's wrapper round a failed sign-in check; not
 * through other causes, so an outside service that cannot be reached (a fetch's cause) is not taken for the
 * database. Exported for tests.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false
  if (isConnectionFailure(error)) return true
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  if ('query' in error && isDatabaseUnavailable(cause, depth + 1)) return true
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
}

export function envelope(message: string, field?: string): ErrorEnvelope {
  return { errors: [field === undefined ? { message } : { message, field }] }
}

const ARTICLE: Record<string, string> = { integer: 'an integer', object: 'an object', array: 'an array', null: 'null' }

function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',')
  return types.map((t: string) => ARTICLE[t] ?? `a ${t}`).join(' or ')
}

/** '/orderedProducts/0/qty' → 'orderedProducts.0.qty' (JSON Pointer unescaped). */
function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')
}

function join(parent: string, child: unknown): string {
  return parent === '' ? String(child) : `${parent}.${String(child)}`
}

function plural(count: unknown, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`
}

/** One Ajv error as a sentence about the field it concerns. */
export function describeValidationError(
  error: Pick<FastifySchemaValidationError, 'keyword' | 'instancePath' | 'params'>,
  part: string | undefined,
): ErrorItem {
  const at = pointerToField(error.instancePath)
  const p = error.params
  const subject = at || (part === 'body' ? 'The request body' : 'The request')
  const item = (message: string, field: string = at): ErrorItem => (field ? { message, field } : { message })
  switch (error.keyword) {
    case 'required': {
      const field = join(at, p.missingProperty)
      return item(`${field} is required`, field)
    }
    case 'additionalProperties': {
      const field = join(at, p.additionalProperty)
      return item(`${field} is not allowed`, field)
    }
    case 'type':
      return item(`${subject} must be ${typeName(p.type)}`)
    case 'enum':
      return item(`${subject} must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`)
    case 'const':
      return item(`${subject} must be ${String(p.allowedValue)}`)
    case 'format':
      return item(`${subject} must be a valid ${String(p.format)}`)
    case 'pattern':
      return item(`${subject} is not in the expected format`)
    case 'minLength':
      return item(
        p.limit === 1
          ? `${subject} must not be empty`
          : `${subject} must be at least ${plural(p.limit, 'character')} long`,
      )
    case 'maxLength':
      return item(`${subject} must be at most ${plural(p.limit, 'character')} long`)
    case 'minimum':
      return item(`${subject} must be at least ${String(p.limit)}`)
    case 'maximum':
      return item(`${subject} must be at most ${String(p.limit)}`)
    case 'exclusiveMinimum':
      return item(`${subject} must be more than ${String(p.limit)}`)
    case 'exclusiveMaximum':
      return item(`${subject} must be less than ${String(p.limit)}`)
    case 'multipleOf':
      return item(`${subject} must be a multiple of ${String(p.multipleOf)}`)
    case 'minItems':
      return item(`${subject} must have at least ${plural(p.limit, 'item')}`)
    case 'maxItems':
      return item(`${subject} must have at most ${plural(p.limit, 'item')}`)
    case 'uniqueItems':
      return item(`${subject} must not list the same item twice`)
    case 'minProperties':
      return item(at ? `${at} must have at least ${plural(p.limit, 'field')}` : 'Send at least one field to change')
    case 'oneOf':
    case 'anyOf':
      return item(`${subject} does not match any of the accepted forms`)
    default:
      return item(`${subject} is not valid`)
  }
}

function validationItems(error: FastifyError): ErrorItem[] {
  const part = error.validationContext
  const items = (error.validation ?? []).map((e) => describeValidationError(e, part))
  const unique = items.filter(
    (candidate, index) => items.findIndex((other) => other.message === candidate.message) === index,
  )
  return unique.length > 0 ? unique : [{ message: `The ${part ?? 'request'} is not valid` }]
}

/** Messages for the framework's own client errors, which are safe to show but written for developers. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its content length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is required',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_REQ_FILE_TOO_LARGE: 'An uploaded file is too large',
  FST_FILES_LIMIT: 'Too many files were uploaded',
  FST_PARTS_LIMIT: 'Too many parts were uploaded',
  FST_FIELDS_LIMIT: 'Too many fields were uploaded',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart',
}

export interface ErrorReply {
  status: number
  body: ErrorEnvelope
  /** Headers to send with it (Retry-After on a 503). */
  headers?: Record<string, string>
}

/** What to answer for an error: status, envelope and any headers. Exported for tests. */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof DomainError)
    return { status: STATUS_OF_KIND[error.kind], body: envelope(error.message, error.field) }
  // Before the sign-in check below: a database that cannot be reached while reading the token's user is not a
  // failed sign-in.
  if (isDatabaseUnavailable(error))
    return { status: 503, body: envelope(STORE_BUSY_MESSAGE), headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }

  if (typeof error !== 'object' || error === null) return { status: 500, body: envelope(INTERNAL_ERROR_MESSAGE) }
  const candidate = error as Partial<FastifyError> & { errors?: unknown[] }
  // fastify-openapi-glue wraps what the security handler threw.
  if (candidate.name === 'Unauthorized' && Array.isArray(candidate.errors)) {
    const inner = candidate.errors.find((e): e is DomainError => e instanceof DomainError)
    return inner ? toErrorReply(inner) : { status: 401, body: envelope('Please sign in to continue') }
  }
  if (Array.isArray(candidate.validation))
    return { status: 400, body: { errors: validationItems(candidate as FastifyError) } }

  const status = candidate.statusCode
  const code = candidate.code
  if (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    typeof code === 'string' &&
    code.startsWith('FST_')
  ) {
    return { status, body: envelope(FRAMEWORK_MESSAGES[code] ?? 'The request is not valid') }
  }
  // A body that is not JSON arrives as a SyntaxError marked 400 by the JSON parser.
  if (status === 400 && error instanceof SyntaxError)
    return { status, body: envelope(FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!) }
  return { status: 500, body: envelope(INTERNAL_ERROR_MESSAGE) }
}

/**
 * An unexpected error as the log may keep it. A failed query's error carries the query's parameters in its
 * message and `params` (a password hash, an email, a code): the log gets the query and the database's own reason,
 * never the values.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('query' in error) || !('params' in error)) return error
  const cause =
    error.cause instanceof Error
      ? {
          type: error.cause.name,
          message: error.cause.message,
          ...('code' in error.cause ? { code: error.cause.code } : {}),
        }
      : undefined
  return {
    type: error.name,
    message: 'Failed query (parameters withheld)',
    query: error.query,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    cause,
  }
}

/** The one error handler (fastify.setErrorHandler). */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorReply(error)
  if (status === 503) request.log.warn({ err: loggableError(error) }, 'the database is unavailable')
  else if (status >= 500 && status !== 501) request.log.error({ err: loggableError(error) }, 'request failed')
  else request.log.info({ status, errors: body.errors }, 'request refused')
  if (headers) reply.headers(headers)
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}
