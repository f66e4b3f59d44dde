// The 'Return or exchange an item' form on /profile/orders (docs/adr/0027): its words and the rule its reason follows.
// Apart from the orders page's own words (./order-returns), so the page's first download leaves them to the form, which
// comes down when a shopper first asks for it.
import { RETURN_REASON_MAX_LENGTH } from './order-status'
import { orderReturnTexts, type ReturnKind } from './order-returns'

export const RETURN_KINDS: readonly ReturnKind[] = ['return', 'exchange']

/** The store's own words: the spec names the 24-hour policy but gives the form no text. */
export const returnFormTexts = {
  /** What the orders page's button says. */
  title: orderReturnTexts.askForReturn,
  description: 'Returns and exchanges are accepted within 24 hours of delivery.',
  line: 'Item',
  qty: 'Quantity',
  kind: 'Return or exchange',
  kinds: { return: 'Return it for a refund', exchange: 'Exchange it' } satisfies Record<ReturnKind, string>,
  reason: 'Reason',
  reasonHint: `Up to ${RETURN_REASON_MAX_LENGTH} characters.`,
  reasonNeeded: 'Tell us why you are sending it back.',
  reasonTooLong: `Keep the reason to ${RETURN_REASON_MAX_LENGTH} characters.`,
  submit: 'Send request',
  cancel: 'Cancel',
  sent: 'Your request has been sent. We will get back to you soon.',
} as const

/** Why the reason cannot be sent, or null when it can (the contract: 1 to RETURN_REASON_MAX_LENGTH characters). */
export function reasonProblem(reason: string): string | null {
  const trimmed = reason.trim()
  if (trimmed === '') return returnFormTexts.reasonNeeded
  if (trimmed.length > RETURN_REASON_MAX_LENGTH) return returnFormTexts.reasonTooLong
  return null
}
