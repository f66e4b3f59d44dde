// /staff/money, money that needs a person (docs/adr/0032; openapi.yaml getHeldMoney, actOnHeldMoney), for the owner:
// the held refunds and withdrawals with the wallet float, loaded once; an action is offered only when the item's
// answer lists it (the transition table of src/domain/held-money.ts), asked for in a confirm dialog ('settle' with its
// reference, checked here before it is sent), and the list is loaded again after it, so what is shown is what the
// server holds. When someone else acted first the server answers 409 and the page says so over the list loaded again.
// A user who is not the owner (403) is a state of its own, not a failure to retry.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { RequestBody, SuccessData } from '@/domain/contract'
import {
  heldMoneyMessages,
  heldMoneyTexts,
  isSettleReference,
  type HeldMoney,
  type HeldMoneyAction,
  type HeldMoneyKind,
  type WalletFloat,
} from '@/domain/held-money'
import { baseActions } from '../lib/base-actions'
import { hasStatus } from '../lib/error-status'
import { failedInto } from '../lib/load-failed'
import { notProvided } from '../lib/not-provided'

export type HeldMoneyOverview = SuccessData<'getHeldMoney'>
export type { HeldMoney, HeldMoneyAction, HeldMoneyKind, WalletFloat }

/** What the owner sends: the item and the contract's body. */
export interface HeldMoneyRequest {
  kind: HeldMoneyKind
  id: string
  body: RequestBody<'actOnHeldMoney'>
}

/** The action a confirm dialog is open for. */
export interface PendingAction {
  kind: HeldMoneyKind
  id: string
  action: HeldMoneyAction
}

export interface StaffMoneyContext {
  items: HeldMoney[]
  float: WalletFloat | null
  /** Why the page did not load (failed), or the server's refusal (denied). */
  error: unknown
  pending: PendingAction | null
  /** What is wrong with the dialog's reference. */
  referenceError: string | null
  /** The server's refusal of the dialog's action, other than a conflict; shown in the dialog. */
  submitError: string | null
  request: HeldMoneyRequest | null
}

/** The held money the page was drawn with, when the server drew it for the owner (docs/adr/0050): shown, not asked
 *  again. */
export interface StaffMoneyInput {
  overview?: HeldMoneyOverview | null
}

export type StaffMoneyEvent =
  | { type: 'money.retry' }
  | { type: 'action.open'; kind: HeldMoneyKind; id: string; action: HeldMoneyAction }
  | { type: 'dialog.close' }
  | { type: 'action.confirm'; reference: string }

type ErrorEvent = { event: { error: unknown } }
const errorOf = ({ event }: ErrorEvent) => ({ error: event.error })

const loaded = {
  type: 'setOverview',
  params: ({ event }: { event: { output: HeldMoneyOverview } }) => event.output,
} as const

/** A load's answer: the list, or nothing held. */
const shown = [
  {
    guard: { type: 'hasItems', params: ({ event }: { event: { output: HeldMoneyOverview } }) => event.output },
    target: 'listed',
    actions: loaded,
  },
  { target: 'empty', actions: loaded },
] as const

/** The request the dialog's confirm sends, or null while its reference is missing. */
export function requestFor(pending: PendingAction, reference: string): HeldMoneyRequest | null {
  if (pending.action === 'settle' && !isSettleReference(reference)) return null
  return {
    kind: pending.kind,
    id: pending.id,
    body: pending.action === 'settle' ? { action: 'settle', reference: reference.trim() } : { action: pending.action },
  }
}

