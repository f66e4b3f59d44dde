// Refunds asked of the card provider (ADR 0014, docs/adr/0027): the refunds of refused orders, and the card refunds
// staff give when they cancel an order or take a return (order_refunds). Whoever makes one tries it at once; what the
// provider refuses (or does not answer) is tried again by the refund round with a growing wait, and held for staff
// after REFUND_HOLD_AFTER refusals. Every try first claims the refund (refunds.repo.ts, order-refunds.repo.ts), so
// however many store processes run the round, one refund is asked of the provider by one caller at a time, and it is
// recorded refunded once. The shopper is told once when it goes through: of a refused order's refund here, of staff's
// by the order's notices (order-refunds.ts). No Fastify, no SQL.
import { formatNaira, koboToNaira, type Kobo } from '../../src/domain/money'
import type { OrderRecord } from '../db/repos/orders.repo'
import type { RefundsRepo } from '../db/repos/refunds.repo'
import type { UserRecord } from '../db/repos/users.repo'
import type { Mailer } from '../providers/mail/mailer'
import type { CardGateway, PaymentGateways } from '../providers/payments/payment-gateways'

/** After this many refusals a refund is held for staff (about four hours of tries with REFUND_BACKOFF). */
export const REFUND_HOLD_AFTER = 10

/** The wait after the n-th refusal: 1, 2, 4, 8 … minutes, at most an hour. */
export function refundBackoffMs(refusals: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, refusals - 1), 60 * 60_000)
}

/** How long one try holds a refund: longer than the provider's slowest answer with its retries. */
export const REFUND_CLAIM_MS = 5 * 60_000

/** How many due refunds of one kind one round tries at most; the next round takes the rest. */
const ROUND_LIMIT = 50

export const naira = (kobo: Kobo) => formatNaira(koboToNaira(kobo), { decimals: true })

/** The email a shopper gets when a refused order's refund has gone through, with why the order was refused. */
export function refundedEmail({
  amountKobo,
  txRef,
  refusal,
}: {
  amountKobo: Kobo
  txRef: string
  refusal?: string | null
}) {
  return {
    subject: 'Your Oja payment has been refunded',
    text: [
      `We have refunded your payment of ${naira(amountKobo)} for order ${txRef}.`,
      ...(refusal ? ['', refusal] : []),
      '',
      'The money goes back to the card you paid with. Your bank may take a few working days to show it.',
    ].join('\n'),
  }
}

/** What the provider said when it refused, short enough for a staff page (never the store's keys: adapters keep them out). */
export function providerAnswer(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return (message.trim() || 'No answer').slice(0, 300)
}

type Log = { error(details: object, message: string): void; warn(details: object, message: string): void }

/** One card refund as the provider is asked for it, and whom to tell when it goes through. */
export interface CardRefund {
  id: string
  /** The provider's id of the payment to refund; null: nothing to ask (never refunded). */
  transactionId: string | null
  amountKobo: Kobo
  /** How many times the provider refused it so far. */
  refusals: number
  userId: string
  txRef: string
  refusal?: string | null
  /** The card gateway that took the payment, whose refund this is (docs/adr/0041); null: Flutterwave, the only
   *  gateway before there were two. */
  gateway: CardGateway | null
}

/**
 * Where card refunds of one kind wait (refunds.repo.ts for refused orders, order-refunds.repo.ts for staff's): each
 * claimed for a while before it is tried, then marked refunded, or refused with when to try again (null: held).
 */
export interface RefundQueue {
  claimDue(now: Date, until: Date, limit: number): Promise<CardRefund[]>
  claim(id: string, now: Date, until: Date): Promise<CardRefund | null>
  markRefunded(id: string, now: Date): Promise<boolean>
  /** `answer`: what the provider said (or why nothing came), kept in the refund's history for staff (docs/adr/0032). */
  markRefused(id: string, retryAt: Date | null, now: Date, answer: string): Promise<unknown>
}

export interface RefundTriesDeps {
  /** The card gateways: a refund goes back through the one that took the money. */
  gateways: Pick<PaymentGateways, 'of'>
  /** Tells the shopper a refund of this queue went through (once, after it is recorded). */
  tellRefunded: (refund: CardRefund) => Promise<void>
  now?: () => Date
  log?: Log
}

