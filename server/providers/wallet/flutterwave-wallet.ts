// The wallet's outside services through Flutterwave v3 (ADR 0010), with the same secret key as card payment. The calls
// and their answers are the documented ones (flutterwave-api/wallet.ts lists them); what the store takes from them:
// - banks: `GET /banks/NG`; an account's holder: `POST /accounts/resolve`;
// - the account's naira balance: `GET /balances/NGN` (its `available_balance`);
// - withdrawals: `POST /transfers` under the store's reference (Flutterwave refuses a reference it has seen, so a retry
//   never pays twice), then `GET /transfers/{id}` and the `transfer.completed` webhook for the outcome;
// - data and airtime: the bill catalogue `GET /bill-categories?data_bundle=1` (the v3 endpoint the bill-payment guide
//   and its "biller types for data bundles" page use: each item's `biller_name` is the `type` that buys it), then
//   `POST /bills` (`type` 'AIRTIME', or the bundle's `biller_name`) and `GET /bills/{reference}`.
// Amounts are naira there and integer kobo here, read exactly (exactNairaToKobo). Every failure is a
// WalletProviderError; a refused connection or a 5xx is asked once more, a timeout is not; the secret key is sent in a
// header and never put into a message.
import type { IncomingHttpHeaders } from 'node:http'
import { LRUCache } from 'lru-cache'
import type { FlutterwaveConfig } from '../../config'
import { flutterwaveClient, type FlutterwaveClientOptions, type RefusedCall } from '../flutterwave-client'
import { exactNairaToKobo, koboToNaira } from '../../../src/domain/money'
import { isCompletePhone } from '../../../src/domain/phone'
import { AIRTIME, internationalPhone, networkOfBiller } from '../payments/flutterwave-api/bills'
import { FLUTTERWAVE_WALLET_MESSAGES } from '../payments/flutterwave-api/wallet'
import { headerMatchesSecret, WEBHOOK_HASH_HEADER } from '../payments/payment-provider'
import {
  WalletProviderError,
  type Bank,
  type BankProvider,
  type Bill,
  type BillRequest,
  type DataPlanOffer,
  type PayoutStatus,
  type ProviderProblem,
  type Transfer,
  type TransferEvent,
  type VtuProvider,
} from './wallet-providers'
import { isRecord, text } from '../json-values'

/** The calls' time limit and retries (`server/providers/flutterwave-client.ts`): a timed-out purchase or transfer is
 *  not asked again; its outcome is read later by reference. */
export interface FlutterwaveWalletOptions extends Pick<FlutterwaveConfig, 'webhookHash'>, FlutterwaveClientOptions {
  /** How long the bill catalogue is kept: each purchase needs its item, and prices change seldom. */
  catalogueTtlMs?: number
}

/** What decides a failed call's problem: its HTTP status and the provider's message. */
type ProblemOf = (status: number, message: string) => ProviderProblem

const TRANSFER_ID = /^\d{1,20}$/
const REFERENCE = /^[A-Za-z0-9_.:-]{1,100}$/

/** A number or text id as text (Flutterwave numbers transfers, and sends some ids as text). */
function idText(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value)
}

function failure(problem: ProviderProblem, message: string, cause?: unknown): WalletProviderError {
  return new WalletProviderError(problem, message, cause === undefined ? undefined : { cause })
}

const malformed = (what: string) => failure('malformed', `Flutterwave: ${what}`)

/** The `data` of a documented success answer. */
function dataOf(body: unknown): unknown {
  if (!isRecord(body) || body.status !== 'success' || !('data' in body))
    throw malformed('the answer is not a success with data')
  return body.data
}

function dataRecord(body: unknown): Record<string, unknown> {
  const data = dataOf(body)
  if (!isRecord(data)) throw malformed('the answer has no data object')
  return data
}

/** A status the provider answered, read the common way; callers adjust what a 400 means for their call. */
function problemOfStatus(status: number): ProviderProblem {
  if (status === 400 || status === 404) return 'notFound'
  if (status === 401 || status === 403) return 'unauthorized'
  if (status === 408 || status === 429 || status >= 500) return 'unreachable'
  return 'malformed'
}

/** A purchase or a transfer: a 400 is Flutterwave saying no, unless it is about a reference it already has. */
const orderProblem: ProblemOf = (status, message) => {
  if (status === 400 && /reference/i.test(message) && /exist|duplicate|already/i.test(message)) return 'duplicate'
  if (status === 400) return 'refused'
  return problemOfStatus(status)
}

const lookupProblem: ProblemOf = (status) => problemOfStatus(status)

/** The error body's message, kept short; the shopper may read it when the provider refused. */
function messageOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body)
    if (isRecord(parsed) && typeof parsed.message === 'string' && parsed.message.trim() !== '')
      return parsed.message.trim().slice(0, 200)
  } catch {
    // not JSON: no message of the provider's to pass on
  }
  return ''
}

/** A refused call as a WalletProviderError: the provider's own message when it refused, for the shopper; otherwise
 *  the call, for the operator. */
