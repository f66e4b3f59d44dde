// The home page's data (spec §2 Home): the four bestsellers of 'Our Bestsellers' and the 'Shop By Categories'
// list, loaded side by side. The page shows both sections once both loads have settled, so nothing moves twice.
import { assign, fromPromise, setup } from 'xstate'
import type { Category, Product } from '@/domain/contract'
import { notProvided } from '../lib/not-provided'

export interface HomeInput {
  /** The bestsellers the page was drawn with (ADR 0005): shown at once, without a request. */
  bestsellers?: Product[]
  /** Likewise the categories. */
  categories?: Category[]
}

export interface HomeContext {
  /** null until the bestsellers have come; a failed load leaves it null. */
  bestsellers: Product[] | null
  categories: Category[] | null
}

/** spec §8: product and list load failures are only logged; which load failed names the log line. */
export type HomeLoad = 'bestsellers' | 'categories'

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    input: {} as HomeInput,
  },
  actors: {
    /** spec §7 GET api/products: the four featured products. */
    fetchBestsellers: fromPromise<Product[]>(notProvided('fetchBestsellers')),
    /** spec §7 GET api/categories. */
    fetchCategories: fromPromise<Category[]>(notProvided('fetchCategories')),
  },
  actions: {
    /** spec §8: logged, nothing shown; the section is left out. */
    reportError: (_, _params: { load: HomeLoad; error: unknown }) => notProvided('reportError')(),
  },
  guards: {
    hasBestsellers: ({ context }) => context.bestsellers !== null,
    hasCategories: ({ context }) => context.categories !== null,
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ bestsellers: input.bestsellers ?? null, categories: input.categories ?? null }),
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      states: {
        bestsellers: {
          initial: 'fetching',
          states: {
            fetching: {
              // Bestsellers given as input are shown at once; the request below is then never made.
              always: { guard: 'hasBestsellers', target: 'loaded' },
              invoke: {
                id: 'fetchBestsellers',
                src: 'fetchBestsellers',
                onDone: { target: 'loaded', actions: assign({ bestsellers: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'reportError',
                    params: ({ event }) => ({ load: 'bestsellers' as const, error: event.error }),
                  },
                },
              },
            },
            loaded: { type: 'final' },
            failed: { type: 'final' },
          },
        },
        categories: {
          initial: 'fetching',
          states: {
            fetching: {
              always: { guard: 'hasCategories', target: 'loaded' },
              invoke: {
                id: 'fetchCategories',
                src: 'fetchCategories',
                onDone: { target: 'loaded', actions: assign({ categories: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'reportError',
                    params: ({ event }) => ({ load: 'categories' as const, error: event.error }),
                  },
                },
              },
            },
            loaded: { type: 'final' },
            failed: { type: 'final' },
          },
        },
      },
      onDone: { target: 'ready' },
    },
    /** Both loads have settled: each section shows what came, and one whose load failed or came empty is left out. */
    ready: {},
  },
})
