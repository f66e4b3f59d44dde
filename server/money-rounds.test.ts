// The fault suite's money rounds (ADR 0014): a refund the provider refuses three times and then accepts is made by the
// refund round with its waits, the shopper reads 'we are refunding' until then and is emailed once when it is done; a
// withdrawal the bank refuses after accepting it is emailed and shown on the wallet until the shopper has seen it; and,
// on PostgreSQL, three store instances with their own pools running every round at once do each piece of work once.
// @postgres: refund and settlement rounds of two processes race.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payment } from '../src/domain/contract'
import { buildApp } from './app'
import { readConfig } from './config'
import { openSameDatabase, openTestDatabase, queryRows, type Database } from './db/database'
import { newId } from './db/ids'
import { noCatalogueCache } from './db/repos/catalogue-cache'
import { walletRepo } from './db/repos/wallet.repo'
import * as schema from './db/schema'
import type { PictureStorage } from './media/storage'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './providers/payments/fake-flutterwave-api'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { PaymentVerificationError, type PaymentProvider } from './providers/payments/payment-provider'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'
import { addTestAddress, addTestProduct, addToTestCart, verifiedTestUser } from './test-shop'
import { fund, messageOf, openWalletShop, webhook, type WalletShop } from './test-wallet'
import { testWalletProviders } from './test-wallet-providers'

const MINUTE = 60_000
const SECRET_KEY = 'FLWSECK_TEST-rounds-X'

/** The card provider, with refunds refused `refusals` times before they go through; every refund asked is counted. */
function refusingRefunds(base: PaymentProvider, refusals: number) {
  const asked: string[] = []
  let left = refusals
  const provider: PaymentProvider = {
    mode: base.mode,
    checkout: base.checkout,
    verifyTransaction: (id) => base.verifyTransaction(id),
    isGenuineWebhook: (headers) => base.isGenuineWebhook(headers),
    async refundTransaction(id, amountKobo) {
      asked.push(id)
      if (left > 0) {
        left -= 1
        throw new PaymentVerificationError('malformed', 'Refund declined by the test provider')
      }
      return base.refundTransaction(id, amountKobo)
    },
  }
  return { provider, asked }
}

