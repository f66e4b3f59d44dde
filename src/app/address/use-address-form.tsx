// The Address Form modal for a page that lists addresses (/profile/addresses, /checkout): the address-form machine with
// the real API, its saves handed to the page's own list, and the dialog, whose code comes down the first time it opens.
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useMachine } from '@xstate/react'
import { addressFormMachine, isAddressFormOpen, type SavedAddress } from '@machines/address-form/address-form.machine'
import type { Address } from '@/domain/contract'
import { addressFormActors } from '@/api/address-actors'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'

const AddressFormDialog = lazy(async () => ({
  default: (await import('@/commerce/address-form-dialog')).AddressFormDialog,
}))

export interface AddressFormControl {
  openAdd: () => void
  openEdit: (address: Address) => void
  /** The modal while it is open, else nothing. */
  dialog: ReactNode
}

/** `onSaved` is taken once, with the actor it feeds: pass a function that only sends to the page's own actor. */
export function useAddressForm(onSaved: (saved: SavedAddress) => void): AddressFormControl {
  const toast = useToast()
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    addressFormMachine.provide({
      actors: addressFormActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        // After this transition, like a toast: one actor's action never runs another's transition inside it.
        addressSaved: (_, saved) => queueMicrotask(() => onSaved(saved)),
      },
    }),
  )
  const [state, send] = useMachine(logic)
  const open = isAddressFormOpen(state)

  return {
    openAdd: () => send({ type: 'form.add' }),
    openEdit: (address) => send({ type: 'form.edit', address }),
    dialog: open ? (
      <Suspense fallback={null}>
        <AddressFormDialog
          open
          mode={state.context.mode}
          values={state.context.form}
          errors={state.context.errors}
          serverError={state.context.serverError}
          busy={state.hasTag('busy')}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
          onClose={() => send({ type: 'form.close' })}
        />
      </Suspense>
    ) : null,
  }
}
