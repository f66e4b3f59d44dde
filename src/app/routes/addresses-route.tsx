// /profile/addresses: the addresses machine with the real API, and the Address Form modal whose saves join the list,
// inside the profile's frame.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { addressesMachine } from '@machines/addresses/addresses.machine'
import { firstMessage } from '@/domain/account'
import { addressesActors } from '@/api/address-actors'
import { AddressesScreen } from '@/screens/addresses/addresses-screen'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { useAddressForm } from '../address/use-address-form'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'
import { sessionPageHead } from '@/domain/page-heads'
import { firstPageRequests } from '@/domain/first-page'
import { useFirstAnswer } from '../first-page'

export function AddressesRoute() {
  const toast = useToast()
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    addressesMachine.provide({
      actors: addressesActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('An address call failed', error),
      },
    }),
  )
  // A page the server drew for this shopper opens on the addresses it was drawn with (docs/adr/0050).
  const drawnAddresses = useFirstAnswer(firstPageRequests.listAddresses())?.data?.docs
  const [state, send] = useMachine(logic, { input: { addresses: drawnAddresses ?? null } })
  const form = useAddressForm((saved) => send({ type: 'address.saved', saved }))

  return (
    <>
      <title>{sessionPageHead('addresses').title}</title>
      <ProfileLayout current="profileAddresses">
        <AddressesScreen
          state={state.value}
          addresses={state.context.addresses}
          pendingDelete={state.context.pendingDelete}
          errorMessage={state.matches('error') ? firstMessage(state.context.error) : undefined}
          onAdd={form.openAdd}
          onEdit={form.openEdit}
          onDelete={(addressId) => send({ type: 'address.delete', addressId })}
          onConfirmDelete={() => send({ type: 'delete.confirm' })}
          onCancelDelete={() => send({ type: 'delete.cancel' })}
          onRetry={() => send({ type: 'addresses.retry' })}
          addressForm={form.dialog}
        />
      </ProfileLayout>
    </>
  )
}
