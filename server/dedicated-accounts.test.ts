// Wallet funding by bank transfer (ADR 0042): each verified shopper's dedicated account, opened once in the
// background however many wallet reads ask for it at once, and each transfer into it credited once, from the
// gateway's own record, however many times and in whatever order it is reported. Against Paystack's local fake, and
// through the store's sandbox ('send a transfer') over HTTP.
// @postgres: ten reports of one transfer race to credit it, and concurrent wallet reads race to open one account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { dedicatedAccountsRepo } from './db/repos/dedicated-accounts.repo'
import type { UserRecord } from './db/repos/users.repo'
import { walletRepo } from './db/repos/wallet.repo'
import { dedicatedAccounts, walletTransactions } from './db/schema'
import { startFakePaystackApi, type FakePaystackApi } from './providers/payments/fake-paystack-api'
import { paystackEventOf, paystackPayments, type PaystackEvent } from './providers/payments/paystack'
import { sandboxAccountNumber } from './providers/payments/sandbox-dedicated-accounts'
import { dedicatedAccountsService, type DedicatedAccountsGateway } from './services/dedicated-accounts'
import { bearer, openTestApp, signUpTestUser, type TestApp } from './test-support'
import { verifiedTestUser } from './test-shop'

const SECRET_KEY = 'sk_test_dedicated0000000000000000000000'

let testApp: TestApp
let api: FakePaystackApi

beforeAll(async () => {
  testApp = await openTestApp()
  api = await startFakePaystackApi({ secretKey: SECRET_KEY })
})

afterAll(async () => {
  await testApp?.close()
  await api?.close()
})

type ChargeEvent = Extract<PaystackEvent, { kind: 'charge' }>

interface Logged {
  warnings: string[]
  errors: string[]
}

/** The service over the test app's database and Paystack's fake, on a clock the test moves. */
function paystackService(clock = { at: new Date('2026-11-28T10:00:00Z') }) {
  const { db, catalogueCache } = testApp.app.store
  const adapter = paystackPayments({
    publicKey: 'pk_test_dedicated',
    secretKey: SECRET_KEY,
    apiBaseUrl: api.baseUrl,
    retryDelayMs: 5,
  })
  const gateway: DedicatedAccountsGateway = {
    name: 'paystack',
    preferredBank: 'test-bank',
    createCustomer: (details) => adapter.createCustomer(details),
    createDedicatedAccount: (code, bank) => adapter.createDedicatedAccount(code, bank),
    verifyTransaction: (reference) => adapter.verifyTransaction(reference),
  }
  const logged: Logged = { warnings: [], errors: [] }
  const wallets = walletRepo(db, catalogueCache)
  const service = dedicatedAccountsService({
    accounts: dedicatedAccountsRepo(db),
    wallets,
    gateway,
    phoneOf: async () => '+2348031234567',
    now: () => clock.at,
    log: {
      warn: (_details, message) => void logged.warnings.push(message),
      error: (_details, message) => void logged.errors.push(message),
    },
  })
  return { service, wallets, logged, clock }
}

async function userRecord(id: string): Promise<UserRecord> {
  const user = await testApp.app.store.users.findById(id)
  if (!user) throw new Error(`no user ${id}`)
  return user
}

/** A verified shopper with an opened Paystack account. */
async function shopperWithAccount(email: string, tools = paystackService()) {
  const user = await userRecord((await verifiedTestUser(testApp.app, email)).id)
  await tools.service.accountsOf(user)
  await tools.service.settled()
  const [account] = await tools.service.accountsOf(user)
  if (!account) throw new Error(`no account for ${email}`)
  return { user, account, ...tools }
}

/** A transfer sent into the account on Paystack's fake, as its webhook's event reads. */
async function transferEvent(accountNumber: string, amountKobo: number): Promise<ChargeEvent> {
  const { transaction } = await api.sendTransfer(accountNumber, amountKobo)
  const event = paystackEventOf({ event: 'charge.success', data: api.chargeEvent(transaction.reference) })
  if (event?.kind !== 'charge') throw new Error('the fake sent an event that does not read')
  return event
}

