// The staff's orders (docs/adr/0027) through the API: the board (paid orders only, its filters, search and paging),
// one order as staff see it (card and wallet payments told apart), every move of the transition table allowed or
// refused for a door and a pickup method, two staff moving one order at once, what the shopper is emailed and texted,
// the team's email for a paid order, and the shopper's timeline on their orders list.
// @postgres: staff race to move and cancel one order.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, Payment } from '../src/domain/contract'
import type { DeliveryMethodId } from '../src/domain/delivery'
import {
  canMoveOrder,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusMessages,
  type OrderStatus,
} from '../src/domain/order-status'
import { DEFAULT_ORDERS_TEAM_EMAIL } from './config'
import { queryRows } from './db/database'
import type { StaffOrder, StaffOrderPage } from './services/staff-orders'
import { bearer, findOperation, schemaValidator, type TestUser } from './test-support'
import { addTestProduct, addToTestCart, verifiedTestUser, type TestProduct } from './test-shop'
import {
  cardPayment,
  fundedShoppers,
  messageOf,
  openWalletShop,
  type FundedShopper,
  type WalletShop,
} from './test-wallet'

let shop: WalletShop
let product: TestProduct
let staff: TestUser
let otherStaff: TestUser
let shopperOnly: TestUser

const app = () => shop.testApp.app
const db = () => shop.testApp.database.db

async function staffMember(email: string, role: 'owner' | 'staff'): Promise<TestUser> {
  const user = await verifiedTestUser(app(), email)
  await db().execute(sql`update users set staff_role = ${role} where id = ${user.id}`)
  return user
}

beforeAll(async () => {
  shop = await openWalletShop()
  product = await addTestProduct(shop.testApp, { title: 'Board phone', price: 1_000, stock: 10_000 })
  staff = await staffMember('board-staff@example.com', 'staff')
  otherStaff = await staffMember('board-owner@example.com', 'owner')
  shopperOnly = await verifiedTestUser(app(), 'board-shopper@example.com')
})

afterAll(async () => {
  await shop?.close()
})

let tags = 0
/** A shopper with a funded wallet and a delivery address whose phone is `phone`. */
async function shopper(phone = '08031234567'): Promise<FundedShopper> {
  tags += 1
  const [made] = await fundedShoppers(shop, 1, { tag: `board-${tags}`, naira: 1_000_000 })
  await db().execute(sql`update addresses set phone = ${phone} where id = ${made!.addressId}`)
  return made!
}

/** Puts one product in the shopper's cart and checks it out at `url` ('Place order', or paying from the wallet). */
async function checkout<T>(url: string, buyer: FundedShopper, deliveryMethod: DeliveryMethodId): Promise<T> {
  await addToTestCart(app(), buyer, product.id)
  const response = await app().inject({
    method: 'POST',
    url,
    headers: bearer(buyer.token),
    payload: { addressId: buyer.addressId, deliveryMethod },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: T }>().data
}

/** The shopper pays a cart of one product from their wallet; the paid order. */
const walletOrder = (buyer: FundedShopper, deliveryMethod: DeliveryMethodId = 'standard') =>
  checkout<Order>('/api/orders/wallet', buyer, deliveryMethod)

/** 'Place order' for a cart of one product: the payment awaited. */
const placeOrder = (buyer: FundedShopper, deliveryMethod: DeliveryMethodId) =>
  checkout<Payment>('/api/payments', buyer, deliveryMethod)

/** The shopper pays a cart of one product by card, confirmed by their browser; the paid order. */
async function cardOrder(buyer: FundedShopper, deliveryMethod: DeliveryMethodId = 'standard'): Promise<Order> {
  const payment = await placeOrder(buyer, deliveryMethod)
  const confirmed = await app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(buyer.token),
    payload: {
      paymentToken: payment.token,
      flutterwave: { transaction_id: cardPayment(shop, payment.txRef, payment.amount), tx_ref: payment.txRef },
    },
  })
  expect(confirmed.statusCode, confirmed.body).toBe(201)
  return confirmed.json<{ data: Order }>().data
}

