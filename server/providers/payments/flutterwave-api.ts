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
// The wallet's calls (banks, transfers, bills) are answered by answerFlutterwaveWallet below, from a wallet ledger.
import { exactNairaToKobo, koboToNaira, type Kobo } from '../../../src/domain/money'
import { detectNetwork, NETWORKS, type Network } from '../../../src/domain/phone'

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

export interface FlutterwaveRequest {
  method: string
  /** The path under the API's base (`/transactions/1/verify`), without a query. */
  path: string
  /** The query, without its `?` (`data_bundle=1&country=NG`). */
  query?: string
  authorization: string | undefined
  body: unknown
}

export interface FlutterwaveAnswer {
  status: number
  body: unknown
}

export const FLUTTERWAVE_MESSAGES = {
  notFound: 'No transaction was found for this id',
  unauthorized: 'Invalid authorization key',
  refundTooMuch: 'Refund amount cannot be greater than transaction amount',
  badAmount: 'amount must be a number of naira',
  noRoute: 'Route not found',
} as const

const error = (status: number, message: string): FlutterwaveAnswer => ({ status, body: { status: 'error', message, data: null } })

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
    card: { first_6digits: '553188', last_4digits: '2950', issuer: 'MASTERCARD CREDIT', country: 'NG', type: 'MASTERCARD', expiry: '09/32' },
    customer: { id: 1, name: transaction.customer?.name ?? 'Ada Obi', phone_number: 'N/A', email: transaction.customer?.email ?? 'ada@example.com', created_at: createdAt },
  }
}

const ROUTE = /^\/transactions\/([^/]+)\/(verify|refund)$/

function requestedRefund(body: unknown): Kobo | null | undefined {
  if (typeof body !== 'object' || body === null || !('amount' in body) || body.amount === undefined) return null
  return exactNairaToKobo(body.amount) ?? undefined
}

