// The bank transfer and VTU sandboxes (ADR 0010), the default while the Flutterwave keys are not set. As card payment's
// sandbox does (ADR 0009), they are the real adapters (flutterwave-wallet.ts) pointed at Flutterwave-shaped routes the
// store answers itself (SANDBOX_WALLET_API_PREFIX, answered by flutterwave-api/wallet.ts as the local fake answers),
// reached through `app.inject`, with a secret key made for this instance: the path that withdraws and buys offline is
// the one that does it live. Its transfers and bills are kept in sandbox_transfers and sandbox_bills. Like Flutterwave,
// a transfer ends a moment after it is queued and the sandbox then calls the store's webhook with a
// `transfer.completed` event. The sandbox behaves like the real services, and a shopper can walk each failure on
// purpose (SANDBOX_TRIGGERS).
import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../../db/database'
import { sandboxWalletRepo, type SandboxBillRow, type SandboxTransferRow } from '../../db/repos/sandbox-wallet.repo'
import { NIGERIAN_BANKS, transferCompletedEvent, type FlutterwaveTransfer } from '../payments/flutterwave-api/transfers'
import {
  AIRTIME,
  NIGERIAN_BILL_ITEMS,
  networkOfBiller,
  type FlutterwaveBill,
  type FlutterwaveBillItem,
} from '../payments/flutterwave-api/bills'
import { answerFlutterwaveWallet, type FlutterwaveWalletLedger } from '../payments/flutterwave-api/wallet'
import { WEBHOOK_HASH_HEADER } from '../payments/payment-provider'
import { injectFetch, WEBHOOK_PATH } from '../payments/sandbox-payments'
import { flutterwaveBanks, flutterwaveVtu } from './flutterwave-wallet'
import type { BankProvider, VtuProvider } from './wallet-providers'

/** Where the sandbox answers as Flutterwave's v3 API does (beside card payment's, which has its own key). */
export const SANDBOX_WALLET_API_PREFIX = '/sandbox/flutterwave-wallet/v3'
/** How long a sandbox transfer takes to end, as a real one takes a moment. */
export const SANDBOX_TRANSFER_DELAY_MS = 3_000

/** What a shopper types to walk each failure (the README lists them). */
export const SANDBOX_TRIGGERS = {
  /** An account number ending so has no holder: the lookup finds no name. */
  missingAccountSuffix: '0000',
  /** A transfer to an account ending so fails at the bank a moment later: the withdrawal and its fee come back. */
  failingTransferSuffix: '9999',
  /** Data or airtime for a phone number ending so is declined: the purchase is refunded. */
  failingPhoneSuffix: '0000',
} as const

export const SANDBOX_WALLET_MESSAGES = {
  transferFailed: 'DISBURSE FAILED: The beneficiary bank could not credit the account',
  transferSucceeded: 'Transaction was successful',
  billDeclined: 'Transaction failed: the network could not credit this number',
} as const

const FIRST_NAMES = [
  'Ada',
  'Chinedu',
  'Ngozi',
  'Emeka',
  'Funke',
  'Tunde',
  'Aisha',
  'Ibrahim',
  'Yetunde',
  'Obinna',
  'Zainab',
  'Segun',
  'Amaka',
  'Musa',
  'Kemi',
  'Uche',
]
const LAST_NAMES = [
  'Obi',
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ogunleye',
  'Nwosu',
  'Abubakar',
  'Okonkwo',
  'Balogun',
  'Danjuma',
  'Afolabi',
  'Chukwu',
  'Olawale',
  'Ibekwe',
  'Usman',
]

/** The sandbox's holder of an account: a name made from the number (the same number, the same name), none for a number
 *  ending in the missing-account trigger. */
