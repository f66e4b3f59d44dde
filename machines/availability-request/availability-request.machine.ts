// The availability request of an out-of-stock product, or of a product with sizes sold out (spec §4 Availability
// request, §5, §6, §8, §9): a visitor is asked to sign in; a product with sizes sold out needs one of them chosen;
// otherwise the request goes out and, once sent, the button waits ('Retry in' with a countdown) until two hours after
// it was sent, then is usable again. The wait is remembered by the app (local storage `productData`), which hands it
// back as `retryAt` when the page opens again. Time moves only through the named `tick` delay, so a SimulatedClock
// drives it in tests.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import {
  AVAILABILITY_REQUEST_ERROR,
  AVAILABILITY_REQUEST_SENT,
  AVAILABILITY_REQUEST_SENT_MS,
  AVAILABILITY_RETRY_MS,
  SELECT_VARIANT_MESSAGE,
} from '@/domain/availability'
import { baseActions } from '../lib/base-actions'
import { unverifiedActions } from '../lib/unverified'
import { notProvided } from '../lib/not-provided'

/** Who pressed: spec §6 sends a visitor to sign in and, after a failure, a shopper with a pending code to verify. */
export type Shopper = 'visitor' | 'verified' | 'pendingVerification'

export interface AvailabilityProduct {
  productId: string
  /** Whether the shopper must choose a size to ask about (spec §5): the product is in stock, some sizes are not. */
  hasSizes: boolean
  /** When a stored request's wait ends (milliseconds since the epoch), or null when the button is usable. */
  retryAt: number | null
  /** Milliseconds since the epoch. */
  now: number
}

export type AvailabilityRequestInput = AvailabilityProduct

export interface AvailabilityRequestContext extends AvailabilityProduct {
  variant: string | null
  shopper: Shopper
}

export type AvailabilityRequestEvent =
  | { type: 'availability.request'; shopper: Shopper; variant: string | null }
  | ({ type: 'product.change' } & AvailabilityProduct)
  /** A browser slows timers in a background tab; the view sends the real time when the tab returns. */
  | { type: 'clock.sync'; now: number }

export const TICK_MS = 1000

export const availabilityRequestMachine = setup({
  types: {
    context: {} as AvailabilityRequestContext,
    events: {} as AvailabilityRequestEvent,
    input: {} as AvailabilityRequestInput,
  },
  actors: {
    // POST api/products/availability-requests; resolves with the instant it was sent.
    requestAvailability: fromPromise<{ requestedAt: number }, { productId: string; variant: string | null }>(
      notProvided('requestAvailability'),
    ),
  },
  actions: {
    ...baseActions,
    ...unverifiedActions<AvailabilityRequestContext, AvailabilityRequestEvent>(),
    openSignIn: () => notProvided('openSignIn')(),
    /** Keeps `{ productId, timestamp }` so the wait survives a reload (spec §3 productData). */
    remember: (_, _entry: { productId: string; timestamp: number }) => notProvided('remember')(),
    advanceClock: assign({ now: ({ context }) => context.now + TICK_MS }),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'availability.request' && event.shopper === 'visitor',
    // spec §5: a product with sizes and none chosen.
    needsVariant: ({ context, event }) => event.type === 'availability.request' && context.hasSizes && !event.variant,
    isWaiting: ({ context }) => context.retryAt !== null && context.now < context.retryAt,
    isWindowOver: ({ context }) => context.retryAt === null || context.now >= context.retryAt,
    isPendingVerification: ({ context }) => context.shopper === 'pendingVerification',
  },
  delays: { tick: TICK_MS },
}).createMachine({
  id: 'availabilityRequest',
  context: ({ input }) => ({ ...input, variant: null, shopper: 'verified' }),
  initial: 'idle',
  on: {
    // Another product opened on the same page: its own stored wait, and any request under way is dropped.
    'product.change': {
      target: '.idle',
      reenter: true,
      actions: assign(({ event }) => ({
        productId: event.productId,
        hasSizes: event.hasSizes,
        retryAt: event.retryAt,
        now: event.now,
      })),
    },
  },
  states: {
    idle: {
      always: { guard: 'isWaiting', target: 'coolingDown' },
      on: {
        'availability.request': [
          { guard: 'isVisitor', actions: 'openSignIn' },
          {
            guard: 'needsVariant',
            actions: { type: 'notify', params: { kind: 'error', message: SELECT_VARIANT_MESSAGE } },
          },
          {
            target: 'requesting',
            actions: assign(({ event }) => ({ variant: event.variant, shopper: event.shopper })),
          },
        ],
      },
    },
    requesting: {
      invoke: {
        id: 'requestAvailability',
        src: 'requestAvailability',
        input: ({ context }) => ({ productId: context.productId, variant: context.variant }),
        onDone: {
          target: 'coolingDown',
          actions: [
            assign(({ event }) => ({
              now: event.output.requestedAt,
              retryAt: event.output.requestedAt + AVAILABILITY_RETRY_MS,
            })),
            { type: 'remember', params: ({ context }) => ({ productId: context.productId, timestamp: context.now }) },
            {
              type: 'notify',
              params: { kind: 'success', message: AVAILABILITY_REQUEST_SENT, duration: AVAILABILITY_REQUEST_SENT_MS },
            },
          ],
        },
        onError: [
          {
            // spec §6, §8: a shopper whose email is not verified yet is sent to verify it.
            guard: 'isPendingVerification',
            target: 'idle',
            actions: {
              type: 'toVerification',
              params: ({ event }) => ({
                kind: 'error',
                message: firstMessage(event.error, AVAILABILITY_REQUEST_ERROR),
              }),
            },
          },
          {
            target: 'idle',
            actions: {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'error',
                message: firstMessage(event.error, AVAILABILITY_REQUEST_ERROR),
              }),
            },
          },
        ],
      },
    },
    /** spec §4: disabled, 'Retry in' with a countdown to two hours after the request. */
    coolingDown: {
      always: { guard: 'isWindowOver', target: 'idle' },
      after: { tick: { target: 'coolingDown', reenter: true, actions: 'advanceClock' } },
      on: { 'clock.sync': { actions: assign({ now: ({ event }) => event.now }) } },
    },
  },
})
