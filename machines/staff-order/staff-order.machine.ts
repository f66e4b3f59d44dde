// /staff/orders/:orderId (docs/adr/0027): one order as staff see it, and the actions its reply allows. A move or a
// cancel is offered only when the server's answer (nextStatuses, canCancel) lists it and the transition table
// (src/domain/order-status.ts) allows it; each names the status shown (`from`), so when another staff member acted
// first the server answers 409 and the page says so over the order loaded again. Shipping, cancelling and deciding a
// return open a dialog whose input is checked here before it is sent. An order that does not exist (404, or an id
// that is not one: 400) and a user who is not staff (403) are states of their own, not failures to retry.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { FieldErrors } from '@/domain/account-forms'
import { firstMessage } from '@/domain/account'
import type { RequestBody, Schema } from '@/domain/contract'
import { koboToNaira, nairaToKobo } from '@/domain/money'
import type { OrderMove } from '@/domain/order-status'
import {
  noteError,
  offeredMoves,
  offersCancel,
  refundAmountError,
  returnRefundLimit,
  shipmentErrors,
  staffOrderMessages,
  type ShipmentField,
} from '@/domain/staff-order'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import { conflicted, recordStates } from '../lib/staff-record'
import { dialogRefusal, staffPageGuards, toastRefusal } from '../lib/staff-calls'
import { typedAmount } from '../lib/typed-amount'

export interface StaffOrderInput {
  orderId: string
  /** The order the page was drawn with, when the server drew it for the staff member (docs/adr/0050): shown, not
   *  asked again. */
  order?: StaffOrder | null
}

/** The moves made with one press; Shipped has its dialog. */
export type StaffOrderMove = Exclude<OrderMove, 'Shipped'>
export type RefundTo = Schema<'RefundTo'>
export type ReturnDecision = RequestBody<'decideReturn'>['decision']
export type ReturnRequest = Schema<'ReturnRequest'>
export type StaffOrder = Schema<'StaffOrder'>

/** What a staff member sends; the bodies are the contract's (naira). */
export type StaffOrderRequest =
  | { kind: 'move'; orderId: string; body: RequestBody<'moveStaffOrder'> }
  | { kind: 'cancel'; orderId: string; body: RequestBody<'cancelStaffOrder'> }
  | { kind: 'return'; returnId: string; body: RequestBody<'decideReturn'> }

export type StaffOrderField = ShipmentField | 'reason' | 'amount' | 'message'

export interface PendingReturn {
  returnId: string
  decision: ReturnDecision
}

export interface StaffOrderContext {
  orderId: string
  order: StaffOrder | null
  /** Why the order did not load (failed), or the server's refusal (denied). */
  error: unknown
  /** The server's word when the order had moved before an action reached it (409); shown over the order reloaded. */
  conflict: string | null
  /** What is wrong with the open dialog's input. */
  errors: FieldErrors<StaffOrderField>
  /** The server's refusal of the dialog's action, other than a conflict; shown in the dialog. */
  submitError: string | null
  /** The return request and the decision its dialog is open for. */
  pendingReturn: PendingReturn | null
  request: StaffOrderRequest | null
}

export type StaffOrderPageEvent =
  | { type: 'order.retry' }
  | { type: 'order.move'; status: StaffOrderMove }
  | { type: 'ship.open' }
  | { type: 'cancel.open' }
  | { type: 'return.open'; returnId: string; decision: ReturnDecision }
  | { type: 'dialog.close' }
  | { type: 'ship.submit'; carrier: string; trackingNumber: string }
  /** `refund` 'full' gives back all that is refundable; 'part' the typed `amount` (naira). */
  | { type: 'cancel.submit'; reason: string; refund: 'full' | 'part'; amount: string; refundTo: RefundTo }
  | { type: 'return.submit'; amount: string; refundTo: RefundTo; message: string }

type Checked = { errors: FieldErrors<StaffOrderField> } | { request: StaffOrderRequest }

function withoutEmpty(errors: FieldErrors<StaffOrderField>): FieldErrors<StaffOrderField> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined))
}

/** The request a shipment dialog sends, or what is wrong with it. */
export function checkShipment(order: StaffOrder, carrier: string, trackingNumber: string): Checked {
  const errors = shipmentErrors(carrier, trackingNumber)
  if (Object.keys(errors).length > 0) return { errors }
  return {
    request: {
      kind: 'move',
      orderId: order._id,
      body: { from: order.status, status: 'Shipped', carrier: carrier.trim(), trackingNumber: trackingNumber.trim() },
    },
  }
}

