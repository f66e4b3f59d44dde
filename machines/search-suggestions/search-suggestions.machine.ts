// The navigation's search box suggestions (docs/adr/0047): typing pauses, the box asks the server for the best few
// products and categories, and the shopper picks one with the arrows and Enter or a click, or closes the list with
// Escape. Enter without a picked suggestion is the box's own search (spec §2), which this machine leaves alone.
import { assign, fromPromise, setup } from 'xstate'
import type { ProductSuggestions } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { SUGGESTIONS_DEBOUNCE_MS, SUGGESTIONS_MIN_LENGTH } from '@/domain/search-suggestions'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

/** One suggestion as the list shows it: where choosing it goes. */
export interface SuggestionOption {
  kind: 'product' | 'category'
  /** Unique within one answer: its part of the option's DOM id. */
  key: string
  label: string
  to: string
}

export interface SearchSuggestionsContext {
  /** What the box holds now. */
  text: string
  /** The suggestions for the text last answered (kept while the next answer is on its way). */
  options: SuggestionOption[]
  /** The option the arrows are on; null: none. */
  active: number | null
}

export type SearchSuggestionsEvent =
  | { type: 'text.change'; text: string }
  | { type: 'list.next' }
  | { type: 'list.previous' }
  /** Enter on the option the arrows are on, or a click on option `index`. */
  | { type: 'list.choose'; index?: number }
  /** Escape, the box losing focus, or the box's own search. */
  | { type: 'list.close' }

export function optionsOf(suggestions: ProductSuggestions): SuggestionOption[] {
  return [
    ...suggestions.products.map((product) => ({
      kind: 'product' as const,
      key: `p-${product.slug}`,
      label: product.title,
      to: pathTo('productDetails', { productId: product.slug }),
    })),
    ...suggestions.categories.map((category) => ({
      kind: 'category' as const,
      key: `c-${category._id}`,
      label: category.title,
      to: pathTo('productListing', undefined, `categoryId=${category._id}`),
    })),
  ]
}

const worthAsking = (text: string) => text.trim().length >= SUGGESTIONS_MIN_LENGTH

export const searchSuggestionsMachine = setup({
  types: {
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
  },
  actors: {
    fetchSuggestions: fromPromise<ProductSuggestions, { text: string }>(notProvided('fetchSuggestions')),
  },
  guards: {
    isWorthAsking: ({ event }) => event.type === 'text.change' && worthAsking(event.text),
    hasOptions: ({ context }) => context.options.length > 0,
    hasChoice: ({ context, event }) =>
      event.type === 'list.choose' &&
      (event.index !== undefined ? event.index >= 0 && event.index < context.options.length : context.active !== null),
  },
  delays: { debounce: SUGGESTIONS_DEBOUNCE_MS },
  actions: {
    ...baseActions,
    keepText: assign({ text: ({ event }) => (event.type === 'text.change' ? event.text : '') }),
    forget: assign({ options: [], active: null }),
    next: assign({
      active: ({ context }) =>
        context.options.length === 0
          ? null
          : context.active === null
            ? 0
            : (context.active + 1) % context.options.length,
    }),
    previous: assign({
      active: ({ context }) =>
        context.options.length === 0
          ? null
          : context.active === null || context.active === 0
            ? context.options.length - 1
            : context.active - 1,
    }),
  },
}).createMachine({
  id: 'searchSuggestions',
  initial: 'idle',
  context: { text: '', options: [], active: null },
  on: {
    'text.change': [
      { guard: 'isWorthAsking', target: '.typing', actions: 'keepText', reenter: true },
      { target: '.idle', actions: ['keepText', 'forget'] },
    ],
    'list.close': { target: '.idle', actions: 'forget' },
    // The options last answered stay usable while the next answer is on its way.
    'list.next': { guard: 'hasOptions', actions: 'next' },
    'list.previous': { guard: 'hasOptions', actions: 'previous' },
    'list.choose': {
      guard: 'hasChoice',
      target: '.idle',
      actions: [
        {
          type: 'navigate',
          params: ({ context, event }) => {
            const index = event.type === 'list.choose' && event.index !== undefined ? event.index : context.active
            return { to: context.options[index ?? 0]!.to }
          },
        },
        'forget',
      ],
    },
  },
  states: {
    idle: {},
    typing: {
      after: { debounce: 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.products.length + event.output.categories.length > 0,
            target: 'suggestions',
            actions: assign({ options: ({ event }) => optionsOf(event.output), active: null }),
          },
          { target: 'empty', actions: 'forget' },
        ],
        onError: {
          target: 'failed',
          actions: ['forget', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    suggestions: {},
    empty: {},
    failed: {},
  },
})
