// The staff order operations (docs/adr/0027) answered over orders in memory, as the server answers them: the moves the
// transition table allows from the status the request saw (else 409 with the status now), a cancel with its refund,
// and a return's decision, each answering the order as it is now.
import { GENERIC_ERROR } from '@/domain/messages'
import { formatNaira } from '@/domain/money'
import { orderRefundMessages } from '@/domain/order-refunds'
import { orderStatusMessages } from '@/domain/order-status'
import type { Schema } from '@/domain/contract'
import type { RefundTo, StaffOrder } from '@machines/staff-order/staff-order.machine'
import { inStatus, staffOrders } from '../screens/staff-order-fixtures'
import { errorReply, http } from './network-fakes'

export interface StaffOrderFakeOptions {
  /** How many loads fail first, with the server's generic message. */
  failedLoads?: number
  /** The status another staff member moved the order to before this page's first action reaches the server. */
  movedBy?: StaffOrder['status']
  /** The signed-in user is not staff: loading the order answers 403 with the server's message. */
  notStaff?: boolean
}

type StaffRefund = Schema<'StaffRefund'>

const actor = 'tola@oja.test'
const refundable = (order: StaffOrder) => formatNaira(order.refundable, { decimals: true })

/** Handlers over their own copy of `start`, so each story begins from the same orders. */
export function staffOrderHandlers(
  start: readonly StaffOrder[] = staffOrders,
  { failedLoads = 0, movedBy, notStaff = false }: StaffOrderFakeOptions = {},
) {
  const orders = new Map(start.map((order) => [order._id, order]))
  let failuresLeft = failedLoads
  let moveFirst = movedBy
  const now = () => new Date().toISOString()
  /** The order as the request finds it: moved by someone else first, when the story says so. */
  const found = (id: string) => {
    const order = orders.get(id)
    if (order && moveFirst) {
      orders.set(id, inStatus(order, moveFirst))
      moveFirst = undefined
    }
    return orders.get(id)
  }
  /** The order with a refund of `amount` (naira) written: to the wallet at once, to a card due (the round pays it). */
  const refunded = (
    order: StaffOrder,
    amount: number,
    refundTo: RefundTo,
    cause: StaffRefund['cause'],
    reason: string,
  ): Pick<StaffOrder, 'refundable' | 'refunds'> => {
    if (amount === 0) return order
    const toWallet = refundTo === 'wallet' || order.payment.method === 'wallet'
    const refund: StaffRefund = {
      _id: `refund-${order.refunds.length + 1}`,
      amount,
      destination: toWallet ? 'wallet' : 'card',
      cause,
      reason,
      state: toWallet ? 'refunded' : 'due',
      createdAt: now(),
      refundedAt: toWallet ? now() : null,
    }
    return { refundable: order.refundable - amount, refunds: [...order.refunds, refund] }
  }
  const save = (order: StaffOrder) => {
    orders.set(order._id, order)
    return { data: order }
  }
  return [
    http.get('/api/staff/orders/{id}', ({ params, response }) => {
      if (notStaff) return response(403).json(errorReply(orderStatusMessages.notStaff))
      if (failuresLeft-- > 0) return response(500).json(errorReply(GENERIC_ERROR))
      const order = orders.get(params.id)
      return order
        ? response(200).json({ data: order })
        : response(404).json(errorReply(orderStatusMessages.orderNotFound))
    }),
    http.post('/api/staff/orders/{id}/status', async ({ params, request, response }) => {
      const body = await request.json()
      const order = found(params.id)
      if (!order) return response(404).json(errorReply(orderStatusMessages.orderNotFound))
      if (order.status !== body.from || !order.nextStatuses.includes(body.status))
        return response(409).json(errorReply(orderStatusMessages.notAllowed(order.status, body.status)))
      const shipment =
        body.carrier && body.trackingNumber ? { carrier: body.carrier, trackingNumber: body.trackingNumber } : null
      const moved = inStatus(order, body.status)
      return response(200).json(
        save({
          ...moved,
          shipment: shipment ?? order.shipment,
          deliveredAt: body.status === 'Delivered' ? now() : order.deliveredAt,
          events: [
            ...order.events,
            {
              kind: 'status',
              status: body.status,
              note: shipment ? `${shipment.carrier} ${shipment.trackingNumber}` : null,
              actor,
              at: now(),
            },
          ],
        }),
      )
    }),
    http.post('/api/staff/orders/{id}/cancel', async ({ params, request, response }) => {
      const body = await request.json()
      const order = found(params.id)
      if (!order) return response(404).json(errorReply(orderStatusMessages.orderNotFound))
      if (order.status !== body.from)
        return response(409).json(errorReply(orderRefundMessages.statusChanged(order.status)))
      if (!order.canCancel) return response(409).json(errorReply(orderStatusMessages.cannotCancel(order.status)))
      if (body.refund > order.refundable)
        return response(409).json(errorReply(orderStatusMessages.refundTooLarge(refundable(order))))
      return response(200).json(
        save({
          ...inStatus(order, 'Cancelled'),
          ...refunded(order, body.refund, body.refundTo, 'cancel', body.reason),
          events: [...order.events, { kind: 'status', status: 'Cancelled', note: body.reason, actor, at: now() }],
        }),
      )
    }),
    http.post('/api/staff/returns/{id}', async ({ params, request, response }) => {
      const body = await request.json()
      const order = [...orders.values()].find((candidate) => candidate.returns.some((item) => item._id === params.id))
      const asked = order?.returns.find((item) => item._id === params.id)
      if (!order || !asked) return response(404).json(errorReply(orderStatusMessages.returnNotFound))
      if (asked.state !== 'requested') return response(409).json(errorReply(orderStatusMessages.returnDecided))
      const state = body.decision === 'refund' ? 'refunded' : body.decision === 'exchange' ? 'exchanged' : 'declined'
      const amount = body.decision === 'refund' ? (body.amount ?? 0) : 0
      if (amount > order.refundable)
        return response(409).json(errorReply(orderStatusMessages.refundTooLarge(refundable(order))))
      return response(200).json(
        save({
          ...order,
          ...refunded(order, amount, body.refundTo ?? 'original', 'return', asked.reason),
          returns: order.returns.map((item) =>
            item._id === params.id ? { ...item, state, message: body.message || null, decidedAt: now() } : item,
          ),
          events: [...order.events, { kind: 'returnDecided', status: null, note: state, actor, at: now() }],
        }),
      )
    }),
  ]
}
