// A local stand-in for Flutterwave's v3 transaction API, for tests: it answers `GET /v3/transactions/{id}/verify` and
// `POST /v3/transactions/{id}/refund` as the documentation shows (flutterwave-api/: the envelope, the fields, the
// error bodies), checks the Bearer secret key, and can be told to fail the ways a real network does (a 5xx, an answer
// too slow, a body that is not the documented one). It listens on 127.0.0.1 on a port of the system's choosing and
// records every request it gets. The wallet's calls are answered too (banks, account names, transfers, the bill
// catalogue and bills, answerFlutterwaveWallet): a test says which accounts exist, ends a transfer when it likes and
// has a number's bills declined.
import type { IncomingHttpHeaders } from 'node:http'
import { nairaToKobo } from '../../../src/domain/money'
import { answerFlutterwave, type FlutterwaveLedger, type FlutterwaveTransaction } from './flutterwave-api/transactions'
import { NIGERIAN_BANKS, type FlutterwaveTransfer } from './flutterwave-api/transfers'
import {
  NIGERIAN_BILL_ITEMS,
  networkOfBiller,
  type FlutterwaveBill,
  type FlutterwaveBillItem,
} from './flutterwave-api/bills'
import { answerFlutterwaveWallet, isWalletPath, type FlutterwaveWalletLedger } from './flutterwave-api/wallet'
import { listenFakeApi, sendJson } from '../fake-api-server'
import { parsedJson } from '../json-values'

export type FakeTransaction = FlutterwaveTransaction

/** An answer other than the documented one, given once to the next request for that id (or wallet path). */
export type FakeMishap =
  | { kind: 'asDocumented' }
  | { kind: 'serverError' }
  /** The request is carried out, but its answer is lost: a 500 instead (a transfer made, its caller not told). */
  | { kind: 'answerLost' }
  | { kind: 'slow'; ms: number }
  | { kind: 'body'; status: number; body: string }

export interface FakeFlutterwaveApi {
  /** The API's base, as FLUTTERWAVE_API_BASE_URL takes it (`http://127.0.0.1:{port}/v3`). */
  baseUrl: string
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[]
  add(transaction: FakeTransaction): void
  /** How much of a transaction has been refunded, in kobo. */
  refundedKobo(id: number | string): number
  /** The next requests for `id` get these answers, one each, before the documented one again. A wallet call is named
   *  by its path under /v3 without the query (`/banks/NG`, `/transfers`, `/transfers/6000001`, `/bill-categories`). */
  mishap(id: number | string, ...mishaps: FakeMishap[]): void
  /** An account the banks know (any other number is invalid). */
  addAccount(bankCode: string, accountNumber: string, accountName: string): void
  transfers(): FlutterwaveTransfer[]
  /** Ends a queued transfer as the bank did. */
  completeTransfer(id: number | string, status: 'SUCCESSFUL' | 'FAILED', message?: string): void
  bills(): FlutterwaveBill[]
  /** Bills for this customer (`+234…`) are declined with this message. */
  declineBillsFor(customer: string, message: string): void
  /** What the account holds in naira (`GET /balances/NGN`), in kobo; 0 at first. */
  setBalance(kobo: number): void
  close(): Promise<void>
}

export interface FakeFlutterwaveOptions {
  secretKey: string
  /** The bill catalogue; the networks' bundles by default. */
  billItems?: readonly FlutterwaveBillItem[]
}