function refusalOf({ method, path, status, body }: RefusedCall, problemOf: ProblemOf): WalletProviderError {
  const message = messageOf(body)
  const problem = problemOf(status, message)
  return failure(
    problem,
    problem === 'refused' && message !== ''
      ? message
      : `Flutterwave: ${method} ${path.split('?')[0]} answered ${status}${message ? `: ${message}` : ''}`,
  )
}

/** The calls to Flutterwave's API, each a JSON answer or a WalletProviderError. */
function flutterwaveCaller(options: FlutterwaveWalletOptions) {
  const call = flutterwaveClient(options, {
    unreachable: (message, cause) => failure('unreachable', `Flutterwave: ${message}`, cause),
    malformed: (message, cause) => failure('malformed', `Flutterwave: ${message}`, cause),
  })
  return (method: 'GET' | 'POST', path: string, problemOf: ProblemOf, body?: unknown): Promise<unknown> =>
    call(method, path, (refused) => refusalOf(refused, problemOf), body)
}

function payoutStatusOf(status: string): PayoutStatus {
  const upper = status.toUpperCase()
  if (upper === 'SUCCESSFUL' || upper === 'SUCCESS') return 'successful'
  if (upper === 'FAILED' || upper === 'FAIL') return 'failed'
  return 'pending'
}

/** A transfer's documented `data` in the store's terms; an answer about another transfer than asked is malformed. */
function transferOf(body: unknown, expected: { id?: string; reference?: string }): Transfer {
  const data = dataRecord(body)
  const id = idText(data.id)
  const reference = text(data.reference)
  const status = text(data.status)
  const amountKobo = exactNairaToKobo(data.amount)
  if (id === undefined || reference === undefined || status === undefined || amountKobo === null)
    throw malformed('the transfer lacks an id, reference, status or amount in whole kobo')
  if (
    (expected.id !== undefined && id !== expected.id) ||
    (expected.reference !== undefined && reference !== expected.reference)
  ) {
    throw malformed(`asked about transfer ${expected.id ?? expected.reference}, answered about ${id}`)
  }
  const payoutStatus = payoutStatusOf(status)
  const completeMessage = text(data.complete_message)
  return {
    id,
    reference,
    status: payoutStatus,
    amountKobo,
    ...(payoutStatus === 'failed' ? { failure: completeMessage ?? 'The transfer failed' } : {}),
  }
}

/** A bank transfer's webhook body (`event: 'transfer.completed'`) as a TransferEvent; null for any other event. */
export function transferEventOf(body: unknown): TransferEvent | null {
  if (!isRecord(body) || !isRecord(body.data)) return null
  const isTransfer = body.event === 'transfer.completed' || body['event.type'] === 'Transfer'
  const id = idText(body.data.id)
  const reference = text(body.data.reference)
  return isTransfer && id !== undefined && reference !== undefined ? { id, reference } : null
}

/** Banks and transfers over Flutterwave v3. */
export function flutterwaveBanks(options: FlutterwaveWalletOptions): BankProvider {
  const call = flutterwaveCaller(options)
  return {
    mode: 'live',
    async listBanks(): Promise<Bank[]> {
      const data = dataOf(await call('GET', '/banks/NG', lookupProblem))
      if (!Array.isArray(data)) throw malformed('the bank list is not a list')
      return data.flatMap((bank: unknown) => {
        const code = isRecord(bank) ? idText(bank.code) : undefined
        const name = isRecord(bank) ? text(bank.name) : undefined
        return code !== undefined && name !== undefined ? [{ code, name }] : []
      })
    },
    async resolveAccount(bankCode, accountNumber) {
      const data = dataRecord(
        await call('POST', '/accounts/resolve', lookupProblem, {
          account_number: accountNumber,
          account_bank: bankCode,
        }),
      )
      const accountName = text(data.account_name)
      if (accountName === undefined) throw malformed('the account has no name')
      return { accountName }
    },
    async transfer(request) {
      const body = {
        account_bank: request.bankCode,
        account_number: request.accountNumber,
        amount: koboToNaira(request.amountKobo),
        narration: request.narration,
        currency: 'NGN',
        reference: request.reference,
        debit_currency: 'NGN',
      }
      return transferOf(await call('POST', '/transfers', orderProblem, body), { reference: request.reference })
    },
    async getTransfer(id) {
      if (!TRANSFER_ID.test(id)) throw failure('notFound', 'Flutterwave: a transfer id is a whole number')
      return transferOf(await call('GET', `/transfers/${id}`, lookupProblem), { id })
    },
    async balance() {
      const data = dataRecord(await call('GET', '/balances/NGN', lookupProblem))
      const availableKobo = exactNairaToKobo(data.available_balance)
      if (text(data.currency) !== 'NGN' || availableKobo === null)
        throw malformed('the balance is not a naira amount in whole kobo')
      return { availableKobo }
    },
    isGenuineWebhook: (headers: IncomingHttpHeaders) =>
      headerMatchesSecret(headers[WEBHOOK_HASH_HEADER], options.webhookHash),
  }
}

