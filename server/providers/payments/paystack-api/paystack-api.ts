// Paystack's API as its documentation answers it, written once for the local fake the adapter is tested against
// (fake-paystack-api.ts) and for any sandbox that answers the adapter inside the store: the answering function takes a
// request and a ledger (Maps in the fake), so the adapter reads the fake exactly as the documentation shows Paystack.
// - every call carries `Authorization: Bearer {secret key}`; another key → 401 `{ status: false, message: 'Invalid
//   key' }`; every answer is `{ status: true, message, data }`, every refusal `{ status: false, message }`;
// - `POST /transaction/initialize` `{ email, amount (kobo, as a string or a whole number), reference, currency?,
//   callback_url?, channels? }` → `{ authorization_url, access_code, reference }`; a reference used before → 400
//   'Duplicate Transaction Reference';
// - `GET /transaction/verify/{reference}` → the transaction (`id`, `reference`, `status`: 'success' | 'failed' |
//   'abandoned' | …, `amount` and `requested_amount` in kobo, `currency`, `channel`, `customer`, `authorization`);
//   an unknown reference → 400 'Transaction reference not found';
// - `POST /refund` `{ transaction (id or reference), amount? (kobo; all that is left when left out) }` → the refund,
//   `status: 'pending'`; an unknown transaction → 404 'Transaction not found'; one that did not succeed, or more than
//   is left → 400;
// - `POST /customer` `{ email, first_name?, last_name?, phone? }` → the customer (`id`, `customer_code`, …), the same
//   one again for an email it knows;
// - `POST /dedicated_account` `{ customer (code or id), preferred_bank }` → the account (`account_name`,
//   `account_number`, `bank: { name, id, slug }`, `assigned`, `active`, `customer`); a customer without first name,
//   last name and phone → 400; an unknown customer → 404; a bank it does not offer → 400.
import type { Kobo } from '../../../../src/domain/money'

export interface PaystackRequest {
  method: string
  /** The path under the API's base (`/transaction/verify/oja-1`), without a query. */
  path: string
  authorization: string | undefined
  body: unknown
}

export interface PaystackAnswer {
  status: number
  body: unknown
}

export const PAYSTACK_MESSAGES = {
  unauthorized: 'Invalid key',
  noRoute: 'Route not found',
  referenceNotFound: 'Transaction reference not found',
  duplicateReference: 'Duplicate Transaction Reference',
  transactionNotFound: 'Transaction not found',
  notRefundable: 'Cannot refund a transaction that was not successful',
  refundTooMuch: 'Refund amount cannot be more than the unrefunded transaction amount',
  fullyRefunded: 'Transaction has been fully reversed',
  badAmount: 'Invalid Amount Sent',
  badEmail: 'Invalid Email Address Passed',
  badReference: 'Invalid reference. Only -, ., = and alphanumeric characters allowed',
  customerNotFound: 'Customer not found',
  customerIncomplete: 'Customer first name, last name and phone are required',
  badBank: 'Preferred bank is not a supported provider',
} as const

/** Paystack's statuses of a transaction. */
export type PaystackStatus = 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'processing' | 'reversed'

/** The channels a checkout can offer (`channels` of initialize). */
export const PAYSTACK_CHANNELS = [
  'card',
  'bank',
  'ussd',
  'qr',
  'mobile_money',
  'bank_transfer',
  'eft',
  'apple_pay',
] as const
export type PaystackChannel = (typeof PAYSTACK_CHANNELS)[number]

/** The banks that offer dedicated accounts: 'test-bank' on test keys, the others live. */
export const DEDICATED_ACCOUNT_BANKS = {
  'test-bank': { id: 1, name: 'Test Bank' },
  'wema-bank': { id: 20, name: 'Wema Bank' },
  'titan-paystack': { id: 21, name: 'Titan Paystack' },
} as const

export interface PaystackCustomer {
  id: number
  customer_code: string
  email: string
  first_name: string | null
  last_name: string | null
  phone: string | null
}

export interface PaystackDedicatedAccount {
  id: number
  account_name: string
  account_number: string
  bank: { id: number; name: string; slug: string }
  customer: PaystackCustomer
}

