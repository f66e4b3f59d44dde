// The product listing (spec §2 Product listing, §4 Listing): filters beside the products (behind a 'Filters'
// button on narrow screens), three layouts, 'See more' while a next page exists. Props only: the route binds
// the listing machine, and data-state is the machine's state name.
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { IconButton } from '@/ui/icon-button'
import { ColumnsIcon, GridIcon, RowsIcon } from '@/ui/icons'
import { Skeleton } from '@/ui/skeleton'
import {
  ProductCard,
  ProductCardSkeleton,
  productCardFields,
  type CardProduct,
  type ProductCardLayout,
} from '@/commerce/product-card'
import { hasActiveFilters, type ListingFilter } from '@/domain/listing-query'
import type { ListLayout, listingMachine } from '@machines/listing/listing.machine'
import type { Product } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { Deferred } from '../deferred'
import type { FilterCategory, FilterSheetProps } from './filter-panel'
import { FiltersButton } from './filters-button'
import { GENERIC_ERROR } from '@/domain/messages'

// The filters (dialog, slider, radios) are not part of the listing's first download: beside the products they come
// when the sidebar is displayed (wide screens), behind the 'Filters' button when a shopper reaches for it.
const loadFilters = () => import('./filter-panel')
const FilterPanel = lazy(async () => ({ default: (await loadFilters()).FilterPanel }))
const FilterSheet = lazy(async () => ({ default: (await loadFilters()).FilterSheet }))

/**
 * The 'Filters' button at once; the sheet's code is fetched when a pointer or focus reaches the button, and the
 * sheet opens as soon as it has arrived after a tap.
 */
function DeferredFilterSheet({ triggerClassName, ...sheet }: FilterSheetProps) {
  const [opened, setOpened] = useState(false)
  const prefetch = () => void loadFilters()
  const button = (
    <FiltersButton
      active={hasActiveFilters(sheet.value)}
      className={triggerClassName}
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      onClick={() => setOpened(true)}
    />
  )
  if (!opened) return button
  return (
    <Suspense fallback={button}>
      <FilterSheet {...sheet} triggerClassName={triggerClassName} defaultOpen />
    </Suspense>
  )
}

// spec §2 Product listing: wording exactly.
export const EMPTY_LISTING_MESSAGE = 'Hang tight! These amazing products are coming soon!'
export const EXPLORE_OTHERS_LABEL = 'Explore others'
export const SEE_MORE_LABEL = 'See more'
export const RETRY_LABEL = 'Try again'
/** spec §8: the fallback when a failure carries no message. */
export const LISTING_ERROR_FALLBACK = GENERIC_ERROR

/** The listing machine's states (machines/listing): the screen's data-state. */
export type ListingScreenState = StateValueFrom<typeof listingMachine>

/** What a card needs of a product from GET api/products. */
export type ListingProduct = CardProduct & Pick<Product, '_id' | 'slug'>

export const LAYOUT_OPTIONS: readonly {
  value: ListLayout
  label: string
  card: ProductCardLayout
  Icon: typeof GridIcon
}[] = [
  { value: 'product-grid', label: 'Grid layout', card: 'grid', Icon: GridIcon },
  { value: 'product-row', label: 'Row layout', card: 'row', Icon: RowsIcon },
  { value: 'product-column', label: 'Column layout', card: 'column', Icon: ColumnsIcon },
]

function cardLayout(layout: ListLayout): ProductCardLayout {
  return LAYOUT_OPTIONS.find((option) => option.value === layout)?.card ?? 'grid'
}

// The list measures its own width, so the columns fit whatever room the filters leave.
const listClass: Record<ProductCardLayout, string> = {
  grid: 'grid grid-cols-2 gap-3 @min-[560px]/products:grid-cols-3 @min-[560px]/products:gap-4 @min-[820px]/products:grid-cols-4',
  row: 'grid grid-cols-1 gap-3 @min-[820px]/products:grid-cols-2',
  column: 'grid grid-cols-1 justify-items-center gap-6',
}

// How many cards open above the fold (their images load eagerly: the first is the page's largest paint).
const eagerCount: Record<ProductCardLayout, number> = { grid: 4, row: 4, column: 1 }
// Placeholders fill the first screen of each layout; below that nothing can shift what the shopper sees.
const skeletonCount: Record<ProductCardLayout, number> = { grid: 8, row: 6, column: 2 }

export function productHref(product: Pick<Product, 'slug'>): string {
  return pathTo('productDetails', { productId: product.slug })
}

export type ProductListingScreenProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  state: ListingScreenState
  /** Every product loaded so far, pages accumulated (spec §4). */
  products: readonly ListingProduct[]
  /** spec §2: 'See more' appears when a next page exists. */
  hasNextPage: boolean
  layout: ListLayout
  onLayoutChange: (layout: ListLayout) => void
  filter: ListingFilter
  categories: readonly FilterCategory[]
  categoriesLoading?: boolean
  onFilterChange: (next: ListingFilter) => void
  onFilterReset: () => void
  onSeeMore: () => void
  onRetry: () => void
  /** 'Explore others' on the empty page. */
  onExplore: () => void
  /** The failure's message (failed and loadMoreFailed); the spec's fallback when absent. */
  errorMessage?: string
  /** A control over a card's image (the wishlist heart), drawn by the app. */
  renderCardAction?: (product: ListingProduct) => ReactNode
}

