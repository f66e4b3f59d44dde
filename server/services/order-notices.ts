// What the shopper and the store's team are told about an order after it is paid (docs/adr/0027): a short, plain
// email at each status change (and a text when it ships or is ready for pickup, to the delivery phone), a cancellation
// and its refund, a card refund gone through, a return decided; and the team's email for every newly paid order. Each is sent after the change has
// committed; one that fails is logged and never undoes, nor fails, what was done. No Fastify, no SQL.
import { findDeliveryMethod } from '../../src/domain/delivery'
import { formatNaira, koboToNaira, type Kobo } from '../../src/domain/money'
import type { OrderRefundRecord } from '../db/repos/order-refunds.repo'
import type { OrderRecord } from '../db/repos/order-writes'
import type { UserRecord } from '../db/repos/users.repo'
import type { Mailer } from '../providers/mail/mailer'
import type { SmsSender } from '../providers/sms/sms'

type Log = { error(details: object, message: string): void }

export interface OrderNoticesDeps {
  findUser: (id: string) => Promise<UserRecord | null>
  mailer: Mailer
  sms: SmsSender
  /** Where newly paid orders are emailed (server/config.ts ORDERS_TEAM_EMAIL). */
  teamEmail: string
  log?: Log
}

export interface OrderLine {
  title: string
  size: string | null
  qty: number
  priceKobo: Kobo
}

/** A refund as the shopper is told of it: how much, and where it goes ('card' or 'wallet'). */
export type NoticedRefund = Pick<OrderRefundRecord, 'amountKobo' | 'destination'>

/** A return as its decision's email needs it. */
export interface DecidedReturn {
  title: string
  qty: number
  /** What the shopper asked for. */
  kind: 'return' | 'exchange'
  decision: 'refund' | 'exchange' | 'decline'
  /** What was given back with a refund decision (none for nothing). */
  refund: NoticedRefund | null
  /** What staff said with the decision. */
  message: string
}

interface Notice {
  subject: string
  text: string
  /** The text sent by SMS too. */
  sms?: string
}

const naira = (kobo: Kobo) => formatNaira(koboToNaira(kobo), { decimals: true })

const numberOf = (order: OrderRecord) => order.trackingId ?? order.id

/** Where a pickup order waits: the delivery method's words, and the city. */
function pickupPlace(order: OrderRecord): string {
  const method = findDeliveryMethod(order.deliveryMethod)
  return `${method?.deliveryType ?? order.deliveryMethod}, ${order.deliveryAddress.city}, ${order.deliveryAddress.state}`
}

/** The email (and text) for an order's new status; null for a status nobody is told of here. */
export function statusNotice(order: OrderRecord): Notice | null {
  const number = numberOf(order)
  switch (order.status) {
    case 'Processing':
      return {
        subject: `Your Oja order ${number} is being prepared`,
        text: `We are preparing your order ${number}. We will tell you when it is on its way.`,
      }
    case 'Shipped':
      return {
        subject: `Your Oja order ${number} has shipped`,
        text: [
          `Your order ${number} is on its way.`,
          '',
          `Carrier: ${order.carrier ?? ''}`,
          `Tracking number: ${order.trackingNumber ?? ''}`,
        ].join('\n'),
        sms: `Oja: your order ${number} has shipped with ${order.carrier ?? ''}, tracking number ${order.trackingNumber ?? ''}.`,
      }
    case 'Ready for pickup':
      return {
        subject: `Your Oja order ${number} is ready for pickup`,
        text: [
          `Your order ${number} is ready for you to collect.`,
          '',
          `Where: ${pickupPlace(order)}`,
          '',
          'Bring your order number with you.',
        ].join('\n'),
        sms: `Oja: your order ${number} is ready for pickup at ${pickupPlace(order)}.`,
      }
    case 'Delivered':
      return {
        subject: `Your Oja order ${number} was delivered`,
        text: [
          `Your order ${number} was delivered. Thank you for shopping with Oja.`,
          '',
          'If something is not right, you can ask to return or exchange an item within 24 hours of delivery, from your orders page.',
        ].join('\n'),
      }
    default:
      return null
  }
}

/** Where the shopper's money goes, in words: a wallet refund is there already, a card refund is on its way. */
function refundWords(refund: NoticedRefund): string {
  return refund.destination === 'wallet'
    ? `We have refunded ${naira(refund.amountKobo)} to your Oja wallet.`
    : `We are refunding ${naira(refund.amountKobo)} to the card you paid with and will email you when it is done.`
}

