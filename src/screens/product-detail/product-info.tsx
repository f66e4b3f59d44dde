// The product's buying box (spec §2 Product detail): title, rating, prices, when the price last changed, sizes,
// the cart and wishlist buttons, the availability request for out-of-stock items (and sold-out sizes, with the size to
// ask about) and, for vendors on their own products, 'Edit product'.
import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { CartIcon, ClockIcon, HeartFilledIcon, HeartIcon } from '@/ui/icons'
import { Countdown, describeTimeLeft } from '@/commerce/countdown'
import { isInvalidTimeLeft, timeLeft } from '@/domain/countdown'
import { Price } from '@/commerce/price'
import { OUT_OF_STOCK_LABEL, TRENDING_LABEL } from '@/commerce/product-tags'
import { Rating } from '@/commerce/rating'
import { parseRating } from '@/domain/rating'
import { PRICE_UPDATED_LABEL, priceUpdatedLabel } from '@/domain/price-updated'
import { isInStock } from '@/domain/stock'
import { variantsToAskAbout } from '@/domain/availability-offer'
import { NativeSelect } from '@/ui/native-select'
import type { Product } from '@/domain/contract'
import type { SizePickerProps } from './size-picker'

// spec §2 Product detail: wording exactly.
export const ADD_TO_CART_LABEL = 'Add to cart'
export const GO_TO_CART_LABEL = 'Go to cart'
export const EDIT_PRODUCT_LABEL = 'Edit product'
/** spec §4 Availability request: the waiting button's wording. */
export const RETRY_IN_LABEL = 'Retry in'
export const NOTIFY_ME_LABEL = 'Notify me when available'
export const WISHLIST_LABEL = 'Save to wishlist'
/** Not in the spec (ADR 0008): the choice of a sold-out size to be told about. */
export const ASK_ABOUT_SIZE_LABEL = 'Size to be told about'
export const ASK_ABOUT_SIZE_PLACEHOLDER = 'Choose a sold-out size'

export type InfoProduct = Pick<
  Product,
  | '_id'
  | 'title'
  | 'original_price'
  | 'discounted_price'
  | 'rating'
  | 'reviews'
  | 'is_stock'
  | 'trending'
  | 'size'
  | 'priceUpdatedAt'
> & { categoryId?: Pick<Product['categoryId'], 'title'> | null }

/**
 * The availability request's button (spec §4): usable (idle), sending, or waiting until two hours after the
 * last request ('Retry in' with a countdown). The machine that drives it lives with the route.
 */
export type AvailabilityStatus =
  | { state: 'idle' }
  | { state: 'requesting' }
  /** `now` is the countdown's own ticking clock; the page's `now` (read once per visit) stands in without it. */
  | { state: 'coolingDown'; retryAt: string | Date; now?: Date | number }

export type ProductInfoProps = Omit<ComponentProps<'section'>, 'title'> & {
  product: InfoProduct
  /** The instant relative times and countdowns are measured from. */
  now: Date | number
  selectedSize: string | null
  onSizeSelect: (title: string) => void
  /**
   * Draws the size picker (size-picker.tsx). Passed in so the page's own code does not carry the radio group:
   * the app fetches it when a shopper reaches for the page (ADR 0005); stories pass SizePicker itself.
   */
  renderSizePicker: (props: SizePickerProps) => ReactNode
  /** spec §2: 'Go to cart' once the product is in the cart. */
  inCart: boolean
  cartBusy?: boolean
  onCartClick: () => void
  inWishlist: boolean
  wishlistBusy?: boolean
  onWishlistToggle: () => void
  availability?: AvailabilityStatus
  onAvailabilityRequest: () => void
  /** The sold-out size the availability request asks about (spec §5 'variant'); null for none chosen. */
  availabilityVariant?: string | null
  onAvailabilityVariantChange?: (title: string) => void
  /** Vendors only: /load-items?token=…&productId=…&edit=true, built by the route. */
  editHref?: string
}

