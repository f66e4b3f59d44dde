// The steps that write an order inside a caller's transaction: writing it awaiting payment, taking its stock (and its
// lines out of the cart) under the lock order of server/db/transactions.ts, and marking it paid. Shared by the two ways
// an order is paid: a card confirmation (orders.repo.ts) and a wallet payment with its debit (wallet.repo.ts). The
// purchase is forwarded to the analytics providers from the consent kept when the order was placed (docs/adr/0038),
// so a payment confirmed by the provider's webhook, with no visitor's request, is forwarded as the shopper's page's is.
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { PaidThrough } from '../../providers/payments/payment-gateways'
import type { Address } from '../../../src/domain/contract'
import type { Kobo } from '../../../src/domain/money'
import { consentedVisitor } from '../../analytics-context'
import type { Db } from '../database'
import { newId } from '../ids'
import { cartItems, orderItems, orders, productSizes, products } from '../schema'
import { lockProducts } from '../transactions'
import { keepOrderConsent, takeOrderConsent } from './analytics-forwards.repo'
import { signalCatalogueChange } from './catalogue-signal'
import { recordOrderEvent } from './order-history'
import { recordEvent } from './store-events.repo'

export type OrderRecord = typeof orders.$inferSelect

export interface NewOrderLine {
  productId: string
  cartItemId: string
  /** null for a product without sizes. */
  size: string | null
  qty: number
  priceKobo: Kobo
  originalPriceKobo: Kobo
}

export interface NewOrder {
  userId: string
  txRef: string
  subtotalKobo: Kobo
  discountKobo: Kobo
  couponKobo: Kobo
  deliveryKobo: Kobo
  amountKobo: Kobo
  coupon: string | null
  deliveryMethod: string
  deliveryAddress: Address
  lines: NewOrderLine[]
  now: Date
}

export const sizeKey = (size: string | null) => size ?? ''

/** How many units each (product, size) of an order needs: one line per product and size, sorted so that locks are
 *  always taken in the same order. */
export function needs(lines: { productId: string; size: string; qty: number }[]) {
  const byKey = new Map<string, { productId: string; size: string; qty: number }>()
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.size}`
    const need = byKey.get(key) ?? { productId: line.productId, size: line.size, qty: 0 }
    need.qty += line.qty
    byKey.set(key, need)
  }
  return [...byKey.values()].sort((a, b) =>
    a.productId === b.productId ? a.size.localeCompare(b.size) : a.productId < b.productId ? -1 : 1,
  )
}

/**
 * Under the locks of an order's products (lockProducts: in id order, step 3 of the lock order in
 * server/db/transactions.ts, so two payments never wait on each other), takes every
 * line's stock and clears those lines from the shopper's cart; or, when a line is short, takes nothing and names the
 * product. Runs inside the caller's transaction: a card confirmation's, or a wallet payment's with its debit.
 */
export async function takeStock(
  tx: Db,
  { orderId, userId, now }: { orderId: string; userId: string; now: Date },
): Promise<{ title: string } | null> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  const wanted = needs(lines)
  const productIds = [...new Set(wanted.map((need) => need.productId))]
  // Already held when the caller locked them before writing the order's lines (a wallet payment): taken again, a no-op.
  const held = await lockProducts(tx, productIds)
  const sizes = await tx.select().from(productSizes).where(inArray(productSizes.productId, productIds))
  const short = wanted.find((need) => {
    const product = held.find((candidate) => candidate.id === need.productId)
    if (!product || product.archived) return true
    const units =
      need.size === ''
        ? product.stock
        : (sizes.find((size) => size.productId === need.productId && size.title === need.size)?.stock ?? 0)
    return units < need.qty
  })
  if (short) return { title: held.find((product) => product.id === short.productId)?.title ?? 'An item' }
  for (const need of wanted) {
    if (need.size === '') {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${need.qty}`, updatedAt: now })
        .where(eq(products.id, need.productId))
      continue
    }
    await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${need.qty}` })
      .where(and(eq(productSizes.productId, need.productId), eq(productSizes.title, need.size)))
    // spec §9: a product with sizes holds the sum of its sizes.
    await tx
      .update(products)
      .set({
        stock: sql`(select coalesce(sum(${productSizes.stock}), 0) from ${productSizes} where ${productSizes.productId} = ${need.productId})`,
        updatedAt: now,
      })
      .where(eq(products.id, need.productId))
  }
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        or(...wanted.map((need) => and(eq(cartItems.productId, need.productId), eq(cartItems.size, need.size)))),
      ),
    )
  // Every store process's catalogue shows the stock taken once this commits (docs/adr/0031).
  await signalCatalogueChange(tx)
  return null
}

/** Writes an order and its lines, awaiting payment, inside the caller's transaction. */
export async function insertOrder(tx: Db, order: NewOrder): Promise<OrderRecord> {
  const [row] = await tx
    .insert(orders)
    .values({
      id: newId(order.now),
      userId: order.userId,
      txRef: order.txRef,
      subtotalKobo: order.subtotalKobo,
      discountKobo: order.discountKobo,
      couponKobo: order.couponKobo,
      deliveryKobo: order.deliveryKobo,
      amountKobo: order.amountKobo,
      coupon: order.coupon,
      deliveryMethod: order.deliveryMethod,
      addressId: order.deliveryAddress._id,
      deliveryAddress: order.deliveryAddress,
      createdAt: order.now,
      updatedAt: order.now,
    })
    .returning()
  if (!row) throw new Error('the order was not written')
  // For its purchase, whichever request confirms it (only when the visitor placing it accepted).
  const visitor = consentedVisitor()
  if (visitor) await keepOrderConsent(tx, row.id, visitor, order.now)
  // The shopper gave where and how it goes (spec §7 'add shipping info'; docs/adr/0037).
  await recordEvent(tx, {
    kind: 'addShippingInfo',
    detail: order.deliveryMethod,
    at: order.now,
    share: {
      valueKobo: order.amountKobo,
      contentIds: [...new Set(order.lines.map((line) => line.productId))],
      orderId: row.id,
      userId: row.userId,
    },
  })
  await tx.insert(orderItems).values(
    order.lines.map((line, index) => ({
      orderId: row.id,
      line: index,
      productId: line.productId,
      cartItemId: line.cartItemId,
      size: sizeKey(line.size),
      qty: line.qty,
      priceKobo: line.priceKobo,
      originalPriceKobo: line.originalPriceKobo,
    })),
  )
  return row
}

/**
 * Marks an order paid inside the caller's transaction, with the 'paid' event that starts its timeline (Pending) and
 * the purchase, forwarded only if the visitor who placed the order accepted (its kept consent, taken here: the one
 * confirmation that pays an order is the one that forwards its purchase).
 */
export async function markPaid(
  tx: Db,
  {
    orderId,
    transactionId,
    trackingId,
    gateway,
    now,
  }: { orderId: string; transactionId: string; trackingId: string; gateway: PaidThrough; now: Date },
): Promise<OrderRecord> {
  const [paid] = await tx
    .update(orders)
    .set({ paymentState: 'paid', transactionId, paymentGateway: gateway, trackingId, paidAt: now, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning()
  if (!paid) throw new Error(`order ${orderId} vanished`)
  await recordOrderEvent(tx, { orderId, kind: 'paid', status: 'Pending', at: now })
  await recordEvent(tx, {
    kind: 'purchase',
    at: now,
    share: { valueKobo: paid.amountKobo, orderId, userId: paid.userId },
    visitor: await takeOrderConsent(tx, orderId),
  })
  return paid
}
