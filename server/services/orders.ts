// Confirming card-paid orders and listing them (ADR 0009). The shopper's browser (createOrder) and the provider's
// webhook both confirm through `settle`: the provider's own record of the transaction is read outside any database
// transaction, must pay this very order (confirmsOrder), and then one database transaction takes the stock, clears
// the cart and pays the order, or refuses it when the goods sold out meanwhile and refunds the payment. An order is
// paid at most once whoever asks and however often. No Fastify, no SQL.
import { randomInt } from 'node:crypto'
import type { Order, RequestBody } from '../../src/domain/contract'
import { findDeliveryMethod } from '../../src/domain/delivery'
import { formatNaira, koboToNaira } from '../../src/domain/money'
import type { OrderRecord, OrdersRepo } from '../db/repos/orders.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import { reportedPayment } from './checkouts'
import type { Mailer } from '../providers/mail/mailer'
import {
  confirmsOrder,
  PaymentVerificationError,
  type PaymentProvider,
  type VerifiedTransaction,
} from '../providers/payments/payment-provider'
import type { CardGateway, PaymentGateways } from '../providers/payments/payment-gateways'
import type { PaymentTokenService } from './tokens'
import { ORDER_FAILED } from '../../src/domain/order-messages'
import type { OrderNotices } from './order-notices'
import type { RefundsService } from './refunds'

export const orderMessages = {
  /** spec §8: order placement failure. */
  failed: ORDER_FAILED,
  /** Why a paid order was refused (kept on the order); the shopper reads it with what became of the refund. */
  soldOut: (title: string) => `Sorry, ${title} sold out while you were paying.`,
  /** The refund went through (ADR 0009's wording). */
  refunded: 'Your payment has been refunded.',
  /** The provider has not taken the refund yet: the refund round keeps trying and emails the shopper (ADR 0014). */
  refunding: 'We are refunding your payment and will email you as soon as it is done.',
  unreachable:
    'We cannot reach the card payment provider to confirm your payment right now. If you were charged, your order will be confirmed shortly.',
  notFound: 'This order was not found',
  notThisOrder: 'This payment is not for the order being confirmed',
} as const

/** Tracking ids: 'OJA-' and 8 characters that cannot be misread for one another (no 0/O, 1/I/L). */
const TRACKING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function newTrackingId(): string {
  let id = 'OJA-'
  for (let index = 0; index < 8; index += 1) id += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)]
  return id
}

const naira = (kobo: number) => formatNaira(koboToNaira(kobo), { decimals: true })

/** The email a shopper gets when their order is confirmed. */
export function orderConfirmedEmail(
  order: OrderRecord,
  lines: { title: string; size: string | null; qty: number; priceKobo: number }[],
) {
  const method = findDeliveryMethod(order.deliveryMethod)
  const address = order.deliveryAddress
  return {
    subject: `Your Oja order ${order.trackingId ?? ''} is confirmed`,
    text: [
      'Thank you for shopping with Oja. We have received your payment and will contact you soon.',
      '',
      `Order number: ${order.trackingId ?? order.id}`,
      '',
      ...lines.map(
        (line) =>
          `- ${line.title}${line.size ? ` (${line.size})` : ''} × ${line.qty}: ${naira(line.priceKobo * line.qty)}`,
      ),
      '',
      ...(order.couponKobo > 0 ? [`Coupon: -${naira(order.couponKobo)}`] : []),
      `Delivery (${method?.deliveryType ?? order.deliveryMethod}): ${naira(order.deliveryKobo)}`,
      `Total paid: ${naira(order.amountKobo)}`,
      '',
      'Delivery address:',
      address.name,
      address.street,
      [address.city, address.state, address.pincode].filter(Boolean).join(', '),
      address.country,
      address.phone,
      '',
      'Delivery takes 24-48 hours after an order is confirmed.',
    ].join('\n'),
  }
}

type Log = { error(details: object, message: string): void; warn(details: object, message: string): void }

/**
 * The provider's record of a card transaction (an order's or a wallet funding's); 'conflict' when it has none, 'unavailable' when
 * it cannot be asked now (the order or funding waits for the webhook or a later try).
 */
