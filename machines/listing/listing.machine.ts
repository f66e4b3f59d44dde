// The product listing (spec §2 Product listing, §4 Shop list state and Listing): loads 12 products a page for
// the filters in the URL, accumulates pages through 'See more', and remembers the chosen layout.
import { assign, fromPromise, setup } from 'xstate'
import {
  EMPTY_FILTER,
  LISTING_PAGE_SIZE,
  hasActiveFilters,
  isSameFilter,
  parseListingQuery,
  type ListingFilter,
} from '@/domain/listing-query'
import { arrangeForDisplay, type RandomSource } from '@/domain/listing-order'
import type { Product, ProductPage } from '@/domain/contract'
import { notProvided } from '../lib/not-provided'

/** spec §2: the three list layouts; the choice is remembered under the local storage key below. */
export const LIST_LAYOUTS = ['product-grid', 'product-row', 'product-column'] as const
export type ListLayout = (typeof LIST_LAYOUTS)[number]
export const DEFAULT_LIST_LAYOUT: ListLayout = 'product-grid'
/** spec §3 local storage keys. */
export const LIST_LAYOUT_STORAGE_KEY = 'listDisplayType'

export function isListLayout(value: unknown): value is ListLayout {
  return typeof value === 'string' && (LIST_LAYOUTS as readonly string[]).includes(value)
}

/** spec §7 GET api/products: the page of products and where the next and previous pages are. */
export type ListingPage = Pick<ProductPage, 'docs' | 'page' | 'nextPage' | 'prevPage'>

export interface FetchProductsInput {
  filter: ListingFilter
  page: number
  limit: number
}

export interface ListingInput {
  /** The URL query the listing opened with ('?categoryId=...'). */
  search?: string
  /** The raw `listDisplayType` value from local storage; anything unknown falls back to product-grid. */
  storedLayout?: string | null
  /** Defaults to Math.random; tests and stories pass a fixed source. */
  random?: RandomSource
  /**
   * Page 1 for `search`, already arranged for display (the server drew the page with it, ADR 0005): the listing
   * opens showing it, in this order, without a request.
   */
  shownPage?: ListingPage
}

export interface ListingContext {
  filter: ListingFilter
  products: Product[]
  /** The last page loaded. */
  page: number
  nextPage: number | null
  prevPage: number | null
  layout: ListLayout
  random: RandomSource
  error: unknown
  /** The page given as input, until the listing has opened on it. */
  shownPage: ListingPage | null
}

export type ListingEvent =
  | { type: 'filters.change'; search: string }
  | { type: 'filters.reset' }
  | { type: 'page.next' }
  | { type: 'list.retry' }
  | { type: 'layout.change'; layout: ListLayout }

function arrange(docs: readonly Product[], context: ListingContext): Product[] {
  return arrangeForDisplay(docs, context.filter, context.random)
}

