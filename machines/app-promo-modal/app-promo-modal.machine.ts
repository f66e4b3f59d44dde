// The mobile-app promo modal (spec §1): shown 10 s after page load (spec §9 promo modal delay) to visitors
// without a stored token.
import { setup } from 'xstate'
import { notProvided } from '../lib/not-provided'

/** spec §9: promo modal delay 10000 ms. */
export const APP_PROMO_DELAY_MS = 10_000
/** Session storage key holding '1' once the visitor closed the modal in this tab. */
export const APP_PROMO_CLOSED_STORAGE_KEY = 'appPromoClosed'

export interface AppPromoModalInput {
  /** Whether local storage holds a token (spec §3 local storage keys). */
  hasToken: boolean
  /** Whether session storage says the modal was already closed in this tab. */
  wasClosed?: boolean
}

export interface AppPromoModalContext {
  hasToken: boolean
  wasClosed: boolean
}

export type AppPromoModalEvent = { type: 'modal.close' } | { type: 'auth.signIn' }

export const appPromoModalMachine = setup({
  types: {
    context: {} as AppPromoModalContext,
    events: {} as AppPromoModalEvent,
    input: {} as AppPromoModalInput,
  },
  actions: {
    /** Writes APP_PROMO_CLOSED_STORAGE_KEY to session storage. */
    rememberClosed: notProvided('rememberClosed'),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    wasClosedThisSession: ({ context }) => context.wasClosed,
  },
  delays: {
    promoDelay: APP_PROMO_DELAY_MS,
  },
}).createMachine({
  id: 'appPromoModal',
  context: ({ input }) => ({ hasToken: input.hasToken, wasClosed: input.wasClosed ?? false }),
  initial: 'waiting',
  states: {
    waiting: {
      // Closing is remembered for the tab's session: spec §1 counts from page load, so without it a reload
      // or every fresh page of a browsing session would raise the modal again for someone who said no.
      // A new tab or a new visit offers the app once more.
      always: [
        { guard: 'hasToken', target: 'closed' },
        { guard: 'wasClosedThisSession', target: 'closed' },
      ],
      after: {
        promoDelay: { target: 'open' },
      },
      on: {
        // Signing in during the wait makes this a visitor with a token.
        'auth.signIn': { target: 'closed' },
      },
    },
    open: {
      on: {
        'modal.close': { target: 'closed', actions: 'rememberClosed' },
      },
    },
    closed: {},
  },
})
