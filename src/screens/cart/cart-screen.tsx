// /cart (spec §2 Cart): the shopper's lines, the coupon, and a Summary with 'Proceed to checkout'; 'Cart is Empty!'
// with Explore when there is nothing in it. Props only: the route binds the cart machine, and data-state is the
// machine's state name. The Summary's figures are the shared cart rules' (src/domain/cart.ts) for these lines.
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { CartIcon } from '@/ui/icons'
import { Skeleton } from '@/ui/skeleton'
import { CartLine } from '@/commerce/cart-line'
import { CartSummary } from '@/commerce/cart-summary'
import { CouponCard } from '@/commerce/coupon-card'
import { canAddOneMore, cartMessages, COUPON, pricedLine, qualifiesForCoupon, summariseCart } from '@/domain/cart'
import type { CartItem } from '@/domain/contract'
import { GENERIC_ERROR } from '@/domain/messages'
import { formatNaira, koboToNaira } from '@/domain/money'
import { pathTo } from '@/domain/routes'
import type { CartEvent, cartMachine } from '@machines/cart/cart.machine'

/** The cart machine's states (machines/cart): the screen's data-state. */
export type CartScreenState = StateValueFrom<typeof cartMachine>

export const CART_HEADING = 'Cart'
export const EMPTY_CART_MESSAGE = cartMessages.empty
export const EXPLORE_LABEL = 'Explore'
export const CHECKOUT_LABEL = 'Proceed to checkout'
export const RETRY_LABEL = 'Try again'
/** The store's own words: the spec gives the rule (spec §5), not its wording. */
export const COUPON_UNAVAILABLE = `Add more to your cart: this coupon applies to orders above ${formatNaira(koboToNaira(COUPON.minimumPurchase))}.`

export interface CartScreenProps {
  state: CartScreenState
  items: readonly CartItem[]
  couponApplied: boolean
  /** The line whose change is under way; every line's buttons wait while one changes. */
  changingLineId: string | null
  errorMessage?: string
  /** The cart machine's `send`: every press on the page is one of its events. */
  send: (event: CartEvent) => void
}

function CartSkeleton() {
  return (
    <div data-slot="cart-skeleton" aria-hidden className="grid gap-6 @3xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-3">
        {[0, 1].map((key) => (
          <div key={key} className="flex gap-3 rounded-lg border border-border p-3">
            <Skeleton className="size-22 shrink-0 rounded-md" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-8 w-28" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-lg" />
    </div>
  )
}

export function CartScreen({ state, items, couponApplied, changingLineId, errorMessage, send }: CartScreenProps) {
  const loading = state === 'opening' || state === 'loading'
  const showLines = state === 'ready' || state === 'updating' || state === 'removing'
  const changing = state === 'updating' || state === 'removing'
  const figures = summariseCart(items.map(pricedLine), { couponApplied })
  const couponAvailable = qualifiesForCoupon(figures.discountedTotal)

  return (
    <div
      data-slot="cart"
      data-state={state}
      className="@container mx-auto w-full max-w-6xl px-4 py-6 @3xl:px-6 @3xl:py-10"
    >
      <h1 className="mt-0 mb-6 text-2xl font-bold text-foreground @3xl:text-3xl">{CART_HEADING}</h1>

      <p role="status" className="sr-only">
        {loading ? 'Loading your cart' : changing ? 'Updating your cart' : ''}
      </p>

      {loading ? <CartSkeleton /> : null}

      {showLines ? (
        <div className="grid items-start gap-6 @3xl:grid-cols-[minmax(0,1fr)_20rem]">
          <ul
            data-slot="cart-lines"
            aria-label="Items in your cart"
            aria-busy={changing || undefined}
            className="m-0 flex list-none flex-col gap-3 p-0"
          >
            {items.map((line) => (
              <li key={line._id}>
                <CartLine
                  title={line.productId.title}
                  image={line.productId.images[0]}
                  imageSrcSet={line.productId.imageVariants[0]?.srcSet}
                  href={pathTo('productDetails', { productId: line.productId.slug })}
                  size={line.size}
                  originalPrice={line.original_price}
                  discountedPrice={line.discounted_price}
                  qty={line.qty}
                  canIncrement={canAddOneMore(line)}
                  disabled={changing && changingLineId !== line._id}
                  busy={changingLineId === line._id}
                  onIncrement={() => send({ type: 'line.increment', lineId: line._id })}
                  onDecrement={() => send({ type: 'line.decrement', lineId: line._id })}
                  onRemove={() => send({ type: 'line.remove', lineId: line._id })}
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-4">
            <CouponCard
              name={COUPON.name}
              description={COUPON.description}
              applied={couponApplied}
              available={couponAvailable}
              unavailableReason={COUPON_UNAVAILABLE}
              disabled={changing}
              onAppliedChange={(applied) => send({ type: applied ? 'coupon.apply' : 'coupon.remove' })}
            />
            <CartSummary
              figures={figures}
              action={
                <Button asChild size="lg" className="w-full">
                  <Link to={pathTo('checkout')} data-slot="cart-checkout">
                    {CHECKOUT_LABEL}
                  </Link>
                </Button>
              }
            />
          </div>
        </div>
      ) : null}

      {state === 'empty' ? (
        <EmptyState
          data-slot="cart-empty"
          icon={<CartIcon />}
          title={EMPTY_CART_MESSAGE}
          action={
            <Button asChild>
              <Link to={pathTo('productListing')} data-slot="cart-explore">
                {EXPLORE_LABEL}
              </Link>
            </Button>
          }
        />
      ) : null}

      {state === 'error' ? (
        <EmptyState
          data-slot="cart-error"
          role="alert"
          title={errorMessage || GENERIC_ERROR}
          action={<Button onClick={() => send({ type: 'cart.retry' })}>{RETRY_LABEL}</Button>}
        />
      ) : null}
    </div>
  )
}