export function cancelledNotice(order: OrderRecord, refund: NoticedRefund | null): Notice {
  const number = numberOf(order)
  return {
    subject: `Your Oja order ${number} was cancelled`,
    text: [
      `Your order ${number} was cancelled.`,
      '',
      refund ? refundWords(refund) : 'Nothing was refunded for this order.',
    ].join('\n'),
  }
}

/** A card refund staff gave has gone through (the one a cancellation or a return promised). */
export function refundedNotice(order: OrderRecord, refundKobo: Kobo): Notice {
  const number = numberOf(order)
  return {
    subject: `Your refund for Oja order ${number}`,
    text: [
      `We have refunded ${naira(refundKobo)} of your order ${number} to the card you paid with.`,
      '',
      'Your bank may take a few working days to show it.',
    ].join('\n'),
  }
}

export function returnDecidedNotice(order: OrderRecord, decided: DecidedReturn): Notice {
  const number = numberOf(order)
  const item = `${decided.title} × ${decided.qty}`
  const outcome = {
    refund: `We accepted the return of ${item}.`,
    exchange: `We accepted the exchange of ${item}. We will send you the same item again.`,
    decline: `We could not accept the ${decided.kind} of ${item}.`,
  }[decided.decision]
  const message = decided.message.trim()
  return {
    subject: `Your return for Oja order ${number}`,
    text: [
      outcome,
      ...(decided.refund ? ['', refundWords(decided.refund)] : []),
      ...(message ? ['', message] : []),
    ].join('\n'),
  }
}

/** The team's email for a newly paid order: what was bought, how it travels and where to. */
export function paidTeamNotice(order: OrderRecord, lines: readonly OrderLine[]): Notice {
  const number = numberOf(order)
  const address = order.deliveryAddress
  return {
    subject: `New order ${number}: ${naira(order.amountKobo)}`,
    text: [
      `A new order was paid: ${number}.`,
      '',
      ...lines.map(
        (line) =>
          `- ${line.title}${line.size ? ` (${line.size})` : ''} × ${line.qty}: ${naira(line.priceKobo * line.qty)}`,
      ),
      '',
      `Total paid: ${naira(order.amountKobo)}`,
      `Delivery: ${findDeliveryMethod(order.deliveryMethod)?.deliveryType ?? order.deliveryMethod}`,
      `To: ${address.name}, ${address.city}, ${address.state}, ${address.phone}`,
    ].join('\n'),
  }
}

export function orderNotices({ findUser, mailer, sms, teamEmail, log }: OrderNoticesDeps) {
  /** Emails the order's shopper (and texts the delivery phone when the notice has a text); failures are logged. */
  async function tell(order: OrderRecord, notice: Notice | null): Promise<void> {
    if (!notice) return
    try {
      const user = await findUser(order.userId)
      if (user) await mailer.send({ to: user.email, subject: notice.subject, text: notice.text })
    } catch (error) {
      log?.error({ err: error, orderId: order.id }, "the order's email could not be sent")
    }
    if (!notice.sms) return
    try {
      await sms.send({ to: order.deliveryAddress.phone, body: notice.sms })
    } catch (error) {
      log?.error({ err: error, orderId: order.id }, "the order's text could not be sent")
    }
  }

  return {
    /** After a move committed: the order as it now is. */
    moved: (order: OrderRecord) => tell(order, statusNotice(order)),
    /** After a cancellation committed, with its refund (null for none). */
    cancelled: (order: OrderRecord, refund: NoticedRefund | null) => tell(order, cancelledNotice(order, refund)),
    /** When a card refund staff gave has gone through. */
    refunded: (order: OrderRecord, refundKobo: Kobo) => tell(order, refundedNotice(order, refundKobo)),
    /** After a return's decision committed. */
    returnDecided: (order: OrderRecord, decided: DecidedReturn) => tell(order, returnDecidedNotice(order, decided)),

    /** The store's team hears of a newly paid order (card or wallet). */
    async paid(order: OrderRecord, lines: readonly OrderLine[]): Promise<void> {
      try {
        await mailer.send({ to: teamEmail, ...paidTeamNotice(order, lines) })
      } catch (error) {
        log?.error({ err: error, orderId: order.id }, "the team's new order email could not be sent")
      }
    },
  }
}

export type OrderNotices = ReturnType<typeof orderNotices>