function board(user: TestUser, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  return app().inject({ method: 'GET', url: `/api/staff/orders?${search.toString()}`, headers: bearer(user.token) })
}

async function boardPage(query: Record<string, string | number> = {}): Promise<StaffOrderPage> {
  const response = await board(staff, query)
  expect(response.statusCode, response.body).toBe(200)
  const validate = schemaValidator(findOperation('listStaffOrders').responses['200']!)
  expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true)
  return response.json<{ data: StaffOrderPage }>().data
}

function staffOrder(user: TestUser, orderId: string) {
  return app().inject({ method: 'GET', url: `/api/staff/orders/${orderId}`, headers: bearer(user.token) })
}

async function staffView(orderId: string): Promise<StaffOrder> {
  const response = await staffOrder(staff, orderId)
  expect(response.statusCode, response.body).toBe(200)
  const validate = schemaValidator(findOperation('getStaffOrder').responses['200']!)
  expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true)
  return response.json<{ data: StaffOrder }>().data
}

async function setPaidAt(orderId: string, at: string) {
  await db().execute(sql`update orders set paid_at = ${at} where id = ${orderId}`)
}

describe('the orders board (listStaffOrders)', () => {
  let ada: FundedShopper
  let bola: FundedShopper
  let first: Order
  let second: Order
  let third: Order

  beforeAll(async () => {
    // The board is the whole shop's: these tests read it with a date window of their own.
    ada = await shopper('08051110000')
    bola = await shopper('08097770000')
    first = await walletOrder(ada, 'standard')
    second = await cardOrder(bola, 'motor-park-pickup')
    third = await walletOrder(bola, 'express')
    // Paid on three Lagos days around midnight (UTC+1): 2031-05-01 23:30, 2031-05-02 00:30 and 2031-05-03 12:00.
    await setPaidAt(first._id, '2031-05-01T22:30:00Z')
    await setPaidAt(second._id, '2031-05-01T23:30:00Z')
    await setPaidAt(third._id, '2031-05-03T11:00:00Z')
    // An order still awaiting its card payment is on no board.
    await placeOrder(ada, 'standard')
  })

  const window = { from: '2031-05-01', to: '2031-05-03' }

  it('lists paid orders only, newest payment first, with their summaries', async () => {
    const page = await boardPage(window)
    expect(page.docs.map((order) => order._id)).toEqual([third._id, second._id, first._id])
    expect(page).toMatchObject({ page: 1, nextPage: null, prevPage: null, totalDocs: 3, totalPages: 1 })
    expect(page.docs[0]).toEqual({
      _id: third._id,
      trackingId: third.trackingId,
      status: 'Pending',
      paidAt: '2031-05-03T11:00:00.000Z',
      amountPaid: third.amountPaid,
      refunded: 0,
      deliveryMethod: 'express',
      customer: { name: 'Ada Obi', email: bola.email, phone: '08097770000' },
      items: 1,
      city: 'Lagos Island',
      state: 'Lagos',
      openReturns: 0,
    })
  })

  it('filters by Lagos day, status and delivery method', async () => {
    const ids = async (query: Record<string, string>) => (await boardPage(query)).docs.map((order) => order._id)
    expect(await ids({ from: '2031-05-01', to: '2031-05-01' })).toEqual([first._id])
    expect(await ids({ from: '2031-05-02', to: '2031-05-02' })).toEqual([second._id])
    expect(await ids({ from: '2031-05-02', to: '2031-05-03' })).toEqual([third._id, second._id])
    expect(await ids({ ...window, deliveryMethod: 'motor-park-pickup' })).toEqual([second._id])
    expect(await ids({ ...window, status: 'Pending' })).toEqual([third._id, second._id, first._id])
    expect(await ids({ ...window, status: 'Processing' })).toEqual([])
  })

  it("searches the start of the tracking id, the account's email or the delivery phone, in any case", async () => {
    const ids = async (q: string) => (await boardPage({ ...window, q })).docs.map((order) => order._id)
    expect(await ids(first.trackingId!.slice(0, 7).toLowerCase())).toEqual([first._id])
    expect(await ids(bola.email.slice(0, 9).toUpperCase())).toEqual([third._id, second._id])
    expect(await ids('0805111')).toEqual([first._id])
    expect(await ids('%')).toEqual([])
    expect(await ids('97770000')).toEqual([])
  })

  it('pages the board', async () => {
    const page = await boardPage({ ...window, limit: 2, page: 2 })
    expect(page.docs.map((order) => order._id)).toEqual([first._id])
    expect(page).toMatchObject({ page: 2, nextPage: null, prevPage: 1, totalDocs: 3, totalPages: 2 })
    const past = await boardPage({ ...window, limit: 2, page: 5 })
    expect(past).toMatchObject({ docs: [], page: 5, totalDocs: 3, totalPages: 2 })
  })

  it('is for staff only', async () => {
    expect((await board(shopperOnly)).statusCode).toBe(403)
    expect(messageOf(await board(shopperOnly))).toBe(orderStatusMessages.notStaff)
    expect((await staffOrder(shopperOnly, first._id)).statusCode).toBe(403)
    expect((await board(otherStaff, window)).statusCode).toBe(200)
  })
})

