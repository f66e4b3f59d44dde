// The bank transfer and VTU sandboxes through the same adapters as live: the store's own Flutterwave-shaped routes
// (reached with app.inject) over sandbox_transfers and sandbox_bills, the transfer webhook a moment later, and each
// failure a shopper can trigger on purpose.
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import type { IncomingHttpHeaders } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, queryRows, type Database } from '../../db/database'
import { sandboxWalletRepo } from '../../db/repos/sandbox-wallet.repo'
import { WEBHOOK_PATH } from '../payments/sandbox-payments'
import { transferEventOf } from './flutterwave-wallet'
import {
  sandboxAccountName,
  sandboxWalletProviders,
  SANDBOX_WALLET_API_PREFIX,
  SANDBOX_WALLET_MESSAGES,
  type SandboxWalletOptions,
  type WalletProviders,
} from './sandbox-wallet'
import { walletProvidersOf } from './wallet-providers-of'
import { WalletProviderError, type ProviderProblem } from './wallet-providers'

interface Store {
  app: FastifyInstance
  providers: WalletProviders
  webhooks: { headers: IncomingHttpHeaders; body: unknown }[]
}

let database: Database
const apps: FastifyInstance[] = []

beforeAll(async () => {
  database = await openTestDatabase()
})

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

afterAll(async () => {
  await database?.close()
})

/** A store with only what the sandbox needs: its routes, and a webhook that records what it is sent. */
async function store(options: Partial<Omit<SandboxWalletOptions, 'app' | 'database'>> = {}): Promise<Store> {
  const app = Fastify()
  apps.push(app)
  const webhooks: Store['webhooks'] = []
  app.post(WEBHOOK_PATH, async (request) => {
    webhooks.push({ headers: request.headers, body: request.body })
    return { data: { received: true } }
  })
  const providers = sandboxWalletProviders({ app, database, transferDelayMs: 30, ...options })
  await app.ready()
  return { app, providers, webhooks }
}

async function refusal(promise: Promise<unknown>): Promise<{ problem: ProviderProblem; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(WalletProviderError)
  return { problem: (error as WalletProviderError).problem, message: (error as WalletProviderError).message }
}

let references = 0
const reference = (what: string) => `oja-sandbox-${what}-${(references += 1)}`

