// /checkout (spec §2 Checkout): the saved addresses as radios with 'Add New Address', the delivery method with its
// details, 'In Your Bag' and the billing box, then 'Place order' (by card), 'Pay with wallet' and 'Fund wallet'. Props only: the route binds the checkout machine, data-state is the machine's state name, and the
// figures are the shared rules' (orderTotal) for these lines, the coupon when it counts and the chosen method.
import type { ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { CartIcon } from '@/ui/icons'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'
import { Skeleton } from '@/ui/skeleton'
import { ADD_ADDRESS_LABEL, addressSummary } from '@/commerce/address-card'
import { BillingSummary } from '@/commerce/billing-summary'
import { DeliveryMethodPicker } from '@/commerce/delivery-method-picker'
import { pricedLine } from '@/domain/cart'
import type { Address, CartItem } from '@/domain/contract'
import { findDeliveryMethod, orderTotal, type DeliveryMethodId } from '@/domain/delivery'
import { GENERIC_ERROR } from '@/domain/messages'
import { EMPTY_CHECKOUT_MESSAGE } from '@/domain/order-messages'
import { pathTo } from '@/domain/routes'
import type { checkoutMachine } from '@machines/checkout/checkout.machine'
import { BagList } from './bag-list'

/** The checkout machine's states (machines/checkout): the screen's data-state. */
export type CheckoutScreenState = StateValueFrom<typeof checkoutMachine>

export const CHECKOUT_HEADING = 'Checkout'
export const ADDRESS_HEADING = 'Delivery address'
// spec §2 Checkout, exactly (shared with the server, which refuses an empty cart in the same words).
export { EMPTY_CHECKOUT_MESSAGE }
export const EXPLORE_LABEL = 'Explore'
export const PLACE_ORDER_LABEL = 'Place order'
export const PAY_WITH_WALLET_LABEL = 'Pay with wallet'
export const FUND_WALLET_LABEL = 'Fund wallet'
export const NO_ADDRESS_YET = 'No saved address yet. Add one to continue.'
export const RETRY_LABEL = 'Try again'

export interface CheckoutScreenProps {
  state: CheckoutScreenState
  items: readonly CartItem[]
  /** Whether the coupon counts for these lines (applied in the cart, and the cart qualifies). */
  couponApplied: boolean
  addresses: readonly Address[]
  addressId: string | null
  deliveryMethodId: DeliveryMethodId
  errorMessage?: string
  onChooseAddress: (addressId: string) => void
  onAddAddress: () => void
  onChooseDelivery: (id: DeliveryMethodId) => void
  onPlaceOrder: () => void
  /** 'Pay with wallet': the order paid from the balance. */
  onPayWithWallet: () => void
  /** 'Fund wallet': Add Funds, then back here. */
  onFundWallet: () => void
  onRetry: () => void
  /** The Address Form modal, drawn by the route when it is open. */
  addressForm?: ReactNode
}

function CheckoutSkeleton() {
  return (
    <div data-slot="checkout-skeleton" aria-hidden className="grid gap-6 @3xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-20 w-full rounded-lg" />
        <Skeleton className="h-20 w-full rounded-lg" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-40 w-full rounded-lg" />
      </div>
      <Skeleton className="h-72 w-full rounded-lg" />
    </div>
  )
}

export function CheckoutScreen({
  state,
  items,
  couponApplied,
  addresses,
  addressId,
  deliveryMethodId,
  errorMessage,
  onChooseAddress,
  onAddAddress,
  onChooseDelivery,
  onPlaceOrder,
  onPayWithWallet,
  onFundWallet,
  onRetry,
  addressForm,
}: CheckoutScreenProps) {
  const loading = state === 'opening' || state === 'loadingCart' || state === 'loadingAddresses' || state === 'leaving'
  const placing = state === 'placing' || state === 'paying'
  const payingWithWallet = state === 'payingWithWallet' || state === 'paidWithWallet'
  // Every choice waits while the order is on its way, whichever button sent it (or while leaving to fund the wallet).
  const busy = placing || payingWithWallet || state === 'fundingWallet'
  const showOrder = state === 'ready' || busy
  const deliveryMethod = findDeliveryMethod(deliveryMethodId)
  const figures = orderTotal(items.map(pricedLine), { couponApplied, deliveryMethod })

  return (
    <div
      data-slot="checkout"
      data-state={state}
      className="@container mx-auto w-full max-w-6xl px-4 py-6 @3xl:px-6 @3xl:py-10"
    >
      <h1 className="mt-0 mb-6 text-2xl font-bold text-foreground @3xl:text-3xl">{CHECKOUT_HEADING}</h1>

      <p role="status" className="sr-only">
        {loading ? 'Loading checkout' : placing || payingWithWallet ? 'Placing your order' : ''}
      </p>

      {loading ? <CheckoutSkeleton /> : null}

      {showOrder ? (
        <div className="grid items-start gap-6 @3xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid gap-8">
            <section data-slot="checkout-addresses" aria-labelledby="checkout-address-heading" className="grid gap-3">
              <h2 id="checkout-address-heading" className="m-0 text-lg font-bold">
                {ADDRESS_HEADING}
              </h2>
              {addresses.length > 0 ? (
                <RadioGroup
                  variant="card"
                  aria-labelledby="checkout-address-heading"
                  value={addressId ?? undefined}
                  disabled={busy}
                  onValueChange={onChooseAddress}
                >
                  {addresses.map((address) => (
                    <RadioGroupItem
                      key={address._id}
                      value={address._id}
                      label={address.name}
                      description={`${addressSummary(address)} · ${address.phone}`}
                    />
                  ))}
                </RadioGroup>
              ) : (
                <p data-slot="checkout-no-address" className="m-0 text-sm text-foreground-subtle">
                  {NO_ADDRESS_YET}
                </p>
              )}
              <Button variant="outline" className="justify-self-start" disabled={busy} onClick={onAddAddress}>
                {ADD_ADDRESS_LABEL}
              </Button>
            </section>

            <DeliveryMethodPicker value={deliveryMethodId} onValueChange={onChooseDelivery} disabled={busy} />
          </div>

          <div className="grid gap-4">
            <BagList items={items} />
            <BillingSummary
              figures={figures}
              action={
                <div className="grid gap-2">
                  <Button size="lg" className="w-full" loading={placing} disabled={busy} onClick={onPlaceOrder}>
                    {PLACE_ORDER_LABEL}
                  </Button>
                  <div data-slot="checkout-wallet" className="grid gap-2 sm:grid-cols-2">
                    <Button variant="outline" loading={payingWithWallet} disabled={busy} onClick={onPayWithWallet}>
                      {PAY_WITH_WALLET_LABEL}
                    </Button>
                    <Button variant="outline" disabled={busy} onClick={onFundWallet}>
                      {FUND_WALLET_LABEL}
                    </Button>
                  </div>
                </div>
              }
            />
          </div>
        </div>
      ) : null}

      {state === 'empty' ? (
        <EmptyState
          data-slot="checkout-empty"
          icon={<CartIcon />}
          title={EMPTY_CHECKOUT_MESSAGE}
          action={
            <Button asChild>
              <Link to={pathTo('productListing')} data-slot="checkout-explore">
                {EXPLORE_LABEL}
              </Link>
            </Button>
          }
        />
      ) : null}

      {state === 'error' ? (
        <EmptyState
          data-slot="checkout-error"
          role="alert"
          title={errorMessage || GENERIC_ERROR}
          action={<Button onClick={onRetry}>{RETRY_LABEL}</Button>}
        />
      ) : null}

      {addressForm}
    </div>
  )
}