describe('one order as staff see it (getStaffOrder)', () => {
  it('tells a wallet payment from a card payment and gives the lines, amounts and moves', async () => {
    const buyer = await shopper()
    const paidByWallet = await walletOrder(buyer, 'standard')
    const wallet = await staffView(paidByWallet._id)
    expect(wallet).toMatchObject({
      _id: paidByWallet._id,
      trackingId: paidByWallet.trackingId,
      status: 'Pending',
      deliveryMethod: 'standard',
      customer: { name: 'Ada Obi', email: buyer.email, phone: '08031234567' },
      lines: [
        {
          line: 0,
          productId: product.id,
          slug: product.slug,
          title: 'Board phone',
          image: null,
          size: null,
          qty: 1,
          price: 1_000,
          originalPrice: 1_000,
        },
      ],
      amounts: { subtotal: 1_000, discount: 0, coupon: 0, couponCode: null, delivery: 3_000, total: 4_000 },
      payment: { method: 'wallet', provider: 'wallet', reference: paidByWallet.flutterwave.tx_ref },
      shipment: null,
      deliveredAt: null,
      returnableUntil: null,
      refundable: 4_000,
      refunds: [],
      returns: [],
      events: [{ kind: 'paid', status: 'Pending', note: null, actor: null, at: expect.any(String) }],
      nextStatuses: ['Processing', 'Cancelled'],
      canCancel: true,
    })

    const paidByCard = await cardOrder(buyer, 'express')
    const card = await staffView(paidByCard._id)
    expect(card.payment).toEqual({
      method: 'card',
      provider: 'flutterwave',
      reference: paidByCard.flutterwave.tx_ref,
      transactionId: paidByCard.flutterwave.transaction_id,
    })
    expect(card.events.map((event) => event.kind)).toEqual(['paid'])
  })

  it('answers 404 for an order that is not paid or not there', async () => {
    const buyer = await shopper()
    const awaiting = await placeOrder(buyer, 'standard')
    const [row] = await queryRows<{ id: string }>(db(), sql`select id from orders where tx_ref = ${awaiting.txRef}`)
    for (const id of [row!.id, 'aaaaaaaaaaaaaaaaaaaaaaaa']) {
      const response = await staffOrder(staff, id)
      expect(response.statusCode).toBe(404)
      expect(messageOf(response)).toBe(orderStatusMessages.orderNotFound)
    }
  })
})

function move(user: TestUser, orderId: string, body: Record<string, unknown>) {
  return app().inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    headers: bearer(user.token),
    payload: body,
  })
}

