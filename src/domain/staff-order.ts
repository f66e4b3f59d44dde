// The staff order page's rules and words (docs/adr/0027): what staff type to ship, cancel and decide a return, checked
// before it is sent (the server checks it again), and what the page tells them after. Amounts are kobo here; the
// page types naira and the API takes naira.
import type { FieldErrors } from './account-forms'
import type { Schema } from './contract'
import {
  CARRIER_MAX_LENGTH,
  STAFF_NOTE_MAX_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  canCancelOrder,
  canMoveOrder,
  orderStatusMessages,
  type OrderMove,
  type OrderStatus,
} from './order-status'
import { formatNaira, koboToNaira, nairaToKobo, type Kobo } from './money'

type StaffOrder = Schema<'StaffOrder'>
type StaffRefund = Schema<'StaffRefund'>
type StaffOrderEvent = Schema<'StaffOrderEvent'>
type ReturnRequest = Schema<'ReturnRequest'>
type ReturnDecisionKind = Schema<'StaffReturnDecision'>['decision']

export const staffOrderMessages = {
  carrierNeeded: 'Enter the carrier.',
  carrierTooLong: `The carrier can be at most ${CARRIER_MAX_LENGTH} characters.`,
  trackingNumberNeeded: 'Enter the tracking number.',
  trackingNumberTooLong: `The tracking number can be at most ${TRACKING_NUMBER_MAX_LENGTH} characters.`,
  reasonNeeded: 'Say why the order is cancelled.',
  declineMessageNeeded: 'Tell the shopper why the return is declined.',
  noteTooLong: `Keep it to ${STAFF_NOTE_MAX_LENGTH} characters.`,
  amountNeeded: 'Enter an amount in naira, such as 12500 or 12500.50.',
  amountZero: 'Enter an amount above ₦0.',
  amountTooLarge: (most: Kobo) =>
    orderStatusMessages.refundTooLarge(formatNaira(koboToNaira(most), { decimals: true })),
  moved: (status: OrderStatus) => `The order is now ${status}.`,
  changedFirst: 'Someone else changed this order before your action reached it, so nothing was done. Here it is now.',
  cancelled: 'The order was cancelled.',
  returnRefunded: 'The return was refunded.',
  exchangeAccepted: 'The exchange was accepted.',
  returnDeclined: 'The return was declined.',
} as const

/** The page's words (the store's own: the spec has no staff pages). */
export const staffOrderTexts = {
  allOrders: 'All orders',
  heading: (trackingId: string) => `Order ${trackingId}`,
  headingNone: 'Order',
  paid: 'Paid',
  loading: 'Loading the order',
  saving: 'Saving',
  retry: 'Try again',
  notFoundHint: 'No order has this address. Find it on the orders board by its tracking ID.',
  actions: 'Actions',
  moves: {
    Processing: 'Mark processing',
    Shipped: 'Mark shipped',
    'Ready for pickup': 'Ready for pickup',
    Delivered: 'Mark delivered',
  } satisfies Record<OrderMove, string>,
  cancel: 'Cancel order',
  customer: 'Customer',
  delivery: 'Delivery',
  items: 'Items',
  amounts: 'Amounts',
  payment: 'Payment',
  shipment: 'Shipment',
  refunds: 'Refunds',
  returns: 'Returns',
  timeline: 'Timeline',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  method: 'Method',
  address: 'Address',
  collectsAt: 'Collects at',
  /** Where a pickup order waits: the motor park or the airport of the shopper's city. */
  pickupPlace: {
    'motor-park-pickup': (city: string, state: string) => `The motor park in ${city}, ${state}`,
    express: (city: string, state: string) => `The airport nearest ${city}, ${state}`,
  } as Partial<Record<StaffOrder['deliveryMethod'], (city: string, state: string) => string>>,
  delivered: 'Delivered',
  returnsUntil: 'Returns until',
  size: 'Size',
  qty: 'Qty',
  subtotal: 'Subtotal',
  discount: 'Discount',
  coupon: (code: string | null) => (code ? `Coupon ${code}` : 'Coupon'),
  deliveryFee: 'Delivery',
  total: 'Total',
  refundable: 'Refundable',
  paymentMethods: { card: 'Card', wallet: 'Wallet' } satisfies Record<StaffOrder['payment']['method'], string>,
  provider: 'Provider',
  providers: { flutterwave: 'Flutterwave', sandbox: 'Card sandbox', wallet: 'Oja wallet' } satisfies Record<
    StaffOrder['payment']['provider'],
    string
  >,
  reference: 'Reference',
  transactionId: 'Transaction ID',
  none: 'None',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  refundTo: { card: 'to the card', wallet: 'to the wallet' } satisfies Record<StaffRefund['destination'], string>,
  refundStates: { due: 'Due', refunded: 'Refunded', held: 'Held' } satisfies Record<StaffRefund['state'], string>,
  /** What a refund's state means for staff; a refunded one needs no word. */
  refundStateHints: {
    due: 'The provider has not accepted it yet; the store keeps trying.',
    held: 'Refused too often: staff must look.',
  } as Partial<Record<StaffRefund['state'], string>>,
  refundCauses: { cancel: 'Cancelled', return: 'Return' } satisfies Record<StaffRefund['cause'], string>,
  returnKinds: { return: 'Return', exchange: 'Exchange' } satisfies Record<ReturnRequest['kind'], string>,
  returnStates: {
    requested: 'Waiting',
    refunded: 'Refunded',
    exchanged: 'Exchanged',
    declined: 'Declined',
  } satisfies Record<ReturnRequest['state'], string>,
  toldShopper: (message: string) => `Told the shopper: ${message}`,
  returnActions: { refund: 'Refund', exchange: 'Exchange', decline: 'Decline' } satisfies Record<
    ReturnDecisionKind,
    string
  >,
  returnAction: (decision: ReturnDecisionKind, title: string) => `${staffOrderTexts.returnActions[decision]}: ${title}`,
  events: {
    paid: 'Paid',
    status: 'Status',
    refund: 'Refund started',
    refunded: 'Refunded',
    returnRequested: 'Return asked for',
    returnDecided: 'Return decided',
    note: 'Note',
  } satisfies Record<StaffOrderEvent['kind'], string>,
  byShopper: 'The shopper',
  byStore: 'The store',
  // The dialogs.
  back: 'Back',
  shipTitle: 'Mark shipped',
  shipDescription: 'The shopper is emailed and texted the carrier and the tracking number.',
  cancelTitle: 'Cancel order',
  cancelDescription: (most: string) =>
    `The order's items go back into stock and the shopper is emailed. Up to ${most} can be refunded.`,
  keepOrder: 'Keep the order',
  reason: 'Reason',
  refund: 'Refund',
  fullRefund: 'Full refund',
  partRefund: 'Part of it',
  refundAmount: 'Refund (₦)',
  partRefundHint: '₦0 refunds nothing.',
  returnRefundHint: 'The items go back into stock.',
  refundToLegend: 'Refund to',
  refundToOriginal: 'To the original payment',
  refundToOriginalHint: { card: 'The card it was paid with', wallet: 'The wallet it was paid from' } satisfies Record<
    StaffOrder['payment']['method'],
    string
  >,
  refundToWallet: "To the shopper's wallet",
  refundToWalletHint: 'Credited at once',
  message: 'Message to the shopper',
  optional: 'Optional',
  returnTitles: {
    refund: (title: string) => `Refund the return of ${title}`,
    exchange: (title: string) => `Exchange ${title}`,
    decline: (title: string) => `Decline the return of ${title}`,
  } satisfies Record<ReturnDecisionKind, (title: string) => string>,
  returnDescription: (request: Pick<ReturnRequest, 'kind' | 'qty' | 'reason'>) =>
    `${staffOrderTexts.returnKinds[request.kind]} of ${request.qty}: “${request.reason}”`,
  returnConfirms: { refund: 'Refund', exchange: 'Accept the exchange', decline: 'Decline' } satisfies Record<
    ReturnDecisionKind,
    string
  >,
} as const

