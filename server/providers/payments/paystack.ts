// Payment through Paystack, as its API documentation describes it (ADR 0040):
// - the browser loads Paystack's inline checkout (`https://js.paystack.co/v2/inline.js`, `new PaystackPop()`), opened
//   with the access code of a transaction the server initialized: `POST {base}/transaction/initialize` `{ email,
//   amount (kobo, as a string), reference, currency, callback_url?, channels? }` → `{ status: true, data: {
//   authorization_url, access_code, reference } }`; what the browser reports afterwards proves nothing;
// - the server verifies by the store's own reference: `GET {base}/transaction/verify/{reference}`, `Authorization:
//   Bearer {secret key}` → `{ status: true, data: { id, reference, status: 'success' | 'failed' | 'abandoned' | …,
//   amount, requested_amount, currency, channel, customer: { email, customer_code }, authorization } }`; an unknown
//   reference answers 400 'Transaction reference not found', a refused key 401;
// - a refund is `POST {base}/refund` `{ transaction (id or reference), amount (kobo, as a string) }` → `{ data: {
//   status: 'pending' | 'processing' | 'processed' | 'failed', amount, … } }`, or 400 when more than is left is asked;
// - a wallet's dedicated account is opened for a Paystack customer: `POST {base}/customer` `{ email, first_name,
//   last_name, phone }` → `{ data: { id, customer_code } }`, then `POST {base}/dedicated_account` `{ customer,
//   preferred_bank }` → `{ data: { account_name, account_number, bank: { name, slug }, … } }` (or later, by the
//   `dedicatedaccount.assign.success` event);
// - a webhook is a POST whose `x-paystack-signature` header is the HMAC-SHA512 (hex) of its body, exactly as sent,
//   keyed with the secret key; a transfer into a dedicated account is a `charge.success` whose
//   `authorization.channel` is 'dedicated_nuban'. Even a signed body is only a hint: money is counted from the verify
//   call, never from the event.
// Amounts are integer kobo on Paystack already; the store refuses any that is not a whole, safe number.
import { createHmac } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { PaystackConfig } from '../../config'
import { flutterwaveClient, type FlutterwaveClientOptions, type RefusedCall } from '../flutterwave-client'
import type { Kobo } from '../../../src/domain/money'
import {
  headerMatchesSecret,
  PaymentVerificationError,
  type PaymentProvider,
  type VerificationProblem,
  type VerifiedTransaction,
} from './payment-provider'
import { PAYSTACK_REFERENCE, type PaystackChannel } from './paystack-api/paystack-api'
import { isRecord, text } from '../json-values'

/** Paystack's inline checkout (v2: `new PaystackPop()`, with `resumeTransaction(accessCode)` and `paymentRequest`
 *  for Apple Pay). It joins PROVIDER_SCRIPTS, with its origins for the Content-Security-Policy, when checkout offers
 *  Paystack. */
export const PAYSTACK_INLINE_SCRIPT = 'https://js.paystack.co/v2/inline.js'

/** Paystack's webhook header: the HMAC-SHA512 of the body with the secret key, in hex. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature'

/** The channel of a transfer into a dedicated account. */
export const DEDICATED_NUBAN_CHANNEL = 'dedicated_nuban'

/** The calls' time limit and retries, as Flutterwave's adapter has them (`server/providers/flutterwave-client.ts`,
 *  which speaks any Bearer-key JSON API): a 5xx or a refused connection is asked once more, a timeout never. */
export type PaystackOptions = PaystackConfig & Omit<FlutterwaveClientOptions, 'secretKey' | 'apiBaseUrl'>

export interface InitializeRequest {
  email: string
  amountKobo: Kobo
  /** The store's reference for the payment (the order's or the funding's `txRef`). */
  reference: string
  /** Where Paystack's page sends the shopper back after paying (the redirect flow; the inline one needs none). */
  callbackUrl?: string
  /** What the checkout offers (card, bank_transfer, ussd, apple_pay, …); Paystack's dashboard choice when left out. */
  channels?: readonly PaystackChannel[]
}

