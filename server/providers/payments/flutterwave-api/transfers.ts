// Banks and transfers as Flutterwave v3 keeps and answers them: the bank list the fake and the sandbox offer, a
// transfer as their ledgers keep it, and its documented `data` in the answers and in the `transfer.completed` webhook.
import { koboToNaira, type Kobo } from '../../../../src/domain/money'

export interface FlutterwaveBank {
  id: number
  code: string
  name: string
}

export type FlutterwaveTransferStatus = 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED'

/** A transfer as the provider keeps it (in kobo here; the answers carry naira). */
export interface FlutterwaveTransfer {
  id: number
  reference: string
  bankCode: string
  accountNumber: string
  fullName: string
  amountKobo: Kobo
  narration: string
  status: FlutterwaveTransferStatus
  /** Why it ended as it did ('Transaction was successful', or the bank's reason). */
  completeMessage: string
  createdAt: Date
}

export interface NewTransfer {
  reference: string
  bankCode: string
  accountNumber: string
  amountKobo: Kobo
  narration: string
}

export type TransferOutcome =
  { outcome: 'queued'; transfer: FlutterwaveTransfer } | { outcome: 'duplicate' } | { outcome: 'unknownAccount' }

// A part of Flutterwave's Nigerian bank list (`GET /banks/NG`), with the codes it gives them: the fake's and the
// sandbox's banks.
export const NIGERIAN_BANKS: readonly FlutterwaveBank[] = [
  { id: 191, code: '044', name: 'Access Bank' },
  { id: 192, code: '023', name: 'Citibank Nigeria' },
  { id: 194, code: '050', name: 'Ecobank Nigeria' },
  { id: 195, code: '070', name: 'Fidelity Bank' },
  { id: 196, code: '011', name: 'First Bank of Nigeria' },
  { id: 197, code: '214', name: 'First City Monument Bank' },
  { id: 198, code: '058', name: 'Guaranty Trust Bank' },
  { id: 200, code: '082', name: 'Keystone Bank' },
  { id: 201, code: '076', name: 'Polaris Bank' },
  { id: 202, code: '221', name: 'Stanbic IBTC Bank' },
  { id: 203, code: '232', name: 'Sterling Bank' },
  { id: 204, code: '032', name: 'Union Bank of Nigeria' },
  { id: 205, code: '033', name: 'United Bank for Africa' },
  { id: 206, code: '035', name: 'Wema Bank' },
  { id: 207, code: '057', name: 'Zenith Bank' },
  { id: 760, code: '50211', name: 'Kuda Bank' },
  { id: 761, code: '50515', name: 'Moniepoint MFB' },
  { id: 762, code: '999992', name: 'OPay' },
  { id: 763, code: '999991', name: 'PalmPay' },
]

/** The documented `data` of a transfer (create, fetch and the webhook's, which names the holder `fullname`). */
export function transferData(transfer: FlutterwaveTransfer, bankName: string) {
  return {
    id: transfer.id,
    account_number: transfer.accountNumber,
    bank_code: transfer.bankCode,
    full_name: transfer.fullName,
    created_at: transfer.createdAt.toISOString(),
    currency: 'NGN',
    debit_currency: 'NGN',
    amount: koboToNaira(transfer.amountKobo),
    fee: 10.75,
    status: transfer.status,
    reference: transfer.reference,
    meta: null,
    narration: transfer.narration,
    complete_message: transfer.completeMessage,
    requires_approval: 0,
    is_approved: 1,
    bank_name: bankName,
  }
}

/** The `transfer.completed` webhook's body for a transfer that has ended. */
export function transferCompletedEvent(transfer: FlutterwaveTransfer, bankName: string) {
  const { full_name: fullname, ...data } = transferData(transfer, bankName)
  return { event: 'transfer.completed', 'event.type': 'Transfer', data: { ...data, fullname, approver: null } }
}
