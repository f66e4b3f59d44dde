// The category list a page offers beside its own data (spec §2 Product listing: the filter panel's category
// checkboxes): loaded once when the page opens.
import { assign, fromPromise, setup } from 'xstate'
import type { Category } from '@/domain/contract'
import { notProvided } from '../lib/not-provided'

export interface CategoriesContext {
  categories: Category[]
}

export const categoriesMachine = setup({
  types: {
    context: {} as CategoriesContext,
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
  context: { categories: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCategories',
        src: 'fetchCategories',
        onDone: { target: 'loaded', actions: assign({ categories: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {},
    failed: {},
  },
})