async function outboxFor(database: Database, email: string, subject: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from mail_outbox where to_address = ${email} and subject like ${subject}`,
  )
  return row?.count ?? 0
}

describe('a refund refused three times, then accepted', () => {
  let api: FakeFlutterwaveApi
  let testApp: TestApp
  let aheadMs = 0
  const card = { refusals: undefined as unknown as ReturnType<typeof refusingRefunds> }

  beforeAll(async () => {
    api = await startFakeFlutterwaveApi({ secretKey: SECRET_KEY })
    card.refusals = refusingRefunds(
      flutterwavePayments({
        publicKey: 'FLWPUBK_TEST-rounds-X',
        secretKey: SECRET_KEY,
        webhookHash: 'rounds hash',
        apiBaseUrl: api.baseUrl,
        timeoutMs: 5_000,
        retryDelayMs: 10,
      }),
      3,
    )
    testApp = await openTestApp({
      seed: false,
      payments: card.refusals.provider,
      now: () => new Date(Date.now() + aheadMs),
    })
  })

  afterAll(async () => {
    await testApp?.close()
    await api?.close()
  })

  it('is tried by the refund round after each wait, and the shopper is told the truth and emailed once', async () => {
    const shoppers = await Promise.all(
      ['first', 'second'].map(async (name) => {
        const user = await verifiedTestUser(testApp.app, `rounds-${name}@example.com`)
        return { ...user, addressId: await addTestAddress(testApp.app, user) }
      }),
    )
    const product = await addTestProduct(testApp, { title: 'Last Tablet', price: 200_000, stock: 1 })
    const payments: { user: TestUser; payment: Payment; transactionId: string }[] = []
    let transaction = 8_100_000
    for (const user of shoppers) {
      await addToTestCart(testApp.app, user, product.id)
      const placed = await testApp.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: bearer(user.token),
        payload: { addressId: user.addressId, deliveryMethod: 'express' },
      })
      const payment = placed.json<{ data: Payment }>().data
      transaction += 1
      api.add({ id: transaction, tx_ref: payment.txRef, amount: payment.amount })
      payments.push({ user, payment, transactionId: String(transaction) })
    }
    const confirm = ({ user, payment, transactionId }: (typeof payments)[number]) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(user.token),
        payload: { paymentToken: payment.token, flutterwave: { transaction_id: transactionId, tx_ref: payment.txRef } },
      })
    const [winner, loser] = payments as [(typeof payments)[number], (typeof payments)[number]]
    expect((await confirm(winner)).statusCode).toBe(201)

    const refused = await confirm(loser)
    expect(refused.statusCode).toBe(409)
    const refunding =
      'Sorry, Last Tablet sold out while you were paying. We are refunding your payment and will email you as soon as it is done.'
    expect(messageOf(refused)).toBe(refunding)
    const state = async () =>
      (
        await queryRows<{ refund_state: string; refund_attempts: number }>(
          testApp.database.db,
          sql`select refund_state, refund_attempts from orders where tx_ref = ${loser.payment.txRef}`,
        )
      )[0]
    expect(await state()).toEqual({ refund_state: 'due', refund_attempts: 1 })

    // Each refusal waits longer (1, then 2, then 4 minutes); a round before the wait is over leaves it.
    for (const [waitMs, attempts] of [
      [MINUTE, 2],
      [2 * MINUTE, 3],
    ] as const) {
      expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 0, refunded: 0 })
      aheadMs += waitMs + 1_000
      expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 1, refunded: 0 })
      expect(await state()).toEqual({ refund_state: 'due', refund_attempts: attempts })
      expect(messageOf(await confirm(loser))).toBe(refunding)
    }
    expect(await outboxFor(testApp.database, loser.user.email, '%refunded%')).toBe(0)
    aheadMs += 4 * MINUTE + 1_000
    expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 1, refunded: 1 })

    expect(await state()).toEqual({ refund_state: 'refunded', refund_attempts: 3 })
    expect(card.refusals.asked).toEqual([
      loser.transactionId,
      loser.transactionId,
      loser.transactionId,
      loser.transactionId,
    ])
    expect(api.refundedKobo(loser.transactionId)).toBe(loser.payment.amount * 100)
    expect(messageOf(await confirm(loser))).toBe(
      'Sorry, Last Tablet sold out while you were paying. Your payment has been refunded.',
    )
    aheadMs += 60 * MINUTE
    expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 0, refunded: 0 })
    expect(await outboxFor(testApp.database, loser.user.email, 'Your Oja payment has been refunded')).toBe(1)
  })
})

describe('a withdrawal the bank refuses after accepting it', () => {
  let shop: WalletShop
  let user: TestUser

  beforeAll(async () => {
    shop = await openWalletShop()
    user = await verifiedTestUser(shop.testApp.app, 'refused-withdrawal@example.com')
    await fund(shop, user, 20_000)
  })

  afterAll(async () => {
    await shop?.close()
  })

  const withdraw = (reference: string) =>
    shop.testApp.app.inject({
      method: 'POST',
      url: '/api/wallets/withdraw',
      headers: bearer(user.token),
      payload: {
        amount: 1_000,
        fee: 100,
        accountNumber: '0123456789',
        accountName: 'Ada Obi',
        bankName: 'Access Bank',
        bankCode: '044',
        reference,
      },
    })
  const wallet = async () =>
    (await shop.testApp.app.inject({ method: 'GET', url: '/api/wallets', headers: bearer(user.token) })).json<{
      data: { balance: number; notices: { _id: string; type: string; amount: number; fee: number; message: string }[] }
    }>().data

  it('is emailed once and shown on the wallet until the shopper has seen it', async () => {
    const accepted = await withdraw('wd_refused_later_1')
    expect(accepted.statusCode).toBe(201)
    expect((await wallet()).notices).toEqual([])
    const transfer = shop.banks.settle('wd_refused_later_1', 'failed', 'Account is dormant')
    for (let time = 0; time < 2; time += 1)
      expect(
        (
          await webhook(shop, {
            event: 'transfer.completed',
            data: { id: Number(transfer.id), reference: 'wd_refused_later_1' },
          })
        ).statusCode,
      ).toBe(200)

    const told = await wallet()
    expect(told.balance).toBe(20_000)
    expect(told.notices).toEqual([
      expect.objectContaining({
        type: 'withdrawal',
        amount: 1_000,
        fee: 100,
        message: 'The bank did not accept this withdrawal (Account is dormant). Your money is back in your wallet',
      }),
    ])
    expect(
      await outboxFor(shop.testApp.database, user.email, 'Your Oja withdrawal of ₦1,000.00 did not go through'),
    ).toBe(1)

    const seen = await shop.testApp.app.inject({
      method: 'POST',
      url: '/api/wallets/notices/seen',
      headers: bearer(user.token),
      payload: { ids: told.notices.map((notice) => notice._id) },
    })
    expect(seen.statusCode, seen.body).toBe(200)
    expect(seen.json<{ data: { notices: unknown[] } }>().data.notices).toEqual([])
    expect((await wallet()).notices).toEqual([])
  })

  it('is not a notice when the bank refuses it at once: the shopper reads the refusal there and then', async () => {
    shop.banks.behaviour = { fail: 'refused', message: 'Invalid account' }
    const refused = await withdraw('wd_refused_at_once')
    shop.banks.behaviour = {}
    expect(refused.statusCode).toBe(409)
    expect((await wallet()).notices).toEqual([])
    expect(await outboxFor(shop.testApp.database, user.email, '%did not go through')).toBe(1)
  })
})

const databaseUrl = readConfig().databaseUrl

describe.skipIf(!databaseUrl)('three store processes on one PostgreSQL', () => {
  it('running every round at once settle each payout, make each refund and sweep each row once', async () => {
    const first = await openTestDatabase()
    const databases = [first, await openSameDatabase(databaseUrl!, first), await openSameDatabase(databaseUrl!, first)]
    const apps: FastifyInstance[] = []
    try {
      const now = new Date()
      const db = first.db
      await db.insert(schema.users).values({ id: newId(now), email: 'three@example.com' })
      const [owner] = await db.select().from(schema.users)
      // No store serves this database yet: there is no catalogue cache to forget.
      const wallets = walletRepo(db, noCatalogueCache)
      const funding = await wallets.startFunding({
        userId: owner!.id,
        reference: 'fund_three',
        amountKobo: 1_000_000,
        description: 'test funding',
        now,
      })
      await wallets.creditFunding(funding.id, 'card-three', now)
      // Three withdrawals made five minutes ago: the bank paid one, refused one, and lost the answer to the third.
      const { banks, vtu } = testWalletProviders()
      const earlier = new Date(now.getTime() - 5 * MINUTE)
      for (const reference of ['wd_paid', 'wd_failed', 'wd_lost']) {
        const debited = await wallets.debit({
          userId: owner!.id,
          type: 'withdrawal',
          kind: 'withdrawal',
          amountKobo: 100_000,
          feeKobo: 1_700,
          reference,
          description: reference,
          details: { bankCode: '044', accountNumber: '0123456789' },
          now: earlier,
        })
        if (debited.outcome !== 'debited') throw new Error(`no debit for ${reference}`)
        if (reference === 'wd_lost') continue
        const transfer = await banks.transfer({
          reference,
          bankCode: '044',
          accountNumber: '0123456789',
          amountKobo: 100_000,
          narration: reference,
        })
        await wallets.noteProviderId(debited.transaction.id, transfer.id, earlier)
      }
      banks.settle('wd_paid', 'successful')
      banks.settle('wd_failed', 'failed', 'Account is dormant')
      banks.transferStatus = 'successful'
      banks.calls.transfer = 0
      // Slow answers, so that the rounds overlap on every row.
      banks.readBacks = { delayMs: 30 }
      banks.behaviour = { delayMs: 30 }
      // Three refunds due.
      const refundsAsked: string[] = []
      const provider: PaymentProvider = {
        mode: 'live',
        checkout: { src: 'https://checkout.invalid/v3.js', publicKey: 'FLWPUBK_TEST-three-X' },
        verifyTransaction: () => Promise.reject(new PaymentVerificationError('notFound', 'not in this test')),
        isGenuineWebhook: () => false,
        async refundTransaction(id) {
          refundsAsked.push(id)
          await new Promise((resolve) => setTimeout(resolve, 30))
          return { status: 'completed' }
        },
      }
      const address = {
        _id: 'a',
        name: 'Ada Obi',
        street: '1 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        country: 'Nigeria',
        pincode: null,
        phone: '08031234567',
      }
      for (const index of [1, 2, 3]) {
        await db.insert(schema.orders).values({
          id: newId(now),
          userId: owner!.id,
          txRef: `oja-three-${index}`,
          paymentState: 'refused',
          subtotalKobo: 500_000,
          discountKobo: 0,
          couponKobo: 0,
          deliveryKobo: 0,
          amountKobo: 500_000,
          deliveryMethod: 'express',
          addressId: 'a',
          deliveryAddress: address,
          transactionId: `71000${index}`,
          refundState: 'due',
          refusal: 'Sorry, Last Phone sold out while you were paying.',
        })
      }
      // Ended throttling windows and a day-old upload nothing named.
      for (const key of ['signIn:ip:1', 'signIn:ip:2'])
        await db.insert(schema.rateLimits).values({ key, hits: 3, windowEndsAt: earlier })
      await db.insert(schema.uploads).values({
        id: newId(now),
        ownerId: owner!.id,
        purpose: 'swap',
        image: {
          src: `/media/uploads/${randomBytes(4).toString('hex')}-800.webp`,
          width: 800,
          height: 800,
          srcSet: '',
        } as never,
        keys: ['uploads/old-400', 'uploads/old-800'],
        createdAt: new Date(now.getTime() - 2 * 24 * 60 * MINUTE),
      })
      const deleted: string[] = []
      const pictures: PictureStorage = {
        kind: 'folder',
        ready: async () => {},
        put: async () => {},
        get: async () => null,
        delete: async (keys) => void deleted.push(...keys),
      }

      for (const database of databases) {
        const app = await buildApp({
          database,
          mediaDir: '/nonexistent',
          payments: provider,
          walletProviders: { banks, vtu },
          pictures,
          throttle: false,
          walletSettlementMs: false,
          refundRoundMs: false,
          uploadSweepMs: false,
        })
        await app.ready()
        apps.push(app)
      }
      await Promise.all(apps.flatMap((app) => [app.rounds.runAll(), app.rounds.runAll()]))

      // Each pending payout was asked about once: two read back, the lost one sent again once.
      expect(banks.calls.getTransfer).toBe(2)
      expect(banks.calls.transfer).toBe(1)
      const rows = await queryRows<{ reference: string; status: string; notice: string | null }>(
        db,
        sql`select reference, status, notice from wallet_transactions where type = 'withdrawal' order by reference`,
      )
      expect(rows).toEqual([
        { reference: 'wd_failed', status: 'failed', notice: 'unseen' },
        { reference: 'wd_lost', status: 'successful', notice: null },
        { reference: 'wd_paid', status: 'successful', notice: null },
      ])
      const [entries] = await queryRows<{ reversals: number; balance: string; sum: string }>(
        db,
        sql`
        select (select count(*)::int from wallet_entries where kind = 'reversal') as reversals,
               (select balance_kobo from wallets) as balance, (select sum(amount_kobo) from wallet_entries) as sum`,
      )
      expect(entries).toEqual({
        reversals: 1,
        balance: String(1_000_000 - 2 * 101_700),
        sum: String(1_000_000 - 2 * 101_700),
      })
      // Each refund made once, and its shopper emailed once.
      expect(refundsAsked.sort()).toEqual(['710001', '710002', '710003'])
      const refunds = await queryRows<{ refunded: number }>(
        db,
        sql`select count(*)::int as refunded from orders where refund_state = 'refunded'`,
      )
      expect(refunds).toEqual([{ refunded: 3 }])
      expect(await outboxFor(first, 'three@example.com', 'Your Oja payment has been refunded')).toBe(3)
      expect(await outboxFor(first, 'three@example.com', '%did not go through')).toBe(1)
      // Each sweep done once: the windows are gone and the upload's files were deleted once.
      expect(await queryRows(db, sql`select key from rate_limits`)).toEqual([])
      expect(deleted.sort()).toEqual(['uploads/old-400', 'uploads/old-800'])
    } finally {
      for (const app of apps) await app.close()
      for (const database of databases.slice(1)) await database.close()
      await first.close()
    }
  })
})
