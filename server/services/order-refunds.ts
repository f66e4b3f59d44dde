// Cancelling with a refund, and returns (docs/adr/0027). Staff cancel an order from the status they saw, giving back
// all, part or none of what it was paid, through the way it was paid or to the wallet; a shopper asks, within 24 hours
// of delivery, to return or exchange a line; staff refund, exchange or decline it, once. The database work is one
// transaction each (order-refunds.repo.ts); a card refund is then asked of the provider at once and, if refused, by the
// refund round (refunds.ts). The shopper is emailed; shoppers waiting for what came back in stock are told. No Fastify,
// no SQL.
import type { Order, RequestBody } from '../../src/domain/contract'
import { nairaToKobo } from '../../src/domain/money'
import { orderRefundMessages } from '../../src/domain/order-refunds'
import { orderStatusMessages } from '../../src/domain/order-status'
import type {
  BackInStock,
  OrderRefundRecord,
  OrderRefundsRepo,
  ReturnDecision,
  ReturnRequestRecord,
  StaffActor,
} from '../db/repos/order-refunds.repo'
import type { OrderRecord, OrdersRepo } from '../db/repos/orders.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { Mailer } from '../providers/mail/mailer'
import type { AvailabilityService } from './availability'
import { naira, type RefundTries } from './refunds'
import { requireStaff, requireVerified } from './verified-user'

type Log = { error(details: object, message: string): void }

const orderName = (order: OrderRecord) => order.trackingId ?? order.txRef

/** Where the shopper's money goes, in words. */
function refundWords(refund: OrderRefundRecord): string {
  return refund.destination === 'wallet'
    ? `We have refunded ${naira(refund.amountKobo)} to your Oja wallet.`
    : `We are refunding ${naira(refund.amountKobo)} to the card you paid with and will email you when it is done.`
}

/** The email a shopper gets when staff cancel their order. */
export function orderCancelledEmail(order: OrderRecord, refund: OrderRefundRecord | null) {
  return {
    subject: 'Your Oja order has been cancelled',
    text: [
      `We have cancelled your order ${orderName(order)}.`,
      '',
      refund ? refundWords(refund) : 'Nothing was refunded for this order.',
    ].join('\n'),
  }
}

/** The email a shopper gets when staff decide their return or exchange. */
export function returnDecidedEmail(
  order: OrderRecord,
  request: ReturnRequestRecord,
  title: string,
  refund: OrderRefundRecord | null,
) {
  const what = `${request.qty} × ${title}`
  const decided = {
    refunded: `We have accepted the return of ${what} from order ${orderName(order)}.`,
    exchanged: `We have accepted the exchange of ${what} from order ${orderName(order)}. We will send you the same item again.`,
    declined: `We could not accept the ${request.kind} of ${what} from order ${orderName(order)}.`,
  }[request.state as 'refunded' | 'exchanged' | 'declined']
  return {
    subject: 'Your Oja return request',
    text: [
      decided,
      ...(request.message ? ['', request.message] : []),
      ...(refund ? ['', refundWords(refund)] : []),
    ].join('\n'),
  }
}

export interface OrderRefundsDeps {
  refunds: OrderRefundsRepo
  /** The card refunds' tries (refunds.ts refundTries over `refunds`): at once here, then by the refund round. */
  cardRefunds: RefundTries
  orders: Pick<OrdersRepo, 'shape' | 'linesOf'>
  findUser: (id: string) => Promise<UserRecord | null>
  mailer: Mailer
  tellBackInStock: AvailabilityService['tellBackInStock']
  now?: () => Date
  log?: Log
}

function staffActor(user: UserRecord): StaffActor {
  requireStaff(user)
  return { id: user.id, email: user.email }
}

const refundTooLarge = (refundableKobo: number) =>
  new DomainError('conflict', orderStatusMessages.refundTooLarge(naira(refundableKobo)))

export function orderRefundsService({
  refunds,
  cardRefunds,
  orders,
  findUser,
  mailer,
  tellBackInStock,
  now = () => new Date(),
  log,
}: OrderRefundsDeps) {
  async function email(userId: string, message: { subject: string; text: string }, about: string): Promise<void> {
    try {
      const user = await findUser(userId)
      if (user) await mailer.send({ to: user.email, ...message })
    } catch (error) {
      log?.error({ err: error, userId }, `the ${about} email could not be sent`)
    }
  }

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
          await email(result.order.userId, orderCancelledEmail(result.order, result.refund), 'cancellation')
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
          const line = (await orders.linesOf(result.order.id))[result.request.line]
          await email(
            result.order.userId,
            returnDecidedEmail(result.order, result.request, line?.title ?? 'an item', result.refund),
            'return decision',
          )
          await afterCommit(result.refund, result.backInStock)
          return result.order.id
        }
      }
    },
  }
}

export type OrderRefundsService = ReturnType<typeof orderRefundsService>
