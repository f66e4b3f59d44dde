// The product detail page (spec §2 Product detail, §4 Product page): loading, then found or not available.
import { assign, fromPromise, setup } from 'xstate'
import type { Product } from '@/domain/contract'
import { notProvided } from '../lib/not-provided'

export interface ProductPageInput {
  /** The route's productId parameter, which is the product slug (spec §2 route list). */
  slug: string
  /**
   * What the server read for this slug when it drew the page (ADR 0005): the product, or null for none. The
   * page opens on it without a request; left out, the page loads the product.
   */
  product?: Product | null
}

export interface ProductPageContext {
  slug: string
  product: Product | null
  error: unknown
  /** Whether `product` came as input and the page has not opened on it yet. */
  given: boolean
}

export type ProductPageEvent = { type: 'product.change'; slug: string } | { type: 'product.retry' }

export const productPageMachine = setup({
  types: {
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
    input: {} as ProductPageInput,
  },
  actors: {
    /** Resolves with the product, or null when the API has no such product; rejects when the call fails. */
    fetchProduct: fromPromise<Product | null, { slug: string }>(notProvided('fetchProduct')),
  },
  actions: {
    /** spec §8: product load failures are logged. */
    reportError: (_, _params: { error: unknown }) => notProvided('reportError')(),
  },
  guards: {
    // spec §2: the page shows the product when it has an _id, otherwise 'This product is not available!'.
    hasId: (_, params: { product: Product | null }) => Boolean(params.product?._id),
    isNewSlug: ({ context }, params: { slug: string }) => params.slug !== context.slug,
    wasGiven: ({ context }) => context.given,
  },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => ({
    slug: input.slug,
    product: input.product ?? null,
    error: null,
    given: input.product !== undefined,
  }),
  initial: 'loading',
  on: {
    // Another product opened from this page (a related product, the lightbox's links): the route param
    // changes while the page stays mounted.
    'product.change': {
      guard: { type: 'isNewSlug', params: ({ event }) => ({ slug: event.slug }) },
      target: '.loading',
      actions: assign({ slug: ({ event }) => event.slug, product: null, error: null, given: false }),
    },
  },
  states: {
    loading: {
      // A product given as input is shown at once; the request below is then never made.
      always: [
        {
          guard: { type: 'hasId', params: ({ context }) => ({ product: context.given ? context.product : null }) },
          target: 'found',
          actions: assign({ given: false }),
        },
        { guard: 'wasGiven', target: 'notAvailable', actions: assign({ given: false, product: null }) },
      ],
      invoke: {
        id: 'fetchProduct',
        src: 'fetchProduct',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          {
            guard: { type: 'hasId', params: ({ event }) => ({ product: event.output }) },
            target: 'found',
            actions: assign({ product: ({ event }) => event.output }),
          },
          { target: 'notAvailable' },
        ],
        // A failed call says nothing about whether the product exists, so it is not 'This product is not
        // available!': the page offers a retry (and logs, as spec §8 asks).
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.error }),
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    found: {},
    /** 'This product is not available!' with an Explore button to /product-listing. */
    notAvailable: {},
    failed: {
      on: {
        'product.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
  },
})
