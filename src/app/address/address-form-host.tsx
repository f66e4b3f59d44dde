// The Address Form modal's machine and dialog for useAddressForm (./use-address-form): a module of its own, fetched at
// the first 'Add New Address' or 'Edit', so /checkout and /profile/addresses do not download the form's machine and
// rules before the shopper asks for it. Once here it stays, so the form keeps its machine between openings.
import { lazy, Suspense, useEffect, useState } from 'react'
import { useMachine } from '@xstate/react'
import { addressFormMachine, isAddressFormOpen } from '@machines/address-form/address-form.machine'
import { addressFormActors } from '@/api/address-actors'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'
import type { AddressFormHostProps } from './use-address-form'

const AddressFormDialog = lazy(async () => ({
  default: (await import('@/commerce/address-form-dialog')).AddressFormDialog,
}))

export default function AddressFormHost({ request, onSaved }: AddressFormHostProps) {
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
  // Each press is a request of its own (a new object), even for the same address.
  useEffect(() => send(request.event), [request, send])

  return isAddressFormOpen(state) ? (
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
  ) : null
}