export const staffMoneyMachine = setup({
  types: {
    context: {} as StaffMoneyContext,
    events: {} as StaffMoneyEvent,
    input: {} as StaffMoneyInput | undefined,
    tags: {} as 'busy',
  },
  actors: {
    // getHeldMoney
    loadMoney: fromPromise<HeldMoneyOverview, void>(notProvided('loadMoney')),
    // actOnHeldMoney: the item as it now is.
    act: fromPromise<HeldMoney, HeldMoneyRequest>(notProvided('act')),
  },
  actions: {
    ...baseActions,
    setOverview: assign((_, overview: HeldMoneyOverview) => ({ items: overview.items, float: overview.float })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    setSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: firstMessage(error) })),
    openAction: assign(({ event }) =>
      event.type === 'action.open'
        ? { pending: { kind: event.kind, id: event.id, action: event.action }, referenceError: null, submitError: null }
        : {},
    ),
    takeConfirm: assign(({ context, event }) => {
      if (event.type !== 'action.confirm' || !context.pending) return {}
      const request = requestFor(context.pending, event.reference)
      return request
        ? { request, referenceError: null, submitError: null }
        : { referenceError: heldMoneyMessages.referenceNeeded, submitError: null }
    }),
    closeDialog: assign({ pending: null, referenceError: null, submitError: null, request: null }),
  },
  guards: {
    hasItems: (_, overview: HeldMoneyOverview) => overview.items.length > 0,
    // Only a drawn page starts with the float: every answer carries it.
    isDrawn: ({ context }) => context.float !== null,
    hasDrawnItems: ({ context }) => context.float !== null && context.items.length > 0,
    isOffered: ({ context, event }) =>
      event.type === 'action.open' &&
      context.items.some(
        (item) => item.kind === event.kind && item.id === event.id && item.actions.includes(event.action),
      ),
    isReady: ({ context, event }) =>
      event.type === 'action.confirm' &&
      context.pending !== null &&
      requestFor(context.pending, event.reference) !== null,
    isConflict: (_, { error }: { error: unknown }) => hasStatus(error, 409),
    isForbidden: (_, { error }: { error: unknown }) => hasStatus(error, 403),
  },
}).createMachine({
  id: 'staffMoney',
  context: ({ input }) => ({
    items: input?.overview?.items ?? [],
    float: input?.overview?.float ?? null,
    error: null,
    pending: null,
    referenceError: null,
    submitError: null,
    request: null,
  }),
  initial: 'opening',
  states: {
    // Passed through at once: to the held money the server drew the page with, or to loading it.
    opening: {
      always: [
        { guard: 'hasDrawnItems', target: 'listed' },
        { guard: 'isDrawn', target: 'empty' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      entry: { type: 'setError', params: { error: null } },
      invoke: {
        id: 'loadMoney',
        src: 'loadMoney',
        onDone: shown,
        onError: [
          {
            guard: { type: 'isForbidden', params: errorOf },
            target: 'denied',
            actions: { type: 'setError', params: errorOf },
          },
          failedInto('failed'),
        ],
      },
    },
    failed: {
      on: { 'money.retry': 'loading' },
    },
    // Not the owner: the server's words, nothing to retry.
    denied: {},
    empty: {},
    listed: {
      on: { 'action.open': { guard: 'isOffered', target: 'confirming', actions: 'openAction' } },
    },
    confirming: {
      on: {
        'dialog.close': { target: 'listed', actions: 'closeDialog' },
        'action.confirm': [{ guard: 'isReady', target: 'acting', actions: 'takeConfirm' }, { actions: 'takeConfirm' }],
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'refreshing',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'success' as const,
                message: heldMoneyTexts.done[context.request!.body.action],
              }),
            },
            'closeDialog',
          ],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: errorOf },
            target: 'refreshing',
            actions: [
              {
                type: 'notify',
                params: ({ event }) => ({ kind: 'error' as const, message: firstMessage(event.error) }),
              },
              'closeDialog',
            ],
          },
          {
            target: 'confirming',
            actions: [
              { type: 'logFailure', params: errorOf },
              { type: 'setSubmitError', params: errorOf },
            ],
          },
        ],
      },
    },
    // The list loaded again after an action, drawn as it was meanwhile.
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadMoney',
        src: 'loadMoney',
        onDone: shown,
        onError: failedInto('failed'),
      },
    },
  },
})