/** A transaction as Paystack keeps it; amounts in kobo, as its API sends them. */
export interface PaystackTransaction {
  id: number
  reference: string
  /** What was charged, kobo. */
  amount: Kobo
  /** What was asked for, kobo (less than `amount` when the fee is passed to the payer); `amount` when left out. */
  requested_amount?: Kobo
  currency: string
  status: PaystackStatus
  email: string
  channel: string
  /** For a transfer into a dedicated account: the account, and who sent it. */
  transfer?: {
    accountNumber: string
    bankSlug: string
    senderName: string
    senderBank: string
    senderAccountNumber: string
  }
  gateway_response?: string
  paid_at?: string | null
  created_at: string
  /** The access code the ledger gave it (the sandbox's, random); made from the id when left out (the fake). */
  access_code?: string
}

export interface PaystackRefund {
  id: number
  transaction: PaystackTransaction
  amount: Kobo
  status: 'pending' | 'processing' | 'processed' | 'failed'
}

export type NewTransaction = Pick<PaystackTransaction, 'reference' | 'amount' | 'currency' | 'email'> & {
  channels?: string[]
}

/** Where the API's records live (Maps in the fake). */
export interface PaystackLedger {
  secretKey: string
  /** Starts a transaction ('ongoing', until the checkout ends it); undefined when the reference is taken. */
  initialize(transaction: NewTransaction): Promise<PaystackTransaction | undefined>
  findByReference(reference: string): Promise<PaystackTransaction | undefined>
  /** By its id (digits) or its reference. */
  find(idOrReference: string): Promise<PaystackTransaction | undefined>
  /** What has been refunded of the transaction, kobo. */
  refundedKobo(id: number): Promise<Kobo>
  /** Undefined when, checked again under the ledger's own lock, more than is left was asked (a racing refund). */
  refund(transaction: PaystackTransaction, amount: Kobo): Promise<PaystackRefund | undefined>
  /** The customer with this email, created if it is new (with the names and phone given, kept otherwise). */
  customer(details: Omit<PaystackCustomer, 'id' | 'customer_code'>): Promise<PaystackCustomer>
  findCustomer(codeOrId: string): Promise<PaystackCustomer | undefined>
  /** The customer's dedicated account at the bank, opened if it has none there. */
  dedicatedAccount(
    customer: PaystackCustomer,
    bankSlug: keyof typeof DEDICATED_ACCOUNT_BANKS,
  ): Promise<PaystackDedicatedAccount>
}

export const errorAnswer = (status: number, message: string): PaystackAnswer => ({
  status,
  body: { status: false, message },
})

export const okAnswer = (message: string, data: unknown, status = 200): PaystackAnswer => ({
  status,
  body: { status: true, message, data },
})

/** Paystack's own rule for references. */
export const PAYSTACK_REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined
}

/** A kobo amount as Paystack takes it: a whole number, or a string of digits. */
export function koboOf(value: unknown): Kobo | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value) > 0 ? Number(value) : undefined
  return undefined
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/** The documented `authorization` of a transaction: a card's, or a transfer's into a dedicated account. */
function authorizationOf(transaction: PaystackTransaction) {
  const { transfer } = transaction
  if (transfer) {
    return {
      authorization_code: `AUTH_${transaction.id}`,
      bin: '008XXX',
      last4: 'X553',
      exp_month: '09',
      exp_year: '2029',
      channel: 'dedicated_nuban',
      card_type: 'transfer',
      bank: transfer.senderBank,
      country_code: 'NG',
      brand: 'Managed Account',
      reusable: false,
      signature: null,
      account_name: null,
      sender_country: 'NG',
      sender_bank: transfer.senderBank,
      sender_bank_account_number: transfer.senderAccountNumber,
      sender_name: transfer.senderName,
      receiver_bank_account_number: transfer.accountNumber,
      receiver_bank: DEDICATED_ACCOUNT_BANKS[transfer.bankSlug as keyof typeof DEDICATED_ACCOUNT_BANKS]?.name,
      narration: `NIP transfer from ${transfer.senderName}`,
    }
  }
  return {
    authorization_code: `AUTH_${transaction.id}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: transaction.channel,
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${transaction.id}`,
    account_name: null,
  }
}