export interface InitializedTransaction {
  /** Paystack's hosted page for this payment. */
  authorizationUrl: string
  /** Opens this payment in the inline checkout (`resumeTransaction(accessCode)`). */
  accessCode: string
  reference: string
}

export interface PaystackCustomerDetails {
  email: string
  firstName: string
  lastName: string
  /** Paystack needs a phone number before it opens a dedicated account. */
  phone: string
}

/** A wallet's account number at a bank, which credits the wallet when money is sent to it. */
export interface DedicatedAccount {
  /** Paystack's id of the dedicated account. */
  id: string
  accountName: string
  accountNumber: string
  bankName: string
  /** Paystack's slug for the bank ('wema-bank', 'titan-paystack'; 'test-bank' on test keys). */
  bankSlug: string
  customerCode: string
}

/** Card (and bank transfer, USSD, Apple Pay) payment through Paystack, with its dedicated accounts. */
export interface PaystackPayments extends PaymentProvider {
  readonly verifiesBy: 'reference'
  /** Whether the keys are Paystack's test keys (`sk_test_…`): test mode, where dedicated accounts open at 'test-bank'. */
  readonly testMode: boolean
  /** Starts a payment under the store's reference; rejects with PaymentVerificationError ('malformed' when the
   *  reference was used before). */
  initializeTransaction(request: InitializeRequest): Promise<InitializedTransaction>
  /** The Paystack customer with this email (created, or the one Paystack already knows, updated). */
  createCustomer(details: PaystackCustomerDetails): Promise<{ id: string; customerCode: string }>
  /** Opens a dedicated account for a customer (`customer_code`) at the bank (a slug). */
  createDedicatedAccount(customerCode: string, preferredBank: string): Promise<DedicatedAccount>
}

/** What a genuine webhook tells of, in the store's terms; anything else is undefined. Only a hint: verify it. */
export type PaystackEvent =
  | {
      kind: 'charge'
      /** The transaction's reference: the store's own for a checkout, Paystack's for a transfer. */
      reference: string
      channel: string
      /** For a transfer into a dedicated account: which account, whose, and how much was sent. */
      transfer?: { accountNumber: string; customerCode: string; amountKobo: Kobo; currency: string }
    }
  | { kind: 'accountAssigned'; account: DedicatedAccount }

function failure(problem: VerificationProblem, message: string, cause?: unknown): PaymentVerificationError {
  return new PaymentVerificationError(problem, `Paystack: ${message}`, cause === undefined ? undefined : { cause })
}

/** An id Paystack sends as a number (or, now and then, as text). */
function idText(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : text(value)
}

/** A kobo amount: a whole, safe, non-negative number, never a fraction. */
function kobo(value: unknown): Kobo | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined
}

/** The answer's `data`, when the answer is the documented success envelope. */
function dataOf(body: unknown, what: string): Record<string, unknown> {
  if (!isRecord(body) || body.status !== true || !isRecord(body.data))
    throw failure('malformed', `the answer has no ${what}`)
  return body.data
}

/** The documented verify answer's `data`, in the store's terms; a missing or mistyped field makes it malformed. */
function transactionOf(body: unknown, requestedReference: string): VerifiedTransaction {
  const data = dataOf(body, 'transaction')
  const id = idText(data.id)
  const txRef = text(data.reference)
  const status = text(data.status)
  const currency = text(data.currency)
  const chargedAmountKobo = kobo(data.amount)
  const requestedKobo =
    data.requested_amount === undefined || data.requested_amount === null
      ? chargedAmountKobo
      : kobo(data.requested_amount)
  const customerEmail = isRecord(data.customer) ? text(data.customer.email) : undefined
  if (
    id === undefined ||
    txRef === undefined ||
    status === undefined ||
    currency === undefined ||
    chargedAmountKobo === undefined ||
    requestedKobo === undefined ||
    customerEmail === undefined
  ) {
    throw failure(
      'malformed',
      'the transaction lacks an id, reference, status, currency, amount in whole kobo or customer email',
    )
  }
  // An answer about another transaction than the one asked for is no answer about this one.
  if (txRef !== requestedReference)
    throw failure('malformed', `asked for reference ${requestedReference}, answered about ${txRef}`)
  return {
    id,
    txRef,
    status: status === 'success' ? 'successful' : status,
    currency: currency.toUpperCase(),
    // What the payment was for: what the store asked, never more than what was charged.
    amountKobo: Math.min(requestedKobo, chargedAmountKobo),
    chargedAmountKobo,
    customerEmail,
  }
}

