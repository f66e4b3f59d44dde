// What happened to orders after they were paid (docs/adr/0027): their events (the shopper's timeline is the ones with a
// status), their refunds and their return requests. Read for many orders at once, one query each whatever their
// number, by the shopper's orders list and by staff's order page; an event is written inside the transaction that does
// what it records (a payment, a move, a cancellation, a refund, a return).
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Schema } from '../../../src/domain/contract'
import { koboToNaira } from '../../../src/domain/money'
import { ORDER_STATUSES, type OrderStatus } from '../../../src/domain/order-status'
import type { Db } from '../database'
import { newId } from '../ids'
import { orderEvents, orderItems, orderRefunds, products, returnRequests, users } from '../schema'

export type OrderEventKind = Schema<'StaffOrderEvent'>['kind']
export type ReturnRequest = Schema<'ReturnRequest'>
export type StaffRefund = Schema<'StaffRefund'>

/** An order's status as the table keeps it (its check allows only these). */
export function orderStatusOf(status: string): OrderStatus {
  return ORDER_STATUSES.find((known) => known === status) ?? 'Pending'
}

export interface NewOrderEvent {
  orderId: string
  kind: OrderEventKind
  /** The status the order moved to ('status' events, and 'paid': Pending); null for the others. */
  status?: OrderStatus | null
  note?: string | null
  /** The staff member who did it; null for the shopper and the store itself. */
  actorId?: string | null
  at: Date
}

/** Writes an event inside the caller's transaction, so it commits with what it records. */
export async function recordOrderEvent(tx: Db, event: NewOrderEvent): Promise<void> {
  await tx.insert(orderEvents).values({
    id: newId(event.at),
    orderId: event.orderId,
    kind: event.kind,
    status: event.status ?? null,
    note: event.note ?? null,
    actorId: event.actorId ?? null,
    createdAt: event.at,
  })
}

/**
 * The kobo of an order's refunds, each of which counts against what it was paid, whatever its state (docs/adr/0027:
 * their sum never exceeds it): refunded, due, and held for staff (still owed, so never given twice). What staff may
 * still refund is what was paid less this, read by the staff pages and checked under the order's lock.
 */
export function refundedKoboOf(orderId: AnyColumn | SQL | string): SQL<number> {
  return sql<number>`(select coalesce(sum(${orderRefunds.amountKobo}), 0) from ${orderRefunds}
    where ${orderRefunds.orderId} = ${orderId})`.mapWith(Number)
}

function grouped<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const byOrder = new Map<string, T[]>()
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row])
  return byOrder
}

export interface OrderEventRow {
  orderId: string
  kind: OrderEventKind
  status: OrderStatus | null
  note: string | null
  /** The staff member's email. */
  actor: string | null
  at: Date
}

/** The orders' events, oldest first; `withStatus` keeps the shopper's timeline (the events with a status). */
export async function eventsOf(
  db: Db,
  orderIds: readonly string[],
  { withStatus = false } = {},
): Promise<Map<string, OrderEventRow[]>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      orderId: orderEvents.orderId,
      kind: orderEvents.kind,
      status: orderEvents.status,
      note: orderEvents.note,
      actor: users.email,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(
      and(inArray(orderEvents.orderId, [...orderIds]), withStatus ? sql`${orderEvents.status} is not null` : undefined),
    )
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.createdAt), asc(orderEvents.id))
  return grouped(
    rows.map((row) => ({
      ...row,
      kind: row.kind as OrderEventKind,
      status: row.status === null ? null : orderStatusOf(row.status),
    })),
  )
}

const RETURN_KINDS = ['return', 'exchange'] as const
const RETURN_STATES = ['requested', 'refunded', 'exchanged', 'declined'] as const

/** The orders' return requests as the API shows them (with the line's product title), oldest first. */
export async function returnsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, ReturnRequest[]>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      orderId: returnRequests.orderId,
      id: returnRequests.id,
      line: returnRequests.line,
      title: products.title,
      qty: returnRequests.qty,
      kind: returnRequests.kind,
      reason: returnRequests.reason,
      state: returnRequests.state,
      message: returnRequests.message,
      createdAt: returnRequests.createdAt,
      decidedAt: returnRequests.decidedAt,
    })
    .from(returnRequests)
    .innerJoin(
      orderItems,
      and(eq(orderItems.orderId, returnRequests.orderId), eq(orderItems.line, returnRequests.line)),
    )
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(returnRequests.orderId, [...orderIds]))
    .orderBy(asc(returnRequests.orderId), asc(returnRequests.createdAt), asc(returnRequests.id))
  const byOrder = new Map<string, ReturnRequest[]>()
  for (const [orderId, list] of grouped(rows))
    byOrder.set(
      orderId,
      list.map((row) => ({
        _id: row.id,
        line: row.line,
        title: row.title,
        qty: row.qty,
        kind: RETURN_KINDS.find((kind) => kind === row.kind) ?? 'return',
        reason: row.reason,
        state: RETURN_STATES.find((state) => state === row.state) ?? 'requested',
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
      })),
    )
  return byOrder
}

const REFUND_DESTINATIONS = ['card', 'wallet'] as const
const REFUND_CAUSES = ['cancel', 'return'] as const
const REFUND_STATES = ['due', 'refunded', 'held'] as const

/** One order's refunds as staff see them, oldest first. */
export async function refundsOf(db: Db, orderId: string): Promise<StaffRefund[]> {
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id))
  return rows.map((row) => ({
    _id: row.id,
    amount: koboToNaira(row.amountKobo),
    destination: REFUND_DESTINATIONS.find((known) => known === row.destination) ?? 'card',
    cause: REFUND_CAUSES.find((known) => known === row.cause) ?? 'cancel',
    reason: row.reason,
    state: REFUND_STATES.find((known) => known === row.state) ?? 'due',
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  }))
}

/** How many of the orders' return requests wait for staff's decision. */
export function openReturnsOf(orderId: AnyColumn | SQL): SQL<number> {
  return sql<number>`(select count(*) from ${returnRequests}
    where ${returnRequests.orderId} = ${orderId} and ${returnRequests.state} = 'requested')`.mapWith(Number)
}
