// The category list a page offers beside its own data (spec §2 Product listing: the filter panel's category
// checkboxes): loaded once when the page opens, or given by the page the server drew (ADR 0005), then not asked for.
import { assign, fromPromise, setup } from 'xstate'
import type { Category } from '@/domain/contract'
import { notProvided } from '../lib/not-provided'

export interface CategoriesContext {
  categories: Category[]
  /** The list came with the page: no request is made. */
  given: boolean
}

export interface CategoriesInput {
  /** The categories the server drew the page with, if it did. */
  categories?: Category[] | null
}

export const categoriesMachine = setup({
  types: {
    context: {} as CategoriesContext,
    input: {} as CategoriesInput | undefined,
  },
  guards: {
    isGiven: ({ context }) => context.given,
  },
  actors: {
    /** spec §7 GET api/categories. */
    fetchCategories: fromPromise<Category[]>(notProvided('fetchCategories')),
  },
  actions: {
    /** spec §8: a failed list load is only logged; the page offers no categories. */
    reportError: (_, _params: { error: unknown }) => notProvided('reportError')(),
  },
}).createMachine({
  id: 'categories',
  context: ({ input }) => ({ categories: input?.categories ?? [], given: Array.isArray(input?.categories) }),
  initial: 'loading',
  states: {
    loading: {
      // Given with the page: shown at once, and the request below is never made.
      always: { guard: 'isGiven', target: 'loaded' },
      invoke: {
        id: 'fetchCategories',
        src: 'fetchCategories',
        onDone: { target: 'loaded', actions: assign({ categories: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {},
    failed: {},
  },
})
