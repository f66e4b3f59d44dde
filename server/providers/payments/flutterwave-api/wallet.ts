// Flutterwave v3's wallet calls answered from a wallet ledger, written once for the local fake and the store's
// bank transfer and VTU sandboxes, as card payments' calls are (transactions.ts).
// The wallet's calls, as Flutterwave v3 documents them:
// - `GET /balances/NGN` → `{ status: 'success', message: 'Wallet balance fetched', data: { currency: 'NGN',
//   available_balance, ledger_balance } }` (another currency: 400);
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
import { exactNairaToKobo, koboToNaira } from '../../../../src/domain/money'
import { errorAnswer, FLUTTERWAVE_MESSAGES, okAnswer, type FlutterwaveAnswer, type FlutterwaveRequest } from './answers'
import {
  AIRTIME,
  airtimeItemFor,
  billCategories,
  flwRefOf,
  localPhone,
  type BillOutcome,
  type FlutterwaveBill,
  type FlutterwaveBillItem,
  type NewBill,
} from './bills'
import {
  transferData,
  type FlutterwaveBank,
  type FlutterwaveTransfer,
  type NewTransfer,
  type TransferOutcome,
} from './transfers'
import { isRecord } from '../../json-values'

/** Where transfers and bills live: Maps in the fake, the sandbox_transfers and sandbox_bills tables in the sandbox. */
export interface FlutterwaveWalletLedger {
  secretKey: string
  banks: readonly FlutterwaveBank[]
  billItems: readonly FlutterwaveBillItem[]
  /** What the account holds in naira, available to pay out. */
  balanceKobo(): Promise<number>
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
  unknownCurrency: 'Invalid currency',
} as const

const field = (body: unknown, name: string): unknown => (isRecord(body) ? body[name] : undefined)
const textField = (body: unknown, name: string): string | undefined => {
  const value = field(body, name)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

const WALLET_ROUTES: {
  method: string
  pattern: RegExp
  name: 'balance' | 'banks' | 'resolve' | 'transfer' | 'getTransfer' | 'categories' | 'bill' | 'getBill'
}[] = [
  { method: 'GET', pattern: /^\/balances\/([A-Za-z]{3})$/, name: 'balance' },
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
export async function answerFlutterwaveWallet(
  request: FlutterwaveRequest,
  ledger: FlutterwaveWalletLedger,
): Promise<FlutterwaveAnswer> {
  const route = WALLET_ROUTES.find(
    (candidate) => candidate.method === request.method && candidate.pattern.test(request.path),
  )
  if (!route) return errorAnswer(404, FLUTTERWAVE_MESSAGES.noRoute)
  if (request.authorization !== `Bearer ${ledger.secretKey}`) return errorAnswer(401, FLUTTERWAVE_MESSAGES.unauthorized)
  const parameter = decoded(route.pattern.exec(request.path)?.[1])
  const bankName = (code: string) => ledger.banks.find((bank) => bank.code === code)?.name ?? ''
  const { body } = request
  switch (route.name) {
    case 'balance': {
      if (parameter !== 'NGN') return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.unknownCurrency)
      const balance = koboToNaira(await ledger.balanceKobo())
      return okAnswer('Wallet balance fetched', {
        currency: 'NGN',
        available_balance: balance,
        ledger_balance: balance,
      })
    }
    case 'banks':
      return okAnswer('Banks fetched successfully', ledger.banks)
    case 'resolve': {
      const accountNumber = textField(body, 'account_number')
      const bankCode = textField(body, 'account_bank')
      if (!bankCode || !ledger.banks.some((bank) => bank.code === bankCode))
        return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.unknownBank)
      const accountName =
        accountNumber && /^\d{10}$/.test(accountNumber) ? await ledger.accountName(bankCode, accountNumber) : undefined
      if (!accountNumber || accountName === undefined)
        return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.invalidAccount)
      return okAnswer('Account details fetched', { account_number: accountNumber, account_name: accountName })
    }
    case 'transfer': {
      const bankCode = textField(body, 'account_bank')
      const accountNumber = textField(body, 'account_number')
      const reference = textField(body, 'reference')
      const amountKobo = exactNairaToKobo(field(body, 'amount'))
      const narration = textField(body, 'narration') ?? ''
      if (
        !bankCode ||
        !accountNumber ||
        !/^\d{10}$/.test(accountNumber) ||
        !reference ||
        amountKobo === null ||
        amountKobo <= 0 ||
        textField(body, 'currency') !== 'NGN'
      ) {
        return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.badTransfer)
      }
      if (!ledger.banks.some((bank) => bank.code === bankCode))
        return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.unknownBank)
      const created = await ledger.createTransfer({ reference, bankCode, accountNumber, amountKobo, narration })
      if (created.outcome === 'duplicate') return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.duplicateReference)
      if (created.outcome === 'unknownAccount')
        return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.accountResolveFailed)
      return okAnswer('Transfer Queued Successfully', transferData(created.transfer, bankName(bankCode)))
    }
    case 'getTransfer': {
      const transfer = parameter === undefined ? undefined : await ledger.findTransfer(parameter)
      if (!transfer) return errorAnswer(404, FLUTTERWAVE_WALLET_MESSAGES.transferNotFound)
      return okAnswer('Transfer fetched', transferData(transfer, bankName(transfer.bankCode)))
    }
    case 'categories':
      return okAnswer('Bill categories retrieved', billCategories(request.query, ledger.billItems))
    case 'bill': {
      const customer = textField(body, 'customer')
      const type = textField(body, 'type')
      const reference = textField(body, 'reference')
      const amountKobo = exactNairaToKobo(field(body, 'amount'))
      if (
        !customer ||
        !type ||
        !reference ||
        amountKobo === null ||
        amountKobo <= 0 ||
        textField(body, 'country') !== 'NG'
      )
        return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.badBill)
      const phone = localPhone(customer)
      if (phone === undefined) return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.invalidCustomer)
      const item =
        type === AIRTIME
          ? airtimeItemFor(phone, ledger.billItems)
          : ledger.billItems.find((candidate) => !candidate.is_airtime && candidate.biller_name === type)
      if (!item)
        return errorAnswer(
          400,
          type === AIRTIME ? FLUTTERWAVE_WALLET_MESSAGES.invalidCustomer : FLUTTERWAVE_WALLET_MESSAGES.unknownBillType,
        )
      if (!item.is_airtime && exactNairaToKobo(item.amount) !== amountKobo)
        return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.billAmount)
      const paid = await ledger.payBill({ reference, customer, item, amountKobo })
      if (paid.outcome === 'duplicate') return errorAnswer(400, FLUTTERWAVE_WALLET_MESSAGES.duplicateReference)
      if (paid.outcome === 'declined') return errorAnswer(400, paid.message)
      const { bill } = paid
      return okAnswer('Bill payment successful', {
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
      if (!bill) return errorAnswer(404, FLUTTERWAVE_WALLET_MESSAGES.billNotFound)
      return okAnswer('Bill status fetch successful', {
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
