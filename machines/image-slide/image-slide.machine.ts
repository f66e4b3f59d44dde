// One image of the product carousel (spec §4 Image slide): loading, complete or error; a failed image shows
// a placeholder icon (spec §2 Product detail).
import { assign, setup } from 'xstate'

export interface ImageSlideInput {
  src: string
}

export interface ImageSlideContext {
  src: string
}

export type ImageSlideEvent =
  | { type: 'image.load' }
  | { type: 'image.error' }
  | { type: 'image.change'; src: string }

export const imageSlideMachine = setup({
  types: {
    context: {} as ImageSlideContext,
    events: {} as ImageSlideEvent,
    input: {} as ImageSlideInput,
  },
  guards: {
    isNewSrc: ({ context }, params: { src: string }) => params.src !== context.src,
  },
}).createMachine({
  id: 'imageSlide',
  context: ({ input }) => ({ src: input.src }),
  initial: 'loading',
  on: {
    // The slide is reused for another picture: whatever the old one did no longer counts.
    'image.change': {
      guard: { type: 'isNewSrc', params: ({ event }) => ({ src: event.src }) },
      target: '.loading',
      actions: assign({ src: ({ event }) => event.src }),
    },
  },
  states: {
    loading: {
      on: {
        'image.load': { target: 'complete' },
        'image.error': { target: 'error' },
      },
    },
    complete: {},
    error: {},
  },
})
