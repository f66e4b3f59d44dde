// The product listing's container (spec §2 Product listing): the listing machine with the real API, the
// filters in the URL (so they survive a reload and the back button), the layout in local storage
// (`listDisplayType`), and the categories for the filter panel.
import { useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { categoriesActors, listingActors } from '@/api/catalogue-actors'
import { firstMessage } from '@/domain/account'
import { firstPageRequests } from '@/domain/first-page'
import { LISTING_HEAD } from '@/domain/page-head'
import {
  hasActiveFilters,
  parseListingQuery,
  serialiseListingQuery,
  toProductsQuery,
  type ListingFilter,
} from '@/domain/listing-query'
import { pathTo } from '@/domain/routes'
import { ProductListingScreen } from '@/screens/product-listing/product-listing-screen'
import { categoriesMachine } from '@machines/categories/categories.machine'
import {
  LIST_LAYOUT_STORAGE_KEY,
  isListLayout,
  listingMachine,
  type ListLayout,
} from '@machines/listing/listing.machine'
import { useFirstAnswer } from '../first-page'
import { renderCardHeart } from '../wishlist/card-heart'
import { useWishlistHearts } from '../wishlist/use-wishlist-hearts'

function readStoredLayout(): string | null {
  try {
    return globalThis.localStorage?.getItem(LIST_LAYOUT_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

function storeLayout(layout: ListLayout): void {
  try {
    globalThis.localStorage?.setItem(LIST_LAYOUT_STORAGE_KEY, layout)
  } catch {
    // Storage blocked (private mode): the layout holds for this visit only.
  }
}

export function ListingRoute() {
  const [{ listingLogic, categoriesLogic }] = useState(() => ({
    listingLogic: listingMachine.provide({ actors: listingActors() }),
    categoriesLogic: categoriesMachine.provide({ actors: categoriesActors() }),
  }))
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const search = searchParams.toString()
  // Page 1 as the server drew it, if it drew this query (ADR 0005). The server knows nothing of this browser's
  // storage, so such a page opens in the default layout and the remembered one follows once it is taken over.
  const drawn =
    useFirstAnswer(firstPageRequests.listProducts(toProductsQuery(parseListingQuery(search), 1)))?.data ?? undefined

  // Each filter change is its own history entry, so Back steps through them. Commas stay literal
  // (categoryId=a,b), as the spec writes the list.
  const writeQuery = useCallback(
    (query: string) => navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }),
    [navigate, location.pathname],
  )

  const [state, send] = useMachine(
    listingLogic.provide({
      actions: {
        saveLayout: (_, { layout }) => storeLayout(layout),
        writeQuery: (_, { search: query }) => writeQuery(query),
        // spec §8: a failed list load is logged; the screen offers a retry.
        reportError: (_, { error }) => console.error('Loading products failed', error),
      },
    }),
    { input: drawn ? { search, storedLayout: null, shownPage: drawn } : { search, storedLayout: readStoredLayout() } },
  )

  useEffect(() => {
    const stored = drawn ? readStoredLayout() : null
    if (isListLayout(stored)) send({ type: 'layout.change', layout: stored })
  }, [drawn, send])

  // The URL is the source of truth: a checkbox, the navigation search, Back or Forward all land here. The
  // machine ignores a query that selects what it already shows (including the echo of its own writes).
  useEffect(() => {
    send({ type: 'filters.change', search })
  }, [search, send])

  // The categories the server drew the filter panel with, if it drew this page.
  const drawnCategories = useFirstAnswer(firstPageRequests.listCategories())?.data?.docs
  const [categories] = useMachine(
    categoriesLogic.provide({
      // spec §8: only logged; the panel shows no categories.
      actions: { reportError: (_, { error }) => console.error('Loading categories failed', error) },
    }),
    { input: { categories: drawnCategories ?? null } },
  )

  const filter = state.context.filter
  const hearts = useWishlistHearts()
  const onFilterChange = (next: ListingFilter) => writeQuery(serialiseListingQuery(next))
  const onFilterReset = () => send({ type: 'filters.reset' })

  return (
    <>
      <title>{LISTING_HEAD.title}</title>
      <ProductListingScreen
        state={state.value}
        products={state.context.products}
        hasNextPage={state.context.nextPage !== null}
        layout={state.context.layout}
        onLayoutChange={(layout) => send({ type: 'layout.change', layout })}
        filter={filter}
        categories={categories.context.categories}
        categoriesLoading={categories.matches('loading')}
        onFilterChange={onFilterChange}
        onFilterReset={onFilterReset}
        onSeeMore={() => send({ type: 'page.next' })}
        onRetry={() => send({ type: 'list.retry' })}
        // 'Explore others': drop the filters that found nothing; with none set, there is more on the home page.
        onExplore={() => (hasActiveFilters(filter) ? onFilterReset() : navigate(pathTo('home')))}
        errorMessage={firstMessage(state.context.error)}
        renderCardAction={(product) => renderCardHeart(hearts, product)}
      />
    </>
  )
}
