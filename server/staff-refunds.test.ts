// Cancelling with a refund, and returns (docs/adr/0027): cancelling allowed from exactly the statuses the table says,
// card refunds asked of the provider and retried by the refund round (held after too many refusals), wallet refunds
// credited under the wallet's lock, stock given back, two staff cancelling at once refunding once, returns within and
// after 24 hours, decided once, an audit entry for each staff action with its refund, and the shopper told by the
// order's notices. Orders are written straight into the database as paid; the shopper's return goes through the API.
// @postgres: cancels race to refund one order once.
import { paymentGateways } from './providers/payments/payment-gateways'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canCancelOrder, ORDER_STATUSES } from '../src/domain/order-status'
import { storeOrderNotices } from './areas/staff'
import { queryRows } from './db/database'
import { newId } from './db/ids'
import { orderRefundsRepo } from './db/repos/order-refunds.repo'
import { ordersRepo } from './db/repos/orders.repo'
import type { UserRecord } from './db/repos/users.repo'
import { orderItems, orders, productSizes, products, users, walletTransactions, wallets } from './db/schema'
import { PaymentVerificationError, type PaymentProvider } from './providers/payments/payment-provider'
import { DomainError } from './errors'
import { orderRefundsService, staffCardRefunds, type OrderRefundsService } from './services/order-refunds'
import { REFUND_HOLD_AFTER } from './services/refunds'
import { addTestProduct, verifiedTestUser } from './test-shop'
import { bearer, openTestApp, type TestApp } from './test-support'

const HOUR = 60 * 60_000
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