export async function verifyPayment(
  provider: PaymentProvider,
  transactionId: string,
  log?: Log,
  unreachable: string = orderMessages.unreachable,
): Promise<VerifiedTransaction> {
  try {
    return await provider.verifyTransaction(transactionId)
  } catch (error) {
    if (!(error instanceof PaymentVerificationError)) throw error
    if (error.problem === 'notFound') throw new DomainError('conflict', orderMessages.failed)
    // The operator's keys or the provider's answers: nothing the shopper can do.
    if (error.problem !== 'unreachable')
      log?.error({ err: error }, 'the card payment provider could not verify a transaction')
    throw new DomainError('unavailable', unreachable)
  }
}

export interface OrdersDeps {
  orders: OrdersRepo
  /** The card gateways: each payment is verified with the one that took it (docs/adr/0041). */
  gateways: Pick<PaymentGateways, 'of'>
  paymentTokens: PaymentTokenService
  findUser: (id: string) => Promise<UserRecord | null>
  mailer: Mailer
  /** Refunds of refused orders: tried at once here, then by the refund round. */
  refunds: RefundsService
  /** The store's team hears of each newly paid order. */
  notices: Pick<OrderNotices, 'paid'>
  now?: () => Date
  log?: Log
}

/** What a shopper whose payment was refused reads: why, and the truth about the refund. */
function refusedMessage(order: OrderRecord, refunded: boolean): string {
  if (!order.refusal) return orderMessages.failed
  if (order.refundState === null) return order.refusal
  return `${order.refusal} ${refunded ? orderMessages.refunded : orderMessages.refunding}`
}