/** Paystack's refusals: a 400 names what is wrong, so only one that says "not found" is read as not found; the rest
 *  refuse the call as asked, which asking again will not change. */
function problemOf(status: number, body: string): VerificationProblem {
  if (status === 401 || status === 403) return 'unauthorized'
  if (status === 429 || status >= 500) return 'unreachable'
  if (status === 404) return 'notFound'
  if (status === 400 && /not found/i.test(body)) return 'notFound'
  return 'malformed'
}

/** A refused call as a typed failure, naming the call (its reference left out) for the operator. */
function refused({ method, path, status, body }: RefusedCall) {
  return failure(
    problemOf(status, body),
    `${method} ${path.replace(/\/verify\/.*$/, '/verify/{reference}')} answered ${status}`,
  )
}

/** Paystack's status of a refund in the store's terms: 'completed' once processed, 'pending' until then. */
function refundStatusOf(status: string): string {
  if (status === 'processed') return 'completed'
  if (status === 'pending' || status === 'processing' || status === 'needs-attention') return 'pending'
  return status
}

function dedicatedAccountOf(data: unknown, customerCodeAsked?: string): DedicatedAccount {
  if (!isRecord(data)) throw failure('malformed', 'the answer has no dedicated account')
  const bank = isRecord(data.bank) ? data.bank : {}
  const customer = isRecord(data.customer) ? data.customer : {}
  const account = {
    id: idText(data.id),
    accountName: text(data.account_name),
    accountNumber: text(data.account_number),
    bankName: text(bank.name),
    bankSlug: text(bank.slug),
    customerCode: text(customer.customer_code) ?? customerCodeAsked,
  }
  if (
    account.id === undefined ||
    account.accountName === undefined ||
    account.accountNumber === undefined ||
    !/^\d{10}$/.test(account.accountNumber) ||
    account.bankName === undefined ||
    account.bankSlug === undefined ||
    account.customerCode === undefined
  )
    throw failure('malformed', 'the dedicated account lacks an id, name, ten-digit number, bank or customer')
  return {
    id: account.id,
    accountName: account.accountName,
    accountNumber: account.accountNumber,
    bankName: account.bankName,
    bankSlug: account.bankSlug,
    customerCode: account.customerCode,
  }
}

/** The HMAC-SHA512 of a body with the secret key, as Paystack signs its webhooks. */
export function paystackSignature(rawBody: string | Uint8Array, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex')
}

/** Whether a webhook request is Paystack's: its signature header is the body's signature with this secret key. */
export function isPaystackWebhook(
  headers: IncomingHttpHeaders,
  rawBody: string | Uint8Array | undefined,
  secretKey: string,
): boolean {
  if (rawBody === undefined || secretKey === '') return false
  return headerMatchesSecret(headers[PAYSTACK_SIGNATURE_HEADER], paystackSignature(rawBody, secretKey))
}

/** What a webhook's (parsed) body tells of: a successful charge (a transfer into a dedicated account among them), or
 *  a dedicated account assigned; undefined for any other event or a body that does not read as documented. */
