// The product detail page (spec §2 Product detail, §4 Product page): a placeholder while loading, then the
// product (images, buying box, description, and the promo, reviews and FAQ block beside it on wide screens,
// below it on narrow ones), or 'This product is not available!'. Props only: data-state is the product-page
// machine's state name. The page lays itself out by its own width (container queries).
import { lazy, Suspense, useId, type ComponentProps, type ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { Skeleton } from '@/ui/skeleton'
import type { StateValueFrom } from 'xstate'
import type { Product } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import type { productPageMachine } from '@machines/product-page/product-page.machine'
import { ImageCarousel, productImages } from './image-carousel'
import { Deferred } from '../deferred'
import type { CustomerReview } from './product-extras'
import { ProductInfo, type InfoProduct, type ProductInfoProps } from './product-info'
import { GENERIC_ERROR } from '@/domain/messages'

// spec §2 / §8: wording exactly.
export const PRODUCT_NOT_AVAILABLE = 'This product is not available!'
export const EXPLORE_LABEL = 'Explore'
export const RETRY_LABEL = 'Try again'
/** spec §8: the fallback when a failure carries no message. */
export const PRODUCT_ERROR_FALLBACK = GENERIC_ERROR

/** The product-page machine's states (machines/product-page). */
export type ProductDetailState = StateValueFrom<typeof productPageMachine>

// The promo, reviews and FAQ block is below the product on a phone: its code comes as a shopper scrolls to it
// (beside the product on wide screens, it comes at once).
const ProductExtras = lazy(async () => ({ default: (await import('./product-extras')).ProductExtras }))
export type DetailProduct = InfoProduct &
  Pick<Product, 'description' | 'images'> &
  Partial<Pick<Product, 'imageVariants'>>

type BuyingProps = Pick<
  ProductInfoProps,
  | 'now'
  | 'selectedSize'
  | 'onSizeSelect'
  | 'renderSizePicker'
  | 'inCart'
  | 'cartBusy'
  | 'onCartClick'
  | 'inWishlist'
  | 'wishlistBusy'
  | 'onWishlistToggle'
  | 'availability'
  | 'onAvailabilityRequest'
  | 'availabilityVariant'
  | 'onAvailabilityVariantChange'
  | 'editHref'
>

export type ProductDetailScreenProps = Omit<ComponentProps<'div'>, 'title'> &
  BuyingProps & {
    state: ProductDetailState
    /** The product, once found. */
    product: DetailProduct | null
    onRetry: () => void
    /** The failure's message (failed); the spec's fallback when absent. */
    errorMessage?: string
    /** Replaces the store's FAQ in the extras block. */
    faq?: ReactNode
    reviews?: readonly CustomerReview[]
    /** Opens the lightbox at this image on first render. */
    defaultLightboxIndex?: number
  }

// Wide: the page's column and the extras block side by side; inside the column, images beside the buying box.
const pageGrid =
  'mx-auto grid max-w-7xl gap-8 px-4 py-6 @min-[426px]/product:px-6 @min-[768px]/product:grid-cols-[minmax(0,1fr)_18rem] @min-[1024px]/product:grid-cols-[minmax(0,1fr)_20rem]'
const mainGrid =
  'grid min-w-0 content-start gap-6 @min-[1024px]/product:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] @min-[1024px]/product:gap-8'

function LoadingPlaceholder() {
  return (
    <div data-slot="product-detail-placeholder" aria-hidden className={mainGrid}>
      {/* The carousel's boxes: square slides, two side by side, one at 425px or less. */}
      <div className="w-full">
        <div className="flex gap-2">
          <Skeleton
            className="h-auto shrink-0 basis-[calc(50%-0.25rem)] rounded-md @max-[426px]/product:basis-full"
            style={{ aspectRatio: '1 / 1' }}
          />
          <Skeleton
            className="h-auto shrink-0 basis-[calc(50%-0.25rem)] rounded-md @max-[426px]/product:hidden"
            style={{ aspectRatio: '1 / 1' }}
          />
        </div>
      </div>
      <div className="grid content-start gap-4">
        <div className="grid gap-2">
          <span className="flex h-5 items-center">
            <Skeleton className="h-3.5 w-24" />
          </span>
          <span className="flex h-[3.75rem] flex-col justify-center gap-2 @min-[768px]/product:h-[4.6875rem]">
            <Skeleton className="h-6 w-11/12" />
            <Skeleton className="h-6 w-2/3" />
          </span>
          <span className="flex h-5 items-center">
            <Skeleton className="h-4 w-40" />
          </span>
        </div>
        <div className="grid gap-1">
          <span className="flex h-8 items-center">
            <Skeleton className="h-7 w-48" />
          </span>
          <span className="flex h-5 items-center">
            <Skeleton className="h-3.5 w-40" />
          </span>
        </div>
        <span className="flex h-12 items-center gap-3">
          <Skeleton className="h-12 w-44 rounded-md" />
          <Skeleton className="size-12 rounded-md" />
        </span>
      </div>
    </div>
  )
}

export function ProductDetailScreen({
  state,
  product,
  onRetry,
  errorMessage,
  faq,
  reviews,
  defaultLightboxIndex,
  now,
  selectedSize,
  onSizeSelect,
  renderSizePicker,
  inCart,
  cartBusy,
  onCartClick,
  inWishlist,
  wishlistBusy,
  onWishlistToggle,
  availability,
  onAvailabilityRequest,
  availabilityVariant,
  onAvailabilityVariantChange,
  editHref,
  className,
  ...props
}: ProductDetailScreenProps) {
  const shown = state === 'found' && product ? product : null
  const descriptionId = useId()
  return (
    <div
      data-slot="product-detail"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      className={cn('@container/product w-full text-foreground', className)}
      {...props}
    >
      <p role="status" className="sr-only">
        {state === 'loading' ? 'Loading product' : ''}
      </p>

      {state === 'loading' || shown ? (
        <div className={pageGrid}>
          {shown ? (
            <div data-slot="product-detail-main" className={mainGrid}>
              <ImageCarousel
                images={productImages(shown)}
                title={shown.title}
                defaultLightboxIndex={defaultLightboxIndex}
              />
              <ProductInfo
                product={shown}
                now={now}
                selectedSize={selectedSize}
                onSizeSelect={onSizeSelect}
                renderSizePicker={renderSizePicker}
                inCart={inCart}
                cartBusy={cartBusy}
                onCartClick={onCartClick}
                inWishlist={inWishlist}
                wishlistBusy={wishlistBusy}
                onWishlistToggle={onWishlistToggle}
                availability={availability}
                onAvailabilityRequest={onAvailabilityRequest}
                availabilityVariant={availabilityVariant}
                onAvailabilityVariantChange={onAvailabilityVariantChange}
                editHref={editHref}
              />
              {shown.description.trim() ? (
                <section
                  aria-labelledby={descriptionId}
                  data-slot="product-detail-description"
                  className="grid gap-2 border-t border-border pt-6 @min-[1024px]/product:col-span-2"
                >
                  <h2 id={descriptionId} className="m-0 text-lg font-semibold">
                    Description
                  </h2>
                  <p className="m-0 max-w-prose text-base whitespace-pre-line text-foreground">{shown.description}</p>
                </section>
              ) : null}
            </div>
          ) : (
            <LoadingPlaceholder />
          )}
          {/* Held in place by a placeholder until the product is in, so that where it lands decides when it loads. */}
          {shown ? (
            <Deferred>
              <Suspense fallback={<Skeleton data-lazy="pending" className="h-96 w-full" />}>
                <ProductExtras reviews={reviews} faq={faq} />
              </Suspense>
            </Deferred>
          ) : (
            <Skeleton data-slot="product-extras-placeholder" className="h-96 w-full" />
          )}
        </div>
      ) : null}

      {state === 'notAvailable' ? (
        <EmptyState
          data-slot="product-detail-not-available"
          headingLevel={1}
          title={PRODUCT_NOT_AVAILABLE}
          action={
            <Button asChild>
              <Link to={pathTo('productListing')} data-slot="product-detail-explore">
                {EXPLORE_LABEL}
              </Link>
            </Button>
          }
        />
      ) : null}

      {state === 'failed' ? (
        <EmptyState
          data-slot="product-detail-error"
          role="alert"
          headingLevel={1}
          title={errorMessage || PRODUCT_ERROR_FALLBACK}
          action={<Button onClick={onRetry}>{RETRY_LABEL}</Button>}
        />
      ) : null}
    </div>
  )
}