/** Flutterwave's answer to one request about a transaction, from the ledger. */
export async function answerFlutterwave(request: FlutterwaveRequest, ledger: FlutterwaveLedger): Promise<FlutterwaveAnswer> {
  const match = ROUTE.exec(request.path)
  const action = match?.[2]
  if (!match || (action === 'verify' && request.method !== 'GET') || (action === 'refund' && request.method !== 'POST')) return error(404, FLUTTERWAVE_MESSAGES.noRoute)
  if (request.authorization !== `Bearer ${ledger.secretKey}`) return error(401, FLUTTERWAVE_MESSAGES.unauthorized)
  let id: string
  try {
    id = decodeURIComponent(match[1] ?? '')
  } catch {
    return error(404, FLUTTERWAVE_MESSAGES.notFound)
  }
  if (action === 'verify') {
    const transaction = await ledger.find(id)
    if (!transaction) return error(404, FLUTTERWAVE_MESSAGES.notFound)
    return { status: 200, body: { status: 'success', message: 'Transaction fetched successfully', data: verifiedData(transaction) } }
  }
  const amountKobo = requestedRefund(request.body)
  if (amountKobo === undefined) return error(400, FLUTTERWAVE_MESSAGES.badAmount)
  const refund = await ledger.refund(id, amountKobo)
  if (refund.outcome === 'notFound') return error(404, FLUTTERWAVE_MESSAGES.notFound)
  if (refund.outcome === 'tooMuch') return error(400, FLUTTERWAVE_MESSAGES.refundTooMuch)
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

// The wallet's calls, as Flutterwave v3 documents them:
// - `GET /banks/NG` → `{ status: 'success', message: 'Banks fetched successfully', data: [{ id, code, name }] }`;
// - `POST /accounts/resolve` `{ account_number, account_bank }` → `{ status: 'success', message: 'Account details
//   fetched', data: { account_number, account_name } }`; no such account → 400 `{ status: 'error', message: 'Sorry,
//   that account number is invalid, please check and try again', data: null }`;
// - `POST /transfers` `{ account_bank, account_number, amount, narration, currency, reference, debit_currency }` →
//   `{ status: 'success', message: 'Transfer Queued Successfully', data: transfer }`, its status 'NEW': the outcome
//   comes later, from `GET /transfers/{id}` (`{ status: 'success', message: 'Transfer fetched', data: transfer }`) and
//   the `transfer.completed` webhook; a reference already used → 400;
// - `GET /bill-categories?data_bundle=1` (or `airtime=1`) → `{ status: 'success', message: 'Bill categories
//   retrieved', data: [{ id, biller_code, name, biller_name, item_code, is_airtime, amount, … }] }`;
// - `POST /bills` `{ country, customer, amount, type, reference }` (`type` 'AIRTIME', or a data item's
//   `biller_name`) → `{ status: 'success', message: 'Bill payment successful', data: { phone_number, amount, network,
//   flw_ref, tx_ref, reference } }`; a declined one → 400 with the reason;
// - `GET /bills/{reference}` → `{ status: 'success', message: 'Bill status fetch successful', data: { currency,
//   customer_id, amount, product, product_name, tx_ref, status, … } }`.

export interface FlutterwaveBank {
  id: number
  code: string
  name: string
}

/** One item of `GET /bill-categories`: a biller's product (a data bundle, or airtime with amount 0). */
export interface FlutterwaveBillItem {
  id: number
  biller_code: string
  name: string
  default_commission: number
  date_added: string
  country: string
  is_airtime: boolean
  biller_name: string
  item_code: string
  short_name: string
  fee: number
  commission_on_fee: boolean
  label_name: string
  amount: number
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

export type TransferOutcome = { outcome: 'queued'; transfer: FlutterwaveTransfer } | { outcome: 'duplicate' } | { outcome: 'unknownAccount' }

/** A bill as the provider keeps it. */
export interface FlutterwaveBill {
  id: number
  reference: string
  /** The phone number as it was sent (`+234…`). */
  customer: string
  billerCode: string
  itemCode: string
  /** 'AIRTIME', or the data item's name. */
  product: string
  /** The network's name (`MTN`, `GLO` …). */
  productName: string
  amountKobo: Kobo
  status: 'successful' | 'failed'
  createdAt: Date
}

export interface NewBill {
  reference: string
  customer: string
  item: FlutterwaveBillItem
  amountKobo: Kobo
}

export type BillOutcome = { outcome: 'paid'; bill: FlutterwaveBill } | { outcome: 'declined'; message: string } | { outcome: 'duplicate' }

/** Where transfers and bills live: Maps in the fake, the sandbox_transfers and sandbox_bills tables in the sandbox. */
export interface FlutterwaveWalletLedger {
  secretKey: string
  banks: readonly FlutterwaveBank[]
  billItems: readonly FlutterwaveBillItem[]
  /** The holder's name of an account, or undefined when the bank has no such account. */
  accountName(bankCode: string, accountNumber: string): Promise<string | undefined>
  createTransfer(transfer: NewTransfer): Promise<TransferOutcome>
  findTransfer(id: string): Promise<FlutterwaveTransfer | undefined>
  /** Pays the bill, or records it declined; a reference already used pays nothing. */
  payBill(bill: NewBill): Promise<BillOutcome>
  findBill(reference: string): Promise<FlutterwaveBill | undefined>
}

export const FLUTTERWAVE_WALLET_MESSAGES = {
  invalidAccount: 'Sorry, that account number is invalid, please check and try again',
  unknownBank: 'Unknown bank code',
  transferNotFound: 'No transfer was found for this id',
  duplicateReference: 'A transfer or bill with this reference already exists',
  accountResolveFailed: 'Account resolve failed',
  badTransfer: 'account_bank, account_number (10 digits), amount (naira), currency NGN and reference are required',
  badBill: 'country NG, customer, amount (naira), type and reference are required',
  unknownBillType: 'Invalid bill type',
  billAmount: 'The amount is not the price of this bundle',
  invalidCustomer: 'Invalid customer: a Nigerian mobile number is required',
  billNotFound: 'No bill payment was found for this reference',
} as const

/** `type` of an airtime bill. */
export const AIRTIME = 'AIRTIME'

/** The network a biller sells for, read from its name as Flutterwave writes it ('MTN 1.5GB …', 'GLO VTU', '9MOBILE …',
 *  'ETISALAT …' for 9mobile's old name); undefined for a biller of no mobile network. */
export function networkOfBiller(item: Pick<FlutterwaveBillItem, 'biller_name' | 'name'>): Network | undefined {
  const first = `${item.biller_name} ${item.name}`.trim().split(/\s+/)[0]?.toUpperCase() ?? ''
  if (first === 'ETISALAT') return '9MOBILE'
  return NETWORKS.find((network) => network === first)
}

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

/** One bill item in the documented shape; data bundles carry their price, airtime 0 (the customer picks the amount). */
function billItem(id: number, billerCode: string, itemCode: string, name: string, amount: number, isAirtime = false): FlutterwaveBillItem {
  return {
    id,
    biller_code: billerCode,
    name,
    default_commission: 0.03,
    date_added: '2026-02-11T11:16:42.727Z',
    country: 'NG',
    is_airtime: isAirtime,
    biller_name: name,
    item_code: itemCode,
    short_name: name,
    fee: 0,
    commission_on_fee: false,
    label_name: 'Mobile Number',
    amount,
  }
}

// Airtime and data bundles for each network, at the networks' published prices, under Flutterwave's biller codes
// (BIL099–BIL103 airtime, BIL108–BIL111 data): the fake's and the sandbox's catalogue.
export const NIGERIAN_BILL_ITEMS: readonly FlutterwaveBillItem[] = [
  billItem(1, 'BIL099', 'AT099', 'MTN VTU', 0, true),
  billItem(2, 'BIL102', 'AT102', 'AIRTEL VTU', 0, true),
  billItem(3, 'BIL100', 'AT100', 'GLO VTU', 0, true),
  billItem(4, 'BIL103', 'AT103', '9MOBILE VTU', 0, true),
  billItem(365, 'BIL108', 'MD142', 'MTN 1GB 1 DAY DATA BUNDLE', 350),
  billItem(366, 'BIL108', 'MD143', 'MTN 500MB 7 DAYS DATA BUNDLE', 500),
  billItem(367, 'BIL108', 'MD144', 'MTN 1.5GB 30 DAYS DATA BUNDLE', 1000),
  billItem(368, 'BIL108', 'MD145', 'MTN 3GB 30 DAYS DATA BUNDLE', 1500),
  billItem(369, 'BIL108', 'MD146', 'MTN 10GB 30 DAYS DATA BUNDLE', 3500),
  billItem(380, 'BIL110', 'MD170', 'AIRTEL 750MB 14 DAYS DATA BUNDLE', 500),
  billItem(381, 'BIL110', 'MD171', 'AIRTEL 1.5GB 30 DAYS DATA BUNDLE', 1000),
  billItem(382, 'BIL110', 'MD172', 'AIRTEL 3GB 30 DAYS DATA BUNDLE', 1500),
  billItem(383, 'BIL110', 'MD173', 'AIRTEL 10GB 30 DAYS DATA BUNDLE', 3000),
  billItem(390, 'BIL109', 'MD180', 'GLO 1.05GB 14 DAYS DATA BUNDLE', 500),
  billItem(391, 'BIL109', 'MD181', 'GLO 2.9GB 30 DAYS DATA BUNDLE', 1000),
  billItem(392, 'BIL109', 'MD182', 'GLO 10GB 30 DAYS DATA BUNDLE', 3000),
  billItem(400, 'BIL111', 'MD190', '9MOBILE 500MB 30 DAYS DATA BUNDLE', 500),
  billItem(401, 'BIL111', 'MD191', '9MOBILE 1.5GB 30 DAYS DATA BUNDLE', 1000),
  billItem(402, 'BIL111', 'MD192', '9MOBILE 4.5GB 30 DAYS DATA BUNDLE', 2000),
]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const field = (body: unknown, name: string): unknown => (isRecord(body) ? body[name] : undefined)
const textField = (body: unknown, name: string): string | undefined => {
  const value = field(body, name)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

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

/** The network a phone number is sent to Flutterwave for: `+234` and the number without its leading 0. */
export function internationalPhone(phone: string): string {
  return `+234${phone.replace(/^0/, '')}`
}

/** The local form (`0…`, 11 digits) of what was sent as `customer`, or undefined when it is no Nigerian mobile number. */
function localPhone(customer: string): string | undefined {
  const digits = customer.replace(/^\+/, '')
  if (!/^\d+$/.test(digits)) return undefined
  const local = digits.startsWith('234') ? `0${digits.slice(3)}` : digits
  return /^0\d{10}$/.test(local) ? local : undefined
}

function billCategories(query: string | undefined, items: readonly FlutterwaveBillItem[]) {
  const asked = new URLSearchParams(query ?? '')
  const airtime = asked.get('airtime') === '1'
  const data = asked.get('data_bundle') === '1'
  if (airtime === data) return items
  return items.filter((item) => item.is_airtime === airtime)
}

const ok = (message: string, data: unknown): FlutterwaveAnswer => ({ status: 200, body: { status: 'success', message, data } })

const WALLET_ROUTES: { method: string; pattern: RegExp; name: 'banks' | 'resolve' | 'transfer' | 'getTransfer' | 'categories' | 'bill' | 'getBill' }[] = [
  { method: 'GET', pattern: /^\/banks\/NG$/, name: 'banks' },
  { method: 'POST', pattern: /^\/accounts\/resolve$/, name: 'resolve' },
  { method: 'POST', pattern: /^\/transfers$/, name: 'transfer' },
  { method: 'GET', pattern: /^\/transfers\/([^/]+)$/, name: 'getTransfer' },
  { method: 'GET', pattern: /^\/bill-categories$/, name: 'categories' },
  { method: 'POST', pattern: /^\/bills$/, name: 'bill' },
  { method: 'GET', pattern: /^\/bills\/([^/]+)$/, name: 'getBill' },
]

/** Whether a path (under the API's base) is one of the wallet's calls. */
export function isWalletPath(path: string): boolean {
  return WALLET_ROUTES.some((route) => route.pattern.test(path))
}

function decoded(text: string | undefined): string | undefined {
  try {
    return decodeURIComponent(text ?? '')
  } catch {
    return undefined
  }
}

/** Flutterwave's answer to one of the wallet's calls, from the ledger. */
export async function answerFlutterwaveWallet(request: FlutterwaveRequest, ledger: FlutterwaveWalletLedger): Promise<FlutterwaveAnswer> {
  const route = WALLET_ROUTES.find((candidate) => candidate.method === request.method && candidate.pattern.test(request.path))
  if (!route) return error(404, FLUTTERWAVE_MESSAGES.noRoute)
  if (request.authorization !== `Bearer ${ledger.secretKey}`) return error(401, FLUTTERWAVE_MESSAGES.unauthorized)
  const parameter = decoded(route.pattern.exec(request.path)?.[1])
  const bankName = (code: string) => ledger.banks.find((bank) => bank.code === code)?.name ?? ''
  const { body } = request
  switch (route.name) {
    case 'banks':
      return ok('Banks fetched successfully', ledger.banks)
    case 'resolve': {
      const accountNumber = textField(body, 'account_number')
      const bankCode = textField(body, 'account_bank')
      if (!bankCode || !ledger.banks.some((bank) => bank.code === bankCode)) return error(400, FLUTTERWAVE_WALLET_MESSAGES.unknownBank)
      const accountName = accountNumber && /^\d{10}$/.test(accountNumber) ? await ledger.accountName(bankCode, accountNumber) : undefined
      if (!accountNumber || accountName === undefined) return error(400, FLUTTERWAVE_WALLET_MESSAGES.invalidAccount)
      return ok('Account details fetched', { account_number: accountNumber, account_name: accountName })
    }
    case 'transfer': {
      const bankCode = textField(body, 'account_bank')
      const accountNumber = textField(body, 'account_number')
      const reference = textField(body, 'reference')
      const amountKobo = exactNairaToKobo(field(body, 'amount'))
      const narration = textField(body, 'narration') ?? ''
      if (!bankCode || !accountNumber || !/^\d{10}$/.test(accountNumber) || !reference || amountKobo === null || amountKobo <= 0 || textField(body, 'currency') !== 'NGN') {
        return error(400, FLUTTERWAVE_WALLET_MESSAGES.badTransfer)
      }
      if (!ledger.banks.some((bank) => bank.code === bankCode)) return error(400, FLUTTERWAVE_WALLET_MESSAGES.unknownBank)
      const created = await ledger.createTransfer({ reference, bankCode, accountNumber, amountKobo, narration })
      if (created.outcome === 'duplicate') return error(400, FLUTTERWAVE_WALLET_MESSAGES.duplicateReference)
      if (created.outcome === 'unknownAccount') return error(400, FLUTTERWAVE_WALLET_MESSAGES.accountResolveFailed)
      return ok('Transfer Queued Successfully', transferData(created.transfer, bankName(bankCode)))
    }
    case 'getTransfer': {
      const transfer = parameter === undefined ? undefined : await ledger.findTransfer(parameter)
      if (!transfer) return error(404, FLUTTERWAVE_WALLET_MESSAGES.transferNotFound)
      return ok('Transfer fetched', transferData(transfer, bankName(transfer.bankCode)))
    }
    case 'categories':
      return ok('Bill categories retrieved', billCategories(request.query, ledger.billItems))
    case 'bill': {
      const customer = textField(body, 'customer')
      const type = textField(body, 'type')
      const reference = textField(body, 'reference')
      const amountKobo = exactNairaToKobo(field(body, 'amount'))
      if (!customer || !type || !reference || amountKobo === null || amountKobo <= 0 || textField(body, 'country') !== 'NG') return error(400, FLUTTERWAVE_WALLET_MESSAGES.badBill)
      const phone = localPhone(customer)
      if (phone === undefined) return error(400, FLUTTERWAVE_WALLET_MESSAGES.invalidCustomer)
      const item = type === AIRTIME ? airtimeItemFor(phone, ledger.billItems) : ledger.billItems.find((candidate) => !candidate.is_airtime && candidate.biller_name === type)
      if (!item) return error(400, type === AIRTIME ? FLUTTERWAVE_WALLET_MESSAGES.invalidCustomer : FLUTTERWAVE_WALLET_MESSAGES.unknownBillType)
      if (!item.is_airtime && exactNairaToKobo(item.amount) !== amountKobo) return error(400, FLUTTERWAVE_WALLET_MESSAGES.billAmount)
      const paid = await ledger.payBill({ reference, customer, item, amountKobo })
      if (paid.outcome === 'duplicate') return error(400, FLUTTERWAVE_WALLET_MESSAGES.duplicateReference)
      if (paid.outcome === 'declined') return error(400, paid.message)
      const { bill } = paid
      return ok('Bill payment successful', {
        phone_number: bill.customer,
        amount: koboToNaira(bill.amountKobo),
        network: bill.productName,
        flw_ref: flwRefOf(bill),
        tx_ref: flwRefOf(bill),
        reference: bill.reference,
      })
    }
    case 'getBill': {
      const bill = parameter === undefined ? undefined : await ledger.findBill(parameter)
      if (!bill) return error(404, FLUTTERWAVE_WALLET_MESSAGES.billNotFound)
      return ok('Bill status fetch successful', {
        currency: 'NGN',
        customer_id: bill.customer,
        frequency: 'One Time',
        amount: koboToNaira(bill.amountKobo).toFixed(4),
        product: bill.product,
        product_name: bill.productName,
        commission: 0,
        transaction_date: bill.createdAt.toISOString(),
        country: 'NG',
        tx_ref: flwRefOf(bill),
        extra: null,
        product_details: `FLY-API-NG-${bill.product === AIRTIME ? 'AIRTIME' : 'DATA'}-${bill.productName}`,
        status: bill.status,
      })
    }
  }
}

export const flwRefOf = (bill: Pick<FlutterwaveBill, 'id'>) => `CF-FLYAPI-${bill.id}`

/** The airtime item of the number's network (Flutterwave picks the biller from the number). */
function airtimeItemFor(phone: string, items: readonly FlutterwaveBillItem[]): FlutterwaveBillItem | undefined {
  const network = detectNetwork(phone)
  return items.find((item) => item.is_airtime && networkOfBiller(item) === network)
}
