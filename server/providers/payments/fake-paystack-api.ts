// A local stand-in for Paystack's API, for tests: it answers initialize, verify, refund, customer and dedicated account
// calls as the documentation shows them (paystack-api/paystack-api.ts: the envelopes, the fields, the refusals), checks
// the Bearer secret key, and can be told to fail the ways a real network does (a 5xx, an answer too slow, a body that
// is not the documented one). A test ends a checkout as the shopper did (success, failed, abandoned), sends webhooks
// signed as Paystack signs them (`x-paystack-signature`: HMAC-SHA512 of the body with the secret key) and 'sends a
// transfer' into a dedicated account, which Paystack reports as a `charge.success` on the `dedicated_nuban` channel.
// It listens on 127.0.0.1 on a port of the system's choosing and records every request it gets.
import { createHmac } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { Kobo } from '../../../src/domain/money'
import {
  answerPaystack,
  DEDICATED_ACCOUNT_BANKS,
  dedicatedAccountData,
  transactionData,
  type PaystackCustomer,
  type PaystackDedicatedAccount,
  type PaystackLedger,
  type PaystackRefund,
  type PaystackStatus,
  type PaystackTransaction,
} from './paystack-api/paystack-api'
import { listenFakeApi, sendJson } from '../fake-api-server'
import { parsedJson } from '../json-values'

/** An answer other than the documented one, given once to the next request for that key. */
export type FakePaystackMishap =
  { kind: 'serverError' } | { kind: 'slow'; ms: number } | { kind: 'body'; status: number; body: string }

/** A transaction a test puts in the fake's books; the rest as a card payment in naira that succeeded. */
export type FakePaystackTransaction = Pick<PaystackTransaction, 'reference' | 'amount'> &
  Partial<Omit<PaystackTransaction, 'reference' | 'amount'>>

export interface SignedWebhook {
  headers: { 'content-type': string; 'x-paystack-signature': string }
  /** The body exactly as signed. */
  body: string
}

export interface FakePaystackApi {
  /** The API's base, as PAYSTACK_API_BASE_URL takes it (`http://127.0.0.1:{port}`). */
  baseUrl: string
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[]
  add(transaction: FakePaystackTransaction): PaystackTransaction
  transaction(reference: string): PaystackTransaction | undefined
  /** Ends a checkout as the shopper did; `changes` lets a test make it another amount or currency. */
  settle(
    reference: string,
    status: Extract<PaystackStatus, 'success' | 'failed' | 'abandoned'>,
    changes?: Partial<Pick<PaystackTransaction, 'amount' | 'currency' | 'channel'>>,
  ): PaystackTransaction
  /** How much of a transaction has been refunded, in kobo. */
  refundedKobo(reference: string): Kobo
  refunds(): PaystackRefund[]
  customers(): PaystackCustomer[]
  dedicatedAccounts(): PaystackDedicatedAccount[]
  /** The next requests for `key` get these answers, one each, before the documented one again. The key is a verify's
   *  reference, or the path of a POST (`/transaction/initialize`, `/refund`, `/customer`, `/dedicated_account`). */
  mishap(key: string, ...mishaps: FakePaystackMishap[]): void
  /** Every later request waits this long (an outage the adapter times out on), or fails with a 503 ('down'). */
  outage(kind: 'down' | { slowMs: number } | 'none'): void
  /** An event as Paystack sends it, signed with the secret key. */
  signedWebhook(event: string, data: unknown): SignedWebhook
  /** Sends the signed event to the webhook URL the fake was given; resolves with the status it got. */
  sendWebhook(event: string, data: unknown): Promise<number>
  /** A customer's transfer into a dedicated account: a successful `dedicated_nuban` transaction, and its
   *  `charge.success` webhook sent (when a webhook URL is set). */
  sendTransfer(
    accountNumber: string,
    amountKobo: Kobo,
    sender?: { name?: string; bank?: string; accountNumber?: string; reference?: string },
  ): Promise<{ transaction: PaystackTransaction; webhookStatus?: number }>
  /** The `charge.success` event data for a transaction (what sendTransfer and a checkout's webhook carry). */
  chargeEvent(reference: string): unknown
  /** The `dedicatedaccount.assign.success` event data for an account the fake opened. */
  assignedEvent(accountNumber: string): unknown
  close(): Promise<void>
}