describe('the bank sandbox', () => {
  it("lists Nigerian banks with their real codes, as Flutterwave's list does", async () => {
    const { providers } = await store()
    expect(providers.banks.mode).toBe('sandbox')
    const banks = await providers.banks.listBanks()
    for (const [code, name] of [
      ['044', 'Access Bank'],
      ['058', 'Guaranty Trust Bank'],
      ['057', 'Zenith Bank'],
      ['011', 'First Bank of Nigeria'],
      ['033', 'United Bank for Africa'],
      ['50211', 'Kuda Bank'],
      ['999992', 'OPay'],
      ['50515', 'Moniepoint MFB'],
    ]) {
      expect(banks).toContainEqual({ code, name })
    }
  })

  it('names the holder of any 10-digit number from the number itself, and finds none for a number ending in 0000', async () => {
    const { providers } = await store()
    const { accountName } = await providers.banks.resolveAccount('058', '0123456789')
    expect(accountName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
    expect(accountName).toBe(sandboxAccountName('0123456789'))
    await expect(providers.banks.resolveAccount('044', '0123456789')).resolves.toEqual({ accountName })
    expect(sandboxAccountName('0123456788')).not.toBe(undefined)
    expect((await refusal(providers.banks.resolveAccount('058', '0123450000'))).problem).toBe('notFound')
  })

  it('ends a transfer a moment later and tells the store through its webhook, which the bank provider knows as genuine', async () => {
    const { providers, webhooks } = await store()
    const ref = reference('withdrawal')
    const transfer = await providers.banks.transfer({
      reference: ref,
      bankCode: '044',
      accountNumber: '0690000032',
      amountKobo: 100_000,
      narration: 'Oja wallet withdrawal',
    })
    expect(transfer).toMatchObject({ reference: ref, status: 'pending', amountKobo: 100_000 })
    await vi.waitFor(() => expect(webhooks).toHaveLength(1), { timeout: 2_000 })
    const [call] = webhooks
    expect(providers.banks.isGenuineWebhook(call!.headers)).toBe(true)
    expect(providers.banks.isGenuineWebhook({ ...call!.headers, 'verif-hash': 'guess' })).toBe(false)
    expect(transferEventOf(call!.body)).toEqual({ id: transfer.id, reference: ref })
    expect(call!.body).toMatchObject({
      event: 'transfer.completed',
      data: { status: 'SUCCESSFUL', amount: 1000, bank_code: '044' },
    })
    await expect(providers.banks.getTransfer(transfer.id)).resolves.toEqual({
      id: transfer.id,
      reference: ref,
      status: 'successful',
      amountKobo: 100_000,
    })
  })

  it('answers its own balance: the card payments it took, less refunds, the transfers it made and the bills it paid', async () => {
    const { providers, webhooks } = await store()
    await database.db.execute(
      sql`insert into sandbox_payments (tx_ref, amount_kobo, currency, status, customer_email, refunded_kobo)
          values (${reference('pay')}, 500000000, 'NGN', 'successful', 'ada@example.com', 1000000),
                 (${reference('pay')}, 900000000, 'NGN', 'failed', 'ada@example.com', 0)`,
    )
    const before = (await providers.banks.balance()).availableKobo
    const [raw] = await queryRows<{ kobo: string }>(
      database.db,
      sql`select (select coalesce(sum(amount_kobo - refunded_kobo), 0) from sandbox_payments where status = 'successful')
        - (select coalesce(sum(amount_kobo), 0) from sandbox_transfers where status <> 'FAILED')
        - (select coalesce(sum(amount_kobo), 0) from sandbox_bills where status = 'successful') as kobo`,
    )
    expect(before).toBe(Number(raw?.kobo))
    await providers.banks.transfer({
      reference: reference('float'),
      bankCode: '044',
      accountNumber: '0690000032',
      amountKobo: 250_000,
      narration: 'Oja wallet withdrawal',
    })
    await expect(providers.banks.balance()).resolves.toEqual({ availableKobo: before - 250_000 })
    await vi.waitFor(() => expect(webhooks).toHaveLength(1), { timeout: 2_000 })
  })

  it('fails a transfer to an account ending in 9999 a moment later, with a reason', async () => {
    const { providers, webhooks } = await store()
    const transfer = await providers.banks.transfer({
      reference: reference('withdrawal'),
      bankCode: '50211',
      accountNumber: '2012349999',
      amountKobo: 250_000,
      narration: 'x',
    })
    expect(transfer.status).toBe('pending')
    await vi.waitFor(() => expect(webhooks).toHaveLength(1), { timeout: 2_000 })
    expect(webhooks[0]?.body).toMatchObject({ data: { status: 'FAILED' } })
    await expect(providers.banks.getTransfer(transfer.id)).resolves.toMatchObject({
      status: 'failed',
      failure: SANDBOX_WALLET_MESSAGES.transferFailed,
    })
  })

  it('refuses a transfer to an account that does not exist, and a reference it has seen, paying once', async () => {
    const { providers } = await store({ webhook: false })
    expect(
      (
        await refusal(
          providers.banks.transfer({
            reference: reference('withdrawal'),
            bankCode: '044',
            accountNumber: '0690000000',
            amountKobo: 100_000,
            narration: 'x',
          }),
        )
      ).problem,
    ).toBe('refused')
    const ref = reference('withdrawal')
    await providers.banks.transfer({
      reference: ref,
      bankCode: '044',
      accountNumber: '0690000032',
      amountKobo: 100_000,
      narration: 'x',
    })
    expect(
      (
        await refusal(
          providers.banks.transfer({
            reference: ref,
            bankCode: '044',
            accountNumber: '0690000032',
            amountKobo: 100_000,
            narration: 'x',
          }),
        )
      ).problem,
    ).toBe('duplicate')
    const [row] = await queryRows<{ made: number }>(
      database.db,
      sql`select count(*)::int as made from sandbox_transfers where reference = ${ref}`,
    )
    expect(row?.made).toBe(1)
  })

  it('has ended a transfer read after its time even when no timer ended it', async () => {
    let clock = new Date('2026-11-24T10:00:00Z')
    const { providers, webhooks } = await store({ transferDelayMs: 60_000, now: () => clock, webhook: false })
    const transfer = await providers.banks.transfer({
      reference: reference('withdrawal'),
      bankCode: '057',
      accountNumber: '1012345678',
      amountKobo: 100_000,
      narration: 'x',
    })
    await expect(providers.banks.getTransfer(transfer.id)).resolves.toMatchObject({ status: 'pending' })
    clock = new Date(clock.getTime() + 61_000)
    await expect(providers.banks.getTransfer(transfer.id)).resolves.toMatchObject({ status: 'successful' })
    expect(webhooks).toHaveLength(0)
  })

  it('ends, after a restart, the transfers left under way, and tells the webhook', async () => {
    const first = await store({ transferDelayMs: 60_000 })
    const transfer = await first.providers.banks.transfer({
      reference: reference('withdrawal'),
      bankCode: '011',
      accountNumber: '3012345678',
      amountKobo: 70_000,
      narration: 'x',
    })
    await first.app.close()
    expect(first.webhooks).toHaveLength(0)
    const later = new Date(Date.now() + 61_000)
    const second = await store({ transferDelayMs: 60_000, now: () => later })
    await vi.waitFor(
      () => expect(second.webhooks.some((call) => transferEventOf(call.body)?.id === transfer.id)).toBe(true),
      { timeout: 2_000 },
    )
    expect((await sandboxWalletRepo(database.db).findTransfer(transfer.id))?.status).toBe('SUCCESSFUL')
  })

  it('clears its timers on close: a transfer queued just before never calls a closed store', async () => {
    const { app, providers, webhooks } = await store({ transferDelayMs: 40 })
    const transfer = await providers.banks.transfer({
      reference: reference('withdrawal'),
      bankCode: '033',
      accountNumber: '4012345678',
      amountKobo: 60_000,
      narration: 'x',
    })
    await app.close()
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(webhooks).toHaveLength(0)
    expect((await sandboxWalletRepo(database.db).findTransfer(transfer.id))?.status).toBe('NEW')
  })
})

describe('the VTU sandbox', () => {
  it('sells a realistic list of plans for every network', async () => {
    const { providers } = await store()
    expect(providers.vtu.mode).toBe('sandbox')
    const plans = await providers.vtu.listDataPlans()
    expect(plans).toContainEqual(
      expect.objectContaining({ network: 'MTN', planName: '1GB', duration: '1 day', amountKobo: 35_000 }),
    )
    expect(plans).toContainEqual(
      expect.objectContaining({ network: 'MTN', planName: '1.5GB', duration: '30 days', amountKobo: 100_000 }),
    )
    for (const network of ['MTN', 'AIRTEL', 'GLO', '9MOBILE'])
      expect(plans.filter((plan) => plan.network === network).length).toBeGreaterThanOrEqual(3)
  })

  it('pays for data and airtime, and keeps each bill under its reference', async () => {
    const { providers } = await store()
    const plan = (await providers.vtu.listDataPlans()).find(
      (candidate) => candidate.network === 'MTN' && candidate.planName === '1.5GB',
    )!
    const dataRef = reference('data')
    await expect(
      providers.vtu.buyData({
        reference: dataRef,
        phone: '08031234567',
        network: 'MTN',
        amountKobo: plan.amountKobo,
        planId: plan.id,
      }),
    ).resolves.toMatchObject({ reference: dataRef, status: 'successful' })
    const airtimeRef = reference('airtime')
    await expect(
      providers.vtu.buyAirtime({ reference: airtimeRef, phone: '08021234567', network: 'AIRTEL', amountKobo: 10_000 }),
    ).resolves.toMatchObject({ status: 'successful' })
    await expect(providers.vtu.getBill(dataRef)).resolves.toMatchObject({ status: 'successful' })
    const rows = sandboxWalletRepo(database.db)
    expect(await rows.findBill(dataRef)).toMatchObject({
      customer: '+2348031234567',
      billerCode: 'BIL108',
      amountKobo: 100_000,
      status: 'successful',
    })
    expect(await rows.findBill(airtimeRef)).toMatchObject({ billerCode: 'BIL102', amountKobo: 10_000 })
    expect(
      (
        await refusal(
          providers.vtu.buyAirtime({
            reference: airtimeRef,
            phone: '08021234567',
            network: 'AIRTEL',
            amountKobo: 10_000,
          }),
        )
      ).problem,
    ).toBe('duplicate')
  })

  it('declines data or airtime for a number ending in 0000, and reads the bill back as failed', async () => {
    const { providers } = await store()
    const ref = reference('airtime')
    const { problem, message } = await refusal(
      providers.vtu.buyAirtime({ reference: ref, phone: '08030000000', network: 'MTN', amountKobo: 10_000 }),
    )
    expect(problem).toBe('refused')
    expect(message).toBe(SANDBOX_WALLET_MESSAGES.billDeclined)
    await expect(providers.vtu.getBill(ref)).resolves.toMatchObject({ status: 'failed' })
    const plan = (await providers.vtu.listDataPlans()).find((candidate) => candidate.network === 'GLO')!
    expect(
      (
        await refusal(
          providers.vtu.buyData({
            reference: reference('data'),
            phone: '08050000000',
            network: 'GLO',
            amountKobo: plan.amountKobo,
            planId: plan.id,
          }),
        )
      ).problem,
    ).toBe('refused')
  })

  it('refuses a plan it does not sell', async () => {
    const { providers } = await store()
    expect(
      (
        await refusal(
          providers.vtu.buyData({
            reference: reference('data'),
            phone: '08031234567',
            network: 'MTN',
            amountKobo: 100_000,
            planId: 'BIL108-MD999',
          }),
        )
      ).problem,
    ).toBe('notFound')
  })
})

describe("the sandbox's routes", () => {
  it('answer only the sandbox’s own secret key', async () => {
    const { app } = await store()
    expect((await app.inject({ method: 'GET', url: `${SANDBOX_WALLET_API_PREFIX}/banks/NG` })).statusCode).toBe(401)
    const guessed = await app.inject({
      method: 'GET',
      url: `${SANDBOX_WALLET_API_PREFIX}/banks/NG`,
      headers: { authorization: 'Bearer FLWSECK_TEST-guess-X' },
    })
    expect(guessed.statusCode).toBe(401)
    expect(guessed.json()).toMatchObject({ status: 'error', message: 'Invalid authorization key' })
  })

  it('do not exist when the Flutterwave keys are set', async () => {
    const app = Fastify()
    apps.push(app)
    const providers = walletProvidersOf({
      app,
      database,
      flutterwave: {
        publicKey: 'FLWPUBK-x-X',
        secretKey: 'FLWSECK-x-X',
        webhookHash: 'hash',
        apiBaseUrl: 'http://127.0.0.1:9/v3',
      },
    })
    await app.ready()
    expect(providers.banks.mode).toBe('live')
    expect(providers.vtu.mode).toBe('live')
    expect((await app.inject({ method: 'GET', url: `${SANDBOX_WALLET_API_PREFIX}/banks/NG` })).statusCode).toBe(404)
  })
})
