// Refunds of refused orders (ADR 0014). The confirmation that finds the goods sold out tries the refund at once; what
// the provider refuses (or does not answer) is tried again by the refund round with a growing wait, and held for staff
// after REFUND_HOLD_AFTER refusals. Every try first claims the refund (refunds.repo.ts), so however many store processes
// run the round, one refund is asked of the provider by one caller at a time, and it is recorded refunded once. The
// shopper who was told 'we are refunding' is emailed when it goes through. No Fastify, no SQL.
import { formatNaira, koboToNaira } from '../../src/domain/money'
import type { OrderRecord } from '../db/repos/orders.repo'
import type { RefundsRepo } from '../db/repos/refunds.repo'
import type { UserRecord } from '../db/repos/users.repo'
import type { Mailer } from '../providers/mail/mailer'
import type { PaymentProvider } from '../providers/payments/payment-provider'

/** After this many refusals a refund is held for staff (about four hours of tries with REFUND_BACKOFF). */
export const REFUND_HOLD_AFTER = 10

/** The wait after the n-th refusal: 1, 2, 4, 8 … minutes, at most an hour. */
export function refundBackoffMs(refusals: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, refusals - 1), 60 * 60_000)
}

/** How long one try holds a refund: longer than the provider's slowest answer with its retries. */
export const REFUND_CLAIM_MS = 5 * 60_000

/** How many due refunds one round tries at most; the next round takes the rest. */
const ROUND_LIMIT = 50

const naira = (kobo: number) => formatNaira(koboToNaira(kobo), { decimals: true })

/** The email a shopper gets when a refund they were told is coming has gone through. */
export function refundedEmail(order: OrderRecord) {
  return {
    subject: 'Your Oja payment has been refunded',
    text: [
      `We have refunded your payment of ${naira(order.amountKobo)} for order ${order.txRef}.`,
      ...(order.refusal ? ['', order.refusal] : []),
      '',
      'The money goes back to the card you paid with. Your bank may take a few working days to show it.',
    ].join('\n'),
  }
}

type Log = { error(details: object, message: string): void; warn(details: object, message: string): void }

export interface RefundsDeps {
  refunds: RefundsRepo
  provider: PaymentProvider
  findUser: (id: string) => Promise<UserRecord | null>
  mailer: Mailer
  now?: () => Date
  log?: Log
}

export function refundsService({ refunds, provider, findUser, mailer, now = () => new Date(), log }: RefundsDeps) {
  async function tellShopper(order: OrderRecord): Promise<void> {
    try {
      const user = await findUser(order.userId)
      if (user) await mailer.send({ to: user.email, ...refundedEmail(order) })
    } catch (error) {
      log?.error({ err: error, orderId: order.id }, 'the refund email could not be sent')
    }
  }

  /** Asks the provider to refund a claimed order; whether it is refunded now. */
  async function attempt(order: OrderRecord, { emailWhenDone }: { emailWhenDone: boolean }): Promise<boolean> {
    if (order.transactionId === null) return false
    try {
      await provider.refundTransaction(order.transactionId, order.amountKobo)
    } catch (error) {
      const refusals = order.refundAttempts + 1
      const at = now()
      const held = refusals >= REFUND_HOLD_AFTER
      await refunds.markRefused(order.id, held ? null : new Date(at.getTime() + refundBackoffMs(refusals)), at)
      if (held)
        log?.error({ err: error, orderId: order.id, refusals }, 'a refund was refused too often; it is held for staff')
      else
        log?.warn(
          { err: error, orderId: order.id, refusals },
          'the refund of a refused order failed; the refund round tries again',
        )
      return false
    }
    if ((await refunds.markRefunded(order.id, now())) && emailWhenDone) await tellShopper(order)
    return true
  }

  return {
    /** The confirmation that refused `order` tries its refund at once; whether it went through (the shopper is told so). */
    async refundNow(order: OrderRecord): Promise<boolean> {
      const at = now()
      const claimed = await refunds.claim(order.id, at, new Date(at.getTime() + REFUND_CLAIM_MS))
      return claimed ? attempt(claimed, { emailWhenDone: false }) : false
    },

    /** The refund round: every due refund whose time has come, claimed, tried once. */
    async round(): Promise<{ tried: number; refunded: number }> {
      const at = now()
      const due = await refunds.claimDue(at, new Date(at.getTime() + REFUND_CLAIM_MS), ROUND_LIMIT)
      let refunded = 0
      for (const order of due) if (await attempt(order, { emailWhenDone: true })) refunded += 1
      return { tried: due.length, refunded }
    },
  }
}

export type RefundsService = ReturnType<typeof refundsService>
