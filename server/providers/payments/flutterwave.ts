// Card payment through Flutterwave (v3), as its documentation describes it:
// - the browser loads Flutterwave Inline (`https://checkout.flutterwave.com/v3.js`, src/domain/provider-scripts.ts)
//   and calls `FlutterwaveCheckout({ public_key, tx_ref, amount, currency, customer, callback, onclose })`; the
//   callback gets `{ status, transaction_id, tx_ref }`, which proves nothing by itself;
// - the server verifies with `GET {base}/transactions/{id}/verify`, `Authorization: Bearer {secret key}`, which
//   answers `{ status: 'success', message, data: { id, tx_ref, flw_ref, amount, currency, charged_amount, status,
//   customer: { email, … }, … } }`; an unknown id answers `{ status: 'error', message: 'No transaction was found
//   for this id', data: null }` (400 in practice, 404 by the book: both are read as not found), a refused key 401;
// - a refund is `POST {base}/transactions/{id}/refund` with `{ amount }` in naira, answering `{ status: 'success',
//   data: { status: 'completed' | 'pending', amount_refunded, … } }`, or 400 when more than is left is asked for;
// - a webhook is a POST whose `verif-hash` header carries the secret hash set on the dashboard, as set (no
//   signature of the body), so the body is only a hint: the order is confirmed from the verify call, never from it.
// Amounts are naira with up to 2 decimals; the store reads them as integer kobo exactly (exactNairaToKobo, src/domain/money.ts).
import type { FlutterwaveConfig } from '../../config'
import { exactNairaToKobo, koboToNaira } from '../../../src/domain/money'
import { PROVIDER_SCRIPTS } from '../../../src/domain/provider-scripts'
import {
  headerMatchesSecret,
  PaymentVerificationError,
  WEBHOOK_HASH_HEADER,
  type PaymentProvider,
  type VerificationProblem,
  type VerifiedTransaction,
} from './payment-provider'

export interface FlutterwaveOptions extends FlutterwaveConfig {
  /** How long one call (verify or refund) may take, answer included. */
  timeoutMs?: number
  /** Further tries after a 5xx or a refused connection; never after a 4xx (the same question gets the same answer)
   *  nor after a timeout (the shopper is already waiting; the webhook confirms the order if the provider is slow). */
  retries?: number
  retryDelayMs?: number
  /** How calls reach the API: the global fetch, or (the sandbox) one that answers inside the store. */
  fetch?: typeof globalThis.fetch
}

/** Flutterwave's transaction ids are whole numbers; anything else is refused before it reaches a URL path. */
const TRANSACTION_ID = /^\d{1,20}$/