describe('dedicated accounts with Paystack', () => {
  it('opens one account for a verified shopper however many wallet reads ask at once, in the background', async () => {
    const { service } = paystackService()
    const user = await userRecord((await verifiedTestUser(testApp.app, 'twenty.reads@example.com')).id)
    const before = api.requests.filter((request) => request.path === '/dedicated_account').length
    const reads = await Promise.all(Array.from({ length: 20 }, () => service.accountsOf(user)))
    // No read waits for the gateway: the one that found no account answered none and left the opening to the
    // background; a read that came after the opening (PostgreSQL's connections let that happen) shows the account.
    expect(reads.some((accounts) => accounts.length === 0)).toBe(true)
    expect(reads.every((accounts) => accounts.length <= 1)).toBe(true)
    await service.settled()
    await Promise.all(Array.from({ length: 5 }, () => service.accountsOf(user)))
    await service.settled()
    expect(api.requests.filter((request) => request.path === '/dedicated_account').length - before).toBe(1)
    const [account] = await service.accountsOf(user)
    expect(account).toEqual({
      accountName: 'OJA/TWENTY.READS OJA',
      bankName: 'Test Bank',
      accountNumber: expect.stringMatching(/^\d{10}$/),
    })
  })

  it('opens none for a shopper who has not verified their email', async () => {
    const { service } = paystackService()
    const user = await userRecord((await signUpTestUser(testApp.app, 'unverified.transfer@example.com')).id)
    expect(await service.accountsOf(user)).toEqual([])
    await service.settled()
    const [row] = await testApp.app.store.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.userId, user.id))
    expect(row).toBeUndefined()
  })

  it('tries again on a later read after the gateway failed, not before', async () => {
    const tools = paystackService()
    const user = await userRecord((await verifiedTestUser(testApp.app, 'retry.account@example.com')).id)
    api.mishap('/customer', { kind: 'serverError' }, { kind: 'serverError' })
    expect(await tools.service.accountsOf(user)).toEqual([])
    await tools.service.settled()
    expect(tools.logged.warnings).toContain('the dedicated account could not be opened; a later read tries again')
    expect(await tools.service.accountsOf(user)).toEqual([])
    await tools.service.settled()
    expect(await tools.service.accountsOf(user)).toEqual([])
    tools.clock.at = new Date(tools.clock.at.getTime() + 31_000)
    await tools.service.accountsOf(user)
    await tools.service.settled()
    expect(await tools.service.accountsOf(user)).toHaveLength(1)
  })

  it('credits one transfer reported ten times at once exactly once', async () => {
    const { user, account, service, wallets } = await shopperWithAccount('ten.reports@example.com')
    const event = await transferEvent(account.accountNumber, 250_000)
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => service.creditTransfer(event)))
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'alreadyCredited')).toHaveLength(9)
    expect(await wallets.balance(user.id)).toBe(250_000)
    const rows = await wallets.listAll(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: 'funding', status: 'successful', amountKobo: 250_000 })
  })

  it('answers 503 while the gateway cannot be asked, credits nothing, and credits when the report comes again', async () => {
    const { user, account, service, wallets } = await shopperWithAccount('gateway.down@example.com')
    const event = await transferEvent(account.accountNumber, 40_000)
    api.outage('down')
    try {
      await expect(service.creditTransfer(event)).rejects.toMatchObject({ kind: 'unavailable' })
    } finally {
      api.outage('none')
    }
    expect(await wallets.balance(user.id)).toBe(0)
    expect(await service.creditTransfer(event)).toBe('credited')
    expect(await wallets.balance(user.id)).toBe(40_000)
  })

  it('credits two transfers twice, whichever is reported first, and a late repeat of either credits nothing', async () => {
    const { user, account, service, wallets } = await shopperWithAccount('two.transfers@example.com')
    const first = await transferEvent(account.accountNumber, 100_000)
    const second = await transferEvent(account.accountNumber, 30_050)
    expect(await service.creditTransfer(second)).toBe('credited')
    expect(await service.creditTransfer(first)).toBe('credited')
    expect(await service.creditTransfer(second)).toBe('alreadyCredited')
    expect(await service.creditTransfer(first)).toBe('alreadyCredited')
    expect(await wallets.balance(user.id)).toBe(130_050)
  })

  it('credits nothing when the gateway says another amount, another currency, another reference, or a failure', async () => {
    const { user, account, service, wallets, logged } = await shopperWithAccount('not.confirmed@example.com')
    const more = await transferEvent(account.accountNumber, 100_000)
    api.settle(more.reference, 'success', { amount: 50_000 })
    const dollars = await transferEvent(account.accountNumber, 100_000)
    api.settle(dollars.reference, 'success', { currency: 'USD' })
    const failed = await transferEvent(account.accountNumber, 100_000)
    api.settle(failed.reference, 'failed')
    const other = await transferEvent(account.accountNumber, 100_000)
    const otherData = api.chargeEvent(more.reference)
    api.mishap(other.reference, {
      kind: 'body',
      status: 200,
      body: JSON.stringify({ status: true, message: 'Verification successful', data: otherData }),
    })
    const never: PaystackEvent = { ...more, reference: 'T-never-made-1' }
    for (const event of [more, dollars, failed, other, never])
      expect(await service.creditTransfer(event)).toBe('notConfirmed')
    // A webhook that overstates the amount the gateway confirms is not believed either.
    const overstated = await transferEvent(account.accountNumber, 10_000)
    if (!overstated.transfer) throw new Error('not a transfer')
    expect(
      await service.creditTransfer({ ...overstated, transfer: { ...overstated.transfer, amountKobo: 1_000_000 } }),
    ).toBe('notConfirmed')
    expect(await wallets.balance(user.id)).toBe(0)
    expect(logged.warnings.length).toBeGreaterThan(0)
  })

  it('credits nothing for an account number no wallet has, and logs it without asking the gateway', async () => {
    const { service, logged } = paystackService()
    const before = api.requests.length
    const event: PaystackEvent = {
      kind: 'charge',
      reference: 'T-unknown-account-1',
      channel: 'dedicated_nuban',
      transfer: { accountNumber: '9999999999', customerCode: 'CUS_nobody', amountKobo: 100_000, currency: 'NGN' },
    }
    expect(await service.creditTransfer(event)).toBe('unknownAccount')
    expect(api.requests.length).toBe(before)
    expect(logged.warnings).toContain('a transfer arrived for an account number no wallet has; nothing was credited')
  })

  it('leaves card charges to checkout', async () => {
    const { service } = paystackService()
    expect(await service.creditTransfer({ kind: 'charge', reference: 'ORDER-1', channel: 'card' })).toBe('notATransfer')
  })
})

