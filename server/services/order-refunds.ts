// Cancelling with a refund, and returns (docs/adr/0027). Staff cancel an order from the status they saw, giving back
// all, part or none of what it was paid, through the way it was paid or to the wallet; a shopper asks, within 24 hours
// of delivery, to return or exchange a line; staff refund, exchange or decline it, once. The database work is one
// transaction each (order-refunds.repo.ts); a card refund is then asked of the provider at once and, if refused, by the
// refund round (refunds.ts). The shopper is told by the order's notices (order-notices.ts): the cancellation or the
// decision, and a card refund once it goes through; shoppers waiting for what came back in stock are told. No Fastify,
// no SQL.
import type { Order, RequestBody } from '../../src/domain/contract'
import { nairaToKobo } from '../../src/domain/money'
import { orderRefundMessages } from '../../src/domain/order-refunds'
import { orderStatusMessages } from '../../src/domain/order-status'
import type { BackInStock, OrderRefundRecord, OrderRefundsRepo, ReturnDecision } from '../db/repos/order-refunds.repo'
import type { OrdersRepo } from '../db/repos/orders.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { AvailabilityService } from './availability'
import type { OrderNotices } from './order-notices'
import { naira, refundTries, type RefundTries, type RefundTriesDeps } from './refunds'
import { requireVerified, staffActor } from './verified-user'

/**
 * Staff's card refunds' tries (at once, then by the refund round): when one goes through, the shopper is told by the
 * order's notices.
 */
export function staffCardRefunds(
  queue: OrderRefundsRepo,
  {
    orders,
    notices,
    ...deps
  }: Omit<RefundTriesDeps, 'tellRefunded'> & {
    orders: Pick<OrdersRepo, 'findByTxRef'>
    notices: Pick<OrderNotices, 'refunded'>
  },
): RefundTries {
  return refundTries(queue, {
    ...deps,
    async tellRefunded(refund) {
      const order = await orders.findByTxRef(refund.txRef)
      if (order) await notices.refunded(order, refund.amountKobo)
    },
  })
}

export interface OrderRefundsDeps {
  refunds: OrderRefundsRepo
  /** The card refunds' tries (staffCardRefunds over `refunds`): at once here, then by the refund round. */
  cardRefunds: RefundTries
  orders: Pick<OrdersRepo, 'shape' | 'linesOf'>
  /** What the shopper is told once a cancellation or a decision has committed. */
  notices: Pick<OrderNotices, 'cancelled' | 'returnDecided'>
  tellBackInStock: AvailabilityService['tellBackInStock']
  now?: () => Date
}

const refundTooLarge = (refundableKobo: number) =>
  new DomainError('conflict', orderStatusMessages.refundTooLarge(naira(refundableKobo)))

export function orderRefundsService({
  refunds,
  cardRefunds,
  orders,
  notices,
  tellBackInStock,
  now = () => new Date(),
}: OrderRefundsDeps) {
  /** After the transaction committed: the card refund tried, the waiting shoppers told. */
  async function afterCommit(refund: OrderRefundRecord | null, backInStock: BackInStock): Promise<void> {
    if (refund?.destination === 'card' && refund.state === 'due')
      await cardRefunds.tryNow(refund.id, { emailWhenDone: true })
    for (const { product, shoppers } of backInStock) await tellBackInStock(product, shoppers)
  }

  return {
    /** cancelStaffOrder: the cancelled order's id (its StaffOrder is read after). */
    async cancel(user: UserRecord, orderId: string, body: RequestBody<'cancelStaffOrder'>): Promise<string> {
      const actor = staffActor(user)
      const result = await refunds.cancel({
        orderId,
        from: body.from,
        refundKobo: nairaToKobo(body.refund),
        refundTo: body.refundTo,
        reason: body.reason,
        actor,
        now: now(),
      })
      switch (result.outcome) {
        case 'notFound':
          throw new DomainError('notFound', orderStatusMessages.orderNotFound)
        case 'cannotCancel':
          throw new DomainError('conflict', orderStatusMessages.cannotCancel(result.status))
        case 'statusChanged':
          throw new DomainError('conflict', orderRefundMessages.statusChanged(result.status))
        case 'tooLarge':
          throw refundTooLarge(result.refundableKobo)
        case 'cancelled':
          await notices.cancelled(result.order, result.refund)
          await afterCommit(result.refund, result.backInStock)
          return result.order.id
      }
    },

    /** createReturnRequest: the shopper's order as listOrders shows it, with the request. */
    async askReturn(user: UserRecord, orderId: string, body: RequestBody<'createReturnRequest'>): Promise<Order> {
      requireVerified(user)
      const result = await refunds.askReturn({ orderId, userId: user.id, ...body, now: now() })
      switch (result.outcome) {
        case 'notFound':
          throw new DomainError('notFound', orderStatusMessages.orderNotFound)
        case 'closed':
          throw new DomainError('conflict', orderStatusMessages.returnClosed)
        case 'noSuchLine':
          throw new DomainError('invalid', orderRefundMessages.noSuchLine, 'line')
        case 'tooMany':
          throw new DomainError('conflict', orderStatusMessages.returnTooMany, 'qty')
        case 'asked':
          return orders.shape(result.order)
      }
    },

    /** decideReturn: the order's id (its StaffOrder is read after). */
    async decideReturn(user: UserRecord, requestId: string, body: RequestBody<'decideReturn'>): Promise<string> {
      const actor = staffActor(user)
      const decision: ReturnDecision =
        body.decision === 'refund'
          ? {
              decision: 'refund',
              amountKobo: body.amount === undefined ? null : nairaToKobo(body.amount),
              refundTo: body.refundTo ?? 'original',
            }
          : { decision: body.decision }
      const result = await refunds.decideReturn({ requestId, decision, message: body.message, actor, now: now() })
      switch (result.outcome) {
        case 'notFound':
          throw new DomainError('notFound', orderStatusMessages.returnNotFound)
        case 'decided':
          throw new DomainError('conflict', orderStatusMessages.returnDecided)
        case 'tooLarge':
          throw refundTooLarge(result.refundableKobo)
        case 'done': {
          const { request, refund } = result
          const line = (await orders.linesOf(result.order.id))[request.line]
          await notices.returnDecided(result.order, {
            title: line?.title ?? 'an item',
            qty: request.qty,
            kind: request.kind === 'exchange' ? 'exchange' : 'return',
            decision: body.decision,
            refund,
            message: request.message ?? '',
          })
          await afterCommit(result.refund, result.backInStock)
          return result.order.id
        }
      }
    },
  }
}

export type OrderRefundsService = ReturnType<typeof orderRefundsService>
