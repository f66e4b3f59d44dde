// What staff and shoppers read about cancellations, refunds and returns beyond order-status.ts's texts (docs/adr/0027):
// the answer to a staff action on an order that changed meanwhile, and to a return of a line the order does not have.
import type { OrderStatus } from './order-status'

export const orderRefundMessages = {
  /** Staff acted on the status they saw; another change got there first. */
  statusChanged: (status: OrderStatus) => `This order is ${status} now. Look at it again before you change it.`,
  noSuchLine: 'That item is not in this order.',
} as const
