// Where a swap request stands (docs/adr/0033): which status may follow which, the words staff and shoppers read about
// it, and the limits of a reply. The one table both the server (which refuses any other move) and the staff pages
// (which offer only these moves) read.
import type { Schema } from './contract'

export type SwapStatus = Schema<'SwapStatus'>

/** Every status, in the order a request moves through them (the inbox's filter lists them so). */
export const SWAP_STATUSES: readonly SwapStatus[] = ['new', 'contacted', 'offerMade', 'accepted', 'declined', 'closed']

/**
 * Every status a request may move to from each status. The team may skip contacting a shopper and price the swap at
 * once, and may turn a request down or drop it at any point before it is settled; an offer may be answered with a
 * new conversation (back to contacted, to price it again). Accepted ends in closed (the swap done, or fallen through);
 * declined and closed are final: a shopper who wants another try sends a new request.
 */
export const SWAP_TRANSITIONS: Readonly<Record<SwapStatus, readonly SwapStatus[]>> = {
  new: ['contacted', 'offerMade', 'declined', 'closed'],
  contacted: ['offerMade', 'declined', 'closed'],
  offerMade: ['accepted', 'declined', 'contacted', 'closed'],
  accepted: ['closed'],
  declined: [],
  closed: [],
}

export function isSwapStatus(value: string): value is SwapStatus {
  return (SWAP_STATUSES as readonly string[]).includes(value)
}

/** The statuses a request may move to now, in the order staff see the buttons. */
export function nextSwapStatuses(status: SwapStatus): SwapStatus[] {
  return [...SWAP_TRANSITIONS[status]]
}

export function canMoveSwap(from: SwapStatus, to: SwapStatus): boolean {
  return SWAP_TRANSITIONS[from].includes(to)
}

/** Each status as staff and shoppers read it. */
export const SWAP_STATUS_LABELS: Readonly<Record<SwapStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  offerMade: 'Offer made',
  accepted: 'Accepted',
  declined: 'Declined',
  closed: 'Closed',
}

export function swapStatusLabel(status: SwapStatus): string {
  return SWAP_STATUS_LABELS[status]
}

/** What the shopper reads beside each status on /profile. */
export const SWAP_STATUS_HINTS: Readonly<Record<SwapStatus, string>> = {
  new: 'We have your request and will reply within 5 business days.',
  contacted: 'Our team has been in touch. Check your email and phone.',
  offerMade: 'We have sent you an offer. Check your email.',
  accepted: 'You accepted our offer. We will arrange the swap with you.',
  declined: 'This swap did not go ahead.',
  closed: 'This request is closed.',
}

/** The longest reply staff may email, in characters once trimmed (openapi.yaml StaffSwapReplyInput says the same). */
export const SWAP_REPLY_MAX_LENGTH = 2000

/**
 * A reply as it is emailed and kept: line breaks made '\n', other control characters (which no person types, and which
 * would break a plain-text email) removed, trailing spaces of each line and blank lines at either end trimmed.
 */
export function cleanSwapReply(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trim()
  )
}

/** What the server answers when a move or a reply is refused; the staff pages show them. */
export const swapStatusMessages = {
  notAllowed: (from: SwapStatus, to: SwapStatus) =>
    `A swap request that is ${swapStatusLabel(from)} cannot be marked ${swapStatusLabel(to)}.`,
  replyRequired: 'Write a reply to send.',
  replyTooLong: `A reply can be at most ${SWAP_REPLY_MAX_LENGTH} characters.`,
  replyNotSent: 'The email could not be sent, so nothing was kept. Please try again in a moment.',
  swapNotFound: 'Swap request not found.',
} as const

/** The shopper's list of their swap requests on /profile. */
export const mySwapRequestsTexts = {
  heading: 'Your swap requests',
  loading: 'Loading your swap requests',
  empty: 'You have not asked for a swap yet.',
  request: 'Request a swap',
  failed: 'We could not load your swap requests.',
  retry: 'Try again',
  forDevice: 'for',
  sent: 'Sent',
} as const
