// The Address Form modal for a page that lists addresses (/profile/addresses, /checkout): the address-form machine with
// the real API, its saves handed to the page's own list, and the dialog. The machine and the dialog come down the first
// time the form opens (./address-form-host); until then the page carries only what asks for them.
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { AddressFormEvent, SavedAddress } from '@machines/address-form/address-form.machine'
import type { Address } from '@/domain/contract'

export interface AddressFormControl {
  openAdd: () => void
  openEdit: (address: Address) => void
  /** The modal while it is open, else nothing. */
  dialog: ReactNode
}

/** What a press asks of the form: a new object at each press. */
export interface AddressFormRequest {
  event: Extract<AddressFormEvent, { type: 'form.add' | 'form.edit' }>
}

export interface AddressFormHostProps {
  request: AddressFormRequest
  onSaved: (saved: SavedAddress) => void
}

const AddressFormHost = lazy(() => import('./address-form-host'))

/** `onSaved` is taken once, with the actor it feeds: pass a function that only sends to the page's own actor. */
export function useAddressForm(onSaved: (saved: SavedAddress) => void): AddressFormControl {
  const [saved] = useState(() => onSaved)
  const [request, setRequest] = useState<AddressFormRequest | null>(null)

  return {
    openAdd: () => setRequest({ event: { type: 'form.add' } }),
    openEdit: (address) => setRequest({ event: { type: 'form.edit', address } }),
    dialog: request ? (
      <Suspense fallback={null}>
        <AddressFormHost request={request} onSaved={saved} />
      </Suspense>
    ) : null,
  }
}
