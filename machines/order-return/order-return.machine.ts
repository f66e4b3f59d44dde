// 'Return or exchange an item' on /profile/orders (docs/adr/0027: returns within 24 hours of delivery): one line of a
// delivered order, how many of it, return or exchange, and a reason. Submitting checks the reason, then asks the
// server (createReturnRequest); the order it answers, with the request, goes back to the page, and a refusal (the
// window closed, more than is left) shows the server's own words on the form.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { Order } from '@/domain/contract'
import { reasonProblem, returnFormTexts } from '@/domain/order-return-form'
import { returnableLines, returnableQty, type ReturnKind, type ReturnRequestInput } from '@/domain/order-returns'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type { ReturnRequestInput }

export interface SendReturnInput {
  orderId: string
  body: ReturnRequestInput
}

export interface OrderReturnInput {
  order: Order
}

export interface OrderReturnContext {
  order: Order
  /** The chosen line, by its position in orderedProducts. */
  line: number
  qty: number
  kind: ReturnKind
  reason: string
  /** Why the reason cannot be sent, shown once a submit found it. */
  reasonError: string | null
  /** The server's refusal. */
  message: string | null
}

export type OrderReturnEvent =
  | { type: 'line.change'; line: number }
  | { type: 'qty.change'; qty: number }
  | { type: 'kind.change'; kind: ReturnKind }
  | { type: 'reason.change'; reason: string }
  | { type: 'return.submit' }

/** The quantity kept within what the chosen line has left, at least one. */
function clampQty(order: Order, line: number, qty: number): number {
  return Math.min(Math.max(1, Math.trunc(qty) || 1), Math.max(1, returnableQty(order, line)))
}

export const orderReturnMachine = setup({
  types: {
    context: {} as OrderReturnContext,
    events: {} as OrderReturnEvent,
    input: {} as OrderReturnInput,
    tags: {} as 'busy',
  },
  actors: {
    // POST api/orders/{id}/returns
    sendReturn: fromPromise<Order, SendReturnInput>(notProvided('sendReturn')),
  },
  actions: {
    ...baseActions,
    /** Hands the page the order as the server answered it, with the new request. */
    returned: (_: unknown, _order: Order) => notProvided('returned')(),
    setLine: assign(({ context }, line: number) => ({ line, qty: clampQty(context.order, line, context.qty) })),
    setQty: assign(({ context }, qty: number) => ({ qty: clampQty(context.order, context.line, qty) })),
    setKind: assign((_, kind: ReturnKind) => ({ kind })),
    setReason: assign((_, reason: string) => ({ reason, reasonError: null })),
    checkReason: assign(({ context }) => ({ reasonError: reasonProblem(context.reason) })),
    setMessage: assign((_, { message }: { message: string | null }) => ({ message })),
  },
  guards: {
    reasonIsValid: ({ context }) => reasonProblem(context.reason) === null,
  },
}).createMachine({
  id: 'orderReturn',
  context: ({ input }) => ({
    order: input.order,
    line: returnableLines(input.order)[0] ?? 0,
    qty: 1,
    kind: 'return',
    reason: '',
    reasonError: null,
    message: null,
  }),
  initial: 'asking',
  // The form's edits; while the request is out the form is disabled, and once sent the machine is done.
  on: {
    'line.change': { actions: { type: 'setLine', params: ({ event }) => event.line } },
    'qty.change': { actions: { type: 'setQty', params: ({ event }) => event.qty } },
    'kind.change': { actions: { type: 'setKind', params: ({ event }) => event.kind } },
    'reason.change': { actions: { type: 'setReason', params: ({ event }) => event.reason } },
  },
  states: {
    asking: {
      on: { 'return.submit': [{ guard: 'reasonIsValid', target: 'submitting' }, { actions: 'checkReason' }] },
    },
    // The server said no: its words stay on the form until the shopper sends again.
    refused: {
      on: { 'return.submit': [{ guard: 'reasonIsValid', target: 'submitting' }, { actions: 'checkReason' }] },
    },
    submitting: {
      tags: ['busy'],
      entry: { type: 'setMessage', params: { message: null } },
      invoke: {
        id: 'sendReturn',
        src: 'sendReturn',
        input: ({ context }) => ({
          orderId: context.order._id,
          body: { line: context.line, qty: context.qty, kind: context.kind, reason: context.reason.trim() },
        }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'notify', params: { kind: 'success', message: returnFormTexts.sent } },
            { type: 'returned', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'refused',
          actions: [
            { type: 'setMessage', params: ({ event }) => ({ message: firstMessage(event.error) }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    sent: { type: 'final' },
  },
})

export type OrderReturnSnapshot = SnapshotFrom<typeof orderReturnMachine>