/** A data bundle's size as its name writes it ('MTN 1.5GB 30 DAYS …' → '1.5GB'). */
function sizeOf(name: string): string | undefined {
  const match = /(\d+(?:\.\d+)?)\s*(MB|GB|TB)\b/i.exec(name)
  return match ? `${match[1]}${(match[2] ?? '').toUpperCase()}` : undefined
}

/** How long a bundle lasts as its name writes it ('… 30 DAYS …' → '30 days'); '' when the name does not say. */
function durationOf(name: string): string {
  const match = /(\d+)\s*-?\s*(hours?|hrs?|days?|weeks?|months?)\b/i.exec(name)
  if (!match) return ''
  const count = Number(match[1])
  const unit = (match[2] ?? '')
    .toLowerCase()
    .replace(/^hrs?$/, 'hour')
    .replace(/s$/, '')
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

interface CatalogueItem {
  offer: DataPlanOffer
  /** The `type` that buys it. */
  type: string
}

/** The data bundles a bill catalogue sells, as the store's plans; items of no mobile network or price are left out. */
function catalogueOf(body: unknown): CatalogueItem[] {
  const data = dataOf(body)
  if (!Array.isArray(data)) throw malformed('the bill catalogue is not a list')
  return data.flatMap((item: unknown): CatalogueItem[] => {
    if (!isRecord(item) || item.is_airtime === true) return []
    const billerCode = text(item.biller_code)
    const itemCode = text(item.item_code)
    const type = text(item.biller_name) ?? text(item.name)
    const name = text(item.name) ?? type
    const amountKobo = exactNairaToKobo(item.amount)
    if (
      billerCode === undefined ||
      itemCode === undefined ||
      type === undefined ||
      name === undefined ||
      amountKobo === null ||
      amountKobo <= 0
    )
      return []
    const network = networkOfBiller({ biller_name: type, name })
    if (network === undefined) return []
    const planName = sizeOf(name) ?? name
    const offer: DataPlanOffer = {
      id: `${billerCode}-${itemCode}`,
      planName,
      duration: durationOf(name),
      amountKobo,
      network,
      planType: /\bSME\b/i.test(name) ? 'SME' : 'Data bundle',
    }
    return [{ offer, type }]
  })
}

/** A bill the provider reports paid ('Bill payment successful'). */
function paidBillOf(body: unknown, reference: string): Bill {
  const data = dataRecord(body)
  const id = text(data.flw_ref) ?? text(data.tx_ref)
  if (id === undefined) throw malformed('the bill has no reference of the provider')
  return { id, reference, status: 'successful' }
}

/** VTU (data bundles and airtime) over Flutterwave v3's bill payments. */
export function flutterwaveVtu(options: FlutterwaveWalletOptions): VtuProvider {
  const call = flutterwaveCaller(options)
  const catalogue = new LRUCache<'data', CatalogueItem[]>({
    max: 1,
    ttl: options.catalogueTtlMs ?? 5 * 60_000,
    fetchMethod: async () => catalogueOf(await call('GET', '/bill-categories?data_bundle=1&country=NG', lookupProblem)),
  })
  async function items(fresh = false): Promise<CatalogueItem[]> {
    const found = await catalogue.fetch('data', { forceRefresh: fresh })
    if (!found) throw malformed('the bill catalogue could not be read')
    return found
  }

  async function pay(request: BillRequest, type: string): Promise<Bill> {
    if (!isCompletePhone(request.phone)) throw failure('refused', FLUTTERWAVE_WALLET_MESSAGES.invalidCustomer)
    const body = {
      country: 'NG',
      customer: internationalPhone(request.phone),
      amount: koboToNaira(request.amountKobo),
      recurrence: 'ONCE',
      type,
      reference: request.reference,
    }
    return paidBillOf(await call('POST', '/bills', orderProblem, body), request.reference)
  }

  return {
    mode: 'live',
    async listDataPlans() {
      return (await items()).map((item) => item.offer)
    },
    async buyData(request) {
      // A plan that is not in the kept catalogue may be new: look once more before saying there is none.
      const item =
        (await items()).find((candidate) => candidate.offer.id === request.planId) ??
        (await items(true)).find((candidate) => candidate.offer.id === request.planId)
      if (!item) throw failure('notFound', 'Flutterwave: no such data plan')
      if (item.offer.amountKobo !== request.amountKobo)
        throw failure('refused', "This plan's price has changed. please try again")
      return pay(request, item.type)
    },
    buyAirtime: (request) => pay(request, AIRTIME),
    async getBill(reference) {
      if (!REFERENCE.test(reference)) throw failure('notFound', 'Flutterwave: no bill has such a reference')
      const data = dataRecord(await call('GET', `/bills/${encodeURIComponent(reference)}`, lookupProblem))
      const id = text(data.tx_ref) ?? text(data.flw_ref)
      const status = text(data.status)
      if (id === undefined || status === undefined) throw malformed('the bill lacks a reference or status')
      const payoutStatus = payoutStatusOf(status)
      return {
        id,
        reference,
        status: payoutStatus,
        ...(payoutStatus === 'failed' ? { failure: 'The purchase failed' } : {}),
      }
    },
  }
}
