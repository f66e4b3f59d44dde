// The /wishlist page (spec §2 Wishlist): the saved products as cards (image, title, rating, reviews, prices, 'Out of
// stock' and 'Trending' tags) each with 'Remove from Wishlist'; 'Wishlist is Empty' with a way back to the listing;
// placeholders while the list loads, and a retry when it could not be loaded.
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { HeartIcon } from '@/ui/icons'
import { TrashIcon } from '@/ui/more-icons'
import { ProductCard, ProductCardSkeleton, productCardFields, type CardProduct } from '@/commerce/product-card'
import type { Product } from '@/domain/contract'
import { GENERIC_ERROR } from '@/domain/messages'
import { pathTo } from '@/domain/routes'
import { EMPTY_WISHLIST_MESSAGE, REMOVE_FROM_WISHLIST_LABEL } from '@/domain/wishlist'
import type { wishlistMachine } from '@machines/wishlist/wishlist.machine'

export const WISHLIST_TITLE = 'Wishlist'
export const EXPLORE_LABEL = 'Explore'
export const RETRY_LABEL = 'Try again'
export const LOADING_WISHLIST = 'Loading your wishlist'

/** The wishlist machine's states (machines/wishlist): the screen's data-state. */
export type WishlistScreenState = StateValueFrom<typeof wishlistMachine>

/** What a card needs of a saved product (a wishlist item's populated productId). */
export type WishlistProduct = CardProduct & Pick<Product, '_id' | 'slug'>

export type WishlistScreenProps = Omit<ComponentProps<'div'>, 'children'> & {
  state: WishlistScreenState
  products: readonly WishlistProduct[]
  /** The product being removed (its button spins; the others wait). */
  removing?: string | null
  onRemove: (productId: string) => void
  onRetry: () => void
  /** Why the list could not be loaded; the generic text when absent. */
  errorMessage?: string
}

const listClass = 'm-0 grid list-none grid-cols-2 gap-3 p-0 @3xl/wishlist:grid-cols-4 @3xl/wishlist:gap-6'

export function WishlistScreen({
  state,
  products,
  removing = null,
  onRemove,
  onRetry,
  errorMessage,
  className,
  ...props
}: WishlistScreenProps) {
  const showList = state === 'filled' || state === 'removing'
  return (
    <div
      data-slot="wishlist-screen"
      data-state={state}
      className={cn('@container/wishlist w-full text-foreground', className)}
      {...props}
    >
      <div className="mx-auto max-w-7xl px-4 py-6 @min-[426px]/wishlist:px-6">
        <h1 className="m-0 mb-4 text-2xl font-bold">{WISHLIST_TITLE}</h1>

        <p role="status" className="sr-only">
          {state === 'loading' ? LOADING_WISHLIST : ''}
        </p>

        {state === 'loading' ? (
          <div data-slot="wishlist-skeleton" aria-hidden className={listClass}>
            {[0, 1, 2, 3].map((i) => (
              <ProductCardSkeleton key={i} layout="grid" />
            ))}
          </div>
        ) : null}

        {state === 'failed' ? (
          <div data-slot="wishlist-error" className="flex flex-col items-center gap-4 py-12 text-center">
            <p role="alert" className="m-0 text-danger">
              {errorMessage || GENERIC_ERROR}
            </p>
            <Button variant="outline" onClick={onRetry}>
              {RETRY_LABEL}
            </Button>
          </div>
        ) : null}

        {state === 'empty' ? (
          <EmptyState
            data-slot="wishlist-empty"
            icon={<HeartIcon />}
            title={EMPTY_WISHLIST_MESSAGE}
            action={
              <Button asChild>
                <Link to={pathTo('productListing')}>{EXPLORE_LABEL}</Link>
              </Button>
            }
          />
        ) : null}

        {showList ? (
          <ul data-slot="wishlist-list" aria-busy={state === 'removing' || undefined} className={listClass}>
            {products.map((product, index) => {
              const href = pathTo('productDetails', { productId: product.slug })
              const busy = removing === product._id
              return (
                <li key={product._id} className="flex">
                  <ProductCard
                    className="max-w-none"
                    {...productCardFields(product)}
                    href={href}
                    imageLoading={index < 4 ? 'eager' : 'lazy'}
                    headingLevel="h2"
                    actions={
                      <Button
                        variant="outline"
                        size="sm"
                        data-slot="wishlist-remove"
                        // Each button names its product, so a list of them does not read as one repeated label.
                        aria-label={`${REMOVE_FROM_WISHLIST_LABEL}: ${product.title}`}
                        loading={busy}
                        disabled={state === 'removing'}
                        onClick={() => onRemove(product._id)}
                        className="h-auto min-h-8 w-full px-2 py-1 whitespace-normal"
                      >
                        {/* On a phone the two-column card has room for the words only. */}
                        {busy ? null : <TrashIcon className="hidden @3xl/wishlist:block" />}
                        {REMOVE_FROM_WISHLIST_LABEL}
                      </Button>
                    }
                  />
                </li>
              )
            })}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
