// The Apple Pay button on /payment (spec §7, §8; docs/adr/0044): a child of the payment page's machine, started while
// the shopper chooses how to pay when the order can be paid through Paystack. It waits for the page to draw the
// element the button goes in, loads Paystack's script (or the sandbox's stand-in), and mounts Paystack's Apple Pay
// button there (`paymentRequest`), which appears only where the device has Apple Pay. It shows spec §8's warning when
// there is none and its failure text when a payment fails, and tells its parent when Apple Pay reports a payment; the
// parent confirms it with the server. Without Paystack's script there is simply no button. A browser without Apple Pay
// JS at all (no `ApplePaySession`: every browser but Safari) has no Apple Pay whatever a script would say, so there the
// warning is shown at once and no script is fetched for it (docs/adr/0051).
import { assign, fromCallback, fromPromise, sendParent, setup, spawnChild, type SnapshotFrom } from 'xstate'
import { NO_WALLET_METHOD } from '@/domain/paystack-messages'
import { notProvided } from '../lib/not-provided'
import type { ApplePayEvent, MountApplePayInput } from '../lib/paystack-checkout'

export interface ApplePayInput {
  scriptUrl: string
  /** The button's settings, but for the element it is mounted in. */
  button: Omit<MountApplePayInput, 'container'>
}

/** The page drew (or took away) the element the button goes in: sent to the page's machine, which forwards it. */
export type ApplePayContainerEvent = { type: 'applePay.container'; element: HTMLElement | null }

export type ApplePayMachineEvent = ApplePayContainerEvent | ApplePayEvent

/** What the button tells the payment page. */
export type ApplePayReport = { type: 'applePay.paid'; reference: string }

export interface ApplePayContext {
  /** Null when the order cannot be paid through Paystack: no button. */
  settings: ApplePayInput | null
  container: HTMLElement | null
  /** spec §8's wallet warning or Apple Pay failure, shown where the button is. */
  message: string | null
}

export const applePayMachine = setup({
  types: {
    context: {} as ApplePayContext,
    events: {} as ApplePayMachineEvent,
    input: {} as ApplePayInput | null,
  },
  actors: {
    // Adds Paystack's inline script (or the sandbox's stand-in) to the page (spec §9: 3 attempts, 1 s apart).
    loadPaystackScript: fromPromise<void, { scriptUrl: string }>(notProvided('loadPaystackScript')),
    // Mounts Paystack's Apple Pay button in the container, or reports why there is none.
    mountApplePay: fromCallback<ApplePayEvent, MountApplePayInput>(notProvided('mountApplePay')),
  },
  actions: {
    setContainer: assign(({ event }) => (event.type === 'applePay.container' ? { container: event.element } : {})),
    setMessage: assign((_, message: string | null) => ({ message })),
    reportPaid: sendParent((_, reference: string): ApplePayReport => ({ type: 'applePay.paid', reference })),
  },
  guards: {
    offered: ({ context }) => context.settings !== null,
    hasContainer: ({ context }) => context.container !== null,
    // Whether the browser lacks Apple Pay JS (the page provides it; unprovided, the script decides, as before).
    lacksApplePayJs: () => false,
  },
}).createMachine({
  id: 'applePay',
  context: ({ input }) => ({ settings: input, container: null, message: null }),
  on: { 'applePay.container': { actions: 'setContainer' } },
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'offered', target: 'waiting' }, { target: 'off' }] },
    waiting: {
      always: [
        { guard: 'lacksApplePayJs', target: 'unavailable', actions: { type: 'setMessage', params: NO_WALLET_METHOD } },
        { guard: 'hasContainer', target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadPaystackScript',
        input: ({ context }) => ({ scriptUrl: context.settings!.scriptUrl }),
        onDone: 'mounting',
        onError: 'off',
      },
    },
    // The button's actor is spawned, not invoked: it stays mounted through the states below, which only say what the
    // shopper reads beside it, until the page stops choosing.
    mounting: {
      entry: spawnChild('mountApplePay', {
        id: 'mountApplePay',
        input: ({ context }) => ({ ...context.settings!.button, container: context.container! }),
      }),
      on: {
        'applePay.ready': { target: 'ready', actions: { type: 'setMessage', params: null } },
        'applePay.unavailable': {
          target: 'unavailable',
          actions: { type: 'setMessage', params: ({ event }) => event.message },
        },
      },
    },
    ready: {
      on: {
        'applePay.paid': { target: 'paid', actions: { type: 'reportPaid', params: ({ event }) => event.reference } },
        'applePay.failed': { actions: { type: 'setMessage', params: ({ event }) => event.message } },
        'applePay.cancelled': { actions: { type: 'setMessage', params: null } },
      },
    },
    unavailable: {},
    off: {},
    paid: { type: 'final' },
  },
})

export type ApplePaySnapshot = SnapshotFrom<typeof applePayMachine>
