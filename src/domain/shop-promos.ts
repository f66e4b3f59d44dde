// The promo bar's promos as the owner runs them (docs/adr/0031; openapi.yaml listStaffPromos, createPromo, updatePromo,
// endPromo; spec §3 Promo): which is running, scheduled or ended, the one rule that only one promo runs at a time,
// the form's checks and the page's words. The server refuses with these rules in the transaction that writes.
import { STAFF_PAGE_NAMES } from './staff-page-names'
import type { RequestBody, Schema } from './contract'
import { requestKey } from './first-page'

export type StaffPromo = Schema<'StaffPromo'>

/** A promo's window: it runs from `startsAt` (included) until `expires` (excluded). Milliseconds since the epoch. */
export interface PromoWindow {
  startsAt: number
  expires: number
}

export type PromoState = 'running' | 'scheduled' | 'ended'

export const PROMO_STATES = ['running', 'scheduled', 'ended'] as const satisfies readonly PromoState[]

/** Where a promo is at `now`. */
export function promoStateAt(window: PromoWindow, now: number): PromoState {
  if (now < window.startsAt) return 'scheduled'
  return now < window.expires ? 'running' : 'ended'
}

/** Whether two windows share an instant (an end touching the next start does not). */
export function windowsOverlap(a: PromoWindow, b: PromoWindow): boolean {
  return a.startsAt < b.expires && b.startsAt < a.expires
}

/**
 * Only one promo runs at a time: the first of `others` (not the promo being edited, `id`) whose window shares an
 * instant with `window`, or undefined when none does. A promo already ended can still overlap a new window only if that
 * window starts before it ended, which the rule that a promo starts now or later keeps from happening.
 */
export function overlappingPromo<T extends PromoWindow & { id: string }>(
  window: PromoWindow,
  others: readonly T[],
  id?: string,
): T | undefined {
  return others.find((other) => other.id !== id && windowsOverlap(window, other))
}

/** The promo bar's text, as shown beside the countdown. */
export const PROMO_TEXT_MAX = 120

/** promos.withdrawal_fee_percent is numeric(4,2) checked between 0 and 100: at most 99.99, two decimals. */
export const PROMO_FEE_MAX = 99.99

/** Whether a withdrawal fee percent fits the table: 0 to 99.99, at most two decimals. */
export function isPromoFee(fee: number): boolean {
  return Number.isFinite(fee) && fee >= 0 && fee <= PROMO_FEE_MAX && Math.round(fee * 100) === fee * 100
}

export const promoMessages = {
  textRequired: 'Write the promo bar’s text',
  textTooLong: `Keep the text to ${PROMO_TEXT_MAX} characters`,
  startInPast: 'Start the promo now or later',
  endBeforeStart: 'End the promo after it starts',
  endInPast: 'End the promo later than now',
  feeRange: `Give a withdrawal fee from 0 to ${PROMO_FEE_MAX} percent, or leave it empty for the usual fee`,
  overlaps: (text: string) => `Another promo runs then (${text}); only one promo runs at a time`,
  ended: 'This promo has ended and cannot be changed',
  startFixed: 'A running promo’s start cannot change',
  notFound: 'No such promo',
} as const

/** What the form holds: texts as typed. `startsAt` empty means now; `withdrawalFee` empty means the usual fee. */
export interface PromoForm {
  text: string
  priceDrop: boolean
  startsAt: string
  expires: string
  withdrawalFee: string
}

export type PromoFormErrors = Partial<Record<keyof PromoForm, string>>

