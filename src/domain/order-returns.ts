// The shopper's side of an order's life (docs/adr/0027) on /profile/orders: the words of the timeline, the shipment
// and the return requests, and what is left to ask a return for. The 'Return or exchange an item' form's own words and
// rules are ./order-return-form, which comes down with the form. Which moves exist, the return window and the server's
// refusals are ./order-status.
import type { Order, RequestBody, Schema } from './contract'

export type ReturnRequest = Schema<'ReturnRequest'>
export type ReturnRequestInput = RequestBody<'createReturnRequest'>
export type ReturnKind = ReturnRequest['kind']
export type ReturnState = ReturnRequest['state']

/** The store's own words: the spec names the statuses and the 24-hour policy but gives these no text. */
export const orderReturnTexts = {
  timeline: 'Order timeline',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  askForReturn: 'Return or exchange an item',
  askUntil: (until: string) => `You can ask until ${until}.`,
  returns: 'Returns and exchanges',
  kindNames: { return: 'Return', exchange: 'Exchange' } satisfies Record<ReturnKind, string>,
  states: {
    requested: 'Asked',
    refunded: 'Refunded',
    exchanged: 'Exchanged',
    declined: 'Declined',
  } satisfies Record<ReturnState, string>,
} as const

/** Whether the shopper may still ask for a return: the server's `returnableUntil` is later than now. */
export function isReturnOpen(order: Pick<Order, 'returnableUntil'>, now: Date): boolean {
  return order.returnableUntil != null && Date.parse(order.returnableUntil) > now.getTime()
}

/** How many of a line (its position in orderedProducts) may still be asked for: its quantity less what earlier
 *  requests, not declined, already asked for. */
export function returnableQty(order: Pick<Order, 'orderedProducts' | 'returns'>, line: number): number {
  const bought = order.orderedProducts[line]?.qty ?? 0
  const asked = (order.returns ?? [])
    .filter((request) => request.line === line && request.state !== 'declined')
    .reduce((sum, request) => sum + request.qty, 0)
  return Math.max(0, bought - asked)
}

/** The positions of the lines that have something left to ask for. */
export function returnableLines(order: Pick<Order, 'orderedProducts' | 'returns'>): number[] {
  return order.orderedProducts.map((_, line) => line).filter((line) => returnableQty(order, line) > 0)
}
