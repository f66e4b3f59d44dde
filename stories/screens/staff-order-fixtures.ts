// Orders as staff see them, for the staff order stories: one in each status, door delivery and pickup, paid by card
// and from the wallet, with refunds (refunded, due, held) and returns (waiting and decided).
import { nextStatuses, canCancelOrder, type OrderStatus } from '@/domain/order-status'
import type { StaffOrder } from '@machines/staff-order/staff-order.machine'
import { testReturnRequest, testStaffOrder } from '@machines/staff-order/test-staff-order'

/** The order with its status and the moves the transition table allows from it, as the server answers. */
export function inStatus(order: StaffOrder, status: OrderStatus): StaffOrder {
  return {
    ...order,
    status,
    nextStatuses: nextStatuses(status, order.deliveryMethod),
    canCancel: canCancelOrder(status),
  }
}

const staff = 'tola@oja.test'

/** Door delivery, by card, just paid. */
export const pendingDoorCard = testStaffOrder()

/** Motor park pickup, from the wallet, being packed. */
export const processingPickupWallet = inStatus(
  testStaffOrder({
    _id: '66a1c0ffee00000000000a02',
    trackingId: 'OJA-3HX8PL',
    paidAt: '2026-11-21T08:00:00.000Z',
    deliveryMethod: 'motor-park-pickup',
    deliveryAddress: { ...testStaffOrder().deliveryAddress, name: 'Chidi Eze', city: 'Enugu', state: 'Enugu' },
    customer: { name: 'Chidi Eze', email: 'chidi@oja.test', phone: '08051234567' },
    amounts: { subtotal: 6500, discount: 0, coupon: 0, couponCode: null, delivery: 2000, total: 8500 },
    lines: [{ ...testStaffOrder().lines[1]!, line: 0 }],
    payment: { method: 'wallet', provider: 'wallet', reference: 'oja-wallet-3hx8pl', transactionId: null },
    refundable: 8500,
    events: [
      { kind: 'paid', status: 'Pending', note: null, actor: null, at: '2026-11-21T08:00:00.000Z' },
      { kind: 'status', status: 'Processing', note: null, actor: staff, at: '2026-11-21T10:30:00.000Z' },
    ],
  }),
  'Processing',
)

/** Door delivery, by card, packed: ready to ship. */
export const processingDoorCard = inStatus(
  {
    ...pendingDoorCard,
    events: [
      ...pendingDoorCard.events,
      { kind: 'status', status: 'Processing', note: null, actor: staff, at: '2026-11-20T11:00:00.000Z' },
    ],
  },
  'Processing',
)

export const readyForPickup = inStatus(processingPickupWallet, 'Ready for pickup')

export const shippedDoorCard = inStatus(
  {
    ...processingDoorCard,
    shipment: { carrier: 'GIG Logistics', trackingNumber: 'GIG-552190' },
    events: [
      ...processingDoorCard.events,
      {
        kind: 'status',
        status: 'Shipped',
        note: 'GIG Logistics GIG-552190',
        actor: staff,
        at: '2026-11-21T09:00:00.000Z',
      },
    ],
  },
  'Shipped',
)

/** Delivered, with a return waiting, an exchange waiting and a return already refunded. */
export const deliveredWithReturns = inStatus(
  {
    ...shippedDoorCard,
    deliveredAt: '2026-11-22T14:00:00.000Z',
    returnableUntil: '2026-11-23T14:00:00.000Z',
    refundable: 299500,
    refunds: [
      {
        _id: 'refund-1',
        amount: 6500,
        destination: 'wallet',
        cause: 'return',
        reason: 'Wrong plug',
        state: 'refunded',
        createdAt: '2026-11-22T18:00:00.000Z',
        refundedAt: '2026-11-22T18:00:00.000Z',
      },
    ],
    returns: [
      testReturnRequest({ _id: 'return-1', line: 0, qty: 1, createdAt: '2026-11-23T09:00:00.000Z' }),
      testReturnRequest({
        _id: 'return-2',
        line: 0,
        qty: 1,
        kind: 'exchange',
        reason: 'I wanted the blue one.',
        createdAt: '2026-11-23T09:05:00.000Z',
      }),
      testReturnRequest({
        _id: 'return-3',
        line: 1,
        title: 'Oraimo 20W charger',
        qty: 1,
        reason: 'Wrong plug',
        state: 'refunded',
        message: 'Sorry about that.',
        createdAt: '2026-11-22T15:00:00.000Z',
        decidedAt: '2026-11-22T18:00:00.000Z',
      }),
    ],
    events: [
      ...shippedDoorCard.events,
      { kind: 'status', status: 'Delivered', note: null, actor: staff, at: '2026-11-22T14:00:00.000Z' },
      {
        kind: 'returnRequested',
        status: null,
        note: 'Oraimo 20W charger × 1',
        actor: null,
        at: '2026-11-22T15:00:00.000Z',
      },
      { kind: 'returnDecided', status: null, note: 'Refunded ₦6,500.00', actor: staff, at: '2026-11-22T18:00:00.000Z' },
    ],
  },
  'Delivered',
)

/** Cancelled by card: one refund the provider has not accepted yet, one held for staff. */
export const cancelledWithRefunds = inStatus(
  {
    ...pendingDoorCard,
    _id: '66a1c0ffee00000000000a03',
    trackingId: 'OJA-9QW2ZT',
    refundable: 0,
    refunds: [
      {
        _id: 'refund-2',
        amount: 300000,
        destination: 'card',
        cause: 'cancel',
        reason: 'Out of stock',
        state: 'due',
        createdAt: '2026-11-20T12:00:00.000Z',
        refundedAt: null,
      },
      {
        _id: 'refund-3',
        amount: 6000,
        destination: 'card',
        cause: 'cancel',
        reason: 'Out of stock',
        state: 'held',
        createdAt: '2026-11-20T12:00:00.000Z',
        refundedAt: null,
      },
    ],
    events: [
      ...pendingDoorCard.events,
      { kind: 'status', status: 'Cancelled', note: 'Out of stock', actor: staff, at: '2026-11-20T12:00:00.000Z' },
      { kind: 'refund', status: null, note: '₦306,000.00 to the card', actor: staff, at: '2026-11-20T12:00:00.000Z' },
    ],
  },
  'Cancelled',
)

export const staffOrders: readonly StaffOrder[] = [pendingDoorCard, processingPickupWallet, cancelledWithRefunds]
