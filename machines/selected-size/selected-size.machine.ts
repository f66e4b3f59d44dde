// The size picked on the product page (spec §4 Selected size): set by clicking a size only when both the
// product and that size are in stock, cleared when leaving the page.
import { assign, setup } from 'xstate'
import { isSizeSelectable, type SizedProduct } from '@/domain/stock'

export interface SelectedSizeInput {
  product: SizedProduct | null
}

export interface SelectedSizeContext {
  product: SizedProduct | null
  /** The selected size's title, null when none is selected. */
  size: string | null
}

export type SelectedSizeEvent =
  | { type: 'size.select'; title: string }
  | { type: 'product.change'; product: SizedProduct | null }
  | { type: 'page.leave' }

export const selectedSizeMachine = setup({
  types: {
    context: {} as SelectedSizeContext,
    events: {} as SelectedSizeEvent,
    input: {} as SelectedSizeInput,
  },
  actions: {
    clearSize: assign({ size: null }),
  },
  guards: {
    isSelectable: ({ context }, params: { title: string }) => isSizeSelectable(context.product, params.title),
    // The same product came back (fresh stock after a cart change): a selection survives only while it is
    // still selectable, so the shopper never keeps a size that just sold out.
    keepsSelection: ({ context }, params: { product: SizedProduct | null }) =>
      params.product !== null &&
      params.product._id === context.product?._id &&
      context.size !== null &&
      isSizeSelectable(params.product, context.size),
  },
}).createMachine({
  id: 'selectedSize',
  context: ({ input }) => ({ product: input.product, size: null }),
  initial: 'unselected',
  on: {
    'size.select': {
      guard: { type: 'isSelectable', params: ({ event }) => ({ title: event.title }) },
      target: '.selected',
      actions: assign({ size: ({ event }) => event.title }),
    },
    'page.leave': { target: '.unselected', actions: 'clearSize' },
  },
  states: {
    unselected: {
      on: {
        'product.change': { actions: assign({ product: ({ event }) => event.product }) },
      },
    },
    selected: {
      on: {
        'product.change': [
          {
            guard: { type: 'keepsSelection', params: ({ event }) => ({ product: event.product }) },
            actions: assign({ product: ({ event }) => event.product }),
          },
          {
            target: 'unselected',
            actions: [assign({ product: ({ event }) => event.product }), 'clearSize'],
          },
        ],
      },
    },
  },
})
