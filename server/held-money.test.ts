// Money that needs a person (docs/adr/0032) through the API: every held card refund, refused order's refund and
// withdrawal listed with its history and allowed actions, for the owner only; each action once, from 'held' only,
// audited; two owners acting at once, or an action racing the refund round, paying once; the wallet float beside the
// provider's balance. Held items are written straight into the database as the rounds leave them.
// @postgres: owners and rounds race on one held payment.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HeldMoney, WalletFloat } from '../src/domain/held-money'
import { queryRows } from './db/database'
import { newId } from './db/ids'
import { orderRefundsRepo } from './db/repos/order-refunds.repo'
import { orderRefunds, orders, walletTransactions, wallets } from './db/schema'
import { PaymentVerificationError, type PaymentProvider } from './providers/payments/payment-provider'
import { REFUND_HOLD_AFTER } from './services/refunds'
import { verifiedTestUser } from './test-shop'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'
import { testWalletProviders } from './test-wallet-providers'

const ADDRESS = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaab',
  name: 'Ada Obi',
  street: '1 Marina',
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  pincode: '100001',
  phone: '08030000000',
}

describe('money that needs a person', { timeout: 120_000 }, () => {
  let testApp: TestApp
  const provider = { refuse: 0, asked: [] as [string, number][], delayMs: 0 }
  const walletProviders = testWalletProviders()
  let owner: TestUser
  let otherOwner: TestUser
  let staff: TestUser
  let shopper: TestUser
  let made = 0

  beforeAll(async () => {
    const payments: PaymentProvider = {
      mode: 'live',
      checkout: {} as PaymentProvider['checkout'],
      verifyTransaction: () => Promise.reject(new PaymentVerificationError('notFound', 'none')),
      async refundTransaction(id, amountKobo) {
        provider.asked.push([id, amountKobo])
        if (provider.delayMs) await new Promise((resolve) => setTimeout(resolve, provider.delayMs))
        if (provider.refuse > 0) {
          provider.refuse -= 1
          throw new PaymentVerificationError('malformed', 'Refund declined by the test provider')
        }
        return { status: 'completed' }
      },
      isGenuineWebhook: () => false,
    }
    testApp = await openTestApp({ seed: false, payments, walletProviders })
    const member = async (email: string, role: 'owner' | 'staff') => {
      const user = await verifiedTestUser(testApp.app, email)
      await testApp.database.db.execute(sql`update users set staff_role = ${role} where id = ${user.id}`)
      return user
    }
    owner = await member('held-owner@example.com', 'owner')
    otherOwner = await member('held-owner-2@example.com', 'owner')
    staff = await member('held-staff@example.com', 'staff')
    shopper = await verifiedTestUser(testApp.app, 'held-shopper@example.com')
    await testApp.database.db.insert(wallets).values({ userId: shopper.id }).onConflictDoNothing()
  }, 180_000)

  afterAll(async () => {
    await testApp?.close()
  })

  const db = () => testApp.database.db

  function list(user: TestUser = owner) {
    return testApp.app.inject({ method: 'GET', url: '/api/staff/held-money', headers: bearer(user.token) })
  }

  function act(kind: string, id: string, body: object, user: TestUser = owner) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/staff/held-money/${kind}/${id}`,
      headers: bearer(user.token),
      payload: body,
    })
  }

  async function items(): Promise<HeldMoney[]> {
    const response = await list()
    expect(response.statusCode).toBe(200)
    return response.json<{ data: { items: HeldMoney[] } }>().data.items
  }

  async function balanceKobo(): Promise<number> {
    const [row] = await db().select().from(wallets).where(eq(wallets.userId, shopper.id))
    return row?.balanceKobo ?? 0
  }

  /** A paid card order, with `refundState` for a refused one. */
  async function order({ amountKobo = 1_000_000, refused = false } = {}) {
    made += 1
    const id = newId()
    await db()
      .insert(orders)
      .values({
        id,
        userId: shopper.id,
        txRef: `held-${made}-${id}`,
        paymentState: refused ? 'refused' : 'paid',
        status: refused ? 'Pending' : 'Cancelled',
        subtotalKobo: amountKobo,
        discountKobo: 0,
        couponKobo: 0,
        deliveryKobo: 0,
        amountKobo,
        deliveryMethod: 'door-delivery',
        addressId: ADDRESS._id,
        deliveryAddress: ADDRESS,
        trackingId: `TRK${made}${id.slice(0, 6)}`,
        transactionId: `card-${made}`,
        paidAt: new Date(),
        ...(refused ? { refundState: 'held', refundAttempts: REFUND_HOLD_AFTER } : {}),
      })
    return { id, transactionId: `card-${made}` }
  }

  /** A staff card refund the provider refused REFUND_HOLD_AFTER times, through the queue's own write. */
  async function heldRefund(amountKobo = 400_000) {
    const paid = await order()
    const id = newId()
    await db()
      .insert(orderRefunds)
      .values({
        id,
        orderId: paid.id,
        amountKobo,
        destination: 'card',
        cause: 'cancel',
        reason: 'Out of stock',
        state: 'due',
        attempts: REFUND_HOLD_AFTER - 1,
      })
    await orderRefundsRepo(db(), testApp.app.store.catalogueCache).markRefused(
      id,
      null,
      new Date(),
      'Refund declined by the test provider',
    )
    return { id, order: paid }
  }

  /** A withdrawal the settlement round held for staff (its debit already taken). */
  async function heldWithdrawal(amountKobo = 500_000, feeKobo = 10_000) {
    made += 1
    const id = newId()
    await db()
      .insert(walletTransactions)
      .values({
        id,
        userId: shopper.id,
        type: 'withdrawal',
        status: 'pending',
        amountKobo,
        feeKobo,
        reference: `wd_held_${made}_${id}`,
        description: 'Withdrawal to ADA OBI, Access Bank 0123456789',
        details: {
          bankCode: '044',
          accountNumber: '0123456789',
          heldForStaff: 'the bank never answered for its transfer',
        },
        createdAt: new Date(Date.now() - 25 * 60 * 60_000),
      })
    return id
  }

  async function auditCount(targetId: string): Promise<number> {
    const rows = await queryRows<{ n: string }>(
      db(),
      sql`select count(*) as n from audit_log where target_id = ${targetId} and action like 'heldMoney.%'`,
    )
    return Number(rows[0]?.n ?? 0)
  }

  it('is for the owner only: staff are refused', async () => {
    expect((await list(staff)).statusCode).toBe(403)
    const refund = await heldRefund()
    expect((await act('orderRefund', refund.id, { action: 'retry' }, staff)).statusCode).toBe(403)
    expect((await items()).find((item) => item.id === refund.id)?.state).toBe('held')
  })

  it('lists each kind with its history and the actions held money allows', async () => {
    const refund = await heldRefund(250_000)
    const refused = await order({ amountKobo: 730_050, refused: true })
    const withdrawal = await heldWithdrawal()
    const listed = await items()
    const card = listed.find((item) => item.id === refund.id)
    expect(card).toMatchObject({
      kind: 'orderRefund',
      state: 'held',
      amount: 2_500,
      fee: 0,
      shopper: 'held-shopper@example.com',
      orderId: refund.order.id,
      attempts: REFUND_HOLD_AFTER,
      actions: ['retry', 'toWallet', 'settle'],
    })
    expect(card?.events.map((event) => [event.kind, event.note])).toEqual([
      ['created', null],
      ['refused', 'Refund declined by the test provider'],
      ['held', `Refused ${REFUND_HOLD_AFTER} times`],
    ])
    expect(card?.heldAt).not.toBeNull()
    expect(listed.find((item) => item.id === refused.id)).toMatchObject({ kind: 'refusedOrder', amount: 7_300.5 })
    expect(listed.find((item) => item.id === withdrawal)).toMatchObject({
      kind: 'withdrawal',
      amount: 5_000,
      fee: 100,
      reason: 'The bank: the bank never answered for its transfer',
    })
  })

  it('puts a held card refund in the wallet once when two owners click at once, audited once', async () => {
    const refund = await heldRefund(300_000)
    const before = await balanceKobo()
    const answers = await Promise.all([
      act('orderRefund', refund.id, { action: 'toWallet' }),
      act('orderRefund', refund.id, { action: 'toWallet' }, otherOwner),
      act('orderRefund', refund.id, { action: 'settle', reference: 'GTB-778812' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409])
    const won = answers.find((answer) => answer.statusCode === 200)!.json<{ data: HeldMoney }>().data
    const [row] = await db().select().from(orderRefunds).where(eq(orderRefunds.id, refund.id))
    expect(row?.state).toBe('refunded')
    expect(await balanceKobo()).toBe(before + (won.state === 'toWallet' ? 300_000 : 0))
    expect(await auditCount(refund.id)).toBe(1)
    expect(won.actions).toEqual([])
    expect((await items()).some((item) => item.id === refund.id)).toBe(false)
    const late = await act('orderRefund', refund.id, { action: 'toWallet' })
    expect(late.statusCode).toBe(409)
    expect(late.json<{ errors: { message: string }[] }>().errors[0]?.message).toMatch(/no longer held/)
  })

  it('retries a held card refund once when two owners click at once and the refund round runs: the provider is asked once', async () => {
    const refund = await heldRefund(120_000)
    provider.asked = []
    provider.delayMs = 50
    const [first, second] = await Promise.all([
      act('orderRefund', refund.id, { action: 'retry' }),
      act('orderRefund', refund.id, { action: 'retry' }, otherOwner),
      testApp.app.rounds.run('refunds'),
    ])
    provider.delayMs = 0
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    expect(provider.asked).toEqual([[refund.order.transactionId, 120_000]])
    const [row] = await db().select().from(orderRefunds).where(eq(orderRefunds.id, refund.id))
    expect(row?.state).toBe('refunded')
    expect(await auditCount(refund.id)).toBe(1)
  })

  it('holds a retried refund again when the provider still refuses, with its answer in the history', async () => {
    const refund = await heldRefund(90_000)
    provider.refuse = 1
    expect((await act('orderRefund', refund.id, { action: 'retry' })).statusCode).toBe(200)
    const again = (await items()).find((item) => item.id === refund.id)
    expect(again?.state).toBe('held')
    expect(again?.events.map((event) => event.kind)).toEqual(['created', 'refused', 'held', 'retry', 'refused', 'held'])
    expect(again?.events.find((event) => event.kind === 'retry')?.actor).toBe('held-owner@example.com')
  })

  it("puts a refused order's held refund in the wallet once under concurrent clicks", async () => {
    const refused = await order({ amountKobo: 260_000, refused: true })
    const before = await balanceKobo()
    const answers = await Promise.all(
      [owner, otherOwner, owner].map((user) => act('refusedOrder', refused.id, { action: 'toWallet' }, user)),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409])
    expect(await balanceKobo()).toBe(before + 260_000)
    const [row] = await db().select().from(orders).where(eq(orders.id, refused.id))
    expect(row?.refundState).toBe('refunded')
    expect(await auditCount(refused.id)).toBe(1)
  })

  it('gives a held withdrawal and its fee back once, whatever else is clicked at once', async () => {
    const id = await heldWithdrawal(500_000, 10_000)
    const before = await balanceKobo()
    const answers = await Promise.all([
      act('withdrawal', id, { action: 'toWallet' }),
      act('withdrawal', id, { action: 'toWallet' }, otherOwner),
      act('withdrawal', id, { action: 'retry' }),
      act('withdrawal', id, { action: 'settle', reference: 'Bank says paid' }, otherOwner),
    ])
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3)
    const won = answers.find((answer) => answer.statusCode === 200)!.json<{ data: HeldMoney }>().data
    expect(await balanceKobo()).toBe(before + (won.state === 'toWallet' ? 510_000 : 0))
    expect(await auditCount(id)).toBe(1)
  })

  it('marks a held withdrawal settled with a reference, and hands another back to the settlement round', async () => {
    const settled = await heldWithdrawal()
    expect((await act('withdrawal', settled, { action: 'settle' })).statusCode).toBe(400)
    expect((await act('withdrawal', settled, { action: 'settle', reference: ' ' })).statusCode).toBe(400)
    const done = await act('withdrawal', settled, { action: 'settle', reference: 'ZEN-2231-PHONE' })
    expect(done.statusCode).toBe(200)
    expect(done.json<{ data: HeldMoney }>().data.state).toBe('settled')
    const [row] = await db().select().from(walletTransactions).where(eq(walletTransactions.id, settled))
    expect(row?.status).toBe('successful')
    expect(row?.details).toMatchObject({ settledByStaff: 'ZEN-2231-PHONE' })

    const retried = await heldWithdrawal()
    expect((await act('withdrawal', retried, { action: 'retry' })).json<{ data: HeldMoney }>().data.state).toBe(
      'retrying',
    )
    const [back] = await db().select().from(walletTransactions).where(eq(walletTransactions.id, retried))
    expect(back?.status).toBe('pending')
    expect(back?.details).not.toHaveProperty('heldForStaff')
  })

  it('answers 404 for money never held and 400 for an unknown kind', async () => {
    expect((await act('orderRefund', newId(), { action: 'retry' })).statusCode).toBe(404)
    expect((await act('payout', newId(), { action: 'retry' })).statusCode).toBe(400)
    expect((await act('withdrawal', newId(), { action: 'refund' })).statusCode).toBe(400)
  })

  it("shows the wallet float beside the provider's balance, and the provider's silence", async () => {
    const [owed] = await queryRows<{ kobo: string }>(
      db(),
      sql`select coalesce(sum(balance_kobo), 0) as kobo from wallets`,
    )
    walletProviders.banks.balanceKobo = 123_456_789
    const response = await list()
    const float = response.json<{ data: { float: WalletFloat } }>().data.float
    expect(float).toEqual({
      wallets: Number(owed?.kobo) / 100,
      provider: 1_234_567.89,
      providerMode: 'sandbox',
      providerMessage: null,
      difference: (123_456_789 - Number(owed?.kobo)) / 100,
    })
    walletProviders.banks.lookups = { fail: 'unreachable' }
    const silent = (await list()).json<{ data: { float: WalletFloat } }>().data.float
    walletProviders.banks.lookups = {}
    expect(silent).toMatchObject({ provider: null, difference: null, providerMessage: expect.any(String) })
  })
})
