// The outside services the wallet uses (ADR 0010), one interface each: banks and transfers (the bank list, the
// account-name lookup, paying a withdrawal out), and VTU (the data plans on sale, buying data and airtime). Each has a
// real adapter over Flutterwave's v3 API (the same keys as card payment) and a sandbox, the default, that answers
// inside the store. Amounts are integer kobo here; the adapters read and write the provider's naira exactly.
import type { IncomingHttpHeaders } from 'node:http'
import type { Kobo } from '../../../src/domain/money'
import type { Network } from '../../../src/domain/phone'

/**
 * Why a call to a provider failed. 'notFound': it knows no such thing (an account, a transfer, a plan). 'refused': it
 * understood and said no (an invalid account, a bill it will not pay), with a message the shopper may read.
 * 'unauthorized': it refused the store's keys (the operator's to fix). 'unreachable': no answer in time, or its own
 * failure (5xx): nothing is known. 'malformed': an answer that does not read as the documented one. 'duplicate': it
 * already has a transfer or bill under this reference (an earlier call got through, though its answer was lost): that
 * one's outcome stands and comes as for any other (the transfer webhook, getTransfer, getBill), so it is never a reason
 * to give the money back.
 */
export type ProviderProblem = 'notFound' | 'refused' | 'unauthorized' | 'unreachable' | 'malformed' | 'duplicate'

export class WalletProviderError extends Error {
  override readonly name = 'WalletProviderError'
  readonly problem: ProviderProblem

  constructor(problem: ProviderProblem, message: string, options?: ErrorOptions) {
    super(message, options)
    this.problem = problem
  }
}

export interface Bank {
  name: string
  code: string
}

/** How a transfer (or a bill) stands at the provider. 'pending' until it says otherwise. */
export type PayoutStatus = 'pending' | 'successful' | 'failed'

export interface TransferRequest {
  /** The store's unique reference for it: the same reference never pays twice at the provider either. */
  reference: string
  bankCode: string
  accountNumber: string
  amountKobo: Kobo
  narration: string
}

export interface Transfer {
  /** The provider's id for the transfer. */
  id: string
  reference: string
  status: PayoutStatus
  amountKobo: Kobo
  /** The provider's reason, when it failed. */
  failure?: string
}

export interface BankProvider {
  readonly mode: 'live' | 'sandbox'
  listBanks(): Promise<Bank[]>
  /** The account holder's name, or rejects with WalletProviderError ('notFound' for no such account). */
  resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string }>
  /** Queues the transfer; its outcome comes later (getTransfer, or the provider's transfer webhook). */
  transfer(request: TransferRequest): Promise<Transfer>
  getTransfer(id: string): Promise<Transfer>
  /** What the store's account holds in naira at the provider, available to pay out (docs/adr/0032: beside the wallet
   *  float on /staff/money). */
  balance(): Promise<{ availableKobo: Kobo }>
  /** Whether a webhook request is the provider's (Flutterwave: the dashboard's secret hash in `verif-hash`; the
   *  sandbox: its own). A genuine transfer event is still only a hint: read the transfer with getTransfer. */
  isGenuineWebhook(headers: IncomingHttpHeaders): boolean
}

/** A data plan on sale (spec §3 Data plan), as the provider sells it. */
export interface DataPlanOffer {
  /** Stable across calls: the plan's id in the store's API. */
  id: string
  planName: string
  duration: string
  amountKobo: Kobo
  network: Network
  planType: string
}

export interface BillRequest {
  /** The store's unique reference for the purchase. */
  reference: string
  /** 11 digits starting with 0 (src/domain/phone.ts). */
  phone: string
  network: Network
  amountKobo: Kobo
  /** Data: the plan's id (DataPlanOffer.id); airtime: none. */
  planId?: string
}

export interface Bill {
  /** The provider's reference for the purchase. */
  id: string
  reference: string
  status: PayoutStatus
  failure?: string
}

/**
 * A purchase resolves with the bill once the provider has paid it ('successful'). It rejects with WalletProviderError:
 * 'refused' when the provider declined it (nothing was bought: give the money back), 'notFound' for a plan it does not
 * sell, 'duplicate' for a reference it has seen; 'unreachable' or 'malformed' when nothing is known (ask getBill later).
 */
export interface VtuProvider {
  readonly mode: 'live' | 'sandbox'
  listDataPlans(): Promise<DataPlanOffer[]>
  buyData(request: BillRequest & { planId: string }): Promise<Bill>
  buyAirtime(request: BillRequest): Promise<Bill>
  /** The bill made under the store's reference ('notFound' when the provider has none). */
  getBill(reference: string): Promise<Bill>
}

/** A transfer's outcome as the provider's webhook reports it (event 'transfer.completed'); only a hint, like a
 *  payment webhook: the store reads the transfer back with getTransfer before acting on it. */
export interface TransferEvent {
  id: string
  reference: string
}