/** The wallet side of the fake: Maps, ended by the test. */
function fakeWalletLedger(secretKey: string, billItems: readonly FlutterwaveBillItem[]) {
  const accounts = new Map<string, string>()
  const transfers = new Map<string, FlutterwaveTransfer>()
  const bills = new Map<string, FlutterwaveBill>()
  const declined = new Map<string, string>()
  let ids = 0
  let balanceKobo = 0
  const ledger: FlutterwaveWalletLedger = {
    secretKey,
    balanceKobo: async () => balanceKobo,
    banks: NIGERIAN_BANKS,
    billItems,
    accountName: async (bankCode, accountNumber) => accounts.get(`${bankCode}:${accountNumber}`),
    async createTransfer(transfer) {
      if ([...transfers.values()].some((made) => made.reference === transfer.reference)) return { outcome: 'duplicate' }
      const fullName = accounts.get(`${transfer.bankCode}:${transfer.accountNumber}`)
      if (fullName === undefined) return { outcome: 'unknownAccount' }
      ids += 1
      const made: FlutterwaveTransfer = {
        ...transfer,
        id: 6_100_000 + ids,
        fullName,
        status: 'NEW',
        completeMessage: '',
        createdAt: new Date(),
      }
      transfers.set(String(made.id), made)
      return { outcome: 'queued', transfer: made }
    },
    findTransfer: async (id) => transfers.get(id),
    async payBill({ reference, customer, item, amountKobo }) {
      if (bills.has(reference)) return { outcome: 'duplicate' }
      ids += 1
      const reason = declined.get(customer)
      const bill: FlutterwaveBill = {
        id: 8_100_000 + ids,
        reference,
        customer,
        billerCode: item.biller_code,
        itemCode: item.item_code,
        product: item.is_airtime ? 'AIRTIME' : item.biller_name,
        productName: networkOfBiller(item) ?? item.biller_name,
        amountKobo,
        status: reason === undefined ? 'successful' : 'failed',
        createdAt: new Date(),
      }
      bills.set(reference, bill)
      return reason === undefined ? { outcome: 'paid', bill } : { outcome: 'declined', message: reason }
    },
    findBill: async (reference) => bills.get(reference),
  }
  return {
    ledger,
    addAccount: (bankCode: string, accountNumber: string, accountName: string) =>
      void accounts.set(`${bankCode}:${accountNumber}`, accountName),
    transfers: () => [...transfers.values()],
    completeTransfer(id: number | string, status: 'SUCCESSFUL' | 'FAILED', message?: string) {
      const transfer = transfers.get(String(id))
      if (!transfer) throw new Error(`the fake made no transfer ${id}`)
      transfers.set(String(id), {
        ...transfer,
        status,
        completeMessage:
          message ??
          (status === 'SUCCESSFUL' ? 'Transaction was successful' : 'DISBURSE FAILED: Beneficiary account is dormant'),
      })
    },
    bills: () => [...bills.values()],
    declineBillsFor: (customer: string, message: string) => void declined.set(customer, message),
    setBalance: (kobo: number) => void (balanceKobo = kobo),
  }
}

export async function startFakeFlutterwaveApi({
  secretKey,
  billItems = NIGERIAN_BILL_ITEMS,
}: FakeFlutterwaveOptions): Promise<FakeFlutterwaveApi> {
  const wallet = fakeWalletLedger(secretKey, billItems)
  const transactions = new Map<string, FakeTransaction>()
  const refunded = new Map<string, number>()
  const mishaps = new Map<string, FakeMishap[]>()
  const requests: FakeFlutterwaveApi['requests'] = []
  let refunds = 0
  const ledger: FlutterwaveLedger = {
    secretKey,
    find: async (id) => transactions.get(id),
    async refund(id, amountKobo) {
      const transaction = transactions.get(id)
      if (!transaction) return { outcome: 'notFound' }
      const paidKobo = nairaToKobo(transaction.amount)
      const before = refunded.get(id) ?? 0
      const refundKobo = amountKobo ?? paidKobo - before
      if (refundKobo <= 0 || before + refundKobo > paidKobo) return { outcome: 'tooMuch' }
      refunded.set(id, before + refundKobo)
      refunds += 1
      return { outcome: 'refunded', refundId: 9_000 + refunds, refundedKobo: refundKobo, transaction }
    },
  }
  const server = await listenFakeApi((request, response) => {
    const { path, body } = request
    requests.push(request)
    const [pathname = '', query] = path.split('?')
    const relative = pathname.startsWith('/v3/') ? pathname.slice('/v3'.length) : pathname
    const walletCall = isWalletPath(relative)
    const id = walletCall ? relative : decodeURIComponent(/^\/v3\/transactions\/([^/]+)\//.exec(path)?.[1] ?? '')
    const mishap = mishaps.get(id)?.shift()
    if (mishap?.kind === 'serverError')
      return sendJson(response, 500, { status: 'error', message: 'Something went wrong', data: null })
    if (mishap?.kind === 'body')
      return void response.writeHead(mishap.status, { 'content-type': 'application/json' }).end(mishap.body)
    const answer = async () => {
      const asked = {
        method: request.method,
        path: relative,
        ...(query === undefined ? {} : { query }),
        authorization: request.headers.authorization,
        body: parsedJson(body),
      }
      const { status, body: answered } = walletCall
        ? await answerFlutterwaveWallet(asked, wallet.ledger)
        : await answerFlutterwave(asked, ledger)
      if (mishap?.kind === 'answerLost')
        return sendJson(response, 500, { status: 'error', message: 'Something went wrong', data: null })
      sendJson(response, status, answered)
    }
    if (mishap?.kind === 'slow') setTimeout(() => void answer(), mishap.ms).unref()
    else void answer()
  })
  return {
    baseUrl: `${server.origin}/v3`,
    requests,
    add: (transaction) => void transactions.set(String(transaction.id), transaction),
    refundedKobo: (id) => refunded.get(String(id)) ?? 0,
    mishap: (id, ...next) => void mishaps.set(String(id), [...(mishaps.get(String(id)) ?? []), ...next]),
    addAccount: wallet.addAccount,
    transfers: wallet.transfers,
    completeTransfer: wallet.completeTransfer,
    bills: wallet.bills,
    declineBillsFor: wallet.declineBillsFor,
    setBalance: wallet.setBalance,
    close: server.close,
  }
}