export function ProductListingScreen({
  state,
  products,
  hasNextPage,
  layout,
  onLayoutChange,
  filter,
  categories,
  categoriesLoading = false,
  onFilterChange,
  onFilterReset,
  onSeeMore,
  onRetry,
  onExplore,
  errorMessage,
  renderCardAction,
  className,
  ...props
}: ProductListingScreenProps) {
  const card = cardLayout(layout)
  const loading = state === 'loading'
  const showList = state === 'loaded' || state === 'loadingMore' || state === 'loadMoreFailed'
  const panel = { categories, categoriesLoading, value: filter, onChange: onFilterChange, onReset: onFilterReset }
  const heading = filter.title ? `Results for “${filter.title}”` : 'Explore'

  return (
    <div
      data-slot="product-listing"
      data-state={state}
      data-variant={layout}
      className={cn('@container/listing w-full text-foreground', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6 @min-[426px]/listing:px-6">
        {/* Wide screens: the filters sit beside the products. */}
        <aside data-slot="product-listing-sidebar" className="hidden w-60 shrink-0 @min-[768px]/listing:block">
          <Deferred className="sticky top-4">
            <Suspense fallback={<Skeleton data-lazy="pending" className="h-96 w-full" />}>
              <FilterPanel {...panel} />
            </Suspense>
          </Deferred>
        </aside>

        <div data-slot="product-listing-main" className="@container/products min-w-0 flex-1">
          <div
            data-slot="product-listing-toolbar"
            className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-3"
          >
            <h1 className="m-0 min-w-0 truncate text-2xl font-bold">{heading}</h1>
            <div className="flex items-center gap-2">
              {/* Narrower screens: the filters wait behind a button. */}
              <DeferredFilterSheet {...panel} triggerClassName="@min-[768px]/listing:hidden" />
              <div
                role="group"
                aria-label="Layout"
                data-slot="product-listing-layouts"
                className="flex items-center gap-1"
              >
                {LAYOUT_OPTIONS.map(({ value, label, Icon }) => (
                  <IconButton
                    key={value}
                    aria-label={label}
                    aria-pressed={layout === value}
                    data-value={value}
                    variant={layout === value ? 'primary' : 'ghost'}
                    onClick={() => onLayoutChange(value)}
                  >
                    <Icon />
                  </IconButton>
                ))}
              </div>
            </div>
          </div>

          <p role="status" className="sr-only">
            {loading ? 'Loading products' : state === 'loadingMore' ? 'Loading more products' : ''}
          </p>

          {loading ? (
            <div data-slot="product-listing-skeleton" aria-hidden className={listClass[card]}>
              {Array.from({ length: skeletonCount[card] }, (_, i) => (
                <ProductCardSkeleton key={i} layout={card} />
              ))}
            </div>
          ) : null}

          {showList ? (
            <ul
              data-slot="product-listing-list"
              aria-busy={state === 'loadingMore' || undefined}
              className={cn('m-0 list-none p-0', listClass[card])}
            >
              {products.map((product, index) => {
                const href = productHref(product)
                return (
                  <li key={product._id} className={cn('flex', card === 'column' && 'w-full justify-center')}>
                    <ProductCard
                      layout={card}
                      {...productCardFields(product)}
                      href={href}
                      imageLoading={index < eagerCount[card] ? 'eager' : 'lazy'}
                      headingLevel="h2"
                      topAction={renderCardAction?.(product)}
                    />
                  </li>
                )
              })}
            </ul>
          ) : null}

          {showList && state === 'loadMoreFailed' ? (
            <p
              role="alert"
              data-slot="product-listing-more-error"
              className="mt-6 mb-0 text-center text-sm text-danger"
            >
              {errorMessage || LISTING_ERROR_FALLBACK}
            </p>
          ) : null}

          {showList && hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                data-slot="product-listing-see-more"
                loading={state === 'loadingMore'}
                onClick={onSeeMore}
              >
                {SEE_MORE_LABEL}
              </Button>
            </div>
          ) : null}

          {state === 'empty' ? (
            <EmptyState
              data-slot="product-listing-empty"
              title={EMPTY_LISTING_MESSAGE}
              action={<Button onClick={onExplore}>{EXPLORE_OTHERS_LABEL}</Button>}
            />
          ) : null}

          {state === 'failed' ? (
            <EmptyState
              data-slot="product-listing-error"
              role="alert"
              title={errorMessage || LISTING_ERROR_FALLBACK}
              action={<Button onClick={onRetry}>{RETRY_LABEL}</Button>}
            />
          ) : null}
        </div>
      </div>
    </div>
  )
}
