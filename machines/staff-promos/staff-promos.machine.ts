// /staff/promos (docs/adr/0031; openapi.yaml listStaffPromos, createPromo, updatePromo, endPromo): every promo of the
// promo bar, running, scheduled or ended, for owners and staff; owners create, edit and end them. A form is checked
// here (src/domain/shop-promos.ts) before it is sent, and the server's refusal (another promo runs then: 409) is said
// in the dialog. Every write answers the whole list. A 403 is a state of its own, with the server's words.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { RequestBody } from '@/domain/contract'
import {
  promoBodyOf,
  promoStateAt,
  shopPromoTexts,
  validatePromoForm,
  type PromoForm,
  type PromoFormErrors,
  type StaffPromo,
} from '@/domain/shop-promos'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import { editedListStates } from '../lib/edited-list'
import { dialogRefusal, staffPageGuards, toastRefusal } from '../lib/staff-calls'

export type { StaffPromo }

export type PromoRequest =
  | { kind: 'create'; body: RequestBody<'createPromo'> }
  | { kind: 'update'; id: string; body: RequestBody<'updatePromo'> }
  | { kind: 'end'; id: string }

export interface StaffPromosContext {
  promos: StaffPromo[]
  /** Whether the list is the server's already (a page it drew, docs/adr/0050): 'opening' shows it, else loads it. */
  known: boolean
  /** Why the list did not load (failed), or the server's refusal (denied). */
  message: string | null
  /** The promo the form edits; null while creating one. */
  editing: StaffPromo | null
  /** The promo asked to end. */
  ending: StaffPromo | null
  errors: PromoFormErrors
  submitError: string | null
  request: PromoRequest | null
}

/** The list the page was drawn with, when the server drew it (docs/adr/0050): opened on, not asked again. */
export interface StaffPromosInput {
  promos?: StaffPromo[] | null
}

export type StaffPromosEvent =
  | { type: 'list.retry' }
  | { type: 'promo.create' }
  | { type: 'promo.edit'; id: string }
  | { type: 'promo.end'; id: string }
  | { type: 'promo.submit'; form: PromoForm }
  | { type: 'end.confirm' }
  | { type: 'dialog.close' }

/** The request a form sends, or what is wrong with it. */
export function checkPromoForm(
  editing: StaffPromo | null,
  form: PromoForm,
  now: number,
): { request: PromoRequest } | { errors: PromoFormErrors } {
  const state = editing
    ? promoStateAt({ startsAt: Date.parse(editing.startsAt), expires: Date.parse(editing.expires) }, now)
    : 'scheduled'
  const errors = validatePromoForm(form, now, state)
  if (Object.keys(errors).length > 0) return { errors }
  const body = promoBodyOf(form)
  if (!editing) return { request: { kind: 'create', body } }
  // A running promo keeps its start: it is not sent.
  const { startsAt, ...rest } = body
  return {
    request: {
      kind: 'update',
      id: editing._id,
      body: state === 'running' ? rest : { ...rest, ...(startsAt ? { startsAt } : {}) },
    },
  }
}

/** The toast after a write the server applied. */
export function promoDoneMessage(request: PromoRequest, promo: StaffPromo | null): string {
  if (request.kind !== 'end') return shopPromoTexts.saved
  return promo?.state === 'scheduled' ? shopPromoTexts.cancelledNotice : shopPromoTexts.endedNotice
}

const listed = { type: 'setPromos', params: ({ event }: { event: { output: StaffPromo[] } }) => event.output } as const
const done = {
  target: '#staffPromos.shown',
  actions: [
    listed,
    {
      type: 'notify',
      params: ({ context }: { context: StaffPromosContext }) => ({
        kind: 'success' as const,
        message: promoDoneMessage(context.request!, context.ending),
      }),
    },
    'closeDialog',
  ],
} as const
const save = {
  id: 'savePromo',
  src: 'savePromo',
  input: ({ context }: { context: StaffPromosContext }) => context.request!,
  onDone: done,
} as const
const closed = { target: '#staffPromos.shown', actions: 'closeDialog' } as const

