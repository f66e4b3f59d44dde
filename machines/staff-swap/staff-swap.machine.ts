// /staff/swaps/:swapId (docs/adr/0033): one swap request as staff see it, its moves and a reply by email. A move is
// offered only when the server's answer (nextStatuses) lists it and the transition table (src/domain/swap-status.ts)
// allows it; it names the status shown (`from`), so when another staff member moved the request first the server
// answers 409 and the page says so over the request loaded again. A reply is checked here as the server checks it
// before it is sent; a refusal (the mailer down: nothing kept) is said beside the form, with the text kept to send
// again. A request that does not exist (404, or an id that is not one: 400) and a user who is not staff (403) are
// states of their own, not failures to retry.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { RequestBody, Schema } from '@/domain/contract'
import { staffSwapTexts, swapReplyError } from '@/domain/staff-swaps'
import { canMoveSwap, cleanSwapReply, swapStatusLabel, type SwapStatus } from '@/domain/swap-status'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import { errorOf, staffPageGuards, toastRefusal } from '../lib/staff-calls'
import { conflicted, recordStates } from '../lib/staff-record'

export type StaffSwap = Schema<'StaffSwap'>

export interface StaffSwapInput {
  swapId: string
  /** The request the page was drawn with, when the server drew it for the staff member (docs/adr/0050): shown, not
   *  asked again. */
  swap?: StaffSwap | null
}

/** What a staff member sends; the bodies are the contract's. */
export type StaffSwapRequest =
  | { kind: 'move'; swapId: string; body: RequestBody<'moveStaffSwap'> }
  | { kind: 'reply'; swapId: string; body: RequestBody<'replyStaffSwap'> }

export interface StaffSwapContext {
  swapId: string
  swap: StaffSwap | null
  /** Why the request did not load (failed), or the server's refusal (denied). */
  error: unknown
  /** The server's word when the request had moved before a move reached it (409); shown over it reloaded. */
  conflict: string | null
  /** The reply as typed. */
  reply: string
  /** What is wrong with the reply, or the server's refusal of it. */
  replyError: string | null
  request: StaffSwapRequest | null
}

export type StaffSwapPageEvent =
  | { type: 'swap.retry' }
  | { type: 'swap.move'; status: SwapStatus }
  | { type: 'reply.type'; text: string }
  | { type: 'reply.submit' }

/** The request asked for (getStaffSwap), on the page's first load and after a conflict. */
const loadSwap = {
  id: 'loadSwap',
  src: 'loadSwap',
  input: ({ context }: { context: StaffSwapContext }) => ({ swapId: context.swapId }),
} as const

const loaded = { type: 'setSwap', params: ({ event }: { event: { output: StaffSwap } }) => event.output } as const

/** A move or a reply on its way (moveStaffSwap or replyStaffSwap). */
const act = {
  id: 'act',
  src: 'act',
  input: ({ context }: { context: StaffSwapContext }) => context.request!,
} as const

/** What staff may do while the request is shown. */
const swapActions = {
  'swap.move': { guard: 'canMove', target: 'moving', actions: ['clearConflict', 'askToMove'] },
  'reply.type': { actions: 'setReply' },
  'reply.submit': [
    { guard: 'isReplyReady', target: 'replying', actions: ['clearConflict', 'askToReply'] },
    { actions: 'showReplyError' },
  ],
} as const

export const staffSwapMachine = setup({
  types: {
    context: {} as StaffSwapContext,
    events: {} as StaffSwapPageEvent,
    input: {} as StaffSwapInput,
    tags: {} as 'busy',
  },
  actors: {
    // getStaffSwap
    loadSwap: fromPromise<StaffSwap, { swapId: string }>(notProvided('loadSwap')),
    // moveStaffSwap or replyStaffSwap: each answers the request as it is now.
    act: fromPromise<StaffSwap, StaffSwapRequest>(notProvided('act')),
  },
  actions: {
    ...baseActions,
    setSwap: assign((_, swap: StaffSwap) => ({ swap })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    setConflict: assign((_, { error }: { error: unknown }) => ({ conflict: firstMessage(error) })),
    clearConflict: assign({ conflict: null }),
    setReply: assign(({ event }) => (event.type === 'reply.type' ? { reply: event.text, replyError: null } : {})),
    showReplyError: assign(({ context }) => ({ replyError: swapReplyError(context.reply) ?? null })),
    setReplyError: assign((_, { error }: { error: unknown }) => ({ replyError: firstMessage(error) })),
    clearReply: assign({ reply: '', replyError: null, request: null }),
    askToMove: assign(({ context, event }) =>
      event.type === 'swap.move'
        ? {
            request: {
              kind: 'move' as const,
              swapId: context.swapId,
              body: { from: context.swap!.request.status, status: event.status },
            },
          }
        : {},
    ),
    askToReply: assign(({ context }) => ({
      replyError: null,
      request: { kind: 'reply' as const, swapId: context.swapId, body: { text: cleanSwapReply(context.reply) } },
    })),
  },
  guards: {
    canMove: ({ context, event }) =>
      event.type === 'swap.move' &&
      context.swap !== null &&
      context.swap.nextStatuses.includes(event.status) &&
      canMoveSwap(context.swap.request.status, event.status),
    isReplyReady: ({ context }) => context.swap !== null && swapReplyError(context.reply) === undefined,
    ...staffPageGuards,
    isDrawn: ({ context }) => context.swap !== null,
  },
}).createMachine({
  id: 'staffSwap',
  context: ({ input }) => ({
    swapId: input.swapId,
    swap: input.swap ?? null,
    error: null,
    conflict: null,
    reply: '',
    replyError: null,
    request: null,
  }),
  initial: 'opening',
  states: {
    ...recordStates({ load: loadSwap, loaded, retry: 'swap.retry', actions: swapActions }),
    // A move with one press: a conflict reloads the request; any other refusal is said in a toast.
    moving: {
      tags: ['busy'],
      invoke: {
        ...act,
        onDone: {
          target: 'viewing',
          actions: [
            loaded,
            {
              type: 'notify',
              params: ({ event }: { event: { output: StaffSwap } }) => ({
                kind: 'success' as const,
                message: staffSwapTexts.moved(swapStatusLabel(event.output.request.status)),
              }),
            },
          ],
        },
        onError: [conflicted('refreshing'), { target: 'viewing', actions: toastRefusal }],
      },
    },
    // The reply on its way: sent, it is cleared and the timeline shows it; refused, it stays with the reason.
    replying: {
      tags: ['busy'],
      invoke: {
        ...act,
        onDone: {
          target: 'viewing',
          actions: [
            loaded,
            'clearReply',
            { type: 'notify', params: { kind: 'success', message: staffSwapTexts.replySent } },
          ],
        },
        onError: {
          target: 'viewing',
          actions: [
            { type: 'logFailure', params: errorOf },
            { type: 'setReplyError', params: errorOf },
          ],
        },
      },
    },
  },
})

export type StaffSwapSnapshot = SnapshotFrom<typeof staffSwapMachine>
