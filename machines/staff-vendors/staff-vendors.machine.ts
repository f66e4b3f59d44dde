// /staff/vendors (docs/adr/0034; openapi.yaml listVendors, addVendorAccount, removeVendorAccount), for owners: the
// shops and the accounts that sell for them; an account added to a new or listed shop (the form checked here before it
// is sent); an account removed after a question. Every change the server makes answers the shops as they now are, so
// the list follows at once; a removal another owner made first (409) is said and the list loaded again. A user who is
// not the owner (403) is a state of its own, not a failure to retry.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { FieldErrors } from '@/domain/account-forms'
import { firstMessage } from '@/domain/account'
import {
  unverifiedNote,
  vendorChangeMessage,
  type VendorAccountInput,
  type VendorChange,
  type VendorShop,
} from '@/domain/staff-vendors'
import { checkVendorAdd, type VendorAddField, type VendorAddForm } from '@/domain/staff-vendors-form'
import { baseActions } from '../lib/base-actions'
import { hasStatus } from '../lib/error-status'
import { failedInto } from '../lib/load-failed'
import { notProvided } from '../lib/not-provided'

export type { VendorAddForm, VendorChange, VendorShop }

/** The account the owner asked to remove, and the shop they saw it sell for. */
export interface VendorRemoval {
  vendorId: string
  userId: string
  email: string
  shop: string
  sandbox: boolean
}

export interface StaffVendorsContext {
  shops: VendorShop[]
  /** Why the shops did not load (failed), or the server's refusal (denied). */
  message: string | null
  /** What is wrong with the add form as typed. */
  errors: FieldErrors<VendorAddField>
  /** The server's refusal of the add form (an email no account uses …). */
  submitError: string | null
  /** The add form's request on its way. */
  request: VendorAccountInput | null
  /** Counts the accounts added, so the form is drawn empty again after each. */
  added: number
  removal: VendorRemoval | null
  /** Whether the shops are the ones the server drew the page with: 'opening' shows them instead of loading. */
  known: boolean
}

/** The shops the page was drawn with, when the server drew it for the owner (docs/adr/0050): shown, not asked again. */
export interface StaffVendorsInput {
  shops?: VendorShop[] | null
}

export type StaffVendorsEvent =
  | { type: 'list.retry' }
  | { type: 'add.submit'; form: VendorAddForm }
  | { type: 'remove.ask'; removal: VendorRemoval }
  | { type: 'remove.cancel' }
  | { type: 'remove.confirm' }

type ErrorEvent = { event: { error: unknown } }
const errorOf = ({ event }: ErrorEvent) => ({ error: event.error })

/** Listed when there is a shop to show, else empty. */
const settled = [{ guard: 'hasShops', target: 'listed' }, { target: 'empty' }] as const

/** The toasts after a change the server made. */
function changeNotices(change: VendorChange) {
  const note = unverifiedNote(change)
  return note ? `${vendorChangeMessage(change)} ${note}` : vendorChangeMessage(change)
}

const changed = [
  { type: 'setShops', params: ({ event }: { event: { output: VendorChange } }) => event.output.vendors },
  {
    type: 'notify',
    params: ({ event }: { event: { output: VendorChange } }) => ({
      kind: 'success' as const,
      message: changeNotices(event.output),
    }),
  },
] as const

/** What the owner may do while the shops are shown. */
const ownerActions = {
  'add.submit': [{ guard: 'isReady', target: 'adding', actions: 'takeForm' }, { actions: 'takeForm' }],
  'remove.ask': { target: 'confirming', actions: 'askRemoval' },
} as const

export const staffVendorsMachine = setup({
  types: {
    context: {} as StaffVendorsContext,
    events: {} as StaffVendorsEvent,
    input: {} as StaffVendorsInput | undefined,
    tags: {} as 'busy',
  },
  actors: {
    // listVendors
    loadShops: fromPromise<VendorShop[]>(notProvided('loadShops')),
    // addVendorAccount: what changed, and every shop as it now is.
    addAccount: fromPromise<VendorChange, VendorAccountInput>(notProvided('addAccount')),
    // removeVendorAccount: the same.
    removeAccount: fromPromise<VendorChange, { vendorId: string; userId: string }>(notProvided('removeAccount')),
  },
  actions: {
    ...baseActions,
    setShops: assign((_, shops: VendorShop[]) => ({ shops })),
    setError: assign((_, { error }: { error: unknown }) => ({ message: firstMessage(error) })),
    clearError: assign({ message: null }),
    takeForm: assign(({ event }) => {
      if (event.type !== 'add.submit') return {}
      const checked = checkVendorAdd(event.form)
      return 'request' in checked
        ? { request: checked.request, errors: {}, submitError: null }
        : { errors: checked.errors, submitError: null }
    }),
    formAdded: assign(({ context }) => ({ request: null, errors: {}, submitError: null, added: context.added + 1 })),
    setSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: firstMessage(error), request: null })),
    askRemoval: assign(({ event }) => (event.type === 'remove.ask' ? { removal: event.removal } : {})),
    clearRemoval: assign({ removal: null }),
  },
  guards: {
    hasShops: ({ context }) => context.shops.length > 0,
    isDrawn: ({ context }) => context.known,
    isReady: ({ event }) => event.type === 'add.submit' && 'request' in checkVendorAdd(event.form),
    isForbidden: (_, { error }: { error: unknown }) => hasStatus(error, 403),
    isConflict: (_, { error }: { error: unknown }) => hasStatus(error, 409),
  },
}).createMachine({
  id: 'staffVendors',
  context: ({ input }) => ({
    shops: input?.shops ?? [],
    message: null,
    errors: {},
    submitError: null,
    request: null,
    added: 0,
    removal: null,
    known: Boolean(input?.shops),
  }),
  initial: 'opening',
  states: {
    // Passed through at once: to the shops the server drew the page with, or to loading them.
    opening: { always: [{ guard: 'isDrawn', target: 'settling' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'loadShops',
        src: 'loadShops',
        onDone: { target: 'settling', actions: { type: 'setShops', params: ({ event }) => event.output } },
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
    // Decides, at once, whether there is a shop to show.
    settling: { always: settled },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    // Not the owner: the server's words, nothing to retry.
    denied: {},
    listed: { on: ownerActions },
    // No shop yet: the form makes the first.
    empty: { on: ownerActions },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addAccount',
        src: 'addAccount',
        input: ({ context }) => context.request!,
        onDone: { target: 'settling', actions: [...changed, 'formAdded'] },
        onError: {
          target: 'settling',
          actions: [
            { type: 'logFailure', params: errorOf },
            { type: 'setSubmitError', params: errorOf },
          ],
        },
      },
    },
    // The question before an account is removed.
    confirming: {
      on: {
        'remove.cancel': { target: 'settling', actions: 'clearRemoval' },
        'remove.confirm': 'removing',
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeAccount',
        src: 'removeAccount',
        input: ({ context }) => ({ vendorId: context.removal!.vendorId, userId: context.removal!.userId }),
        onDone: { target: 'settling', actions: [...changed, 'clearRemoval'] },
        onError: [
          // Another owner removed or moved it first: said, and the shops loaded again as they are.
          {
            guard: { type: 'isConflict', params: errorOf },
            target: 'loading',
            actions: [
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
              'clearRemoval',
            ],
          },
          {
            target: 'settling',
            actions: [
              { type: 'logFailure', params: errorOf },
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
              'clearRemoval',
            ],
          },
        ],
      },
    },
  },
})

export type StaffVendorsSnapshot = SnapshotFrom<typeof staffVendorsMachine>