export const staffPromosMachine = setup({
  types: {
    context: {} as StaffPromosContext,
    events: {} as StaffPromosEvent,
    tags: {} as 'busy',
    input: {} as StaffPromosInput,
  },
  actors: {
    // listStaffPromos
    loadPromos: fromPromise<StaffPromo[]>(notProvided('loadPromos')),
    // createPromo, updatePromo or endPromo: each answers every promo.
    savePromo: fromPromise<StaffPromo[], PromoRequest>(notProvided('savePromo')),
  },
  actions: {
    ...baseActions,
    setPromos: assign((_, promos: StaffPromo[]) => ({ promos })),
    setMessage: assign((_, { error }: { error: unknown }) => ({ message: firstMessage(error) })),
    setSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: firstMessage(error) })),
    openEdit: assign(({ context, event }) => ({
      editing: event.type === 'promo.edit' ? (context.promos.find((promo) => promo._id === event.id) ?? null) : null,
      errors: {},
      submitError: null,
    })),
    openEnd: assign(({ context, event }) => ({
      ending: event.type === 'promo.end' ? (context.promos.find((promo) => promo._id === event.id) ?? null) : null,
    })),
    askToEnd: assign(({ context }) => ({ request: { kind: 'end' as const, id: context.ending!._id } })),
    takeSubmit: assign(({ context, event }) => {
      if (event.type !== 'promo.submit') return {}
      const checked = checkPromoForm(context.editing, event.form, Date.now())
      return 'request' in checked
        ? { request: checked.request, errors: {}, submitError: null }
        : { errors: checked.errors, submitError: null }
    }),
    closeDialog: assign({ editing: null, ending: null, errors: {}, submitError: null, request: null }),
  },
  guards: {
    isKnown: ({ context }) => context.known,
    isEmpty: ({ context }) => context.promos.length === 0,
    isReady: ({ context, event }) =>
      event.type === 'promo.submit' && 'request' in checkPromoForm(context.editing, event.form, Date.now()),
    isEditable: ({ context, event }) =>
      event.type === 'promo.edit' && context.promos.some((promo) => promo._id === event.id && promo.state !== 'ended'),
    isEndable: ({ context, event }) =>
      event.type === 'promo.end' && context.promos.some((promo) => promo._id === event.id && promo.state !== 'ended'),
    ...staffPageGuards,
  },
}).createMachine({
  id: 'staffPromos',
  context: ({ input }) => ({
    promos: input.promos ?? [],
    known: Boolean(input.promos),
    message: null,
    editing: null,
    ending: null,
    errors: {},
    submitError: null,
    request: null,
  }),
  initial: 'opening',
  states: {
    ...editedListStates({ load: { id: 'loadPromos', src: 'loadPromos' }, listed }),
    empty: { on: { 'promo.create': { target: 'editing', actions: 'openEdit' } } },
    listed: {
      on: {
        'promo.create': { target: 'editing', actions: 'openEdit' },
        'promo.edit': { guard: 'isEditable', target: 'editing', actions: 'openEdit' },
        'promo.end': { guard: 'isEndable', target: 'ending', actions: 'openEnd' },
      },
    },
    editing: {
      initial: 'open',
      states: {
        open: {
          on: {
            'promo.submit': [{ guard: 'isReady', target: 'saving', actions: 'takeSubmit' }, { actions: 'takeSubmit' }],
            'dialog.close': closed,
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            ...save,
            onError: { target: 'open', actions: dialogRefusal },
          },
        },
      },
    },
    ending: {
      initial: 'confirming',
      states: {
        confirming: {
          on: { 'end.confirm': { target: 'saving', actions: 'askToEnd' }, 'dialog.close': closed },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            ...save,
            onError: { target: '#staffPromos.shown', actions: [...toastRefusal, 'closeDialog'] },
          },
        },
      },
    },
  },
})

export type StaffPromosSnapshot = SnapshotFrom<typeof staffPromosMachine>
