// In-memory banks and VTU for the wallet tests: they answer as the provider interfaces promise, and a test can tell
// them to refuse, to go unanswered, to answer slowly, or to fail a transfer later (then report it by the webhook); or,
// for the settlement round, to take a transfer and lose the answer, refuse a repeated reference as Flutterwave does, and
// fail to answer the reads (getTransfer, getBill).
import type { Kobo } from '../src/domain/money'
import type { Network } from '../src/domain/phone'
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
  type TransferRequest,
  type VtuProvider,
} from './providers/wallet/wallet-providers'

export const TEST_BANKS: Bank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'Guaranty Trust Bank', code: '058' },
]

/** Accounts the test banks know: bank code and number → holder. */
export const TEST_ACCOUNTS: Record<string, string> = {
  '044:0123456789': 'ADA OBI',
  '058:0987654321': 'CHIDI OKEKE',
}

export const TEST_PLANS: DataPlanOffer[] = [
  { id: 'mtn-1-5gb', planName: '1.5GB', duration: '30 days', amountKobo: 100_000, network: 'MTN', planType: 'SME' },
  { id: 'mtn-500mb', planName: '500MB', duration: '7 days', amountKobo: 30_000, network: 'MTN', planType: 'SME' },
  { id: 'glo-2gb', planName: '2GB', duration: '30 days', amountKobo: 120_000, network: 'GLO', planType: 'Gifting' },
]

/** How the next calls go: answered, refused (with the message), or unanswered; and after how long. */
export interface Behaviour {
  fail?: ProviderProblem
  message?: string
  delayMs?: number
}

export interface TestBanks extends BankProvider {
  /** Transfers. */
  behaviour: Behaviour
  /** The bank list and account lookups. */
  lookups: Behaviour
  /** getTransfer. */
  readBacks: Behaviour
  /** What transfer() answers while it succeeds. */
  transferStatus: PayoutStatus
  /** transfer() takes the transfer, then its answer is lost ('unreachable'). */
  loseAnswers: boolean
  /** transfer() refuses a reference it already has as a 'duplicate' (Flutterwave); otherwise it answers that transfer. */
  refuseRepeats: boolean
  readonly transfers: Map<string, Transfer & TransferRequest>
  /** Settles a transfer as the provider later would; the test then sends the webhook. */
  settle(reference: string, status: PayoutStatus, failure?: string): Transfer
  calls: { transfer: number; resolve: number; getTransfer: number }
  /** What balance() answers (it fails as `lookups` says). */
  balanceKobo: Kobo
}

export interface TestVtu extends VtuProvider {
  /** Purchases. */
  behaviour: Behaviour
  /** The plan list. */
  lookups: Behaviour
  /** getBill. */
  readBacks: Behaviour
  /** What a purchase answers while it succeeds. */
  billStatus: PayoutStatus
  readonly bills: (Bill & { phone: string; network: Network; amountKobo: Kobo; planId?: string })[]
  /** Settles a bill as the provider later would. */
  settle(reference: string, status: PayoutStatus, failure?: string): void
  calls: { getBill: number }
}

async function act(behaviour: Behaviour): Promise<void> {
  if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs))
  if (behaviour.fail)
    throw new WalletProviderError(behaviour.fail, behaviour.message ?? `the test provider says ${behaviour.fail}`)
}

export function testWalletProviders(): { banks: TestBanks; vtu: TestVtu } {
  let nextId = 7_000_000
  const transfers = new Map<string, Transfer & TransferRequest>()
  const byId = new Map<string, Transfer & TransferRequest>()
  const banks: TestBanks = {
    mode: 'sandbox',
    behaviour: {},
    lookups: {},
    readBacks: {},
    transferStatus: 'pending',
    loseAnswers: false,
    refuseRepeats: false,
    transfers,
    calls: { transfer: 0, resolve: 0, getTransfer: 0 },
    balanceKobo: 0,
    async balance() {
      await act(banks.lookups)
      return { availableKobo: banks.balanceKobo }
    },
    async listBanks() {
      await act(banks.lookups)
      return TEST_BANKS
    },
    async resolveAccount(bankCode, accountNumber) {
      banks.calls.resolve += 1
      await act(banks.lookups)
      const accountName = TEST_ACCOUNTS[`${bankCode}:${accountNumber}`]
      if (!accountName) throw new WalletProviderError('notFound', 'No such account')
      return { accountName }
    },
    async transfer(request) {
      banks.calls.transfer += 1
      await act(banks.behaviour)
      const existing = transfers.get(request.reference)
      if (existing && banks.refuseRepeats)
        throw new WalletProviderError('duplicate', `Transfer with reference ${request.reference} already exists`)
      if (existing) return { ...existing }
      nextId += 1
      const transfer = { ...request, id: String(nextId), status: banks.transferStatus }
      transfers.set(request.reference, transfer)
      byId.set(transfer.id, transfer)
      if (banks.loseAnswers)
        throw new WalletProviderError('unreachable', 'the test bank took the transfer and the answer was lost')
      return {
        id: transfer.id,
        reference: transfer.reference,
        status: transfer.status,
        amountKobo: transfer.amountKobo,
      }
    },
    async getTransfer(id) {
      banks.calls.getTransfer += 1
      await act(banks.readBacks)
      const transfer = byId.get(id)
      if (!transfer) throw new WalletProviderError('notFound', `No transfer ${id}`)
      return {
        id: transfer.id,
        reference: transfer.reference,
        status: transfer.status,
        amountKobo: transfer.amountKobo,
        ...(transfer.failure ? { failure: transfer.failure } : {}),
      }
    },
    // The store's tests sign transfer webhooks with the card payment provider's hash (one Flutterwave account).
    isGenuineWebhook: () => false,
    settle(reference, status, failure) {
      const transfer = transfers.get(reference)
      if (!transfer) throw new Error(`no transfer ${reference}`)
      transfer.status = status
      if (failure) transfer.failure = failure
      return transfer
    },
  }
  const bills: TestVtu['bills'] = []
  async function buy(request: BillRequest): Promise<Bill> {
    await act(vtu.behaviour)
    nextId += 1
    const bill = {
      id: String(nextId),
      reference: request.reference,
      status: vtu.billStatus,
      phone: request.phone,
      network: request.network,
      amountKobo: request.amountKobo,
      ...(request.planId ? { planId: request.planId } : {}),
    }
    bills.push(bill)
    return { id: bill.id, reference: bill.reference, status: bill.status }
  }
  const vtu: TestVtu = {
    mode: 'sandbox',
    behaviour: {},
    lookups: {},
    readBacks: {},
    billStatus: 'successful',
    bills,
    calls: { getBill: 0 },
    async listDataPlans() {
      await act(vtu.lookups)
      return TEST_PLANS
    },
    buyData: buy,
    buyAirtime: buy,
    async getBill(reference) {
      vtu.calls.getBill += 1
      await act(vtu.readBacks)
      const bill = bills.find((candidate) => candidate.reference === reference)
      if (!bill) throw new WalletProviderError('notFound', `No bill ${reference}`)
      return {
        id: bill.id,
        reference: bill.reference,
        status: bill.status,
        ...(bill.failure ? { failure: bill.failure } : {}),
      }
    },
    settle(reference, status, failure) {
      const bill = bills.find((candidate) => candidate.reference === reference)
      if (!bill) throw new Error(`no bill ${reference}`)
      bill.status = status
      if (failure) bill.failure = failure
    },
  }
  return { banks, vtu }
}
