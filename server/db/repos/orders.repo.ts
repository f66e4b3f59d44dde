// Orders and their lines (ADR 0009). An order is written whole at 'Place order', awaiting payment; it becomes paid in
// one transaction that locks its row, takes the stock of every line and clears those lines from the cart, so however
// many confirmations race (the shopper's browser, the provider's webhook, other shoppers paying for the same last
// unit) each order is paid at most once and no unit is sold twice. Every shopper-facing read names the user.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm'
import type { CardGateway } from '../../providers/payments/payment-gateways'
import type { Order, OrderedProduct } from '../../../src/domain/contract'
import { DEFAULT_DELIVERY_METHOD_ID, findDeliveryMethod } from '../../../src/domain/delivery'
import { koboToNaira, type Kobo } from '../../../src/domain/money'
import { returnableUntil } from '../../../src/domain/order-status'
import type { Db } from '../database'
import { orderItems, orders, products } from '../schema'
import { retryingTransaction } from '../transactions'
import { takeOrderConsent } from './analytics-forwards.repo'
import type { CatalogueCache } from './catalogue-cache'
import { eventsOf, orderStatusOf, returnsOf } from './order-history'
import { insertOrder, markPaid, takeStock, type NewOrder, type OrderRecord } from './order-writes'

export type { NewOrder, NewOrderLine, OrderRecord } from './order-writes'

/**
 * How a confirmation went: 'paid' now; 'soldOut' (a line's stock ran short: the order is refused with a refund due,
 * and `title` names the product); 'settled' (another confirmation got there first: the order as it now is).
 */
export type ConfirmOutcome =
  | { outcome: 'paid'; order: OrderRecord }
  | { outcome: 'soldOut'; order: OrderRecord; title: string }
  | { outcome: 'settled'; order: OrderRecord }

export interface Confirmation {
  orderId: string
  transactionId: string
  /** The card gateway whose record of the transaction confirmed it (docs/adr/0041). */
  gateway: CardGateway
  trackingId: string
  /** What the shopper is told when a line sold out while they paid. */
  soldOut: (title: string) => string
  now: Date
}

/** An order never paid, and how its payment and refund stand (the table's checks keep both to these). */
export interface UnpaidOrder {
  paymentState: 'awaiting' | 'refused'
  refundState: 'due' | 'refunded' | 'held' | null
  refusal: string | null
  order: Order
}

const REFUND_STATES = ['due', 'refunded', 'held'] as const

function refundStateOf(state: string | null): UnpaidOrder['refundState'] {
  return REFUND_STATES.find((known) => known === state) ?? null
}

