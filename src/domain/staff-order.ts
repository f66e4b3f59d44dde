// The staff order page's rules and words (docs/adr/0027): what staff type to ship, cancel and decide a return, checked
// before it is sent (the server checks it again), and what the page tells them after. Amounts are kobo here; the
// page types naira and the API takes naira.
import type { FieldErrors } from './account-forms'
import type { Schema } from './contract'
import {
  CARRIER_MAX_LENGTH,
  STAFF_NOTE_MAX_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  orderStatusMessages,
  type OrderStatus,
} from './order-status'
import { formatNaira, koboToNaira, nairaToKobo, type Kobo } from './money'

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
  cancelled: 'The order was cancelled.',
  returnRefunded: 'The return was refunded.',
  exchangeAccepted: 'The exchange was accepted.',
  returnDeclined: 'The return was declined.',
} as const

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
export function returnRefundLimit(order: Schema<'StaffOrder'>, request: Schema<'ReturnRequest'>): Kobo {
  const line = order.lines.find((candidate) => candidate.line === request.line)
  const price = line ? nairaToKobo(line.price) * request.qty : 0
  return Math.min(price, nairaToKobo(order.refundable))
}
