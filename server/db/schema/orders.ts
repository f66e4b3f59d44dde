// Orders and card payments: the orders with their lines as priced at 'Place order', and the card payment sandbox's
// ledger (ADR 0009).
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Address } from '../../../src/domain/contract'
import { createdAt, updatedAt } from './columns'
import { products } from './catalogue'
import { users } from './accounts'

/**
 * An order (spec §3 Order). It exists from 'Place order' on, priced by the server, and is paid only when the payment
 * provider's own record of the transaction says so (ADR 0009):
 * - payment_state 'awaiting': the shopper was sent to pay; nothing is taken from stock, no one else sees it;
 * - 'paid': the provider confirmed the payment and the stock was taken in the same database transaction, once
 *   (the state moves from 'awaiting' under the row's lock; transaction_id is unique, so one payment pays one order);
 * - 'refused': a payment arrived but the goods were gone (or the payment did not cover the order); refund_state says
 *   whether the money went back.
 * Amounts are kobo and are the server's, computed by src/domain/delivery.ts orderTotal at 'Place order'.
 * The delivery address is a copy taken then: editing or deleting a saved address later does not change where a paid
 * order goes.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    txRef: text('tx_ref').notNull(),
    paymentState: text('payment_state').notNull().default('awaiting'),
    /** spec §3: 'Pending' by default; the store's staff move it on (src/domain/order-status.ts, docs/adr/0027). */
    status: text('status').notNull().default('Pending'),
    /** When the status last changed (the board's order for orders past Pending). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
    /** Who carries a shipped order, and their tracking number for it (given when it is marked Shipped). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** When it was marked Delivered: the 24-hour return window starts then. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull(),
    couponKobo: bigint('coupon_kobo', { mode: 'number' }).notNull(),
    deliveryKobo: bigint('delivery_kobo', { mode: 'number' }).notNull(),
    /** What the shopper pays: orderTotal(...).total. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    coupon: text('coupon'),
    deliveryMethod: text('delivery_method').notNull(),
    addressId: text('address_id').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Address>().notNull(),
    trackingId: text('tracking_id'),
    transactionId: text('transaction_id'),
    /** Which gateway took the money (docs/adr/0041): 'flutterwave' or 'paystack' for a card payment, 'wallet' for one
     *  from the wallet; set when the order is paid or refused. Verification and refunds ask that gateway. Null: not
     *  settled yet, or settled before the store had two gateways (then Flutterwave, the only one). */
    paymentGateway: text('payment_gateway'),
    /** 'due' when a refund is owed and not yet accepted by the provider, 'refunded' once it is, 'held' when the
     *  provider refused it so often that staff must look (server/services/refunds.ts). */
    refundState: text('refund_state'),
    /** How many times the provider refused or failed to take the refund. */
    refundAttempts: smallint('refund_attempts').notNull().default(0),
    /** When the refund round may next try it: after a refusal (the backoff), or while one round holds it (a lease, so
     *  a round that dies mid-way leaves it for the next after this time). Null: at once. */
    refundNextAt: timestamp('refund_next_at', { withTimezone: true, mode: 'date' }),
    /** Why a payment was refused ('Sorry, {title} sold out while you were paying.'); what is said of the refund is
     *  added when the shopper is answered, from refund_state. */
    refusal: text('refusal'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_tx_ref_unique').on(t.txRef),
    uniqueIndex('orders_transaction_id_unique').on(t.transactionId),
    uniqueIndex('orders_tracking_id_unique').on(t.trackingId),
    index('orders_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The refund round reads the refunds still due, soonest first.
    index('orders_refunds_due_idx')
      .on(t.refundNextAt)
      .where(sql`${t.refundState} = 'due'`),
    check('orders_payment_state', sql`${t.paymentState} in ('awaiting', 'paid', 'refused')`),
    check(
      'orders_status',
      sql`${t.status} in ('Pending', 'Processing', 'Ready for pickup', 'Shipped', 'Delivered', 'Cancelled')`,
    ),
    check('orders_shipped_with_tracking', sql`${t.status} <> 'Shipped' or ${t.trackingNumber} is not null`),
    // The staff board: paid orders, newest first, by status.
    index('orders_board_idx')
      .on(t.status, t.paidAt.desc(), t.id.desc())
      .where(sql`${t.paymentState} = 'paid'`),
    index('orders_board_paid_idx')
      .on(t.paidAt.desc(), t.id.desc())
      .where(sql`${t.paymentState} = 'paid'`),
    check(
      'orders_payment_gateway',
      sql`${t.paymentGateway} is null or ${t.paymentGateway} in ('flutterwave', 'paystack', 'wallet')`,
    ),
    check('orders_refund_state', sql`${t.refundState} is null or ${t.refundState} in ('due', 'refunded', 'held')`),
    check(
      'orders_amounts',
      sql`${t.amountKobo} >= 0 and ${t.subtotalKobo} >= 0 and ${t.discountKobo} >= 0 and ${t.couponKobo} >= 0 and ${t.deliveryKobo} >= 0`,
    ),
  ],
)

/** The lines of an order as they were priced at 'Place order' (spec §3 Order orderedProducts). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's position in the order, from 0. */
    line: smallint('line').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The cart line it came from (spec §3 orderedProducts id). */
    cartItemId: text('cart_item_id').notNull(),
    /** The size's title, or '' for a product without sizes (as cart_items.size). */
    size: text('size').notNull().default(''),
    qty: integer('qty').notNull(),
    /** The discounted unit price charged. */
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    originalPriceKobo: bigint('original_price_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.line] }),
    index('order_items_product_idx').on(t.productId),
    check('order_items_qty_positive', sql`${t.qty} >= 1`),
  ],
)

/**
 * The card payment sandbox's own ledger (ADR 0009): the transactions its checkout made, numbered as Flutterwave
 * numbers them, read back through the same verify and refund calls the real adapter makes. Only the sandbox writes
 * here; a store with Flutterwave keys never does.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 4_000_001 }),
    txRef: text('tx_ref').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull().default(''),
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payments_tx_ref_idx').on(t.txRef),
    check('sandbox_payments_status', sql`${t.status} in ('successful', 'failed')`),
    check('sandbox_payments_refund', sql`${t.refundedKobo} >= 0 and ${t.refundedKobo} <= ${t.amountKobo}`),
  ],
)
