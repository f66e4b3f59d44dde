// /profile/addresses (spec §2 Profile children, §7 address, §8): the shopper's saved addresses, loaded from the
// server; a delete is asked to be confirmed first, then sent on the path that answers the remaining list (spec §7:
// DELETE /api/user/address/{id}), which replaces the list. An address the Address Form saved comes in whole.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import { addressToasts } from '@/domain/address'
import type { Address } from '@/domain/contract'
import { baseActions } from '../lib/base-actions'
import { failedInto } from '../lib/load-failed'
import { notProvided } from '../lib/not-provided'
import type { SavedAddress } from '../address-form/address-form.machine'
import { withSavedAddress } from '../lib/saved-address'

export interface AddressesContext {
  addresses: Address[]
  /** The address the shopper asked to delete, waiting for their confirmation or the server. */
  pendingDelete: Address | null
  error: unknown
  /** The page opened on addresses it was drawn with. */
  drawn: boolean
}

export type AddressesEvent =
  | { type: 'address.delete'; addressId: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'address.saved'; saved: SavedAddress }
  | { type: 'addresses.retry' }

export { withSavedAddress }

/** The addresses when already known (a page drawn for the shopper, docs/adr/0050), else the page loads them. */
export interface AddressesInput {
  addresses?: Address[] | null
}

export const addressesMachine = setup({
  types: {
    context: {} as AddressesContext,
    events: {} as AddressesEvent,
    input: {} as AddressesInput,
    tags: {} as 'busy',
  },
  actors: {
    // GET api/address
    loadAddresses: fromPromise<Address[]>(notProvided('loadAddresses')),
    // DELETE /api/user/address/{id}: the addresses that remain.
    deleteAddress: fromPromise<Address[], { addressId: string }>(notProvided('deleteAddress')),
  },
  actions: {
    ...baseActions,
    // logFailure (from baseActions), spec §8: address call failures are logged; the page shows a failed load with a retry.
    setAddresses: assign((_, addresses: Address[]) => ({ addresses })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    askToDelete: assign(({ context, event }) => ({
      pendingDelete:
        event.type === 'address.delete'
          ? (context.addresses.find((address) => address._id === event.addressId) ?? null)
          : null,
    })),
    clearPendingDelete: assign({ pendingDelete: null }),
    addSaved: assign(({ context, event }) =>
      event.type === 'address.saved' ? { addresses: withSavedAddress(context.addresses, event.saved) } : {},
    ),
  },
  guards: {
    isLoadedEmpty: (_, addresses: Address[]) => addresses.length === 0,
    wereDrawn: ({ context }) => context.drawn,
    wereDrawnNone: ({ context }) => context.drawn && context.addresses.length === 0,
    isKnownAddress: ({ context, event }) =>
      event.type === 'address.delete' && context.addresses.some((address) => address._id === event.addressId),
  },
}).createMachine({
  id: 'addresses',
  context: ({ input }) => ({
    addresses: input?.addresses ?? [],
    pendingDelete: null,
    error: null,
    drawn: Boolean(input?.addresses),
  }),
  initial: 'opening',
  states: {
    // Decides where the page starts; never rested in: on the addresses a page drawn for the shopper carried, as drawn.
    opening: {
      always: [
        { guard: 'wereDrawnNone', target: 'empty' },
        { guard: 'wereDrawn', target: 'ready' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      entry: { type: 'setError', params: { error: null } },
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: [
          {
            guard: { type: 'isLoadedEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'setAddresses', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'setAddresses', params: ({ event }) => event.output } },
        ],
        onError: failedInto('error'),
      },
    },
    error: {
      on: { 'addresses.retry': 'loading' },
    },
    empty: {
      on: { 'address.saved': { target: 'ready', actions: 'addSaved' } },
    },
    ready: {
      on: {
        'address.saved': { actions: 'addSaved' },
        'address.delete': { guard: 'isKnownAddress', target: 'confirmingDelete', actions: 'askToDelete' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'ready', actions: 'clearPendingDelete' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ addressId: context.pendingDelete!._id }),
        onDone: [
          {
            guard: { type: 'isLoadedEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: [
              { type: 'setAddresses', params: ({ event }) => event.output },
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'success',
                  message: addressToasts.deleted(context.pendingDelete!.name),
                }),
              },
              'clearPendingDelete',
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'setAddresses', params: ({ event }) => event.output },
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'success',
                  message: addressToasts.deleted(context.pendingDelete!.name),
                }),
              },
              'clearPendingDelete',
            ],
          },
        ],
        // The shopper pressed Delete and waits for an answer: the server's first message, the address still listed.
        onError: {
          target: 'ready',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
            'clearPendingDelete',
          ],
        },
      },
    },
  },
})

export type AddressesSnapshot = SnapshotFrom<typeof addressesMachine>