describe('cancelling with refunds, and returns', { timeout: 120_000 }, () => {
  let testApp: TestApp
  let aheadMs = 0
  const now = () => new Date(Date.now() + aheadMs)
  const provider = { refuse: 0, asked: [] as [string, number][] }
  let service: OrderRefundsService
  let staff: UserRecord
  let otherStaff: UserRecord
  let shopper: { id: string; email: string; token: string }
  let made = 0

  beforeAll(async () => {
    const payments: PaymentProvider = {
      mode: 'live',
      checkout: {} as PaymentProvider['checkout'],
      verifyTransaction: () => Promise.reject(new PaymentVerificationError('notFound', 'none')),
      async refundTransaction(id, amountKobo) {
        provider.asked.push([id, amountKobo])
        if (provider.refuse > 0) {
          provider.refuse -= 1
          throw new PaymentVerificationError('malformed', 'Refund declined by the test provider')
        }
        return { status: 'completed' }
      },
      isGenuineWebhook: () => false,
    }
    testApp = await openTestApp({ seed: false, payments, now })
    const { db, catalogueCache } = testApp.app.store
    const staffMember = async (email: string, staffRole: 'owner' | 'staff') => {
      const { id } = await verifiedTestUser(testApp.app, email)
      await db.update(users).set({ staffRole }).where(eq(users.id, id))
      return (await testApp.app.store.users.findById(id))!
    }
    staff = await staffMember('refunds-staff@example.com', 'staff')
    otherStaff = await staffMember('refunds-owner@example.com', 'owner')
    shopper = await verifiedTestUser(testApp.app, 'refunds-shopper@example.com')
    const refunds = orderRefundsRepo(db, catalogueCache)
    const orders = ordersRepo(db, catalogueCache)
    const notices = storeOrderNotices(testApp.app)
    service = orderRefundsService({
      refunds,
      cardRefunds: staffCardRefunds(refunds, {
        gateways: paymentGateways({ flutterwave: payments }),
        orders,
        notices,
        now,
      }),
      orders,
      notices,
      tellBackInStock: async () => {},
      now,
    })
  }, 180_000)

  afterAll(async () => {
    await testApp?.close()
  })

  /** A paid order of `qty` of a product (one size 'M' when `sized`), paid by card or from the wallet. */
  async function paidOrder({
    qty = 2,
    priceKobo = 500_000,
    wallet = false,
    status = 'Pending',
    deliveredAt = null as Date | null,
  } = {}) {
    const { db } = testApp.app.store
    made += 1
    const title = `Refund Phone ${made}`
    const product = await addTestProduct(testApp, { title, price: 5_000, sizes: [['M', 1]] })
    const id = newId()
    const transactionId = wallet ? newId() : `card-${made}`
    const amountKobo = priceKobo * qty
    const trackingId = `TRK${made}${id.slice(0, 6)}`
    if (wallet) {
      await db.insert(wallets).values({ userId: shopper.id }).onConflictDoNothing()
      await db.insert(walletTransactions).values({
        id: transactionId,
        userId: shopper.id,
        type: 'orderPayment',
        status: 'successful',
        amountKobo,
        reference: `ref-${made}`,
        description: 'order',
      })
    }
    await db.insert(orders).values({
      id,
      userId: shopper.id,
      txRef: `tx-${made}-${id}`,
      paymentState: 'paid',
      status,
      deliveredAt,
      ...(status === 'Shipped' ? { carrier: 'GIG Logistics', trackingNumber: `GIG-${made}` } : {}),
      subtotalKobo: amountKobo,
      discountKobo: 0,
      couponKobo: 0,
      deliveryKobo: 0,
      amountKobo,
      deliveryMethod: 'door-delivery',
      addressId: ADDRESS._id,
      deliveryAddress: ADDRESS,
      trackingId,
      transactionId,
      paidAt: now(),
    })
    await db.insert(orderItems).values({
      orderId: id,
      line: 0,
      productId: product.id,
      cartItemId: newId(),
      size: 'M',
      qty,
      priceKobo,
      originalPriceKobo: priceKobo,
    })
    return { id, productId: product.id, amountKobo, transactionId, trackingId, title }
  }

  const sizeStock = async (productId: string) =>
    (await testApp.database.db.select().from(productSizes).where(eq(productSizes.productId, productId)))[0]?.stock
  const productStock = async (productId: string) =>
    (await testApp.database.db.select().from(products).where(eq(products.id, productId)))[0]?.stock
  const refundsOf = (orderId: string) =>
    queryRows<{ amount_kobo: number; destination: string; state: string; attempts: number }>(
      testApp.database.db,
      sql`select amount_kobo::int, destination, state, attempts from order_refunds where order_id = ${orderId}`,
    )
  const auditOf = (targetId: string) =>
    queryRows<{ action: string; actor_email: string; after: Record<string, unknown> }>(
      testApp.database.db,
      sql`select action, actor_email, after from audit_log where target_id = ${targetId}`,
    )
  /** The shopper's emails about this order, oldest first. */
  const emailsAbout = async (trackingId: string) =>
    (await testApp.app.store.outbox.list({ to: shopper.email, limit: 200 }))
      .filter((mail) => mail.subject.includes(trackingId))
      .reverse()
      .map((mail) => ({ subject: mail.subject, text: mail.text }))
  const statusOf = async (orderId: string) =>
    (await testApp.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status
  const balance = async () => testApp.app.store.db.select().from(wallets).where(eq(wallets.userId, shopper.id))
  const walletKobo = async () => (await balance())[0]?.balanceKobo ?? 0
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => (error instanceof DomainError ? { kind: error.kind, message: error.message } : error),
    )

  it('cancels with a full card refund: asked of the provider at once, stock back, audited', async () => {
    const order = await paidOrder()
    provider.asked = []
    await service.cancel(staff, order.id, {
      from: 'Pending',
      refund: 10_000,
      refundTo: 'original',
      reason: 'Out of stock',
    })
    expect(await statusOf(order.id)).toBe('Cancelled')
    expect(await sizeStock(order.productId)).toBe(3)
    expect(await productStock(order.productId)).toBe(3)
    expect(provider.asked).toEqual([[order.transactionId, 1_000_000]])
    const refunds = await refundsOf(order.id)
    expect(refunds).toEqual([{ amount_kobo: 1_000_000, destination: 'card', state: 'refunded', attempts: 0 }])
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.cancel',
        actor_email: staff.email,
        after: {
          status: 'Cancelled',
          reason: 'Out of stock',
          refund: { id: expect.any(String), amountKobo: 1_000_000, destination: 'card' },
        },
      },
    ])
    expect(await emailsAbout(order.trackingId)).toEqual([
      {
        subject: `Your Oja order ${order.trackingId} was cancelled`,
        text: `Your order ${order.trackingId} was cancelled.\n\nWe are refunding ₦10,000.00 to the card you paid with and will email you when it is done.`,
      },
      {
        subject: `Your refund for Oja order ${order.trackingId}`,
        text: `We have refunded ₦10,000.00 of your order ${order.trackingId} to the card you paid with.\n\nYour bank may take a few working days to show it.`,
      },
    ])
  })

  for (const status of ORDER_STATUSES) {
    const allowed = canCancelOrder(status)
    it(`${allowed ? 'cancels' : 'refuses to cancel'} an order that is ${status}, as the table says`, async () => {
      const order = await paidOrder({ status, deliveredAt: status === 'Delivered' ? now() : null })
      const cancelled = await refusal(
        service.cancel(staff, order.id, { from: status, refund: 0, refundTo: 'original', reason: 'x' }),
      )
      expect(await statusOf(order.id)).toBe(allowed ? 'Cancelled' : status)
      expect(await auditOf(order.id)).toHaveLength(allowed ? 1 : 0)
      if (allowed) expect(cancelled).toBeNull()
      else expect(cancelled).toMatchObject({ kind: 'conflict' })
    })
  }

  it('cancels with a partial refund to the wallet: credited with a ledger entry named by the refund', async () => {
    const order = await paidOrder()
    const before = await walletKobo()
    await service.cancel(staff, order.id, { from: 'Pending', refund: 2_500.5, refundTo: 'wallet', reason: 'Asked' })
    expect((await walletKobo()) - before).toBe(250_050)
    const [refund] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from order_refunds where order_id = ${order.id}`,
    )
    const entries = await queryRows<{ amount_kobo: number }>(
      testApp.database.db,
      sql`select amount_kobo::int from wallet_entries where reference = ${refund!.id}`,
    )
    expect(entries).toEqual([{ amount_kobo: 250_050 }])
    expect(await refundsOf(order.id)).toEqual([
      { amount_kobo: 250_050, destination: 'wallet', state: 'refunded', attempts: 0 },
    ])
    expect(await emailsAbout(order.trackingId)).toEqual([
      {
        subject: `Your Oja order ${order.trackingId} was cancelled`,
        text: `Your order ${order.trackingId} was cancelled.\n\nWe have refunded ₦2,500.50 to your Oja wallet.`,
      },
    ])
  })

  it("refunds a wallet-paid order's 'original' to the wallet, and cancels with no refund", async () => {
    const walletPaid = await paidOrder({ wallet: true, status: 'Processing' })
    const before = await walletKobo()
    provider.asked = []
    await service.cancel(staff, walletPaid.id, {
      from: 'Processing',
      refund: 10_000,
      refundTo: 'original',
      reason: 'x',
    })
    expect((await walletKobo()) - before).toBe(1_000_000)
    expect(provider.asked).toEqual([])
    const none = await paidOrder()
    await service.cancel(staff, none.id, { from: 'Pending', refund: 0, refundTo: 'original', reason: 'x' })
    expect(await refundsOf(none.id)).toEqual([])
    expect(await statusOf(none.id)).toBe('Cancelled')
    expect(await sizeStock(none.productId)).toBe(3)
    expect((await emailsAbout(none.trackingId)).map((mail) => mail.text)).toEqual([
      `Your order ${none.trackingId} was cancelled.\n\nNothing was refunded for this order.`,
    ])
  })

  it('refuses a refund over what was paid, a stale status and a shipped order, and changes nothing', async () => {
    const order = await paidOrder()
    expect(
      await refusal(
        service.cancel(staff, order.id, { from: 'Pending', refund: 10_000.01, refundTo: 'wallet', reason: 'x' }),
      ),
    ).toEqual({ kind: 'conflict', message: 'At most ₦10,000.00 of this order can still be refunded.' })
    expect(
      await refusal(
        service.cancel(staff, order.id, { from: 'Processing', refund: 0, refundTo: 'wallet', reason: 'x' }),
      ),
    ).toMatchObject({ kind: 'conflict' })
    expect(await statusOf(order.id)).toBe('Pending')
    expect(await sizeStock(order.productId)).toBe(1)
    expect(await refundsOf(order.id)).toEqual([])
    expect(await auditOf(order.id)).toEqual([])
    const shipped = await paidOrder({ status: 'Delivered', deliveredAt: now() })
    expect(
      await refusal(
        service.cancel(staff, shipped.id, { from: 'Delivered', refund: 0, refundTo: 'wallet', reason: 'x' }),
      ),
    ).toEqual({
      kind: 'conflict',
      message: 'An order that is Delivered cannot be cancelled. Take it back as a return.',
    })
  })

  it('applies one of two staff cancelling one order at once: one refund to the wallet, one audit entry', async () => {
    const order = await paidOrder()
    const before = await walletKobo()
    const cancel = (by: UserRecord) =>
      refusal(service.cancel(by, order.id, { from: 'Pending', refund: 10_000, refundTo: 'wallet', reason: 'x' }))
    const results = await Promise.all([cancel(staff), cancel(otherStaff)])
    expect(results.filter((result) => result === null)).toHaveLength(1)
    expect(results.find((result) => result !== null)).toMatchObject({ kind: 'conflict' })
    expect((await walletKobo()) - before).toBe(1_000_000)
    expect(await refundsOf(order.id)).toHaveLength(1)
    expect(await sizeStock(order.productId)).toBe(3)
    expect(await auditOf(order.id)).toHaveLength(1)
  })

  it('applies one of two staff cancelling one order at once: one card refund, asked of the provider once', async () => {
    const order = await paidOrder()
    provider.asked = []
    const cancel = (by: UserRecord) =>
      refusal(service.cancel(by, order.id, { from: 'Pending', refund: 10_000, refundTo: 'original', reason: 'x' }))
    const results = await Promise.all([cancel(staff), cancel(otherStaff)])
    expect(results.filter((result) => result === null)).toHaveLength(1)
    expect(provider.asked).toEqual([[order.transactionId, 1_000_000]])
    expect(await refundsOf(order.id)).toEqual([
      { amount_kobo: 1_000_000, destination: 'card', state: 'refunded', attempts: 0 },
    ])
    expect(await sizeStock(order.productId)).toBe(3)
  })

  it('leaves a refused card refund to the refund round, which retries it after its wait and holds it after too many', async () => {
    const order = await paidOrder()
    provider.refuse = 2
    await service.cancel(staff, order.id, { from: 'Pending', refund: 4_000, refundTo: 'original', reason: 'x' })
    expect(await refundsOf(order.id)).toEqual([
      { amount_kobo: 400_000, destination: 'card', state: 'due', attempts: 1 },
    ])
    expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 0, refunded: 0 })
    aheadMs += 61_000
    expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 1, refunded: 0 })
    aheadMs += 121_000
    expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 1, refunded: 1 })
    expect(await refundsOf(order.id)).toEqual([
      { amount_kobo: 400_000, destination: 'card', state: 'refunded', attempts: 2 },
    ])
    expect((await emailsAbout(order.trackingId)).map((mail) => mail.subject)).toEqual([
      `Your Oja order ${order.trackingId} was cancelled`,
      `Your refund for Oja order ${order.trackingId}`,
    ])

    const held = await paidOrder()
    provider.refuse = REFUND_HOLD_AFTER
    await service.cancel(staff, held.id, { from: 'Pending', refund: 1_000, refundTo: 'original', reason: 'x' })
    for (let round = 1; round < REFUND_HOLD_AFTER; round++) {
      aheadMs += HOUR
      await testApp.app.rounds.run('refunds')
    }
    expect(await refundsOf(held.id)).toEqual([
      { amount_kobo: 100_000, destination: 'card', state: 'held', attempts: REFUND_HOLD_AFTER },
    ])
    aheadMs += HOUR
    expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 0, refunded: 0 })
    provider.refuse = 0
  })

  it('takes a return within 24 hours, not too many, decided once, with the items back and audited', async () => {
    const order = await paidOrder({ qty: 3, status: 'Delivered', deliveredAt: new Date(now().getTime() - 23 * HOUR) })
    const ask = (qty: number) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/returns`,
        headers: bearer(shopper.token),
        payload: { line: 0, qty, kind: 'return', reason: 'Too small' },
      })
    const asked = await ask(2)
    expect(asked.statusCode).toBe(201)
    expect(asked.json<{ data: { _id: string } }>().data._id).toBe(order.id)
    const tooMany = await ask(2)
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({
      errors: [{ message: 'That is more of this item than the order has left to return.' }],
    })
    const [request] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from return_requests where order_id = ${order.id}`,
    )
    expect(
      await refusal(service.decideReturn(staff, request!.id, { decision: 'refund', amount: 10_000.01, message: '' })),
    ).toMatchObject({ kind: 'conflict' })
    const before = await walletKobo()
    await service.decideReturn(staff, request!.id, {
      decision: 'refund',
      amount: 10_000,
      refundTo: 'wallet',
      message: 'OK',
    })
    expect((await walletKobo()) - before).toBe(1_000_000)
    expect(await sizeStock(order.productId)).toBe(3)
    expect(await refusal(service.decideReturn(staff, request!.id, { decision: 'decline', message: 'No' }))).toEqual({
      kind: 'conflict',
      message: 'This return has already been decided.',
    })
    expect(await auditOf(request!.id)).toEqual([
      {
        action: 'return.decide',
        actor_email: staff.email,
        after: {
          state: 'refunded',
          message: 'OK',
          refund: { id: expect.any(String), amountKobo: 1_000_000, destination: 'wallet' },
        },
      },
    ])

    const exchange = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: bearer(shopper.token),
      payload: { line: 0, qty: 1, kind: 'exchange', reason: 'Wrong colour' },
    })
    expect(exchange.statusCode).toBe(201)
    const [second] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from return_requests where order_id = ${order.id} and kind = 'exchange'`,
    )
    await service.decideReturn(staff, second!.id, { decision: 'decline', message: 'Worn.' })
    expect(await auditOf(second!.id)).toEqual([
      {
        action: 'return.decide',
        actor_email: staff.email,
        after: { state: 'declined', message: 'Worn.', refund: null },
      },
    ])
    const { title } = order
    expect(await emailsAbout(order.trackingId)).toEqual([
      {
        subject: `Your return for Oja order ${order.trackingId}`,
        text: `We accepted the return of ${title} × 2.\n\nWe have refunded ₦10,000.00 to your Oja wallet.\n\nOK`,
      },
      {
        subject: `Your return for Oja order ${order.trackingId}`,
        text: `We could not accept the exchange of ${title} × 1.\n\nWorn.`,
      },
    ])

    aheadMs += 2 * HOUR
    const late = await ask(1)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({
      errors: [{ message: 'Returns are accepted within 24 hours of delivery. This order can no longer be returned.' }],
    })
  })
})