/** The request a cancel dialog sends, or what is wrong with it: a reason, and a refund of at most what is refundable. */
export function checkCancel(
  order: StaffOrder,
  { reason, refund, amount, refundTo }: Omit<Extract<StaffOrderPageEvent, { type: 'cancel.submit' }>, 'type'>,
): Checked {
  const refundable = nairaToKobo(order.refundable)
  const kobo = refund === 'full' ? refundable : typedAmount(amount)
  const errors = withoutEmpty({
    reason: noteError(reason, staffOrderMessages.reasonNeeded),
    amount: refund === 'full' ? undefined : refundAmountError(kobo, refundable, false),
  })
  if (Object.keys(errors).length > 0 || kobo === null) return { errors }
  return {
    request: {
      kind: 'cancel',
      orderId: order._id,
      body: { from: order.status, refund: koboToNaira(kobo), refundTo, reason: reason.trim() },
    },
  }
}

/** The request a return's dialog sends, or what is wrong with it: a refund above ₦0 within its limit; a decline's
 *  message. */
export function checkReturn(
  order: StaffOrder,
  { returnId, decision }: PendingReturn,
  { amount, refundTo, message }: Omit<Extract<StaffOrderPageEvent, { type: 'return.submit' }>, 'type'>,
): Checked {
  const request = order.returns.find((candidate) => candidate._id === returnId)
  if (!request) return { errors: {} }
  const kobo = decision === 'refund' ? typedAmount(amount) : null
  const errors = withoutEmpty({
    amount: decision === 'refund' ? refundAmountError(kobo, returnRefundLimit(order, request), true) : undefined,
    message: noteError(message, decision === 'decline' ? staffOrderMessages.declineMessageNeeded : undefined),
  })
  if (Object.keys(errors).length > 0) return { errors }
  const body: RequestBody<'decideReturn'> =
    decision === 'refund'
      ? { decision, amount: koboToNaira(kobo!), refundTo, message: message.trim() }
      : { decision, message: message.trim() }
  return { request: { kind: 'return', returnId, body } }
}

/** What a dialog's submit asks for, or its errors. */
function checkSubmit(context: StaffOrderContext, event: StaffOrderPageEvent): Checked {
  const order = context.order!
  if (event.type === 'ship.submit') return checkShipment(order, event.carrier, event.trackingNumber)
  if (event.type === 'cancel.submit') return checkCancel(order, event)
  if (event.type === 'return.submit' && context.pendingReturn) return checkReturn(order, context.pendingReturn, event)
  return { errors: {} }
}

/** The toast after an action the server applied. */
export function doneMessage(request: StaffOrderRequest): string {
  if (request.kind === 'move') return staffOrderMessages.moved(request.body.status)
  if (request.kind === 'cancel') return staffOrderMessages.cancelled
  if (request.body.decision === 'refund') return staffOrderMessages.returnRefunded
  if (request.body.decision === 'exchange') return staffOrderMessages.exchangeAccepted
  return staffOrderMessages.returnDeclined
}

/** The order asked for (getStaffOrder), on the page's first load and after a conflict. */
const loadOrder = {
  id: 'loadOrder',
  src: 'loadOrder',
  input: ({ context }: { context: StaffOrderContext }) => ({ orderId: context.orderId }),
} as const

const loaded = { type: 'setOrder', params: ({ event }: { event: { output: StaffOrder } }) => event.output } as const

const submitted = {
  target: '#staffOrder.viewing',
  actions: [
    loaded,
    {
      type: 'notify',
      params: ({ context }: { context: StaffOrderContext }) => ({
        kind: 'success' as const,
        message: doneMessage(context.request!),
      }),
    },
    'closeDialog',
  ],
} as const

const conflict = conflicted('#staffOrder.refreshing', 'closeDialog')

/** The action on its way (moveStaffOrder, cancelStaffOrder or decideReturn); done, it shows the order answered. */
const act = {
  id: 'act',
  src: 'act',
  input: ({ context }: { context: StaffOrderContext }) => context.request!,
  onDone: submitted,
} as const

/** What staff may do while the order is shown: only what the server's answer offers and the table allows. */
const orderActions = {
  'order.move': { guard: 'canMove', target: 'moving', actions: ['clearConflict', 'askToMove'] },
  'ship.open': { guard: 'canShip', target: 'shipping', actions: 'clearConflict' },
  'cancel.open': { guard: 'canCancel', target: 'cancelling', actions: 'clearConflict' },
  'return.open': { guard: 'isOpenReturn', target: 'decidingReturn', actions: ['clearConflict', 'openReturn'] },
} as const