/** The documented `data` of a verify answer and of a `charge.success` event. */
export function transactionData(transaction: PaystackTransaction, customer?: PaystackCustomer) {
  const succeeded = transaction.status === 'success'
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    receipt_number: null,
    amount: transaction.amount,
    message: null,
    gateway_response:
      transaction.gateway_response ??
      (
        { success: 'Successful', failed: 'Declined', abandoned: 'The transaction was not completed' } as Record<
          string,
          string
        >
      )[transaction.status] ??
      'Pending',
    paid_at: transaction.paid_at ?? (succeeded ? transaction.created_at : null),
    created_at: transaction.created_at,
    channel: transaction.channel,
    currency: transaction.currency,
    ip_address: '127.0.0.1',
    metadata: '',
    fees: succeeded
      ? Math.min(Math.round(transaction.amount * 0.015) + (transaction.amount >= 250_000 ? 10_000 : 0), 200_000)
      : null,
    fees_split: null,
    authorization: succeeded || transaction.transfer ? authorizationOf(transaction) : {},
    customer: {
      id: customer?.id ?? 1,
      first_name: customer?.first_name ?? null,
      last_name: customer?.last_name ?? null,
      email: transaction.email,
      customer_code: customer?.customer_code ?? 'CUS_xnxdt6s1zg1f4nx',
      phone: customer?.phone ?? null,
      metadata: null,
      risk_action: 'default',
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: transaction.paid_at ?? (succeeded ? transaction.created_at : null),
    createdAt: transaction.created_at,
    requested_amount: transaction.requested_amount ?? transaction.amount,
    source: null,
  }
}

function customerData(customer: PaystackCustomer) {
  return {
    ...customer,
    integration: 100032,
    domain: 'test',
    identified: false,
    identifications: null,
    metadata: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  }
}

/** The documented `data` of a dedicated account (create's answer, and `dedicatedaccount.assign.success`'s). */
export function dedicatedAccountData(account: PaystackDedicatedAccount) {
  return {
    bank: account.bank,
    account_name: account.account_name,
    account_number: account.account_number,
    assigned: true,
    currency: 'NGN',
    metadata: null,
    active: true,
    id: account.id,
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    assignment: {
      integration: 100032,
      assignee_id: account.customer.id,
      assignee_type: 'Customer',
      expired: false,
      account_type: 'PAY-WITH-TRANSFER-RECURRING',
      assigned_at: '2026-11-24T10:00:00.000Z',
    },
    customer: customerData(account.customer),
  }
}

async function initialize(request: PaystackRequest, ledger: PaystackLedger): Promise<PaystackAnswer> {
  const email = text(field(request.body, 'email'))
  const amount = koboOf(field(request.body, 'amount'))
  const reference = field(request.body, 'reference')
  const currency = field(request.body, 'currency') ?? 'NGN'
  const channels = field(request.body, 'channels')
  if (email === undefined || !/^[^@\s]+@[^@\s]+$/.test(email)) return errorAnswer(400, PAYSTACK_MESSAGES.badEmail)
  if (amount === undefined) return errorAnswer(400, PAYSTACK_MESSAGES.badAmount)
  if (typeof reference !== 'string' || !PAYSTACK_REFERENCE.test(reference))
    return errorAnswer(400, PAYSTACK_MESSAGES.badReference)
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return errorAnswer(400, 'Invalid currency')
  if (
    channels !== undefined &&
    (!Array.isArray(channels) || !channels.every((channel) => PAYSTACK_CHANNELS.includes(channel as PaystackChannel)))
  )
    return errorAnswer(400, 'Invalid channels')
  const started = await ledger.initialize({
    reference,
    amount,
    currency,
    email,
    ...(channels === undefined ? {} : { channels: channels as string[] }),
  })
  if (!started) return errorAnswer(400, PAYSTACK_MESSAGES.duplicateReference)
  const accessCode = started.access_code ?? `ac_${started.id.toString(36)}${reference.length.toString(36)}`
  return okAnswer('Authorization URL created', {
    authorization_url: `https://checkout.paystack.com/${accessCode}`,
    access_code: accessCode,
    reference,
  })
}