/** The moves staff are offered: those the server's answer lists that the transition table allows from the status
 *  shown, in the server's order (so a page never offers a move the table refuses, whatever it was answered). */
export function offeredMoves(order: Pick<StaffOrder, 'status' | 'deliveryMethod' | 'nextStatuses'>) {
  return order.nextStatuses.filter((status) => canMoveOrder(order.status, status, order.deliveryMethod))
}

/** Whether staff are offered to cancel: the server's answer says so and the table allows it from the status shown. */
export function offersCancel(order: Pick<StaffOrder, 'status' | 'canCancel'>): boolean {
  return order.canCancel && canCancelOrder(order.status)
}

/** An amount of kobo as staff would type it in naira: 12500 or 12500.5 (what the refund fields start with). */
export function nairaText(kobo: Kobo): string {
  return String(koboToNaira(kobo))
}

export type ShipmentField = 'carrier' | 'trackingNumber'

/** What is wrong with a shipment staff typed: both are needed, each within its limit. */
export function shipmentErrors(carrier: string, trackingNumber: string): FieldErrors<ShipmentField> {
  const errors: FieldErrors<ShipmentField> = {}
  if (carrier.trim() === '') errors.carrier = staffOrderMessages.carrierNeeded
  else if (carrier.trim().length > CARRIER_MAX_LENGTH) errors.carrier = staffOrderMessages.carrierTooLong
  if (trackingNumber.trim() === '') errors.trackingNumber = staffOrderMessages.trackingNumberNeeded
  else if (trackingNumber.trim().length > TRACKING_NUMBER_MAX_LENGTH)
    errors.trackingNumber = staffOrderMessages.trackingNumberTooLong
  return errors
}

/** The problem with a typed refund (kobo, null when it is not an amount) of at most `most`; `positive` refuses ₦0. */
export function refundAmountError(amount: Kobo | null, most: Kobo, positive: boolean): string | undefined {
  if (amount === null) return staffOrderMessages.amountNeeded
  if (positive && amount === 0) return staffOrderMessages.amountZero
  if (amount > most) return staffOrderMessages.amountTooLarge(most)
  return undefined
}

/** The problem with a note staff write (a cancel's reason, a decision's message); `needed` is said when it is empty
 *  and must not be, undefined when it may be. */
export function noteError(note: string, needed?: string): string | undefined {
  if (note.trim() === '') return needed
  if (note.trim().length > STAFF_NOTE_MAX_LENGTH) return staffOrderMessages.noteTooLong
  return undefined
}

/** The most a return may refund: its line's price times the quantity asked back, and no more than is refundable. */
export function returnRefundLimit(order: StaffOrder, request: ReturnRequest): Kobo {
  const line = order.lines.find((candidate) => candidate.line === request.line)
  const price = line ? nairaToKobo(line.price) * request.qty : 0
  return Math.min(price, nairaToKobo(order.refundable))
}
