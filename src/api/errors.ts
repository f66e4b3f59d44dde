// Turns openapi-fetch's "errors as values" into thrown ApiErrors, so machine actors land in onError with the
// text the spec says to show: the first item of the reply's `errors` list (spec §8).
import { GENERIC_ERROR } from '@/domain/messages'

/** spec §8: the generic fallback when the server gives no message (or cannot be reached). */
export const FALLBACK_ERROR_MESSAGE = GENERIC_ERROR

export interface ApiErrorItem {
  message: string
  field?: string
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly messages: readonly ApiErrorItem[]

  /** `status` 0 means the server was not reached. */
  constructor(status: number, messages: readonly ApiErrorItem[], fallback: string = FALLBACK_ERROR_MESSAGE) {
    super(messages[0]?.message || fallback)
    this.status = status
    this.messages = messages
  }

  /** The message about one input, e.g. to show under a form field. */
  messageFor(field: string): string | undefined {
    return this.messages.find((item) => item.field === field)?.message
  }
}

/** Reads `{ errors: [{ message, field? }] }` from any reply body; anything else gives no messages. */
export function errorItems(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return []
  const items: ApiErrorItem[] = []
  for (const entry of body.errors as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue
    const { message, field } = entry as { message?: unknown; field?: unknown }
    if (typeof message !== 'string' || message === '') continue
    items.push(typeof field === 'string' ? { message, field } : { message })
  }
  return items
}

/** What openapi-fetch resolves to: `data` on success, `error` otherwise, and the response either way. */
interface FetchResult {
  data?: unknown
  error?: unknown
  response: Response
}

export interface UnwrapOptions {
  /** The message when the reply carries none, e.g. spec §8's 'An error has occured while loading data plans. please try again later'. */
  fallback?: string
}

/**
 * `await unwrap(api.GET('/api/products', { params }))` gives the reply's data or throws ApiError: for a non-2xx
 * reply with the server's messages, and for a network failure (status 0) with the fallback.
 */
export async function unwrap<R extends FetchResult>(
  result: R | Promise<R>,
  options: UnwrapOptions = {},
): Promise<Exclude<R['data'], undefined>> {
  const fallback = options.fallback ?? FALLBACK_ERROR_MESSAGE
  let settled: R
  try {
    settled = await result
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    const error = new ApiError(0, [], fallback)
    error.cause = cause
    throw error
  }
  if (!settled.response.ok || settled.error !== undefined) {
    throw new ApiError(settled.response.status, errorItems(settled.error), fallback)
  }
  return settled.data as Exclude<R['data'], undefined>
}