async function refund(request: PaystackRequest, ledger: PaystackLedger): Promise<PaystackAnswer> {
  const asked = field(request.body, 'transaction')
  const amountField = field(request.body, 'amount')
  const key = typeof asked === 'number' ? String(asked) : text(asked)
  if (key === undefined) return errorAnswer(400, 'Transaction reference or id is required')
  const transaction = await ledger.find(key)
  if (!transaction) return errorAnswer(404, PAYSTACK_MESSAGES.transactionNotFound)
  if (transaction.status !== 'success' && transaction.status !== 'reversed')
    return errorAnswer(400, PAYSTACK_MESSAGES.notRefundable)
  const left = transaction.amount - (await ledger.refundedKobo(transaction.id))
  if (left <= 0) return errorAnswer(400, PAYSTACK_MESSAGES.fullyRefunded)
  const amount = amountField === undefined ? left : koboOf(amountField)
  if (amount === undefined) return errorAnswer(400, PAYSTACK_MESSAGES.badAmount)
  if (amount > left) return errorAnswer(400, PAYSTACK_MESSAGES.refundTooMuch)
  const made = await ledger.refund(transaction, amount)
  if (!made) return errorAnswer(400, PAYSTACK_MESSAGES.refundTooMuch)
  return okAnswer('Refund has been queued for processing', {
    transaction: {
      id: transaction.id,
      domain: 'test',
      reference: transaction.reference,
      amount: transaction.amount,
      paid_at: transaction.paid_at ?? transaction.created_at,
      channel: transaction.channel,
      currency: transaction.currency,
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt: transaction.paid_at ?? transaction.created_at,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: 100032,
    deducted_amount: 0,
    channel: null,
    merchant_note: `Refund for transaction ${transaction.reference} by the merchant`,
    customer_note: `Refund for transaction ${transaction.reference}`,
    status: made.status,
    refunded_by: 'store@oja.ng',
    expected_at: '2026-12-04T10:00:00.000Z',
    currency: transaction.currency,
    domain: 'test',
    amount: made.amount,
    fully_deducted: false,
    id: made.id,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  })
}

async function createCustomer(request: PaystackRequest, ledger: PaystackLedger): Promise<PaystackAnswer> {
  const email = text(field(request.body, 'email'))
  if (email === undefined || !/^[^@\s]+@[^@\s]+$/.test(email)) return errorAnswer(400, PAYSTACK_MESSAGES.badEmail)
  const customer = await ledger.customer({
    email,
    first_name: text(field(request.body, 'first_name')) ?? null,
    last_name: text(field(request.body, 'last_name')) ?? null,
    phone: text(field(request.body, 'phone')) ?? null,
  })
  return okAnswer('Customer created', customerData(customer))
}

async function createDedicatedAccount(request: PaystackRequest, ledger: PaystackLedger): Promise<PaystackAnswer> {
  const asked = field(request.body, 'customer')
  const key = typeof asked === 'number' ? String(asked) : text(asked)
  const bank = field(request.body, 'preferred_bank')
  if (key === undefined) return errorAnswer(400, 'Customer code or id is required')
  if (typeof bank !== 'string' || !Object.hasOwn(DEDICATED_ACCOUNT_BANKS, bank))
    return errorAnswer(400, PAYSTACK_MESSAGES.badBank)
  const customer = await ledger.findCustomer(key)
  if (!customer) return errorAnswer(404, PAYSTACK_MESSAGES.customerNotFound)
  if (!customer.first_name || !customer.last_name || !customer.phone)
    return errorAnswer(400, PAYSTACK_MESSAGES.customerIncomplete)
  const account = await ledger.dedicatedAccount(customer, bank as keyof typeof DEDICATED_ACCOUNT_BANKS)
  return okAnswer('NUBAN successfully created', dedicatedAccountData(account))
}

/** Paystack's answer to one request, from the ledger. */
export async function answerPaystack(request: PaystackRequest, ledger: PaystackLedger): Promise<PaystackAnswer> {
  const verify = /^\/transaction\/verify\/([^/]+)$/.exec(request.path)
  const route =
    request.method === 'GET' && verify
      ? 'verify'
      : request.method === 'POST'
        ? (
            {
              '/transaction/initialize': 'initialize',
              '/refund': 'refund',
              '/customer': 'customer',
              '/dedicated_account': 'dedicatedAccount',
            } as const
          )[request.path]
        : undefined
  if (route === undefined) return errorAnswer(404, PAYSTACK_MESSAGES.noRoute)
  if (request.authorization !== `Bearer ${ledger.secretKey}`) return errorAnswer(401, PAYSTACK_MESSAGES.unauthorized)
  switch (route) {
    case 'verify': {
      let reference: string
      try {
        reference = decodeURIComponent(verify?.[1] ?? '')
      } catch {
        return errorAnswer(400, PAYSTACK_MESSAGES.referenceNotFound)
      }
      const transaction = await ledger.findByReference(reference)
      if (!transaction) return errorAnswer(400, PAYSTACK_MESSAGES.referenceNotFound)
      return okAnswer('Verification successful', transactionData(transaction))
    }
    case 'initialize':
      return initialize(request, ledger)
    case 'refund':
      return refund(request, ledger)
    case 'customer':
      return createCustomer(request, ledger)
    case 'dedicatedAccount':
      return createDedicatedAccount(request, ledger)
  }
}