export function paystackEventOf(body: unknown): PaystackEvent | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined
  const { data } = body
  if (body.event === 'charge.success') {
    const reference = text(data.reference)
    const authorization = isRecord(data.authorization) ? data.authorization : {}
    const channel = text(authorization.channel) ?? text(data.channel)
    if (reference === undefined || channel === undefined) return undefined
    if (channel !== DEDICATED_NUBAN_CHANNEL) return { kind: 'charge', reference, channel }
    const accountNumber = text(authorization.receiver_bank_account_number)
    const customerCode = isRecord(data.customer) ? text(data.customer.customer_code) : undefined
    const amountKobo = kobo(data.amount)
    const currency = text(data.currency)
    if (accountNumber === undefined || customerCode === undefined || amountKobo === undefined || currency === undefined)
      return undefined
    return {
      kind: 'charge',
      reference,
      channel,
      transfer: { accountNumber, customerCode, amountKobo, currency: currency.toUpperCase() },
    }
  }
  if (body.event === 'dedicatedaccount.assign.success') {
    try {
      const customerCode = isRecord(data.customer) ? text(data.customer.customer_code) : undefined
      return { kind: 'accountAssigned', account: dedicatedAccountOf(data.dedicated_account, customerCode) }
    } catch {
      return undefined
    }
  }
  return undefined
}

export function paystackPayments(options: PaystackOptions): PaystackPayments {
  const { publicKey, secretKey } = options
  const call = flutterwaveClient(options, {
    unreachable: (message, cause) => failure('unreachable', message, cause),
    malformed: (message, cause) => failure('malformed', message, cause),
  })

  /** A reference or id as Paystack allows them, with a letter or digit in it ('..' would climb the URL's path);
   *  anything else is refused before it reaches a URL or a body. */
  function checkedReference(reference: string) {
    if (!PAYSTACK_REFERENCE.test(reference) || !/[A-Za-z0-9]/.test(reference))
      throw failure('notFound', 'a reference is letters, digits, -, . and = only, up to 100')
  }

  function checkedKobo(amountKobo: Kobo) {
    if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0)
      throw failure('malformed', 'an amount is a whole number of kobo above 0')
  }

  return {
    mode: 'live',
    verifiesBy: 'reference',
    testMode: secretKey.startsWith('sk_test_'),
    checkout: { src: PAYSTACK_INLINE_SCRIPT, publicKey },

    async initializeTransaction({ email, amountKobo, reference, callbackUrl, channels }) {
      checkedReference(reference)
      checkedKobo(amountKobo)
      const data = dataOf(
        await call('POST', '/transaction/initialize', refused, {
          email,
          amount: String(amountKobo),
          reference,
          currency: 'NGN',
          ...(callbackUrl === undefined ? {} : { callback_url: callbackUrl }),
          ...(channels === undefined ? {} : { channels }),
        }),
        'authorization',
      )
      const authorizationUrl = text(data.authorization_url)
      const accessCode = text(data.access_code)
      if (authorizationUrl === undefined || accessCode === undefined || data.reference !== reference)
        throw failure('malformed', 'the answer lacks an authorization URL, an access code or the reference')
      return { authorizationUrl, accessCode, reference }
    },

    async verifyTransaction(reference) {
      checkedReference(reference)
      return transactionOf(
        await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`, refused),
        reference,
      )
    },

    async refundTransaction(transaction, amountKobo) {
      checkedReference(transaction)
      checkedKobo(amountKobo)
      const data = dataOf(await call('POST', '/refund', refused, { transaction, amount: String(amountKobo) }), 'refund')
      const status = text(data.status)
      if (status === undefined) throw failure('malformed', 'the refund has no status')
      return { status: refundStatusOf(status) }
    },

    async createCustomer({ email, firstName, lastName, phone }) {
      const data = dataOf(
        await call('POST', '/customer', refused, { email, first_name: firstName, last_name: lastName, phone }),
        'customer',
      )
      const id = idText(data.id)
      const customerCode = text(data.customer_code)
      if (id === undefined || customerCode === undefined) throw failure('malformed', 'the customer has no id or code')
      return { id, customerCode }
    },

    async createDedicatedAccount(customerCode, preferredBank) {
      const data = dataOf(
        await call('POST', '/dedicated_account', refused, { customer: customerCode, preferred_bank: preferredBank }),
        'dedicated account',
      )
      return dedicatedAccountOf(data, customerCode)
    },

    isGenuineWebhook: (headers, rawBody) => isPaystackWebhook(headers, rawBody, secretKey),
  }
}