export function ProductInfo({
  product,
  now,
  selectedSize,
  onSizeSelect,
  renderSizePicker,
  inCart,
  cartBusy = false,
  onCartClick,
  inWishlist,
  wishlistBusy = false,
  onWishlistToggle,
  availability = { state: 'idle' },
  onAvailabilityRequest,
  availabilityVariant = null,
  onAvailabilityVariantChange,
  editHref,
  className,
  ...props
}: ProductInfoProps) {
  const inStock = isInStock(product.is_stock)
  const updated = priceUpdatedLabel(product.priceUpdatedAt, now)
  const sizes = product.size ?? []
  const askable = variantsToAskAbout(product)

  return (
    <section
      aria-label="Product details"
      data-slot="product-info"
      data-state={inStock ? 'inStock' : 'outOfStock'}
      className={cn('grid content-start gap-4 text-foreground', className)}
      {...props}
    >
      <div className="grid gap-2">
        {product.categoryId?.title ? (
          <p data-slot="product-info-category" className="m-0 text-sm font-medium text-foreground-subtle">
            {product.categoryId.title}
          </p>
        ) : null}
        <h1
          data-slot="product-info-title"
          className="m-0 text-2xl leading-tight font-bold @min-[768px]/product:text-3xl"
        >
          {product.title}
        </h1>
        <Rating value={parseRating(product.rating)} reviews={product.reviews} />
        {!inStock || product.trending ? (
          <div data-slot="product-info-tags" className="flex flex-wrap gap-2">
            {!inStock ? (
              <Badge variant="danger" size="md">
                {OUT_OF_STOCK_LABEL}
              </Badge>
            ) : null}
            {product.trending ? (
              <Badge variant="sale" size="md">
                {TRENDING_LABEL}
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="grid gap-1">
        <Price original={product.original_price} discounted={product.discounted_price} size="lg" showPercentOff />
        {updated ? (
          <p data-slot="product-info-price-updated" className="m-0 text-sm text-foreground-subtle">
            {PRICE_UPDATED_LABEL}: <time dateTime={new Date(product.priceUpdatedAt).toISOString()}>{updated}</time>
          </p>
        ) : null}
      </div>

      {sizes.length > 0
        ? renderSizePicker({ sizes, productInStock: inStock, value: selectedSize, onSelect: onSizeSelect })
        : null}

      <div data-slot="product-info-actions" className="flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          data-slot="product-info-cart"
          data-action={inCart ? 'goToCart' : 'addToCart'}
          variant={inCart ? 'outline' : 'primary'}
          loading={cartBusy}
          onClick={onCartClick}
          className="min-w-44 flex-1 @min-[426px]/product:flex-none"
        >
          {cartBusy ? null : <CartIcon />}
          {inCart ? GO_TO_CART_LABEL : ADD_TO_CART_LABEL}
        </Button>
        <IconButton
          aria-label={WISHLIST_LABEL}
          aria-pressed={inWishlist}
          aria-busy={wishlistBusy || undefined}
          disabled={wishlistBusy}
          data-slot="product-info-wishlist"
          data-state={inWishlist ? 'on' : 'off'}
          variant="outline"
          size="lg"
          onClick={onWishlistToggle}
          className={cn(inWishlist && 'text-sale')}
        >
          {inWishlist ? <HeartFilledIcon /> : <HeartIcon />}
        </IconButton>
      </div>

      {!inStock || askable.length > 0 ? (
        <div data-slot="product-info-availability-request" className="flex flex-wrap items-center gap-3">
          {askable.length > 0 && availability.state !== 'coolingDown' ? (
            <NativeSelect
              aria-label={ASK_ABOUT_SIZE_LABEL}
              data-slot="product-info-availability-variant"
              placeholder={ASK_ABOUT_SIZE_PLACEHOLDER}
              options={askable.map((title) => ({ value: title, label: title }))}
              value={availabilityVariant ?? ''}
              disabled={availability.state === 'requesting'}
              onValueChange={(title) => onAvailabilityVariantChange?.(title)}
              className="w-auto min-w-48"
            />
          ) : null}
          <AvailabilityButton status={availability} now={now} onRequest={onAvailabilityRequest} />
        </div>
      ) : null}

      {editHref ? (
        <Button asChild variant="outline" className="w-fit">
          <Link to={editHref} data-slot="product-info-edit">
            {EDIT_PRODUCT_LABEL}
          </Link>
        </Button>
      ) : null}
    </section>
  )
}

function AvailabilityButton({
  status,
  now,
  onRequest,
}: {
  status: AvailabilityStatus
  now: Date | number
  onRequest: () => void
}) {
  if (status.state === 'coolingDown') {
    // The button's name reads 'Retry in 1 hour, 59 minutes…' once, not the countdown's own label again.
    const clock = status.now ?? now
    const left = timeLeft(status.retryAt, clock)
    const spoken = isInvalidTimeLeft(left) ? undefined : describeTimeLeft(left)
    return (
      <Button
        variant="secondary"
        size="lg"
        disabled
        data-slot="product-info-availability"
        data-state="coolingDown"
        className="w-fit"
      >
        <ClockIcon />
        {RETRY_IN_LABEL}
        <Countdown target={status.retryAt} now={clock} aria-label={spoken} />
      </Button>
    )
  }
  return (
    <Button
      variant="secondary"
      size="lg"
      data-slot="product-info-availability"
      data-state={status.state}
      loading={status.state === 'requesting'}
      onClick={onRequest}
      className="w-fit"
    >
      {NOTIFY_ME_LABEL}
    </Button>
  )
}