/** A dialog's submit: sent when its input is ready, else the input's errors shown in the dialog. */
const checkedSubmit = [
  { guard: 'isReady', target: 'submitting', actions: 'takeSubmit' },
  { actions: 'takeSubmit' },
] as const
const dialogClosed = { target: '#staffOrder.viewing', actions: 'closeDialog' } as const

/** A dialog's action on its way: done, the order moved first (409), or refused (said in the dialog). */
const dialogSubmitting = {
  tags: ['busy'],
  invoke: {
    ...act,
    onError: [conflict, { target: 'editing', actions: dialogRefusal }],
  },
} as const

export const staffOrderMachine = setup({
  types: {
    context: {} as StaffOrderContext,
    events: {} as StaffOrderPageEvent,
    input: {} as StaffOrderInput,
    tags: {} as 'busy',
  },
  actors: {
    // getStaffOrder
    loadOrder: fromPromise<StaffOrder, { orderId: string }>(notProvided('loadOrder')),
    // moveStaffOrder, cancelStaffOrder or decideReturn: each answers the order as it is now.
    act: fromPromise<StaffOrder, StaffOrderRequest>(notProvided('act')),
  },
  actions: {
    ...baseActions,
    setOrder: assign((_, order: StaffOrder) => ({ order })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    setConflict: assign((_, { error }: { error: unknown }) => ({ conflict: firstMessage(error) })),
    clearConflict: assign({ conflict: null }),
    setSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: firstMessage(error) })),
    openReturn: assign(({ event }) =>
      event.type === 'return.open' ? { pendingReturn: { returnId: event.returnId, decision: event.decision } } : {},
    ),
    askToMove: assign(({ context, event }) =>
      event.type === 'order.move'
        ? {
            request: {
              kind: 'move' as const,
              orderId: context.orderId,
              body: { from: context.order!.status, status: event.status },
            },
          }
        : {},
    ),
    takeSubmit: assign(({ context, event }) => {
      const checked = checkSubmit(context, event)
      return 'request' in checked
        ? { request: checked.request, errors: {}, submitError: null }
        : { errors: checked.errors, submitError: null }
    }),
    closeDialog: assign({ errors: {}, submitError: null, pendingReturn: null, request: null }),
  },
  guards: {
    canMove: ({ context, event }) =>
      event.type === 'order.move' && context.order !== null && offeredMoves(context.order).includes(event.status),
    canShip: ({ context }) => context.order !== null && offeredMoves(context.order).includes('Shipped'),
    canCancel: ({ context }) => context.order !== null && offersCancel(context.order),
    isOpenReturn: ({ context, event }) =>
      event.type === 'return.open' &&
      context.order !== null &&
      context.order.returns.some((request) => request._id === event.returnId && request.state === 'requested'),
    isReady: ({ context, event }) => 'request' in checkSubmit(context, event),
    ...staffPageGuards,
    isDrawn: ({ context }) => context.order !== null,
  },
}).createMachine({
  id: 'staffOrder',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: input.order ?? null,
    error: null,
    conflict: null,
    errors: {},
    submitError: null,
    pendingReturn: null,
    request: null,
  }),
  initial: 'opening',
  states: {
    ...recordStates({ load: loadOrder, loaded, retry: 'order.retry', actions: orderActions }),
    // A move with one press: no dialog, so a refusal other than a conflict is said in a toast.
    moving: {
      tags: ['busy'],
      invoke: {
        ...act,
        onError: [conflict, { target: 'viewing', actions: [...toastRefusal, 'closeDialog'] }],
      },
    },
    shipping: {
      initial: 'editing',
      states: {
        editing: { on: { 'ship.submit': checkedSubmit, 'dialog.close': dialogClosed } },
        submitting: dialogSubmitting,
      },
    },
    cancelling: {
      initial: 'editing',
      states: {
        editing: { on: { 'cancel.submit': checkedSubmit, 'dialog.close': dialogClosed } },
        submitting: dialogSubmitting,
      },
    },
    decidingReturn: {
      initial: 'editing',
      states: {
        editing: { on: { 'return.submit': checkedSubmit, 'dialog.close': dialogClosed } },
        submitting: dialogSubmitting,
      },
    },
  },
})

export type StaffOrderSnapshot = SnapshotFrom<typeof staffOrderMachine>
