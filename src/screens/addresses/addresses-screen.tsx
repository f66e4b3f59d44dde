// /profile/addresses (spec §2 Profile children): the shopper's saved addresses as cards, each with Edit and Delete (a
// delete is confirmed first), 'Add New Address', and the loading, empty and error states. Props only: the route binds
// the addresses machine (data-state is its state name) and draws the Address Form modal when it is open.
import type { ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { ADD_ADDRESS_LABEL, AddressCard, addressSummary } from '@/commerce/address-card'
import type { Address } from '@/domain/contract'
import { GENERIC_ERROR } from '@/domain/messages'
import type { addressesMachine } from '@machines/addresses/addresses.machine'

/** The addresses machine's states (machines/addresses): the screen's data-state. */
export type AddressesScreenState = StateValueFrom<typeof addressesMachine>

export const ADDRESSES_HEADING = 'Addresses'
export const EMPTY_ADDRESSES_MESSAGE = 'No saved addresses yet'
export const EMPTY_ADDRESSES_DESCRIPTION = 'Add an address and checkout will offer it for your next order.'
export const RETRY_LABEL = 'Try again'
export const DELETE_LABEL = 'Delete'
export const deleteQuestion = (name: string) => `Delete ${name}'s address?`
export const editLabel = (name: string) => `Edit ${name}'s address`
export const deleteLabel = (name: string) => `Delete ${name}'s address`

export interface AddressesScreenProps {
  state: AddressesScreenState
  addresses: readonly Address[]
  /** The address waiting for the shopper's confirmation, or the server's answer, to be deleted. */
  pendingDelete: Address | null
  errorMessage?: string
  onAdd: () => void
  onEdit: (address: Address) => void
  onDelete: (addressId: string) => void
  onConfirmDelete: () => void
  onCancelDelete: () => void
  onRetry: () => void
  /** The Address Form modal, drawn by the route when it is open. */
  addressForm?: ReactNode
}

function AddressesSkeleton() {
  return (
    <div data-slot="addresses-skeleton" aria-hidden className="grid gap-3 @2xl:grid-cols-2">
      {[0, 1].map((key) => (
        <div key={key} className="grid gap-2 rounded-lg border border-border p-4">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-8 w-36" />
        </div>
      ))}
    </div>
  )
}

export function AddressesScreen({
  state,
  addresses,
  pendingDelete,
  errorMessage,
  onAdd,
  onEdit,
  onDelete,
  onConfirmDelete,
  onCancelDelete,
  onRetry,
  addressForm,
}: AddressesScreenProps) {
  const deleting = state === 'deleting'
  const showList = state === 'ready' || state === 'confirmingDelete' || deleting
  const confirming = state === 'confirmingDelete' || deleting

  return (
    <div data-slot="addresses" data-state={state} className="@container w-full">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 text-2xl font-bold text-foreground">{ADDRESSES_HEADING}</h1>
        {showList ? <Button onClick={onAdd}>{ADD_ADDRESS_LABEL}</Button> : null}
      </div>

      <p role="status" className="sr-only">
        {state === 'loading' ? 'Loading your addresses' : deleting ? 'Deleting the address' : ''}
      </p>

      {state === 'loading' ? <AddressesSkeleton /> : null}

      {showList ? (
        <ul
          data-slot="addresses-list"
          aria-label="Saved addresses"
          className="m-0 grid list-none gap-3 p-0 @2xl:grid-cols-2"
        >
          {addresses.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                className="h-full"
                actions={
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={editLabel(address.name)}
                      disabled={confirming}
                      onClick={() => onEdit(address)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={deleteLabel(address.name)}
                      disabled={confirming}
                      onClick={() => onDelete(address._id)}
                    >
                      {DELETE_LABEL}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}

      {state === 'empty' ? (
        <EmptyState
          data-slot="addresses-empty"
          title={EMPTY_ADDRESSES_MESSAGE}
          description={EMPTY_ADDRESSES_DESCRIPTION}
          action={<Button onClick={onAdd}>{ADD_ADDRESS_LABEL}</Button>}
        />
      ) : null}

      {state === 'error' ? (
        <EmptyState
          data-slot="addresses-error"
          role="alert"
          title={errorMessage || GENERIC_ERROR}
          action={<Button onClick={onRetry}>{RETRY_LABEL}</Button>}
        />
      ) : null}

      <ConfirmDialog
        data-slot="addresses-confirm-delete"
        open={confirming && pendingDelete !== null}
        title={pendingDelete ? deleteQuestion(pendingDelete.name) : ''}
        description={pendingDelete ? addressSummary(pendingDelete) : ''}
        confirmLabel={DELETE_LABEL}
        busy={deleting}
        onConfirm={onConfirmDelete}
        onCancel={onCancelDelete}
      />

      {addressForm}
    </div>
  )
}
