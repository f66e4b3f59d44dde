// A saved address (spec §3 Address) as the shopper reads it: the name, the lines of the address and the phone, with
// the ways to edit and delete it on the addresses page. addressSummary is the one wording checkout's radios use too.
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/ui/cn'
import type { Address } from '@/domain/contract'

// spec §2 Checkout: the button that opens the Address Form, on checkout and the addresses page alike.
export const ADD_ADDRESS_LABEL = 'Add New Address'

/** The address on one line: street, city, state, postal code and country. */
export function addressSummary(address: Pick<Address, 'street' | 'city' | 'state' | 'country' | 'pincode'>): string {
  return [address.street, address.city, address.state, address.pincode, address.country].filter(Boolean).join(', ')
}

export type AddressCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  address: Address
  /** The card's buttons, e.g. Edit and Delete. */
  actions?: ReactNode
  /** The name's heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
}

export function AddressCard({ address, actions, headingLevel = 2, className, ...props }: AddressCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      data-slot="address-card"
      aria-label={`${address.name}'s address`}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-sm text-foreground',
        className,
      )}
      {...props}
    >
      <div className="grid gap-1">
        <Heading data-slot="address-card-name" className="m-0 text-base font-semibold">
          {address.name}
        </Heading>
        <p data-slot="address-card-lines" className="m-0 text-foreground-subtle">
          {addressSummary(address)}
        </p>
        <p data-slot="address-card-phone" className="m-0 text-foreground-subtle">
          {address.phone}
        </p>
      </div>
      {actions ? (
        <div data-slot="address-card-actions" className="flex flex-wrap gap-2">
          {actions}
        </div>
      ) : null}
    </article>
  )
}