export const listingMachine = setup({
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,
    input: {} as ListingInput,
  },
  actors: {
    fetchProducts: fromPromise<ListingPage, FetchProductsInput>(notProvided('fetchProducts')),
  },
  actions: {
    /** Writes `listDisplayType` to local storage. */
    saveLayout: (_, _params: { layout: ListLayout }) => notProvided('saveLayout')(),
    /** Replaces the URL query (without '?'); the filters live there. */
    writeQuery: (_, _params: { search: string }) => notProvided('writeQuery')(),
    /** spec §8: list load failures are logged. */
    reportError: (_, _params: { error: unknown }) => notProvided('reportError')(),
    /** spec §4: page 1 replaces the list. */
    replaceProducts: assign(({ context }, params: { page: ListingPage }) => ({
      products: arrange(params.page.docs, context),
      page: params.page.page,
      nextPage: params.page.nextPage,
      prevPage: params.page.prevPage,
      error: null,
    })),
    /** The page the listing opened with, shown in the order it came (arranged where it was drawn). */
    showGivenPage: assign(({ context }) => ({
      products: [...(context.shownPage?.docs ?? [])],
      page: context.shownPage?.page ?? 1,
      nextPage: context.shownPage?.nextPage ?? null,
      prevPage: context.shownPage?.prevPage ?? null,
      shownPage: null,
      error: null,
    })),
    /**
     * spec §4: any other page is appended. Only the new page is shuffled, so what the shopper already sees
     * never moves; a product the API repeats across pages (the catalogue changed in between) is shown once.
     */
    appendProducts: assign(({ context }, params: { page: ListingPage }) => {
      const shown = new Set(context.products.map((product) => product._id))
      const fresh = params.page.docs.filter((product) => !shown.has(product._id))
      return {
        products: [...context.products, ...arrange(fresh, context)],
        page: params.page.page,
        nextPage: params.page.nextPage,
        prevPage: params.page.prevPage,
        error: null,
      }
    }),
    startOver: assign((_, params: { filter: ListingFilter }) => ({
      filter: params.filter,
      page: 1,
      nextPage: null,
      prevPage: null,
    })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    hasProducts: (_, params: { page: ListingPage }) => params.page.docs.length > 0,
    hasGivenPage: ({ context }) => context.shownPage !== null,
    hasGivenProducts: ({ context }) => (context.shownPage?.docs.length ?? 0) > 0,
    hasNextPage: ({ context }) => context.nextPage !== null,
    isNewFilter: ({ context }, params: { search: string }) =>
      !isSameFilter(context.filter, parseListingQuery(params.search)),
    hasActiveFilters: ({ context }) => hasActiveFilters(context.filter),
    isNewLayout: ({ context }, params: { layout: ListLayout }) =>
      isListLayout(params.layout) && params.layout !== context.layout,
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => ({
    filter: input.search === undefined ? EMPTY_FILTER : parseListingQuery(input.search),
    products: [],
    page: 1,
    nextPage: null,
    prevPage: null,
    layout: isListLayout(input.storedLayout) ? input.storedLayout : DEFAULT_LIST_LAYOUT,
    random: input.random ?? Math.random,
    error: null,
    shownPage: input.shownPage ?? null,
  }),
  initial: 'loading',
  on: {
    // The URL changed (a checkbox, the slider, a sort radio, the navigation search, back/forward): start
    // again at page 1 and replace. The guard drops the echo of a URL this machine wrote itself.
    'filters.change': {
      guard: { type: 'isNewFilter', params: ({ event }) => ({ search: event.search }) },
      target: '.loading',
      actions: { type: 'startOver', params: ({ event }) => ({ filter: parseListingQuery(event.search) }) },
    },
    // spec §4 "Reset clears the search string only": the search string is the whole query (§3 search_params),
    // so Reset clears every filter, the title search included; "only" means the shown products, the layout
    // and everything else stay until the unfiltered page 1 replaces them.
    'filters.reset': {
      guard: 'hasActiveFilters',
      target: '.loading',
      actions: [
        { type: 'startOver', params: { filter: EMPTY_FILTER } },
        { type: 'writeQuery', params: { search: '' } },
      ],
    },
    'layout.change': {
      guard: { type: 'isNewLayout', params: ({ event }) => ({ layout: event.layout }) },
      actions: [
        assign({ layout: ({ event }) => event.layout }),
        { type: 'saveLayout', params: ({ event }) => ({ layout: event.layout }) },
      ],
    },
  },
  states: {
    loading: {
      // A page given as input is shown at once; the request below is then never made.
      always: [
        { guard: 'hasGivenProducts', target: 'loaded', actions: 'showGivenPage' },
        { guard: 'hasGivenPage', target: 'empty', actions: 'showGivenPage' },
      ],
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        input: ({ context }) => ({ filter: context.filter, page: 1, limit: LISTING_PAGE_SIZE }),
        onDone: [
          {
            guard: { type: 'hasProducts', params: ({ event }) => ({ page: event.output }) },
            target: 'loaded',
            actions: { type: 'replaceProducts', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'replaceProducts', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        // spec §8 only logs a failed list load, which leaves an empty page with no way forward; the listing
        // shows a retry instead (and still logs).
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loaded: {
      on: {
        // spec §2: 'See more' appears only when a next page exists.
        'page.next': { guard: 'hasNextPage', target: 'loadingMore' },
      },
    },
    loadingMore: {
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        input: ({ context }) => ({
          filter: context.filter,
          page: context.nextPage ?? context.page + 1,
          limit: LISTING_PAGE_SIZE,
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'appendProducts', params: ({ event }) => ({ page: event.output }) },
        },
        // The products already shown stay; 'See more' stays available to try the page again.
        onError: {
          target: 'loadMoreFailed',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loadMoreFailed: {
      on: {
        'page.next': { guard: 'hasNextPage', target: 'loadingMore' },
      },
    },
    /** The screen shows 'Hang tight! These amazing products are coming soon!' with 'Explore others'. */
    empty: {},
    failed: {
      on: {
        'list.retry': { target: 'loading' },
      },
    },
  },
})
