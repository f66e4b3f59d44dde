// How the shop is doing (docs/adr/0037; openapi.yaml getStaffDashboard), on PGlite and PostgreSQL: the dashboard's
// figures are the orders and events made here, a change that rolls back records nothing, and the events are the
// store's own, written where it sees each thing happen. Non-owners' 403s are staff-access.test.ts's.
// @postgres: date arithmetic in the server time zone of a real cluster.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Schema } from '../src/domain/contract'
import { APP_STORE_LINKS } from '../src/domain/app-stores'
import { nairaToKobo } from '../src/domain/money'
import { STORE_EVENT_KINDS, type StoreEventKind } from '../src/domain/store-events'
import { insertOrder } from './db/repos/order-writes'
import { DRAWING_HEADER } from './handlers/products'
import { lagosDate } from './lagos-day'
import { bearer, findOperation, schemaValidator, signUpTestUser, type TestUser } from './test-support'
import { addTestProduct, addToTestCart, verifiedTestUser, type TestProduct } from './test-shop'
import { cardPayment, fundedShoppers, openWalletShop, type FundedShopper, type WalletShop } from './test-wallet'

type Dashboard = Schema<'StaffDashboard'>

let shop: WalletShop
let owner: TestUser
let phone: TestProduct
let cable: TestProduct

const app = () => shop.testApp.app
const db = () => shop.testApp.database.db

beforeAll(async () => {
  shop = await openWalletShop()
  owner = await verifiedTestUser(app(), 'dashboard-owner@example.com')
  await db().execute(sql`update users set staff_role = 'owner' where id = ${owner.id}`)
  phone = await addTestProduct(shop.testApp, { title: 'Dashboard phone', price: 100_000, stock: 100 })
  cable = await addTestProduct(shop.testApp, { title: 'Dashboard cable', price: 2_500, stock: 100 })
}, 60_000)

afterAll(async () => {
  await shop?.close()
})

async function dashboard(): Promise<Dashboard> {
  await app().store.background.idle()
  const answer = await app().inject({ method: 'GET', url: '/api/staff/dashboard', headers: bearer(owner.token) })
  expect(answer.statusCode, answer.body).toBe(200)
  const validate = schemaValidator(findOperation('getStaffDashboard').responses['200']!)
  expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true)
  return answer.json<{ data: Dashboard }>().data
}

const counts = (board: Dashboard) =>
  Object.fromEntries(board.events.map((event) => [event.kind, event.today])) as Record<StoreEventKind, number>

/** What each kind of event went up by between two readings. */
function added(before: Dashboard, after: Dashboard): Partial<Record<StoreEventKind, number>> {
  const [was, is] = [counts(before), counts(after)]
  return Object.fromEntries(
    STORE_EVENT_KINDS.flatMap((kind) => (is[kind] === was[kind] ? [] : [[kind, is[kind] - was[kind]]])),
  )
}

async function buyer(tag: string): Promise<FundedShopper> {
  const [made] = await fundedShoppers(shop, 1, { tag, naira: 1_000_000 })
  return made!
}

function pay(url: string, who: FundedShopper, deliveryMethod: string) {
  return app().inject({
    method: 'POST',
    url,
    headers: bearer(who.token),
    payload: { addressId: who.addressId, deliveryMethod },
  })
}