const SHIPMENT = { carrier: 'GIG Logistics', trackingNumber: 'GIG-123456' }

/** The moves that take an order from Pending to `status` for this delivery method (the table's first way there). */
function pathTo(status: OrderStatus, method: DeliveryMethodId): OrderStatus[] {
  const ways: OrderStatus[][] = [['Pending']]
  while (ways.length > 0) {
    const way = ways.shift()!
    const last = way[way.length - 1]!
    if (last === status) return way
    for (const next of ORDER_TRANSITIONS[last])
      if (next !== 'Cancelled' && canMoveOrder(last, next, method)) ways.push([...way, next])
  }
  throw new Error(`no way to ${status}`)
}

/** A paid order of this method brought to `status` through the API; null when the table has no way there. */
async function orderAt(status: OrderStatus, method: DeliveryMethodId): Promise<Order | null> {
  if (status === 'Cancelled') {
    const order = await walletOrder(await shopper(), method)
    await db().execute(sql`update orders set status = 'Cancelled' where id = ${order._id}`)
    return order
  }
  let way: OrderStatus[]
  try {
    way = pathTo(status, method)
  } catch {
    return null
  }
  const order = await walletOrder(await shopper(), method)
  await moveAlong(order, way)
  return order
}

/** Staff move a Pending order along `way` through the API (shipped by SHIPMENT), each move with `extra` too. */
async function moveAlong(order: Order, way: readonly OrderStatus[], extra: Record<string, unknown> = {}) {
  for (let step = 1; step < way.length; step += 1) {
    const response = await move(staff, order._id, { from: way[step - 1], status: way[step], ...SHIPMENT, ...extra })
    expect(response.statusCode, response.body).toBe(200)
  }
}

async function auditRows(orderId: string) {
  return queryRows<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    db(),
    sql`select action, actor_email, before, after from audit_log where target_id = ${orderId} order by id`,
  )
}

async function statusEvents(orderId: string) {
  return queryRows<{ kind: string; status: string | null }>(
    db(),
    sql`select kind, status from order_events where order_id = ${orderId} and kind = 'status'`,
  )
}

const MOVES = ['Processing', 'Ready for pickup', 'Shipped', 'Delivered'] as const