export function sandboxAccountName(accountNumber: string): string | undefined {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith(SANDBOX_TRIGGERS.missingAccountSuffix)) return undefined
  const digits = [...accountNumber].map(Number)
  const first =
    FIRST_NAMES[digits.slice(0, 5).reduce((sum, digit, index) => sum + digit * (index + 1), 0) % FIRST_NAMES.length]
  const last = LAST_NAMES[Number(accountNumber.slice(5)) % LAST_NAMES.length]
  return `${first} ${last}`
}

export interface SandboxWalletOptions {
  app: FastifyInstance
  database: Database
  now?: () => Date
  log?: FastifyBaseLogger
  /** How long after it is queued a transfer ends. */
  transferDelayMs?: number
  /** false: the sandbox never calls the webhook (tests that read the outcome with getTransfer alone). */
  webhook?: boolean
}

export interface WalletProviders {
  banks: BankProvider
  vtu: VtuProvider
}

/** The sandboxes (mode 'sandbox'); registers their Flutterwave-shaped routes on `app`. Call only while sandboxing. */
export function sandboxWalletProviders({
  app,
  database,
  now = () => new Date(),
  log = app.log,
  transferDelayMs = SANDBOX_TRANSFER_DELAY_MS,
  webhook = true,
}: SandboxWalletOptions): WalletProviders {
  // Made at start: the sandbox answers only this store, and nothing it issued outlives the process but its tables.
  const secretKey = `FLWSECK_TEST-${randomBytes(16).toString('hex')}-X`
  const webhookHash = randomBytes(24).toString('base64url')
  const repo = sandboxWalletRepo(database.db)
  const bankName = (code: string) => NIGERIAN_BANKS.find((bank) => bank.code === code)?.name ?? ''

  const asTransfer = (row: SandboxTransferRow): FlutterwaveTransfer => ({
    ...row,
    fullName: sandboxAccountName(row.accountNumber) ?? '',
    narration: '',
    completeMessage:
      row.status === 'SUCCESSFUL'
        ? SANDBOX_WALLET_MESSAGES.transferSucceeded
        : row.status === 'FAILED'
          ? SANDBOX_WALLET_MESSAGES.transferFailed
          : '',
  })
  const itemOf = (row: SandboxBillRow): FlutterwaveBillItem | undefined =>
    NIGERIAN_BILL_ITEMS.find((item) => item.biller_code === row.billerCode && item.item_code === row.itemCode)
  const asBill = (row: SandboxBillRow): FlutterwaveBill => {
    const item = itemOf(row)
    return {
      ...row,
      product: item === undefined || item.is_airtime ? AIRTIME : item.biller_name,
      productName: (item && networkOfBiller(item)) ?? '',
    }
  }
  const outcomeFor = (row: SandboxTransferRow) =>
    row.accountNumber.endsWith(SANDBOX_TRIGGERS.failingTransferSuffix) ? 'FAILED' : 'SUCCESSFUL'

  const timers = new Set<NodeJS.Timeout>()
  const calls = new Set<Promise<unknown>>()
  let closing = false
  app.addHook('onClose', async () => {
    closing = true
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
    await Promise.allSettled(calls)
  })

  function tell(row: SandboxTransferRow) {
    if (!webhook || closing) return
    const call = app
      .inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { [WEBHOOK_HASH_HEADER]: webhookHash, 'content-type': 'application/json' },
        payload: JSON.stringify(transferCompletedEvent(asTransfer(row), bankName(row.bankCode))),
      })
      .then((answer) => {
        if (answer.statusCode !== 200)
          log.warn({ status: answer.statusCode, body: answer.body }, 'the bank transfer sandbox webhook was refused')
      })
      .catch((error: unknown) => log.warn({ err: error }, 'the bank transfer sandbox webhook failed'))
      .finally(() => calls.delete(call))
    calls.add(call)
  }

  /** Ends the transfer as its account decides; the webhook only for the call that ended it. */
  async function end(row: SandboxTransferRow): Promise<SandboxTransferRow> {
    const ended = await repo.endTransfer(row.id, outcomeFor(row))
    if (ended) tell(ended)
    return ended ?? (await repo.findTransfer(String(row.id))) ?? row
  }

  function endLater(row: SandboxTransferRow) {
    if (closing) return
    const wait = Math.max(0, row.createdAt.getTime() + transferDelayMs - now().getTime())
    const timer = setTimeout(() => {
      timers.delete(timer)
      const ending = end(row)
        .catch((error: unknown) => log.warn({ err: error }, 'the bank transfer sandbox could not end a transfer'))
        .finally(() => calls.delete(ending))
      calls.add(ending)
    }, wait)
    timer.unref()
    timers.add(timer)
  }

  // Transfers left under way when the store last stopped end as they would have.
  // A store that cannot read them still starts (its requests answer as its database lets them); they end on a later start.
  app.addHook('onReady', async () => {
    try {
      for (const row of await repo.transfersUnderWay()) endLater(row)
    } catch (error) {
      log.warn({ err: error }, 'the bank transfer sandbox could not read the transfers under way')
    }
  })

  const ledger: FlutterwaveWalletLedger = {
    balanceKobo: () => repo.balanceKobo(),
    secretKey,
    banks: NIGERIAN_BANKS,
    billItems: NIGERIAN_BILL_ITEMS,
    accountName: async (_bankCode, accountNumber) => sandboxAccountName(accountNumber),
    async createTransfer(transfer) {
      if (sandboxAccountName(transfer.accountNumber) === undefined) return { outcome: 'unknownAccount' }
      const row = await repo.addTransfer({
        reference: transfer.reference,
        bankCode: transfer.bankCode,
        accountNumber: transfer.accountNumber,
        amountKobo: transfer.amountKobo,
        createdAt: now(),
      })
      if (!row) return { outcome: 'duplicate' }
      endLater(row)
      return { outcome: 'queued', transfer: { ...asTransfer(row), narration: transfer.narration } }
    },
    async findTransfer(id) {
      const row = await repo.findTransfer(id)
      if (!row) return undefined
      // Read after its time (its timer lost to a restart, say), it has ended all the same.
      const due = row.createdAt.getTime() + transferDelayMs <= now().getTime()
      return asTransfer(due && (row.status === 'NEW' || row.status === 'PENDING') ? await end(row) : row)
    },
    async payBill({ reference, customer, item, amountKobo }) {
      const declined = customer.endsWith(SANDBOX_TRIGGERS.failingPhoneSuffix)
      const row = await repo.addBill({
        reference,
        customer,
        billerCode: item.biller_code,
        itemCode: item.item_code,
        amountKobo,
        status: declined ? 'failed' : 'successful',
        createdAt: now(),
      })
      if (!row) return { outcome: 'duplicate' }
      return declined
        ? { outcome: 'declined', message: SANDBOX_WALLET_MESSAGES.billDeclined }
        : { outcome: 'paid', bill: asBill(row) }
    },
    async findBill(reference) {
      const row = await repo.findBill(reference)
      return row ? asBill(row) : undefined
    },
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${SANDBOX_WALLET_API_PREFIX}/*`,
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const [path = '', query] = request.url.slice(SANDBOX_WALLET_API_PREFIX.length).split('?')
      const { status, body } = await answerFlutterwaveWallet(
        {
          method: request.method,
          path,
          ...(query === undefined ? {} : { query }),
          authorization: request.headers.authorization,
          body: request.body,
        },
        ledger,
      )
      return reply.code(status).header('Cache-Control', 'no-store').send(body)
    },
  })

  const adapter = {
    secretKey,
    webhookHash,
    apiBaseUrl: `http://sandbox.invalid${SANDBOX_WALLET_API_PREFIX}`,
    fetch: injectFetch(app),
    retries: 0,
  }
  return {
    banks: { ...flutterwaveBanks(adapter), mode: 'sandbox' },
    vtu: { ...flutterwaveVtu(adapter), mode: 'sandbox' },
  }
}
