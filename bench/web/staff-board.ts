// The orders board's bench fixture (issue 23: the board's first page under 2 s LCP with 1,000 orders in the database):
// paid orders written straight into the store's data folder before the store serves it, spread over the last 60 days,
// in every status and delivery method, each with one or two lines of seeded products. Written by the database, not
// through checkout: the bench measures the board, and a thousand card checkouts would measure the sandbox instead.
import { randomInt } from 'node:crypto'
import { asc } from 'drizzle-orm'
import { openDatabase, type Db } from '../../server/db/database'
import { newId } from '../../server/db/ids'
import { orderEvents, orderItems, orders, products, users } from '../../server/db/schema'
import { newTrackingId } from '../../server/services/orders'
import { DELIVERY_METHODS } from '../../src/domain/delivery'
import { ORDER_STATUSES } from '../../src/domain/order-status'

const CITIES = [
  ['Ikeja', 'Lagos'],
  ['Wuse', 'Federal Capital Territory'],
  ['Port Harcourt', 'Rivers'],
  ['Ibadan', 'Oyo'],
  ['Kano', 'Kano'],
  ['Enugu', 'Enugu'],
] as const
const NAMES = ['Amaka Eze', 'Tunde Bakare', 'Ngozi Okafor', 'Musa Bello', 'Ifeoma Nwosu', 'Chidi Obi']

/** Writes `count` paid orders of one bench shopper into the database at `dataDir` (already migrated and seeded). */
export async function writePaidOrders(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined })
  try {
    await writePaidOrdersTo(database.db, count)
  } finally {
    await database.close()
  }
}

/** Writes `count` paid orders of one bench shopper into `db` (already migrated and seeded), over the last 60 days. */
export async function writePaidOrdersTo(db: Db, count: number): Promise<void> {
  const stock = await db
    .select({ id: products.id, priceKobo: products.discountedPriceKobo, originalKobo: products.originalPriceKobo })
    .from(products)
    .orderBy(asc(products.id))
  if (stock.length < 2) throw new Error('the seeded catalogue has too few products for the board fixture')
  const now = Date.now()
  const userId = newId(new Date(now - 61 * 86_400_000))
  await db.insert(users).values({
    id: userId,
    email: 'board-shopper@example.com',
    firstName: 'Board',
    lastName: 'Shopper',
    emailVerifiedAt: new Date(),
  })
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, offset) => {
      const index = start + offset
      const paidAt = new Date(now - Math.floor((index / count) * 60 * 86_400_000) - randomInt(3_600_000))
      const id = newId(paidAt)
      const [city, state] = CITIES[index % CITIES.length]!
      const method = DELIVERY_METHODS[index % DELIVERY_METHODS.length]!
      const status = ORDER_STATUSES[index % ORDER_STATUSES.length]!
      const lines = [stock[index % stock.length]!, stock[(index * 7 + 1) % stock.length]!].slice(0, 1 + (index % 2))
      const subtotal = lines.reduce((sum, line) => sum + line.priceKobo, 0)
      const txRef = `bench-${id}`
      return {
        order: {
          id,
          userId,
          txRef,
          paymentState: 'paid',
          status,
          subtotalKobo: subtotal,
          discountKobo: 0,
          couponKobo: 0,
          deliveryKobo: method.amount,
          amountKobo: subtotal + method.amount,
          deliveryMethod: method.id,
          addressId: id,
          deliveryAddress: {
            _id: id,
            name: NAMES[index % NAMES.length]!,
            street: `${1 + (index % 90)} Market Road`,
            city,
            state,
            country: 'Nigeria',
            pincode: null,
            phone: `0803${String(1_000_000 + index).slice(-7)}`,
          },
          trackingId: newTrackingId(),
          transactionId: String(9_000_000 + index),
          carrier: status === 'Shipped' || status === 'Delivered' ? 'GIG Logistics' : null,
          trackingNumber: status === 'Shipped' || status === 'Delivered' ? `GIG${100_000 + index}` : null,
          paidAt,
          createdAt: paidAt,
        },
        items: lines.map((line, position) => ({
          orderId: id,
          line: position,
          productId: line.id,
          cartItemId: `${id}-${position}`,
          qty: 1,
          priceKobo: line.priceKobo,
          originalPriceKobo: line.originalKobo,
        })),
        event: { id: newId(paidAt), orderId: id, kind: 'paid', status: 'Pending', createdAt: paidAt },
      }
    })
    await db.transaction(async (tx) => {
      await tx.insert(orders).values(batch.map((row) => row.order))
      await tx.insert(orderItems).values(batch.flatMap((row) => row.items))
      await tx.insert(orderEvents).values(batch.map((row) => row.event))
    })
  }
}
