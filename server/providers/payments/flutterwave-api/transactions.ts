// Flutterwave v3's transaction calls as its documentation answers them, written once: the local fake the adapter is
// tested against (fake-flutterwave-api.ts) and the store's card payment sandbox (sandbox-payments.ts) both answer
// through answerFlutterwave, so the adapter reads the sandbox exactly as it reads the fake, and the fake as the
// documentation shows Flutterwave.
// - `GET /transactions/{id}/verify` → `{ status: 'success', message: 'Transaction fetched successfully', data }`; an
//   unknown id → 404 `{ status: 'error', message: 'No transaction was found for this id', data: null }`;
// - `POST /transactions/{id}/refund` with `{ amount }` (naira; the whole payment when left out) → `{ status:
//   'success', message: 'Transaction refund initiated', data: { id, account_id, tx_id, flw_ref, wallet_id,
//   amount_refunded, status, destination, meta, created_at } }`; more than is left → 400 `{ status: 'error',
//   message: 'Refund amount cannot be greater than transaction amount', data: null }`;
// - a wrong `Authorization: Bearer {secret key}` → 401 `{ status: 'error', message: 'Invalid authorization key' }`.
// The wallet's calls (banks, transfers, bills) are answered by answerFlutterwaveWallet in wallet.ts, from a wallet
// ledger.
import { exactNairaToKobo, koboToNaira, type Kobo } from '../../../../src/domain/money'
import { errorAnswer, FLUTTERWAVE_MESSAGES, type FlutterwaveAnswer, type FlutterwaveRequest } from './answers'

/** A transaction as Flutterwave keeps it; amounts in naira, as its API sends them. */
export interface FlutterwaveTransaction {
  id: number
  tx_ref: string
  amount: number
  charged_amount?: number
  currency?: string
  status?: 'successful' | 'failed' | 'pending'
  customer?: { email: string; name?: string }
  created_at?: string
}

export type RefundOutcome =
  | { outcome: 'refunded'; refundId: number; refundedKobo: Kobo; transaction: FlutterwaveTransaction }
  | { outcome: 'notFound' }
  | { outcome: 'tooMuch' }

/** Where the transactions live: a Map in the fake, the sandbox_payments table in the sandbox. */
export interface FlutterwaveLedger {
  secretKey: string
  find(id: string): Promise<FlutterwaveTransaction | undefined>
  /** Refunds `amountKobo` (null: what is left) unless that is more than is left. */
  refund(id: string, amountKobo: Kobo | null): Promise<RefundOutcome>
}

/** The documented `data` of a verify answer (the fields the store reads, and a few it does not). */
export function verifiedData(transaction: FlutterwaveTransaction) {
  const createdAt = transaction.created_at ?? '2026-11-24T10:00:00.000Z'
  return {
    id: transaction.id,
    tx_ref: transaction.tx_ref,
    flw_ref: `FLW-MOCK-${transaction.id}`,
    device_fingerprint: 'N/A',
    amount: transaction.amount,
    currency: transaction.currency ?? 'NGN',
    charged_amount: transaction.charged_amount ?? transaction.amount,
    app_fee: 1.4,
    merchant_fee: 0,
    processor_response: transaction.status === 'failed' ? 'Declined' : 'Approved',
    auth_model: 'PIN',
    ip: '127.0.0.1',
    narration: 'CARD Transaction ',
    status: transaction.status ?? 'successful',
    payment_type: 'card',
    created_at: createdAt,
    account_id: 17321,
    card: {
      first_6digits: '553188',
      last_4digits: '2950',
      issuer: 'MASTERCARD CREDIT',
      country: 'NG',
      type: 'MASTERCARD',
      expiry: '09/32',
    },
    customer: {
      id: 1,
      name: transaction.customer?.name ?? 'Ada Obi',
      phone_number: 'N/A',
      email: transaction.customer?.email ?? 'ada@example.com',
      created_at: createdAt,
    },
  }
}

const ROUTE = /^\/transactions\/([^/]+)\/(verify|refund)$/

function requestedRefund(body: unknown): Kobo | null | undefined {
  if (typeof body !== 'object' || body === null || !('amount' in body) || body.amount === undefined) return null
  return exactNairaToKobo(body.amount) ?? undefined
}

/** Flutterwave's answer to one request about a transaction, from the ledger. */
export async function answerFlutterwave(
  request: FlutterwaveRequest,
  ledger: FlutterwaveLedger,
): Promise<FlutterwaveAnswer> {
  const match = ROUTE.exec(request.path)
  const action = match?.[2]
  if (!match || (action === 'verify' && request.method !== 'GET') || (action === 'refund' && request.method !== 'POST'))
    return errorAnswer(404, FLUTTERWAVE_MESSAGES.noRoute)
  if (request.authorization !== `Bearer ${ledger.secretKey}`) return errorAnswer(401, FLUTTERWAVE_MESSAGES.unauthorized)
  let id: string
  try {
    id = decodeURIComponent(match[1] ?? '')
  } catch {
    return errorAnswer(404, FLUTTERWAVE_MESSAGES.notFound)
  }
  if (action === 'verify') {
    const transaction = await ledger.find(id)
    if (!transaction) return errorAnswer(404, FLUTTERWAVE_MESSAGES.notFound)
    return {
      status: 200,
      body: { status: 'success', message: 'Transaction fetched successfully', data: verifiedData(transaction) },
    }
  }
  const amountKobo = requestedRefund(request.body)
  if (amountKobo === undefined) return errorAnswer(400, FLUTTERWAVE_MESSAGES.badAmount)
  const refund = await ledger.refund(id, amountKobo)
  if (refund.outcome === 'notFound') return errorAnswer(404, FLUTTERWAVE_MESSAGES.notFound)
  if (refund.outcome === 'tooMuch') return errorAnswer(400, FLUTTERWAVE_MESSAGES.refundTooMuch)
  const { transaction } = refund
  return {
    status: 200,
    body: {
      status: 'success',
      message: 'Transaction refund initiated',
      data: {
        id: refund.refundId,
        account_id: 17321,
        tx_id: transaction.id,
        flw_ref: `FLW-MOCK-${transaction.id}`,
        wallet_id: 17803,
        amount_refunded: koboToNaira(refund.refundedKobo),
        status: 'completed',
        destination: 'payment_source',
        meta: { source: 'availablebalance' },
        created_at: new Date().toISOString(),
      },
    },
  }
}
