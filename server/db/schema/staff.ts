// The staff side (docs/adr/0027): an order's timeline, the refunds staff give (to the card or to the wallet), the
// shoppers' return and exchange requests, and the append-only audit log of every staff action.
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'
import { orders } from './orders'

/**
 * What happened to an order, in order: paid, each status it was moved to (by whom, with the carrier and tracking
 * number when shipped), cancelled, refunded, a return asked for and decided. The shopper's timeline is the rows with a
 * status; staff see them all.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'paid' | 'status' | 'refund' | 'refunded' | 'returnRequested' | 'returnDecided' | 'note' */
    kind: text('kind').notNull(),
    /** The status the order moved to ('status' events, and 'paid': Pending). */
    status: text('status'),
    /** What staff wrote, or what the event says (the carrier and tracking number, the refund's amount). */
    note: text('note'),
    /** The staff member who did it; null for the shopper and the store itself. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt, t.id)],
)

/**
 * A refund staff gave, or one owed by the store (docs/adr/0027). 'card' refunds go to the provider that took the money
 * and are tried by the refund round until it accepts them ('due' → 'refunded', or 'held' for staff after too many
 * refusals, as order refunds are: server/services/refunds.ts); 'wallet' refunds are credited to the shopper's wallet in
 * the transaction that makes them ('refunded' at once). Their sum never exceeds what the order was paid.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    destination: text('destination').notNull(),
    /** Why: 'cancel' or 'return', and the staff member's words. */
    cause: text('cause').notNull(),
    reason: text('reason').notNull().default(''),
    state: text('state').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** When the refund round may next try it (a backoff after a refusal, or a lease while one round holds it). */
    nextAt: timestamp('next_at', { withTimezone: true, mode: 'date' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_due_idx')
      .on(t.nextAt)
      .where(sql`${t.state} = 'due'`),
    check('order_refunds_amount_positive', sql`${t.amountKobo} > 0`),
    check('order_refunds_destination', sql`${t.destination} in ('card', 'wallet')`),
    check('order_refunds_cause', sql`${t.cause} in ('cancel', 'return')`),
    check('order_refunds_state', sql`${t.state} in ('due', 'refunded', 'held')`),
  ],
)

/** A shopper's request to return or exchange a delivered line within 24 hours, and staff's decision on it. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line (order_items.line). */
    line: smallint('line').notNull(),
    qty: integer('qty').notNull(),
    /** 'return' (money back) or 'exchange' (the same item again). */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** 'requested' → 'refunded' | 'exchanged' | 'declined' */
    state: text('state').notNull().default('requested'),
    /** What staff told the shopper with the decision. */
    message: text('message'),
    refundId: text('refund_id').references(() => orderRefunds.id),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'requested'`),
    check('return_requests_qty_positive', sql`${t.qty} >= 1`),
    check('return_requests_kind', sql`${t.kind} in ('return', 'exchange')`),
    check('return_requests_state', sql`${t.state} in ('requested', 'refunded', 'exchanged', 'declined')`),
  ],
)

/**
 * Every staff action (who, what, when, before → after), visible to owners. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0012), so not even the store's own code can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The staff member (kept as text, with their email then, so the entry outlives the account). */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** e.g. 'order.status', 'order.cancel', 'return.decide', 'staff.add' */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
)