describe('dedicated accounts in the sandbox, over HTTP', () => {
  async function wallet(token: string) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/wallets', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    return response.json().data as {
      balance: number
      accounts: { accountName: string; bankName: string; accountNumber: string }[]
    }
  }

  async function openedAccount(token: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { accounts } = await wallet(token)
      if (accounts[0]) return accounts[0]
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error('the sandbox opened no account')
  }

  it("lists the shopper's account in getWallet, a stable number in the shopper's name, and its transfers credit the wallet", async () => {
    const user = await verifiedTestUser(testApp.app, 'sandbox.transfer@example.com')
    const account = await openedAccount(user.token)
    // The shopper's copy of their data carries it too (and reading it opens nothing).
    const exported = await testApp.app.inject({ method: 'GET', url: '/api/users/me/data', headers: bearer(user.token) })
    expect(exported.json().data.walletAccounts).toEqual([account])
    expect(account).toEqual({
      accountName: 'OJA/SANDBOX.TRANSFER OJA',
      bankName: 'Wema Bank',
      accountNumber: sandboxAccountNumber('sandbox.transfer@example.com'),
    })
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/wallets/sandbox/transfers',
      payload: { accountNumber: account.accountNumber, amount: 2_500.5 },
    })
    expect(sent.statusCode).toBe(201)
    expect(sent.json().data).toMatchObject({ credited: true })
    expect((await wallet(user.token)).balance).toBe(2_500.5)
    const [row] = await testApp.app.store.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, user.id))
    expect(row).toMatchObject({ description: 'Wallet funding by bank transfer', amountKobo: 250_050 })
  })

  it('answers 404 for an account number no wallet has, and 400 for a fraction of a kobo', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/wallets/sandbox/transfers',
      payload: { accountNumber: '0000000001', amount: 100 },
    })
    expect(unknown.statusCode).toBe(404)
    const user = await verifiedTestUser(testApp.app, 'sandbox.fraction@example.com')
    const account = await openedAccount(user.token)
    const fraction = await testApp.app.inject({
      method: 'POST',
      url: '/api/wallets/sandbox/transfers',
      payload: { accountNumber: account.accountNumber, amount: 1.005 },
    })
    expect(fraction.statusCode).toBe(400)
    expect((await wallet(user.token)).balance).toBe(0)
  })
})