/** `catalogueCache`: the store's catalogue cache, forgotten once a write that changes the catalogue commits. */
export function ordersRepo(db: Db, catalogueCache: CatalogueCache) {
  /**
   * Paid orders' history as the shopper's list shows it (docs/adr/0027): each status reached, oldest first (an order
   * paid before events were kept has one, Pending when it was paid), the shipment, the return window and the returns.
   * Two queries for the whole list.
   */
  async function withHistory(rows: OrderRecord[], shown: Order[]): Promise<Order[]> {
    const ids = rows.map((row) => row.id)
    const [events, returns] = await Promise.all([eventsOf(db, ids, { withStatus: true }), returnsOf(db, ids)])
    return rows.map((row, index) => {
      const timeline = (events.get(row.id) ?? []).map((event) => ({
        status: event.status ?? 'Pending',
        at: event.at.toISOString(),
        note: event.note,
      }))
      return {
        ...shown[index]!,
        timeline:
          timeline.length > 0
            ? timeline
            : [{ status: 'Pending', at: (row.paidAt ?? row.createdAt).toISOString(), note: null }],
        shipment:
          row.carrier !== null && row.trackingNumber !== null
            ? { carrier: row.carrier, trackingNumber: row.trackingNumber }
            : null,
        returnableUntil: returnableUntil(row.deliveredAt)?.toISOString() ?? null,
        returns: returns.get(row.id) ?? [],
      }
    })
  }

  /** Orders as the API shows them, with their lines and each line's product as it is now. */
  async function shaped(rows: OrderRecord[]): Promise<Order[]> {
    if (rows.length === 0) return []
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        line: orderItems.line,
        cartItemId: orderItems.cartItemId,
        size: orderItems.size,
        qty: orderItems.qty,
        priceKobo: orderItems.priceKobo,
        productId: products.id,
        slug: products.slug,
        title: products.title,
        images: products.images,
        discountedPriceKobo: products.discountedPriceKobo,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.line))
    const linesOf = new Map<string, OrderedProduct[]>()
    for (const line of lines) {
      const list = linesOf.get(line.orderId) ?? []
      list.push({
        id: line.cartItemId,
        productId: {
          _id: line.productId,
          slug: line.slug,
          title: line.title,
          images: line.images.map((image) => image.src),
          discounted_price: koboToNaira(line.discountedPriceKobo),
        },
        price: koboToNaira(line.priceKobo),
        qty: line.qty,
        size: line.size === '' ? null : line.size,
      })
      linesOf.set(line.orderId, list)
    }
    return rows.map((row) => ({
      _id: row.id,
      status: orderStatusOf(row.status),
      amountPaid: koboToNaira(row.amountKobo),
      deliveryAddress: row.deliveryAddress,
      deliveryMethod: findDeliveryMethod(row.deliveryMethod)?.id ?? DEFAULT_DELIVERY_METHOD_ID,
      trackingId: row.trackingId,
      orderedProducts: linesOf.get(row.id) ?? [],
      // Until a payment confirms it, an order's transaction id is its reference (spec §4 Order status display).
      flutterwave: { transaction_id: row.transactionId ?? row.txRef, tx_ref: row.txRef },
      createdAt: row.createdAt.toISOString(),
    }))
  }

  return {
    /** Writes the order and its lines, awaiting payment, in one transaction. */
    async createAwaiting(order: NewOrder): Promise<OrderRecord> {
      return db.transaction((tx) => insertOrder(tx, order))
    },

    async findByTxRef(txRef: string): Promise<OrderRecord | null> {
      const [row] = await db.select().from(orders).where(eq(orders.txRef, txRef))
      return row ?? null
    },

    /**
     * Pays an awaiting order: under the order's lock, either every line's stock is taken (takeStock), the ordered
     * lines leave the cart and the order is paid, or nothing is taken and the order is refused with a refund due.
     */
    async confirm({
      orderId,
      transactionId,
      gateway,
      trackingId,
      soldOut,
      now,
    }: Confirmation): Promise<ConfirmOutcome> {
      const outcome = await retryingTransaction(db, async (tx): Promise<ConfirmOutcome> => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
        if (!order) throw new Error(`order ${orderId} vanished`)
        if (order.paymentState !== 'awaiting') return { outcome: 'settled', order }
        const short = await takeStock(tx, { orderId, userId: order.userId, now })
        if (short) {
          // No purchase to forward: the consent kept for it is forgotten.
          await takeOrderConsent(tx, orderId)
          const [refused] = await tx
            .update(orders)
            .set({
              paymentState: 'refused',
              transactionId,
              paymentGateway: gateway,
              refusal: soldOut(short.title),
              refundState: 'due',
              updatedAt: now,
            })
            .where(eq(orders.id, orderId))
            .returning()
          return { outcome: 'soldOut', order: refused ?? order, title: short.title }
        }
        const paid = await markPaid(tx, { orderId, transactionId, trackingId, gateway, now })
        return { outcome: 'paid', order: paid }
      })
      if (outcome.outcome === 'paid') catalogueCache.invalidate()
      return outcome
    },

    /** The user's paid orders, newest first, with their history. */
    async listPaid(userId: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.paymentState, 'paid')))
        .orderBy(desc(orders.createdAt), desc(orders.id))
      return withHistory(rows, await shaped(rows))
    },

    /**
     * The user's orders that were never paid (awaiting a payment that did not come, or refused), newest first, with
     * how their payment and refund stand: not orders to the shopper's list, but theirs to download.
     */
    async listUnpaid(userId: string): Promise<UnpaidOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), ne(orders.paymentState, 'paid')))
        .orderBy(desc(orders.createdAt), desc(orders.id))
      const shown = await shaped(rows)
      return rows.map((row, index) => ({
        paymentState: row.paymentState === 'refused' ? 'refused' : 'awaiting',
        refundState: refundStateOf(row.refundState),
        refusal: row.refusal,
        order: shown[index]!,
      }))
    },

    /** One order as the API shows it (a paid one with its history, as the shopper's list shows it). */
    async shape(order: OrderRecord): Promise<Order> {
      const [shown] =
        order.paymentState === 'paid' ? await withHistory([order], await shaped([order])) : await shaped([order])
      if (!shown) throw new Error(`order ${order.id} could not be shown`)
      return shown
    },

    /** The lines of an order with their products' titles, for the confirmation email. */
    async linesOf(orderId: string): Promise<{ title: string; size: string | null; qty: number; priceKobo: Kobo }[]> {
      const rows = await db
        .select({ title: products.title, size: orderItems.size, qty: orderItems.qty, priceKobo: orderItems.priceKobo })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.line))
      return rows.map((row) => ({ ...row, size: row.size === '' ? null : row.size }))
    },
  }
}

export type OrdersRepo = ReturnType<typeof ordersRepo>
