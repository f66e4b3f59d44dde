// The Address Form modal (spec §2 Checkout, §4 Address modal, §5, §8): closed or open, adding a new address or editing
// a saved one; the shared rules checked before anything is sent, the server's refusal shown under the form. After a
// save the form resets (country back to Nigeria) and the modal closes; whoever lists addresses is handed the saved one.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import { hasErrors, type FieldErrors } from '@/domain/account-forms'
import {
  addressToasts,
  emptyAddressForm,
  normaliseAddress,
  validateAddress,
  type AddressField,
  type AddressForm,
} from '@/domain/address'
import type { Address } from '@/domain/contract'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type AddressFormMode = 'add' | 'edit'

/** What is saved: the form as the shared rules normalise it, new (POST api/address) or for a saved id (PATCH). */
export type SaveAddressInput =
  | { mode: 'add'; address: ReturnType<typeof normaliseAddress> }
  | { mode: 'edit'; id: string; address: ReturnType<typeof normaliseAddress> }

export interface SavedAddress {
  mode: AddressFormMode
  address: Address
}

export interface AddressFormContext {
  mode: AddressFormMode
  /** The saved address being edited, null when adding. */
  editing: Address | null
  form: AddressForm
  errors: FieldErrors<AddressField>
  /** The server's first message, shown under the form (spec §8). */
  serverError: string | null
  /** The last address saved, for the one who opened the form. */
  saved: Address | null
}

export type AddressFormEvent =
  | { type: 'form.add' }
  | { type: 'form.edit'; address: Address }
  | { type: 'form.close' }
  | { type: 'field.change'; field: AddressField; value: string }
  | { type: 'form.submit' }

/** The form showing a saved address. */
export function addressFormOf(address: Address): AddressForm {
  return {
    name: address.name,
    street: address.street,
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: address.pincode ?? '',
    phone: address.phone,
  }
}

/** What the open form answers while it can be edited: before the first save and after a refusal. */
const editableForm = {
  'field.change': { actions: 'changeField' },
  'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'showFieldErrors' }],
  'form.close': { target: 'closed', actions: 'resetForm' },
} as const

export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    tags: {} as 'busy',
  },
  actors: {
    // POST api/address (add) or PATCH api/address (edit): the address as saved.
    saveAddress: fromPromise<Address, SaveAddressInput>(notProvided('saveAddress')),
  },
  actions: {
    ...baseActions,
    /** Hands the saved address to the list that shows it (the addresses page, checkout). */
    addressSaved: (_, _saved: SavedAddress) => notProvided('addressSaved')(),
    openAdd: assign({ mode: 'add', editing: null, form: () => emptyAddressForm(), errors: {}, serverError: null }),
    openEdit: assign(({ event }) => {
      if (event.type !== 'form.edit') return {}
      return {
        mode: 'edit' as const,
        editing: event.address,
        form: addressFormOf(event.address),
        errors: {},
        serverError: null,
      }
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const { [event.field]: _fixed, ...errors } = context.errors
      return { form: { ...context.form, [event.field]: event.value }, errors }
    }),
    showFieldErrors: assign({ errors: ({ context }) => validateAddress(context.form) }),
    clearServerError: assign({ serverError: null }),
    showServerError: assign((_, { error }: { error: unknown }) => ({ serverError: firstMessage(error) })),
    keepSaved: assign((_, address: Address) => ({ saved: address })),
    // spec §4: after save the form resets, the country back to Nigeria.
    resetForm: assign({ mode: 'add', editing: null, form: () => emptyAddressForm(), errors: {}, serverError: null }),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validateAddress(context.form)),
  },
}).createMachine({
  id: 'addressForm',
  context: { mode: 'add', editing: null, form: emptyAddressForm(), errors: {}, serverError: null, saved: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'form.add': { target: 'editing', actions: 'openAdd' },
        'form.edit': { target: 'editing', actions: 'openEdit' },
      },
    },
    editing: {
      on: editableForm,
    },
    saving: {
      tags: ['busy'],
      entry: 'clearServerError',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }): SaveAddressInput => {
          const address = normaliseAddress(context.form)
          return context.editing ? { mode: 'edit', id: context.editing._id, address } : { mode: 'add', address }
        },
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The shopper can correct the form and save again, or give up.
    failed: {
      on: editableForm,
    },
    // Passed through at once: the toast, the list told, the form reset and the modal closed.
    saved: {
      entry: [
        {
          type: 'notify',
          params: ({ context }) => ({
            kind: 'success',
            message: context.mode === 'add' ? addressToasts.added : addressToasts.updated(context.saved!.name),
          }),
        },
        { type: 'addressSaved', params: ({ context }) => ({ mode: context.mode, address: context.saved! }) },
      ],
      always: { target: 'closed', actions: 'resetForm' },
    },
  },
})

export type AddressFormSnapshot = SnapshotFrom<typeof addressFormMachine>

/** Whether the modal is showing. */
export function isAddressFormOpen(snapshot: AddressFormSnapshot): boolean {
  return !snapshot.matches('closed')
}