/** The tries of one queue's refunds: one now (claimed first), or a round of every due one. */
export function refundTries(
  queue: RefundQueue,
  { gateways, tellRefunded, now = () => new Date(), log }: RefundTriesDeps,
) {
  /** A failure to tell is logged: the refund is done whatever becomes of its email. */
  async function tellShopper(refund: CardRefund): Promise<void> {
    try {
      await tellRefunded(refund)
    } catch (error) {
      log?.error({ err: error, refundId: refund.id }, 'the refund email could not be sent')
    }
  }

  /** Asks the provider for a claimed refund; whether it is refunded now. */
  async function attempt(refund: CardRefund, { emailWhenDone }: { emailWhenDone: boolean }): Promise<boolean> {
    if (refund.transactionId === null) return false
    try {
      await gateways.of(refund.gateway).refundTransaction(refund.transactionId, refund.amountKobo)
    } catch (error) {
      const refusals = refund.refusals + 1
      const at = now()
      const held = refusals >= REFUND_HOLD_AFTER
      await queue.markRefused(
        refund.id,
        held ? null : new Date(at.getTime() + refundBackoffMs(refusals)),
        at,
        providerAnswer(error),
      )
      if (held)
        log?.error(
          { err: error, refundId: refund.id, refusals },
          'a refund was refused too often; it is held for staff',
        )
      else log?.warn({ err: error, refundId: refund.id, refusals }, 'a refund failed; the refund round tries again')
      return false
    }
    if ((await queue.markRefunded(refund.id, now())) && emailWhenDone) await tellShopper(refund)
    return true
  }

  return {
    /** Tries the refund `id` at once if it is due; whether it went through. */
    async tryNow(id: string, { emailWhenDone }: { emailWhenDone: boolean }): Promise<boolean> {
      const at = now()
      const claimed = await queue.claim(id, at, new Date(at.getTime() + REFUND_CLAIM_MS))
      return claimed ? attempt(claimed, { emailWhenDone }) : false
    },

    /** Every due refund whose time has come, claimed, tried once. */
    async round(): Promise<{ tried: number; refunded: number }> {
      const at = now()
      const due = await queue.claimDue(at, new Date(at.getTime() + REFUND_CLAIM_MS), ROUND_LIMIT)
      let refunded = 0
      for (const refund of due) if (await attempt(refund, { emailWhenDone: true })) refunded += 1
      return { tried: due.length, refunded }
    },
  }
}

export type RefundTries = ReturnType<typeof refundTries>

export interface RefundsDeps extends Omit<RefundTriesDeps, 'tellRefunded'> {
  refunds: RefundsRepo
  findUser: (id: string) => Promise<UserRecord | null>
  mailer: Mailer
  /** The other card refunds the refund round tries (staff's, order-refunds.ts). */
  alsoInRound?: RefundTries[]
}

export function refundsService({ refunds, alsoInRound = [], findUser, mailer, ...deps }: RefundsDeps) {
  const refusedOrders = refundTries(refunds, {
    ...deps,
    async tellRefunded(refund) {
      const user = await findUser(refund.userId)
      if (user) await mailer.send({ to: user.email, ...refundedEmail(refund) })
    },
  })
  return {
    /** The confirmation that refused `order` tries its refund at once; whether it went through (the shopper is told so). */
    refundNow(order: OrderRecord): Promise<boolean> {
      return refusedOrders.tryNow(order.id, { emailWhenDone: false })
    },

    /** The owner handed a held refund back (docs/adr/0032): tried once now, the shopper emailed if it goes through. */
    retryNow(orderId: string): Promise<boolean> {
      return refusedOrders.tryNow(orderId, { emailWhenDone: true })
    },

    /** The refund round: every due refund whose time has come (refused orders', then staff's), claimed, tried once. */
    async round(): Promise<{ tried: number; refunded: number }> {
      let tried = 0
      let refunded = 0
      for (const tries of [refusedOrders, ...alsoInRound]) {
        const done = await tries.round()
        tried += done.tried
        refunded += done.refunded
      }
      return { tried, refunded }
    },
  }
}

export type RefundsService = ReturnType<typeof refundsService>