export interface FakePaystackOptions {
  secretKey: string
  /** Where signed webhooks go (the store's webhook URL); none are sent without it. */
  webhookUrl?: string
}

export async function startFakePaystackApi({ secretKey, webhookUrl }: FakePaystackOptions): Promise<FakePaystackApi> {
  const transactions = new Map<string, PaystackTransaction>()
  const refunds: PaystackRefund[] = []
  const customers = new Map<string, PaystackCustomer>()
  const accounts: PaystackDedicatedAccount[] = []
  const mishaps = new Map<string, FakePaystackMishap[]>()
  const requests: FakePaystackApi['requests'] = []
  let outage: 'down' | { slowMs: number } | 'none' = 'none'
  let ids = 0
  const nextId = () => (ids += 1)

  const byId = (id: number) => [...transactions.values()].find((transaction) => transaction.id === id)
  const customerOf = (email: string) => customers.get(email.toLowerCase())

  function add(transaction: FakePaystackTransaction): PaystackTransaction {
    const made: PaystackTransaction = {
      id: 4_099_260_000 + nextId(),
      currency: 'NGN',
      status: 'success',
      email: 'ada@example.com',
      channel: 'card',
      created_at: new Date().toISOString(),
      ...transaction,
    }
    transactions.set(made.reference, made)
    return made
  }

  const ledger: PaystackLedger = {
    secretKey,
    async initialize({ reference, amount, currency, email }) {
      if (transactions.has(reference)) return undefined
      return add({ reference, amount, currency, email, status: 'ongoing' })
    },
    findByReference: async (reference) => transactions.get(reference),
    find: async (key) => (/^\d+$/.test(key) ? byId(Number(key)) : undefined) ?? transactions.get(key),
    refundedKobo: async (id) =>
      refunds.filter((refund) => refund.transaction.id === id).reduce((sum, refund) => sum + refund.amount, 0),
    async refund(transaction, amount) {
      const made: PaystackRefund = { id: 3_018_000 + nextId(), transaction, amount, status: 'pending' }
      refunds.push(made)
      return made
    },
    async customer(details) {
      const known = customerOf(details.email)
      if (known) {
        const kept = {
          ...known,
          first_name: details.first_name ?? known.first_name,
          last_name: details.last_name ?? known.last_name,
          phone: details.phone ?? known.phone,
        }
        customers.set(known.email.toLowerCase(), kept)
        return kept
      }
      const id = 203_316_000 + nextId()
      const made = { ...details, id, customer_code: `CUS_${id.toString(36)}oja` }
      customers.set(details.email.toLowerCase(), made)
      return made
    },
    findCustomer: async (key) =>
      [...customers.values()].find((customer) => customer.customer_code === key || String(customer.id) === key),
    async dedicatedAccount(customer, bankSlug) {
      const held = accounts.find((account) => account.customer.id === customer.id && account.bank.slug === bankSlug)
      if (held) return held
      const bank = DEDICATED_ACCOUNT_BANKS[bankSlug]
      const made: PaystackDedicatedAccount = {
        id: nextId(),
        account_name: `OJA/${customer.first_name} ${customer.last_name}`.toUpperCase(),
        account_number: String(9_930_000_000 + accounts.length + 1),
        bank: { id: bank.id, name: bank.name, slug: bankSlug },
        customer,
      }
      accounts.push(made)
      return made
    },
  }

  function signedWebhook(event: string, data: unknown): SignedWebhook {
    const body = JSON.stringify({ event, data })
    return {
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', secretKey).update(body).digest('hex'),
      },
      body,
    }
  }

  async function sendWebhook(event: string, data: unknown): Promise<number> {
    if (webhookUrl === undefined) throw new Error('the fake was given no webhook URL')
    const { headers, body } = signedWebhook(event, data)
    const response = await fetch(webhookUrl, { method: 'POST', headers, body })
    await response.arrayBuffer()
    return response.status
  }

  function chargeEvent(reference: string) {
    const transaction = transactions.get(reference)
    if (!transaction) throw new Error(`the fake has no transaction ${reference}`)
    return transactionData(transaction, customerOf(transaction.email))
  }

  const server = await listenFakeApi((request, response) => {
    const { path, body } = request
    requests.push(request)
    const [pathname = ''] = path.split('?')
    const verified = /^\/transaction\/verify\/([^/]+)$/.exec(pathname)?.[1]
    let key = pathname
    try {
      if (verified !== undefined) key = decodeURIComponent(verified)
    } catch {
      // an undecodable reference: answered as unknown below
    }
    const mishap = mishaps.get(key)?.shift()
    if (outage === 'down' || mishap?.kind === 'serverError')
      return sendJson(response, outage === 'down' ? 503 : 500, { status: false, message: 'An error occurred' })
    if (mishap?.kind === 'body')
      return void response.writeHead(mishap.status, { 'content-type': 'application/json' }).end(mishap.body)
    const answer = async () => {
      const { status, body: answered } = await answerPaystack(
        {
          method: request.method,
          path: pathname,
          authorization: request.headers.authorization,
          body: parsedJson(body),
        },
        ledger,
      )
      if (!response.destroyed) sendJson(response, status, answered)
    }
    const delay = mishap?.kind === 'slow' ? mishap.ms : typeof outage === 'object' ? outage.slowMs : 0
    if (delay > 0) setTimeout(() => void answer(), delay).unref()
    else void answer()
  })

  return {
    baseUrl: server.origin,
    requests,
    add,
    transaction: (reference) => transactions.get(reference),
    settle(reference, status, changes = {}) {
      const transaction = transactions.get(reference)
      if (!transaction) throw new Error(`the fake has no transaction ${reference}`)
      const settled: PaystackTransaction = {
        ...transaction,
        ...changes,
        status,
        paid_at: status === 'success' ? new Date().toISOString() : null,
      }
      transactions.set(reference, settled)
      return settled
    },
    refundedKobo(reference) {
      const transaction = transactions.get(reference)
      return refunds
        .filter((refund) => refund.transaction.id === transaction?.id)
        .reduce((sum, refund) => sum + refund.amount, 0)
    },
    refunds: () => [...refunds],
    customers: () => [...customers.values()],
    dedicatedAccounts: () => [...accounts],
    mishap: (key, ...next) => void mishaps.set(key, [...(mishaps.get(key) ?? []), ...next]),
    outage: (kind) => void (outage = kind),
    signedWebhook,
    sendWebhook,
    async sendTransfer(accountNumber, amountKobo, sender = {}) {
      const account = accounts.find((held) => held.account_number === accountNumber)
      if (!account) throw new Error(`the fake opened no dedicated account ${accountNumber}`)
      const transaction = add({
        reference: sender.reference ?? `T${Date.now().toString(36)}${nextId()}`,
        amount: amountKobo,
        email: account.customer.email,
        channel: 'dedicated_nuban',
        paid_at: new Date().toISOString(),
        transfer: {
          accountNumber,
          bankSlug: account.bank.slug,
          senderName: sender.name ?? 'ADA OBI',
          senderBank: sender.bank ?? 'Guaranty Trust Bank',
          senderAccountNumber: sender.accountNumber ?? '0123456789',
        },
      })
      if (webhookUrl === undefined) return { transaction }
      return { transaction, webhookStatus: await sendWebhook('charge.success', chargeEvent(transaction.reference)) }
    },
    chargeEvent,
    assignedEvent(accountNumber) {
      const account = accounts.find((held) => held.account_number === accountNumber)
      if (!account) throw new Error(`the fake opened no dedicated account ${accountNumber}`)
      const { customer, ...dedicated } = dedicatedAccountData(account)
      return { customer, dedicated_account: dedicated, identification: { status: 'success' } }
    },
    close: server.close,
  }
}
