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
import { flutterwaveClient, type FlutterwaveClientOptions, type RefusedCall } from '../flutterwave-client'
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
import { isRecord, text } from '../json-values'

/** The calls' time limit and retries (`server/providers/flutterwave-client.ts`): a verify that times out is not asked
 *  again (the shopper is already waiting; the webhook confirms the order if the provider is slow). */
export type FlutterwaveOptions = FlutterwaveConfig & Omit<FlutterwaveClientOptions, 'secretKey' | 'apiBaseUrl'>

/** Flutterwave's transaction ids are whole numbers; anything else is refused before it reaches a URL path. */
const TRANSACTION_ID = /^\d{1,20}$/

function failure(problem: VerificationProblem, message: string, cause?: unknown): PaymentVerificationError {
  return new PaymentVerificationError(problem, `Flutterwave: ${message}`, cause === undefined ? undefined : { cause })
}

/** The documented answer's `data`, in the store's terms; a missing or mistyped field makes the answer malformed. */
function transactionOf(body: unknown, requestedId: string): VerifiedTransaction {
  if (!isRecord(body) || body.status !== 'success' || !isRecord(body.data))
    throw failure('malformed', 'the answer has no transaction')
  const { data } = body
  const id = typeof data.id === 'number' && Number.isSafeInteger(data.id) ? String(data.id) : text(data.id)
  const txRef = text(data.tx_ref)
  const status = text(data.status)
  const currency = text(data.currency)
  const amountKobo = exactNairaToKobo(data.amount)
  const chargedAmountKobo = data.charged_amount === undefined ? amountKobo : exactNairaToKobo(data.charged_amount)
  const customerEmail = isRecord(data.customer) ? text(data.customer.email) : undefined
  if (
    id === undefined ||
    txRef === undefined ||
    status === undefined ||
    currency === undefined ||
    amountKobo === null ||
    chargedAmountKobo === null ||
    customerEmail === undefined
  ) {
    throw failure(
      'malformed',
      'the transaction lacks an id, tx_ref, status, currency, amount in whole kobo or customer email',
    )
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

/** A refused call as a typed failure, naming the call (its id left out) for the operator. */
function refusedBy(problemOf: (status: number, body: string) => VerificationProblem) {
  return ({ method, path, status, body }: RefusedCall) =>
    failure(problemOf(status, body), `${method} ${path.replace(/\/\d+\//, '/{id}/')} answered ${status}`)
}

const verifyRefused = refusedBy(problemOfStatus)
const refundRefused = refusedBy(refundProblemOf)

/** What a refund answered: Flutterwave's status of the refund ('completed' or 'pending'). */
function refundOf(body: unknown): { status: string } {
  if (!isRecord(body) || body.status !== 'success' || !isRecord(body.data))
    throw failure('malformed', 'the answer has no refund')
  const status = text(body.data.status)
  if (status === undefined) throw failure('malformed', 'the refund has no status')
  return { status }
}

export function flutterwavePayments(options: FlutterwaveOptions): PaymentProvider {
  const { publicKey, webhookHash } = options
  const call = flutterwaveClient(options, {
    unreachable: (message, cause) => failure('unreachable', message, cause),
    malformed: (message, cause) => failure('malformed', message, cause),
  })

  function checkedId(transactionId: string) {
    if (!TRANSACTION_ID.test(transactionId)) throw failure('notFound', 'a transaction id is a whole number')
  }

  return {
    mode: 'live',
    verifiesBy: 'transactionId',
    checkout: { src: PROVIDER_SCRIPTS.flutterwave.src, publicKey },
    async verifyTransaction(transactionId) {
      checkedId(transactionId)
      return transactionOf(await call('GET', `/transactions/${transactionId}/verify`, verifyRefused), transactionId)
    },
    async refundTransaction(transactionId, amountKobo) {
      checkedId(transactionId)
      return refundOf(
        await call('POST', `/transactions/${transactionId}/refund`, refundRefused, { amount: koboToNaira(amountKobo) }),
      )
    },
    isGenuineWebhook: (headers) => headerMatchesSecret(headers[WEBHOOK_HASH_HEADER], webhookHash),
  }
}