describe('the dashboard', () => {
  it('counts the events the store saw: views, cart adds, delivery chosen, purchases, sign ups, download clicks, leads', async () => {
    const before = await dashboard()
    expect(before.events.map((event) => event.kind)).toEqual([...STORE_EVENT_KINDS])

    await signUpTestUser(app(), 'dashboard-new@example.com')
    // A product read by the app counts; the store's own read for a drawn page does not (the drawing counts it).
    expect((await app().inject({ method: 'GET', url: `/api/products/${phone.slug}` })).statusCode).toBe(200)
    const drawingsRead = await app().inject({
      method: 'GET',
      url: `/api/products/${phone.slug}`,
      headers: { [DRAWING_HEADER]: '1' },
    })
    expect(drawingsRead.statusCode).toBe(200)
    expect((await app().inject({ method: 'GET', url: '/api/products/no-such-product' })).statusCode).toBe(404)

    const android = await app().inject({ method: 'GET', url: '/get-app/android' })
    expect(android.statusCode).toBe(302)
    expect(android.headers.location).toBe(APP_STORE_LINKS.android)
    expect((await app().inject({ method: 'GET', url: '/get-app/ios' })).headers.location).toBe(APP_STORE_LINKS.ios)
    expect((await app().inject({ method: 'GET', url: '/get-app/windows' })).statusCode).toBe(404)

    const waiting = await buyer('dashboard-lead')
    const sold = await addTestProduct(shop.testApp, { title: 'Dashboard speaker', price: 9_000, stock: 0 })
    const ask = () =>
      app().inject({
        method: 'POST',
        url: '/api/products/availability-requests',
        headers: bearer(waiting.token),
        payload: { productId: sold.id },
      })
    expect((await ask()).statusCode).toBe(201)
    // The same request again inside its window records nothing new, and neither does a cart add refused for stock.
    await ask()
    const refused = await app().inject({
      method: 'POST',
      url: '/api/carts',
      headers: bearer(waiting.token),
      payload: { productId: sold.id },
    })
    expect(refused.statusCode).toBe(409)

    const after = await dashboard()
    expect(added(before, after)).toEqual({ signUp: 1, viewContent: 1, appDownload: 2, lead: 1 })
    const week = (board: Dashboard, kind: StoreEventKind) => board.events.find((event) => event.kind === kind)!
    expect(week(after, 'appDownload').week).toBe(week(before, 'appDownload').week + 2)
    expect(week(after, 'appDownload').month).toBe(week(before, 'appDownload').month + 2)
  })

  it("gives the orders' sales by day, status, product, category and delivery method, and the funnel's steps", async () => {
    const before = await dashboard()
    const today = lagosDate(new Date())
    expect(before.today).toBe(today)
    expect(before.days).toHaveLength(30)
    expect(before.days.at(-1)!.day).toBe(today)

    // Two orders paid today: one from the wallet (express), one by card (standard).
    const first = await buyer('dashboard-wallet')
    await addToTestCart(app(), first, phone.id, { qty: 2 })
    expect((await pay('/api/orders/wallet', first, 'express')).statusCode).toBe(201)
    const second = await buyer('dashboard-card')
    await addToTestCart(app(), second, cable.id)
    const placed = await pay('/api/payments', second, 'standard')
    expect(placed.statusCode, placed.body).toBe(201)
    const payment = placed.json<{ data: { token: string; txRef: string; amount: number } }>().data
    const confirmed = await app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(second.token),
      payload: {
        paymentToken: payment.token,
        flutterwave: { transaction_id: cardPayment(shop, payment.txRef, payment.amount), tx_ref: payment.txRef },
      },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    // A third is placed and never paid: delivery was chosen, nothing was bought.
    const third = await buyer('dashboard-unpaid')
    await addToTestCart(app(), third, cable.id)
    expect((await pay('/api/payments', third, 'standard')).statusCode).toBe(201)

    // An order written in a transaction that then fails leaves no event behind.
    await expect(
      db().transaction(async (tx) => {
        await insertOrder(tx, {
          userId: third.id,
          txRef: 'dashboard-undone',
          subtotalKobo: 100,
          discountKobo: 0,
          couponKobo: 0,
          deliveryKobo: 0,
          amountKobo: 100,
          coupon: null,
          deliveryMethod: 'standard',
          deliveryAddress: {
            _id: third.addressId,
            name: 'Ada Obi',
            street: '12 Marina Road',
            city: 'Lagos Island',
            state: 'Lagos',
            country: 'Nigeria',
            pincode: null,
            phone: '08031234567',
          },
          lines: [],
          now: new Date(),
        })
        throw new Error('undone')
      }),
    ).rejects.toThrow()

    const after = await dashboard()
    expect(added(before, after)).toEqual({ addToCart: 3, addShippingInfo: 3, purchase: 2 })

    const walletPaid = nairaToKobo(2 * 100_000 + 10_000)
    const cardPaid = nairaToKobo(2_500 + 3_000)
    const sales = (walletPaid + cardPaid) / 100
    const period = (board: Dashboard, days: number) => board.periods.find((one) => one.days === days)!
    for (const days of [1, 7, 30]) {
      expect(period(after, days).orders - period(before, days).orders).toBe(2)
      expect(period(after, days).sales - period(before, days).sales).toBeCloseTo(sales, 2)
    }
    expect(after.days.at(-1)!.orders - before.days.at(-1)!.orders).toBe(2)
    const status = (board: Dashboard) => board.byStatus.find((row) => row.status === 'Pending')!.orders
    expect(status(after) - status(before)).toBe(2)
    const method = (board: Dashboard, id: string) => board.deliveryMethods.find((row) => row.method === id)!.orders
    expect(method(after, 'express') - method(before, 'express')).toBe(1)
    expect(method(after, 'standard') - method(before, 'standard')).toBe(1)
    expect(after.topProducts[0]).toMatchObject({
      productId: phone.id,
      title: 'Dashboard phone',
      units: 2,
      sales: 200_000,
    })
    expect(after.topProducts.find((row) => row.productId === cable.id)).toMatchObject({ units: 1, sales: 2_500 })
    expect(after.topCategories.reduce((sum, row) => sum + row.units, 0)).toBeGreaterThanOrEqual(3)
  })

  it("keeps a day's counts once it is over, and reads them from then on", async () => {
    const before = await dashboard()
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000)
    const day = lagosDate(threeDaysAgo)
    await db().execute(sql`delete from store_event_days where day = ${day}`)
    const write = (count: number) =>
      db().execute(
        sql`insert into store_events (kind, at) select 'lead', ${threeDaysAgo.toISOString()}::timestamptz from generate_series(1, ${count})`,
      )
    await write(3)
    const after = await dashboard()
    const leads = (board: Dashboard) => board.events.find((event) => event.kind === 'lead')!
    expect(leads(after).today).toBe(leads(before).today)
    expect(leads(after).week).toBe(leads(before).week + 3)
    expect(leads(after).month).toBe(leads(before).month + 3)
    const kept = await db().execute<{ kind: string; count: number }>(
      sql`select kind, count from store_event_days where day = ${day} order by kind`,
    )
    expect(kept.rows.map((row) => row.kind).sort()).toEqual([...STORE_EVENT_KINDS].sort())
    // An event the day did not have when it was kept is not read: the day is counted once.
    await write(1)
    expect(leads(await dashboard()).month).toBe(leads(after).month)
  })

  it('counts an order paid 10 days ago in the 30 days but not in the 7, and owes the wallets their balances', async () => {
    const before = await dashboard()
    const late = await buyer('dashboard-late')
    await addToTestCart(app(), late, cable.id)
    const paid = await pay('/api/orders/wallet', late, 'standard')
    expect(paid.statusCode).toBe(201)
    const orderId = paid.json<{ data: { _id: string } }>().data._id
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000)
    await db().execute(sql`update orders set paid_at = ${tenDaysAgo.toISOString()}::timestamptz where id = ${orderId}`)
    const after = await dashboard()
    const period = (board: Dashboard, days: number) => board.periods.find((one) => one.days === days)!
    expect(period(after, 1).orders).toBe(period(before, 1).orders)
    expect(period(after, 7).orders).toBe(period(before, 7).orders)
    expect(period(after, 30).orders).toBe(period(before, 30).orders + 1)
    expect(after.days.find((day) => day.day === lagosDate(tenDaysAgo))!.orders).toBeGreaterThanOrEqual(1)
    const [{ float }] = (
      await db().execute<{ float: string }>(sql`select coalesce(sum(balance_kobo), 0) as float from wallets`)
    ).rows as [{ float: string }]
    expect(after.walletFloat).toBe(Number(float) / 100)
    // The late shopper's wallet paid ₦5,500 of their ₦1,000,000.
    expect(after.walletFloat - before.walletFloat).toBeCloseTo(1_000_000 - 5_500, 2)
  })
})