export function ordersService({
  orders,
  gateways,
  paymentTokens,
  findUser,
  mailer,
  refunds,
  notices,
  now = () => new Date(),
  log,
}: OrdersDeps) {
  const verify = (gateway: CardGateway, transactionId: string) =>
    verifyPayment(gateways.of(gateway), transactionId, log)
  /** Whether the order's payment is this one: the same transaction at the same gateway. */
  const paidBy = (order: OrderRecord, gateway: CardGateway, transactionId: string) =>
    order.transactionId === transactionId && (order.paymentGateway ?? 'flutterwave') === gateway

  /** A newly paid order: the shopper's confirmation, and the team's email. */
  async function tellShopper(order: OrderRecord): Promise<void> {
    let lines: Awaited<ReturnType<OrdersRepo['linesOf']>>
    try {
      lines = await orders.linesOf(order.id)
      const user = await findUser(order.userId)
      if (user) await mailer.send({ to: user.email, ...orderConfirmedEmail(order, lines) })
    } catch (error) {
      log?.error({ err: error, orderId: order.id }, 'the order confirmation email could not be sent')
      return
    }
    await notices.paid(order, lines)
  }

  /** An order no longer awaiting payment, answered for this transaction: the order if it paid it, else 'conflict'. */
  async function answerSettled(
    order: OrderRecord,
    gateway: CardGateway,
    transactionId: string,
  ): Promise<{ created: false; order: OrderRecord }> {
    if (order.paymentState === 'paid' && paidBy(order, gateway, transactionId)) return { created: false, order }
    // The refund round owns the retries; asking again only reads how the refund stands.
    if (order.paymentState === 'refused' && paidBy(order, gateway, transactionId))
      throw new DomainError('conflict', refusedMessage(order, order.refundState === 'refunded'))
    throw new DomainError('conflict', orderMessages.failed)
  }

  /** A second successful payment for an order another payment already settled: the money is the shopper's, and
   *  staff refund it (the store keeps no record to refund it by itself exactly once). */
  function noteExtraPayment(order: OrderRecord, gateway: CardGateway, transaction: VerifiedTransaction) {
    if (
      !paidBy(order, gateway, transaction.id) &&
      confirmsOrder(transaction, { txRef: order.txRef, amountKobo: order.amountKobo })
    ) {
      log?.warn(
        { orderId: order.id, gateway, transactionId: transaction.id },
        'a second payment arrived for an order already settled; refund it by hand',
      )
    }
  }

  /**
   * Confirms `order` with the transaction at `gateway` (already read from that gateway, or read now): the one settle
   * step for every gateway and every way a payment is reported (the shopper's browser, either gateway's webhook).
   */
  async function settle(
    order: OrderRecord,
    gateway: CardGateway,
    transactionId: string,
    known?: VerifiedTransaction,
  ): Promise<{ created: boolean; order: OrderRecord }> {
    if (order.paymentState !== 'awaiting') {
      if (known) noteExtraPayment(order, gateway, known)
      return answerSettled(order, gateway, transactionId)
    }
    const transaction = known ?? (await verify(gateway, transactionId))
    if (!confirmsOrder(transaction, { txRef: order.txRef, amountKobo: order.amountKobo }))
      throw new DomainError('conflict', orderMessages.failed)
    const result = await orders.confirm({
      orderId: order.id,
      transactionId: transaction.id,
      gateway,
      trackingId: newTrackingId(),
      soldOut: orderMessages.soldOut,
      now: now(),
    })
    switch (result.outcome) {
      case 'paid':
        await tellShopper(result.order)
        return { created: true, order: result.order }
      case 'soldOut':
        throw new DomainError('conflict', refusedMessage(result.order, await refunds.refundNow(result.order)))
      case 'settled':
        noteExtraPayment(result.order, gateway, transaction)
        return answerSettled(result.order, gateway, transaction.id)
    }
  }

  /**
   * A webhook's report of a payment at `gateway` (by what that gateway verifies by): its record says which order it
   * pays. An unknown transaction, or a payment that confirms nothing, is received and left alone; one whose reference
   * is no order's is handed back (`unclaimed`) for the wallet to look at; only a gateway that cannot be asked now
   * fails the call ('unavailable'), so that it is sent again.
   */
  async function confirmReported(
    gateway: CardGateway,
    transactionIdOrReference: string,
  ): Promise<{ unclaimed?: VerifiedTransaction }> {
    let transaction: VerifiedTransaction
    try {
      transaction = await verify(gateway, transactionIdOrReference)
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') return {}
      throw error
    }
    const order = await orders.findByTxRef(transaction.txRef)
    // Not an order's: perhaps a wallet funding's, which the caller settles.
    if (!order) return { unclaimed: transaction }
    try {
      await settle(order, gateway, transaction.id, transaction)
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') return {}
      throw error
    }
    return {}
  }

  return {
    /** listOrders: the shopper's paid orders, newest first. */
    list(user: UserRecord): Promise<Order[]> {
      return orders.listPaid(user.id)
    },

    /** createOrder: the shopper's browser reports a successful payment, at either gateway, for the order its token names. */
    async confirmByShopper(
      user: UserRecord,
      body: RequestBody<'createOrder'>,
    ): Promise<{ created: boolean; order: Order }> {
      const { userId, payload } = await paymentTokens.verify(body.paymentToken)
      if (userId !== user.id) throw new DomainError('notFound', orderMessages.notFound)
      const paid = reportedPayment(body)
      if (payload.txRef !== paid.txRef) throw new DomainError('invalid', orderMessages.notThisOrder, paid.field)
      const order = await orders.findByTxRef(payload.txRef)
      if (!order || order.userId !== user.id) throw new DomainError('notFound', orderMessages.notFound)
      // Flutterwave's checkout reports its transaction id; Paystack's, the reference, by which its record is read
      // first, so that a settled order is answered by the transaction that paid it.
      const settled =
        paid.gateway === 'paystack'
          ? await verify('paystack', paid.verifyBy).then((transaction) =>
              settle(order, 'paystack', transaction.id, transaction),
            )
          : await settle(order, 'flutterwave', paid.verifyBy)
      return { created: settled.created, order: await orders.shape(settled.order) }
    },

    /**
     * receivePaymentWebhook (already known genuine): the body only names a transaction; the provider's record of it
     * says which order it pays. An unknown transaction, or a payment that confirms nothing, is received and left alone;
     * one whose reference is no order's is handed back (`unclaimed`) for the wallet to look at; only a provider that
     * cannot be asked now fails the call ('unavailable'), so that it is sent again.
     */
    async confirmByWebhook(body: RequestBody<'receivePaymentWebhook'>): Promise<{ unclaimed?: VerifiedTransaction }> {
      const id = body.data?.id
      if (id === undefined || !/^\d{1,20}$/.test(String(id))) return {}
      return confirmReported('flutterwave', String(id))
    },

    /**
     * receivePaystackWebhook (already known genuine): a `charge.success` names the store's reference; Paystack's
     * record of it (verified by that reference) settles the order as Flutterwave's webhook does, through settle.
     */
    async confirmByPaystackWebhook(reference: string): Promise<{ unclaimed?: VerifiedTransaction }> {
      return confirmReported('paystack', reference)
    },

    /** An order paid another way (the wallet): the shopper's email, and the order as the API shows it. */
    async announcePaid(order: OrderRecord): Promise<Order> {
      await tellShopper(order)
      return orders.shape(order)
    },
  }
}

export type OrdersService = ReturnType<typeof ordersService>
