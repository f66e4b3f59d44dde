// One way to call Flutterwave's v3 API, for every adapter that does (card payment, banks and transfers, bills): the
// secret key as a Bearer header, JSON in and out, a time limit, and one more try after a refused connection or the
// provider's own failure (5xx) but never after a 4xx (the same question gets the same answer) nor after a timeout (the
// caller is waiting; the outcome is read again later). Each adapter turns a failure into its own typed error. The
// secret is sent in a header only: fetch's own errors name the address, never the headers.
import type { FlutterwaveConfig } from '../config'

export interface FlutterwaveClientOptions extends Pick<FlutterwaveConfig, 'secretKey' | 'apiBaseUrl'> {
  /** How long one call may take, answer included. */
  timeoutMs?: number
  /** Further tries after a 5xx or a refused connection. */
  retries?: number
  retryDelayMs?: number
  /** How calls reach the API: the global fetch, or (a sandbox) one that answers inside the store. */
  fetch?: typeof globalThis.fetch
}

/** A call the API answered with an error status. */
export interface RefusedCall {
  method: 'GET' | 'POST'
  path: string
  status: number
  /** The answer's body, as sent. */
  body: string
}

/** How an adapter names what went wrong, as its own error type. */
export interface FlutterwaveFailures<E extends Error> {
  /** No answer in time, or none at all. */
  unreachable(message: string, cause: unknown): E
  /** An answer that is not JSON. */
  malformed(message: string, cause: unknown): E
}

export type FlutterwaveCall<E extends Error> = (
  method: 'GET' | 'POST',
  path: string,
  refused: (call: RefusedCall) => E,
  body?: unknown,
) => Promise<unknown>

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function flutterwaveClient<E extends Error>(
  options: FlutterwaveClientOptions,
  failures: FlutterwaveFailures<E>,
): FlutterwaveCall<E> {
  const {
    secretKey,
    apiBaseUrl,
    timeoutMs = 10_000,
    retries = 1,
    retryDelayMs = 500,
    fetch: send = globalThis.fetch,
  } = options
  /** Failures worth asking again: a refused connection or the provider's own failure (5xx). */
  const worthRetrying = new WeakSet<Error>()
  const retryable = (error: E) => {
    worthRetrying.add(error)
    return error
  }

  async function callOnce(
    method: 'GET' | 'POST',
    path: string,
    refused: (call: RefusedCall) => E,
    body: unknown,
  ): Promise<unknown> {
    let response: Response
    let answer: string
    try {
      response = await send(`${apiBaseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      answer = await response.text()
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw failures.unreachable(`no answer within ${timeoutMs} ms`, error)
      throw retryable(failures.unreachable('the API could not be reached', error))
    }
    if (!response.ok) {
      const refusal = refused({ method, path, status: response.status, body: answer })
      throw response.status >= 500 ? retryable(refusal) : refusal
    }
    try {
      return JSON.parse(answer)
    } catch (error) {
      throw failures.malformed('the answer is not JSON', error)
    }
  }

  return async function call(method, path, refused, body) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await callOnce(method, path, refused, body)
      } catch (error) {
        if (!(error instanceof Error && worthRetrying.has(error)) || attempt >= retries) throw error
        await pause(retryDelayMs)
      }
    }
  }
}