function failure(problem: VerificationProblem, message: string, cause?: unknown): PaymentVerificationError {
  return new PaymentVerificationError(problem, `Flutterwave: ${message}`, cause === undefined ? undefined : { cause })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** The documented answer's `data`, in the store's terms; a missing or mistyped field makes the answer malformed. */
function transactionOf(body: unknown, requestedId: string): VerifiedTransaction {
  if (!isRecord(body) || body.status !== 'success' || !isRecord(body.data)) throw failure('malformed', 'the answer has no transaction')
  const { data } = body
  const id = typeof data.id === 'number' && Number.isSafeInteger(data.id) ? String(data.id) : text(data.id)
  const txRef = text(data.tx_ref)
  const status = text(data.status)
  const currency = text(data.currency)
  const amountKobo = exactNairaToKobo(data.amount)
  const chargedAmountKobo = data.charged_amount === undefined ? amountKobo : exactNairaToKobo(data.charged_amount)
  const customerEmail = isRecord(data.customer) ? text(data.customer.email) : undefined
  if (id === undefined || txRef === undefined || status === undefined || currency === undefined || amountKobo === null || chargedAmountKobo === null || customerEmail === undefined) {
    throw failure('malformed', 'the transaction lacks an id, tx_ref, status, currency, amount in whole kobo or customer email')
  }
  // An answer about another transaction than the one asked for is no answer about this one.
  if (id !== requestedId) throw failure('malformed', `asked for transaction ${requestedId}, answered about ${id}`)
  return { id, txRef, status, currency: currency.toUpperCase(), amountKobo, chargedAmountKobo, customerEmail }
}

function problemOfStatus(status: number): VerificationProblem {
  if (status === 400 || status === 404) return 'notFound'
  if (status === 401 || status === 403) return 'unauthorized'
  if (status === 429 || status >= 500) return 'unreachable'
  return 'malformed'
}

/** A refund's 400 is "not found" only when it says so; otherwise Flutterwave refused the refund as asked (more than
 *  is left to refund, say), which asking again will not change. */
function refundProblemOf(status: number, body: string): VerificationProblem {
  if (status === 400 && !/no transaction was found/i.test(body)) return 'malformed'
  return problemOfStatus(status)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Failures worth asking again: a refused connection or the provider's own failure (5xx). */
const worthRetrying = new WeakSet<PaymentVerificationError>()

function retryable(error: PaymentVerificationError): PaymentVerificationError {
  worthRetrying.add(error)
  return error
}

/** What a refund answered: Flutterwave's status of the refund ('completed' or 'pending'). */
function refundOf(body: unknown): { status: string } {
  if (!isRecord(body) || body.status !== 'success' || !isRecord(body.data)) throw failure('malformed', 'the answer has no refund')
  const status = text(body.data.status)
  if (status === undefined) throw failure('malformed', 'the refund has no status')
  return { status }
}

export function flutterwavePayments(options: FlutterwaveOptions): PaymentProvider {
  const { publicKey, secretKey, webhookHash, apiBaseUrl, timeoutMs = 10_000, retries = 1, retryDelayMs = 500, fetch: send = globalThis.fetch } = options

  /** One call to the API; its JSON answer, or a typed failure. */
  async function callOnce(path: string, init: { method: 'GET' | 'POST'; body?: unknown }, problemOf: (status: number, body: string) => VerificationProblem): Promise<unknown> {
    let response: Response
    let body: string
    try {
      response = await send(`${apiBaseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      body = await response.text()
    } catch (error) {
      // The cause is fetch's own error: it names the address, never the request's headers.
      if (error instanceof DOMException && error.name === 'TimeoutError') throw failure('unreachable', `no answer within ${timeoutMs} ms`, error)
      throw retryable(failure('unreachable', 'the API could not be reached', error))
    }
    if (!response.ok) {
      const refusal = failure(problemOf(response.status, body), `${init.method} ${path.replace(/\/\d+\//, '/{id}/')} answered ${response.status}`)
      throw response.status >= 500 ? retryable(refusal) : refusal
    }
    try {
      return JSON.parse(body)
    } catch (error) {
      throw failure('malformed', 'the answer is not JSON', error)
    }
  }

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }, problemOf: (status: number, body: string) => VerificationProblem): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await callOnce(path, init, problemOf)
      } catch (error) {
        if (!(error instanceof PaymentVerificationError && worthRetrying.has(error)) || attempt >= retries) throw error
        await pause(retryDelayMs)
      }
    }
  }

  function checkedId(transactionId: string) {
    if (!TRANSACTION_ID.test(transactionId)) throw failure('notFound', 'a transaction id is a whole number')
  }

  return {
    mode: 'live',
    checkout: { src: PROVIDER_SCRIPTS.flutterwave.src, publicKey },
    async verifyTransaction(transactionId) {
      checkedId(transactionId)
      return transactionOf(await call(`/transactions/${transactionId}/verify`, { method: 'GET' }, problemOfStatus), transactionId)
    },
    async refundTransaction(transactionId, amountKobo) {
      checkedId(transactionId)
      return refundOf(await call(`/transactions/${transactionId}/refund`, { method: 'POST', body: { amount: koboToNaira(amountKobo) } }, refundProblemOf))
    },
    isGenuineWebhook: (headers) => headerMatchesSecret(headers[WEBHOOK_HASH_HEADER], webhookHash),
  }
}
