// The orders board and an order's moves (docs/adr/0027): what staff read of the paid orders, and each move through
// the one transition table (src/domain/order-status.ts), applied once. `get` is the one StaffOrder reply every staff
// operation on an order answers with. No Fastify, no SQL.
import type { RequestBody, Schema } from '../../src/domain/contract'
import { DEFAULT_DELIVERY_METHOD_ID, findDeliveryMethod } from '../../src/domain/delivery'
import { koboToNaira } from '../../src/domain/money'
import {
  canCancelOrder,
  canMoveOrder,
  nextStatuses,
  orderStatusMessages,
  returnableUntil,
} from '../../src/domain/order-status'
import { lagosDayEnd, lagosDayStart } from '../lagos-day'
import { orderStatusOf } from '../db/repos/order-history'
import type { OrderRecord } from '../db/repos/order-writes'
import type { StaffOrderRow, StaffOrdersRepo } from '../db/repos/staff-orders.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { PaymentProvider } from '../providers/payments/payment-provider'
import type { OrderNotices } from './order-notices'
import { pageOf, type Page } from './paging'
import { requireStaff, staffActor } from './verified-user'

export type StaffOrder = Schema<'StaffOrder'>
export type StaffOrderSummary = Schema<'StaffOrderSummary'>
export type StaffOrderPage = Page<StaffOrderSummary>

export interface StaffOrdersQuery {
  status?: StaffOrder['status']
  deliveryMethod?: StaffOrder['deliveryMethod']
  /** Lagos days, yyyy-mm-dd, both included. */
  from?: string
  to?: string
  q?: string
  limit: number
  page: number
}

export interface StaffOrdersDeps {
  orders: StaffOrdersRepo
  /** Which card provider takes payments: a card order's `payment.provider`. */
  cardMode: PaymentProvider['mode']
  /** The shopper's email and text after a move commits. */
  notices: Pick<OrderNotices, 'moved'>
  now?: () => Date
}

const naira = koboToNaira

function methodOf(order: OrderRecord): StaffOrder['deliveryMethod'] {
  return findDeliveryMethod(order.deliveryMethod)?.id ?? DEFAULT_DELIVERY_METHOD_ID
}

function customerOf(order: OrderRecord, email: string): StaffOrder['customer'] {
  return { name: order.deliveryAddress.name, email, phone: order.deliveryAddress.phone }
}

/** A paid order always has these; the board's rows are paid orders only. */
function paidAtOf(order: OrderRecord): string {
  return (order.paidAt ?? order.createdAt).toISOString()
}

function summaryOf(row: StaffOrderRow): StaffOrderSummary {
  const { order } = row
  return {
    _id: order.id,
    trackingId: order.trackingId ?? order.txRef,
    status: orderStatusOf(order.status),
    paidAt: paidAtOf(order),
    amountPaid: naira(order.amountKobo),
    refunded: naira(row.refundedKobo),
    deliveryMethod: methodOf(order),
    customer: customerOf(order, row.email),
    items: row.items,
    city: order.deliveryAddress.city,
    state: order.deliveryAddress.state,
    openReturns: row.openReturns,
  }
}

/** What the shopper's timeline says with Shipped. */
export function shipmentNote(carrier: string, trackingNumber: string): string {
  return `${carrier}, tracking number ${trackingNumber}`
}