/** The form's own checks, before it is sent (the server checks again, and the overlap besides). */
export function validatePromoForm(form: PromoForm, now: number, state: PromoState = 'scheduled'): PromoFormErrors {
  const errors: PromoFormErrors = {}
  const text = form.text.trim()
  if (text === '') errors.text = promoMessages.textRequired
  else if (text.length > PROMO_TEXT_MAX) errors.text = promoMessages.textTooLong
  const startsAt = form.startsAt === '' ? now : Date.parse(form.startsAt)
  const expires = Date.parse(form.expires)
  if (state === 'scheduled' && form.startsAt !== '' && !(startsAt >= now)) errors.startsAt = promoMessages.startInPast
  if (!Number.isFinite(expires) || expires <= now) errors.expires = promoMessages.endInPast
  else if (!(expires > startsAt)) errors.expires = promoMessages.endBeforeStart
  if (form.withdrawalFee.trim() !== '' && !isPromoFee(Number(form.withdrawalFee)))
    errors.withdrawalFee = promoMessages.feeRange
  return errors
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant as a datetime-local input shows it, in the browser's own time: 'YYYY-MM-DDTHH:mm'. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso)
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/** A datetime-local input's value (the browser's own time) as the API's instant. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString()
}

/** The form for a promo being edited, or a new one (empty: starting now, the usual fee). */
export function promoFormOf(promo: StaffPromo | null): PromoForm {
  if (!promo) return { text: '', priceDrop: true, startsAt: '', expires: '', withdrawalFee: '' }
  return {
    text: promo.text,
    priceDrop: promo.priceDrop,
    startsAt: toLocalInput(promo.startsAt),
    expires: toLocalInput(promo.expires),
    withdrawalFee: promo.withdrawalFee === null ? '' : String(promo.withdrawalFee),
  }
}

/** What a checked form sends: a new promo's body, or an edit's (a running promo's start is left as it is). */
export function promoBodyOf(form: PromoForm): RequestBody<'createPromo'> {
  const fee = form.withdrawalFee.trim()
  return {
    text: form.text.trim(),
    priceDrop: form.priceDrop,
    ...(form.startsAt === '' ? {} : { startsAt: fromLocalInput(form.startsAt) }),
    expires: fromLocalInput(form.expires),
    withdrawalFee: fee === '' ? null : Number(fee),
  }
}

export const shopPromoTexts = {
  heading: STAFF_PAGE_NAMES.staffPromos,
  intro: 'The promo bar’s price drop: one promo runs at a time. Owners create, edit and end them.',
  loading: 'Loading the promos',
  empty: 'No promo yet.',
  retry: 'Try again',
  create: 'New promo',
  edit: 'Edit',
  end: 'End now',
  cancel: 'Cancel promo',
  caption: 'Every promo, latest start first',
  usualFee: 'Usual fee',
  priceDrop: 'Price drop',
  noPriceDrop: 'No countdown',
  states: { running: 'Running', scheduled: 'Scheduled', ended: 'Ended' } satisfies Record<PromoState, string>,
  columns: { text: 'Text', state: 'State', starts: 'Starts', ends: 'Ends', fee: 'Withdrawal fee', actions: 'Actions' },
  form: {
    createTitle: 'New promo',
    editTitle: 'Edit the promo',
    text: 'Text on the promo bar',
    priceDrop: 'Show the price drop countdown',
    startsAt: 'Starts (empty: now)',
    expires: 'Ends',
    withdrawalFee: 'Withdrawal fee while it runs, percent (empty: the usual 1.7)',
    save: 'Save',
    close: 'Close',
  },
  endTitle: 'End this promo now?',
  endBody: 'The promo bar disappears for every shopper at once.',
  cancelTitle: 'Cancel this scheduled promo?',
  cancelBody: 'It has not started; it is removed and never shown.',
  confirmEnd: 'End it',
  confirmCancel: 'Cancel it',
  keep: 'Keep it',
  saved: 'Promo saved',
  endedNotice: 'Promo ended',
  cancelledNotice: 'Promo cancelled',
  appPromo: 'The app promo’s figures (signup bonus, referral reward) are the spec’s constants and are not edited here.',
} as const

/** The staff promos page's first request: a page the server drew for the staff member opens on its answer (docs/adr/0050, 'Staff
 *  pages'). */
export function staffPromosFirstRequest() {
  return requestKey<'listStaffPromos'>('/api/staff/promos')
}