describe('moving an order (moveStaffOrder)', () => {
  for (const method of ['standard', 'motor-park-pickup'] as const) {
    for (const from of ORDER_STATUSES) {
      for (const to of MOVES) {
        const allowed = canMoveOrder(from, to, method)
        it(`${allowed ? 'moves' : 'refuses to move'} a ${method} order from ${from} to ${to}`, async () => {
          const order = await orderAt(from, method)
          if (!order) return // the table never brings this method's order to `from`
          const before = await auditRows(order._id)
          const response = await move(staff, order._id, { from, status: to, ...SHIPMENT })
          if (!allowed) {
            expect(response.statusCode, response.body).toBe(409)
            expect(messageOf(response)).toBe(orderStatusMessages.notAllowed(from, to))
            expect((await staffView(order._id)).status).toBe(from)
            expect(await auditRows(order._id)).toEqual(before)
            return
          }
          expect(response.statusCode, response.body).toBe(200)
          const data = response.json<{ data: StaffOrder }>().data
          expect(data.status).toBe(to)
          expect(data.events.at(-1)).toMatchObject({ kind: 'status', status: to, actor: staff.email })
          const audit = await auditRows(order._id)
          expect(audit.slice(before.length)).toEqual([
            {
              action: 'order.status',
              actor_email: staff.email,
              before: expect.objectContaining({ status: from }),
              after: expect.objectContaining({ status: to }),
            },
          ])
          if (to === 'Shipped') expect(data.shipment).toEqual(SHIPMENT)
          if (to === 'Delivered') {
            expect(data.deliveredAt).not.toBeNull()
            expect(Date.parse(data.returnableUntil!) - Date.parse(data.deliveredAt!)).toBe(24 * 60 * 60 * 1000)
          }
        })
      }
    }
  }

  it('needs the carrier and the tracking number to ship, naming the missing one', async () => {
    const order = (await orderAt('Processing', 'standard'))!
    const noCarrier = await move(staff, order._id, { from: 'Processing', status: 'Shipped', trackingNumber: 'X1' })
    expect(noCarrier.statusCode).toBe(400)
    expect(noCarrier.json()).toEqual({ errors: [{ message: orderStatusMessages.shipmentNeeded, field: 'carrier' }] })
    const blank = await move(staff, order._id, {
      from: 'Processing',
      status: 'Shipped',
      carrier: 'GIG',
      trackingNumber: '   ',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({
      errors: [{ message: orderStatusMessages.shipmentNeeded, field: 'trackingNumber' }],
    })
    expect((await staffView(order._id)).status).toBe('Processing')
  })

  it('answers 409 naming the status now when the order moved since the staff member looked', async () => {
    const order = (await orderAt('Processing', 'standard'))!
    const response = await move(staff, order._id, { from: 'Pending', status: 'Processing' })
    expect(response.statusCode).toBe(409)
    expect(messageOf(response)).toBe(orderStatusMessages.notAllowed('Processing', 'Processing'))
  })

  it('applies one of two staff moving one order at once: one 200, one 409, one event, one audit row', async () => {
    const order = (await orderAt('Processing', 'standard'))!
    const [a, b] = await Promise.all([
      move(staff, order._id, { from: 'Processing', status: 'Shipped', ...SHIPMENT }),
      move(otherStaff, order._id, { from: 'Processing', status: 'Shipped', carrier: 'DHL', trackingNumber: 'D-1' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect((await statusEvents(order._id)).filter((event) => event.status === 'Shipped')).toHaveLength(1)
    expect((await auditRows(order._id)).filter((row) => JSON.stringify(row.after).includes('Shipped'))).toHaveLength(1)
  })

  it("keeps the staff member's note as an event of its own, off the shopper's timeline", async () => {
    const order = (await orderAt('Pending', 'standard'))!
    const response = await move(staff, order._id, { from: 'Pending', status: 'Processing', note: 'Packed by Tunde' })
    expect(response.statusCode).toBe(200)
    const events = response.json<{ data: StaffOrder }>().data.events
    expect(events.find((event) => event.kind === 'note')).toMatchObject({
      note: 'Packed by Tunde',
      status: null,
      actor: staff.email,
    })
  })

  it('answers 404 for an unknown order and 403 for a shopper', async () => {
    const unknown = await move(staff, 'aaaaaaaaaaaaaaaaaaaaaaaa', { from: 'Pending', status: 'Processing' })
    expect(unknown.statusCode).toBe(404)
    const order = (await orderAt('Pending', 'standard'))!
    expect((await move(shopperOnly, order._id, { from: 'Pending', status: 'Processing' })).statusCode).toBe(403)
  })
})

async function emailsTo(address: string) {
  return app().store.outbox.list({ to: address, limit: 50 })
}

describe('what the shopper and the team are told', () => {
  it('emails the shopper at each move, and texts the delivery phone when it ships', async () => {
    const buyer = await shopper('08061234501')
    const order = await walletOrder(buyer, 'standard')
    await moveAlong(order, pathTo('Delivered', 'standard'))
    const subjects = (await emailsTo(buyer.email)).map((mail) => mail.subject).reverse()
    expect(subjects).toEqual([
      `Your Oja order ${order.trackingId} is confirmed`,
      `Your Oja order ${order.trackingId} is being prepared`,
      `Your Oja order ${order.trackingId} has shipped`,
      `Your Oja order ${order.trackingId} was delivered`,
    ])
    const mails = await emailsTo(buyer.email)
    expect(mails.find((mail) => mail.subject.endsWith('has shipped'))?.text).toContain('Tracking number: GIG-123456')
    expect(mails.find((mail) => mail.subject.endsWith('was delivered'))?.text).toContain('within 24 hours of delivery')
    const texts = await app().store.smsOutbox.list({ to: '08061234501', limit: 10 })
    expect(texts.map((text) => text.body)).toEqual([
      `Oja: your order ${order.trackingId} has shipped with GIG Logistics, tracking number GIG-123456.`,
    ])
  })

  it('texts where a pickup order waits when it is ready', async () => {
    const order = (await orderAt('Ready for pickup', 'motor-park-pickup'))!
    const view = await staffView(order._id)
    const texts = await app().store.smsOutbox.list({ to: view.customer.phone, limit: 50 })
    expect(texts.map((text) => text.body)).toContain(
      `Oja: your order ${order.trackingId} is ready for pickup at Motor park pickup, Lagos Island, Lagos.`,
    )
    const mail = (await emailsTo(view.customer.email)).find((sent) => sent.subject.endsWith('is ready for pickup'))
    expect(mail?.text).toContain('Where: Motor park pickup, Lagos Island, Lagos')
  })

  it('keeps a move done when its email cannot be sent', async () => {
    const order = (await orderAt('Pending', 'standard'))!
    const { mailer } = app().store
    const send = mailer.send
    mailer.send = () => Promise.reject(new Error('the mail server is down'))
    try {
      const response = await move(staff, order._id, { from: 'Pending', status: 'Processing' })
      expect(response.statusCode, response.body).toBe(200)
    } finally {
      mailer.send = send
    }
    expect((await staffView(order._id)).status).toBe('Processing')
  })

  it("emails the store's team about every newly paid order, by card or from the wallet", async () => {
    const buyer = await shopper()
    const byWallet = await walletOrder(buyer, 'standard')
    const byCard = await cardOrder(buyer, 'express')
    const subjects = (await emailsTo(DEFAULT_ORDERS_TEAM_EMAIL)).map((mail) => mail.subject)
    expect(subjects).toContain(`New order ${byWallet.trackingId}: ₦4,000.00`)
    expect(subjects).toContain(`New order ${byCard.trackingId}: ₦11,000.00`)
  })
})

describe("the shopper's orders list (listOrders)", () => {
  it('answers each order with its timeline, shipment, return window and returns', async () => {
    const buyer = await shopper()
    const order = await walletOrder(buyer, 'standard')
    await moveAlong(order, pathTo('Delivered', 'standard'), { note: 'staff only' })
    const older = await walletOrder(buyer, 'standard')
    // An order paid before events were kept: its timeline is Pending, when it was paid.
    await db().execute(sql`delete from order_events where order_id = ${older._id}`)
    const response = await app().inject({ method: 'GET', url: '/api/orders', headers: bearer(buyer.token) })
    expect(response.statusCode).toBe(200)
    const validate = schemaValidator(findOperation('listOrders').responses['200']!)
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true)
    const listed = response.json<{ data: { docs: Order[] } }>().data.docs
    const moved = listed.find((shown) => shown._id === order._id)!
    expect(moved.timeline!.map((entry) => [entry.status, entry.note])).toEqual([
      ['Pending', null],
      ['Processing', null],
      ['Shipped', 'GIG Logistics, tracking number GIG-123456'],
      ['Delivered', null],
    ])
    expect(moved.shipment).toEqual(SHIPMENT)
    expect(moved.returnableUntil).not.toBeNull()
    expect(moved.returns).toEqual([])
    const [paid] = await queryRows<{ paid_at: Date | string }>(
      db(),
      sql`select paid_at from orders where id = ${older._id}`,
    )
    expect(listed.find((shown) => shown._id === older._id)!.timeline).toEqual([
      { status: 'Pending', at: new Date(paid!.paid_at).toISOString(), note: null },
    ])
    expect(listed.find((shown) => shown._id === older._id)).toMatchObject({ shipment: null, returnableUntil: null })
  })
})