export function staffOrdersService({ orders, cardMode, notices, now = () => new Date() }: StaffOrdersDeps) {
  /** getStaffOrder: the order as staff see it; 404 for no such paid order. */
  async function get(orderId: string): Promise<StaffOrder> {
    const found = await orders.find(orderId)
    if (!found) throw new DomainError('notFound', orderStatusMessages.orderNotFound)
    const { order } = found
    const status = orderStatusOf(order.status)
    const method = methodOf(order)
    return {
      _id: order.id,
      trackingId: order.trackingId ?? order.txRef,
      status,
      paidAt: paidAtOf(order),
      deliveryMethod: method,
      deliveryAddress: order.deliveryAddress,
      customer: customerOf(order, found.email),
      lines: found.lines.map((line) => ({
        line: line.line,
        productId: line.productId,
        slug: line.slug,
        title: line.title,
        image: line.image,
        size: line.size,
        qty: line.qty,
        price: naira(line.priceKobo),
        originalPrice: naira(line.originalPriceKobo),
      })),
      amounts: {
        subtotal: naira(order.subtotalKobo),
        discount: naira(order.discountKobo),
        coupon: naira(order.couponKobo),
        couponCode: order.coupon,
        delivery: naira(order.deliveryKobo),
        total: naira(order.amountKobo),
      },
      payment: {
        method: found.paidByWallet ? 'wallet' : 'card',
        provider: found.paidByWallet ? 'wallet' : cardMode === 'live' ? 'flutterwave' : 'sandbox',
        reference: order.txRef,
        transactionId: order.transactionId,
      },
      shipment:
        order.carrier !== null && order.trackingNumber !== null
          ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
          : null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      returnableUntil: returnableUntil(order.deliveredAt)?.toISOString() ?? null,
      refundable: naira(Math.max(0, order.amountKobo - found.refundedKobo)),
      refunds: found.refunds,
      returns: found.returns,
      events: found.events.map((event) => ({
        kind: event.kind,
        status: event.status,
        note: event.note,
        actor: event.actor,
        at: event.at.toISOString(),
      })),
      nextStatuses: nextStatuses(status, method),
      canCancel: canCancelOrder(status),
    }
  }

  return {
    get,

    /** listStaffOrders: one page of the board. */
    async list(user: UserRecord, query: StaffOrdersQuery): Promise<StaffOrderPage> {
      requireStaff(user)
      const limit = Math.max(1, Math.floor(query.limit))
      const page = Math.max(1, Math.floor(query.page))
      const { rows, total } = await orders.list({
        ...(query.status === undefined ? {} : { status: query.status }),
        ...(query.deliveryMethod === undefined ? {} : { deliveryMethod: query.deliveryMethod }),
        ...(query.from === undefined ? {} : { paidFrom: lagosDayStart(query.from) }),
        ...(query.to === undefined ? {} : { paidBefore: lagosDayEnd(query.to) }),
        ...(query.q === undefined ? {} : { q: query.q.trim() }),
        limit,
        page,
      })
      return pageOf(rows.map(summaryOf), { page, limit, total })
    },

    /** getStaffOrder, for staff only. */
    async getFor(user: UserRecord, orderId: string): Promise<StaffOrder> {
      requireStaff(user)
      return get(orderId)
    },

    /**
     * moveStaffOrder: the move must follow the table from the status the staff member saw, and that must be the
     * status now (else 409 naming it); Shipped needs the carrier and tracking number. The shopper is told once it
     * has committed.
     */
    async move(user: UserRecord, orderId: string, body: RequestBody<'moveStaffOrder'>): Promise<StaffOrder> {
      const actor = staffActor(user)
      const carrier = body.carrier?.trim() ?? ''
      const trackingNumber = body.trackingNumber?.trim() ?? ''
      if (body.status === 'Shipped') {
        if (carrier === '') throw new DomainError('invalid', orderStatusMessages.shipmentNeeded, 'carrier')
        if (trackingNumber === '')
          throw new DomainError('invalid', orderStatusMessages.shipmentNeeded, 'trackingNumber')
      }
      const shipment = body.status === 'Shipped' ? { carrier, trackingNumber } : undefined
      const staffNote = body.note?.trim()
      const moved = await orders.move({
        orderId,
        from: body.from,
        to: body.status,
        allowed: (order) => canMoveOrder(body.from, body.status, methodOf(order)),
        ...(shipment ? { shipment } : {}),
        eventNote: shipment ? shipmentNote(shipment.carrier, shipment.trackingNumber) : null,
        ...(staffNote ? { staffNote } : {}),
        actor,
        now: now(),
      })
      if (moved.outcome === 'notFound') throw new DomainError('notFound', orderStatusMessages.orderNotFound)
      if (moved.outcome === 'stale')
        throw new DomainError('conflict', orderStatusMessages.notAllowed(orderStatusOf(moved.status), body.status))
      if (moved.outcome === 'refused')
        throw new DomainError('conflict', orderStatusMessages.notAllowed(body.from, body.status))
      await notices.moved(moved.order)
      return get(orderId)
    },
  }
}

export type StaffOrdersService = ReturnType<typeof staffOrdersService>
