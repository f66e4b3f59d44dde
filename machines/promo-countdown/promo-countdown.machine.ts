// The promo bar's countdown (spec §1: a countdown shows when a price drop is active; §5: 'Invalid date string
// provided' for an unparseable date). Time moves only through the named `tick` delay, so a SimulatedClock
// drives it in tests.
import { assign, setup } from 'xstate'

/** spec §3 Promo. */
export interface Promo {
  priceDrop: boolean
  text: string
  expires: string | number | Date | null | undefined
  withdrawalFee?: number
}

export interface PromoCountdownInput {
  promo: Promo | null
  /** Milliseconds since the epoch when the bar appears. */
  now: number
}

export interface PromoCountdownContext {
  promo: Promo | null
  now: number
  /** The expiry in milliseconds since the epoch; NaN when the date does not parse. */
  expiresAt: number
}

export type PromoCountdownEvent =
  { type: 'promo.change'; promo: Promo | null; now: number } | { type: 'clock.sync'; now: number }

export const TICK_MS = 1000

export function parseExpiry(expires: Promo['expires']): number {
  if (expires === null || expires === undefined || expires === '') return Number.NaN
  return new Date(expires).getTime()
}

/** What is left, split for the countdown's boxes; never negative. */
export function timeLeft(context: Pick<PromoCountdownContext, 'now' | 'expiresAt'>) {
  const total = Number.isFinite(context.expiresAt) ? Math.max(0, context.expiresAt - context.now) : 0
  const seconds = Math.floor(total / 1000)
  return {
    total,
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
    seconds: seconds % 60,
  }
}

export const promoCountdownMachine = setup({
  types: {
    context: {} as PromoCountdownContext,
    events: {} as PromoCountdownEvent,
    input: {} as PromoCountdownInput,
  },
  delays: {
    tick: TICK_MS,
  },
  actions: {
    // A tick moves the clock by exactly one tick, so the countdown is deterministic; a browser throttles
    // timers in a background tab, and the view sends `clock.sync` with the real time when the tab returns.
    advanceClock: assign({ now: ({ context }) => context.now + TICK_MS }),
  },
  guards: {
    isInvalidDate: ({ context }) => context.promo?.priceDrop === true && Number.isNaN(context.expiresAt),
    isCountingDown: ({ context }) => context.promo?.priceDrop === true && context.expiresAt > context.now,
    hasExpired: ({ context }) => context.now >= context.expiresAt,
  },
}).createMachine({
  id: 'promoCountdown',
  context: ({ input }) => ({ promo: input.promo, now: input.now, expiresAt: parseExpiry(input.promo?.expires) }),
  // `hidden` decides on entry: with no price drop there is nothing to show; a price drop whose date is
  // already past is hidden as well (a stale promo shows no zeroed countdown); a date that does not parse
  // is `invalid` rather than hidden, because spec §5 has the countdown say so.
  initial: 'hidden',
  on: {
    // The promo arrives from GET api/promo after the bar is mounted, or changes.
    'promo.change': {
      target: '.hidden',
      actions: assign({
        promo: ({ event }) => event.promo,
        now: ({ event }) => event.now,
        expiresAt: ({ event }) => parseExpiry(event.promo?.expires),
      }),
    },
  },
  states: {
    hidden: {
      always: [
        { guard: 'isInvalidDate', target: 'invalid' },
        { guard: 'isCountingDown', target: 'running' },
      ],
    },
    /** The countdown shows 'Invalid date string provided'. */
    invalid: {},
    running: {
      always: { guard: 'hasExpired', target: 'expired' },
      after: {
        tick: { target: 'running', reenter: true, actions: 'advanceClock' },
      },
      on: {
        'clock.sync': { actions: assign({ now: ({ event }) => event.now }) },
      },
    },
    /** Ran out while shown. */
    expired: {},
  },
})
