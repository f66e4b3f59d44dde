// The product page's full-screen image viewer (spec §2 Product detail), on yet-another-react-lightbox: its dialog
// keeps focus inside, closes on Escape and hands focus back; arrow keys, buttons, swipes and a pull down work as
// the library ships them. Import this module only lazily (the carousel loads it on first open): it brings the
// library and its style sheet, which no page needs for its first paint.
import { useMemo, type CSSProperties, type HTMLAttributes } from 'react'
import YetAnotherLightbox, { type LightboxExternalProps, type SlideImage } from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Inline from 'yet-another-react-lightbox/plugins/inline'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { ImageOffIcon } from '@/ui/icons'

export type LightboxImage = {
  src: string
  alt: string
  /** Intrinsic size, so the slide reserves its box before the image arrives. */
  width?: number
  height?: number
}

// spec §9's numbers are the library's defaults, so none is set here: LightboxDefaultProps has carousel.preload 2,
// animation.fade 250 and animation.swipe 500 (ms); its pointer handling (usePointerSwipe) commits a swipe above
// 0.3 × the width or on one quicker than the swipe animation, and closes on a pull of 2 × its 30 px threshold.
// What is set: no wrap-around from the last image to the first, and pull-down-to-close, which is off by default.
const behaviour = {
  carousel: { finite: true },
  controller: { closeOnPullDown: true },
} satisfies LightboxExternalProps

/** The library's slide counter, with the hook that tests and the journeys read it by. It sits over the picture, and
 *  the library's light text with a shadow is hard to read on a light one: it gets a dark pill of its own. */
const counter: { container: HTMLAttributes<HTMLDivElement> & { 'data-slot': string } } = {
  container: {
    'data-slot': 'lightbox-counter',
    className: 'rounded-full bg-surface-inverse/75 text-sm',
    // The library sets these through its own variables, which its unlayered style sheet reads before any utility.
    style: {
      '--yarl__counter_padding': '2px 10px',
      '--yarl__counter_line_height': '1.5rem',
      '--yarl__counter_filter': 'none',
    } as CSSProperties,
  },
}

// A failed image shows the store's placeholder icon (spec §2), not the library's red cross; the slide's
// status (loading, complete, error) is the library's own (spec §4 Image slide).
const render = {
  iconError: () => (
    <ImageOffIcon data-slot="lightbox-image-error" size={64} aria-hidden className="text-foreground-inverse" />
  ),
} satisfies LightboxExternalProps['render']

// The gallery region is a landmark: it takes the viewer's name so that two viewers on one page stay distinct.
function labelsFor(title: string): LightboxExternalProps['labels'] {
  return {
    Lightbox: title,
    'Photo gallery': `${title}, photo gallery`,
    Previous: 'Previous image',
    Next: 'Next image',
    Close: 'Close',
  }
}

function useSlides(images: readonly LightboxImage[]): SlideImage[] {
  // A new array makes the library start over at the given index, so the slides keep their identity across renders.
  return useMemo(
    () => images.map(({ src, alt, width, height }) => ({ src, alt, width, height, imageFit: 'contain' as const })),
    [images],
  )
}

/** Hides both arrows when there is nothing to move to (the library disables them instead). */
function navigationFor(count: number): LightboxExternalProps['render'] {
  return count > 1 ? render : { ...render, buttonPrev: () => null, buttonNext: () => null }
}

export type LightboxProps = {
  images: readonly LightboxImage[]
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  index?: number
  defaultIndex?: number
  onIndexChange?: (index: number) => void
  /** The dialog's accessible name, e.g. the product title. */
  title?: string
  className?: string
}

export function Lightbox({
  images,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  title = 'Image viewer',
  className,
}: LightboxProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Lightbox',
  })
  const [index, setIndex] = useControllableState({
    prop: indexProp,
    defaultProp: defaultIndex,
    onChange: onIndexChange,
    caller: 'Lightbox',
  })
  const slides = useSlides(images)
  return (
    <YetAnotherLightbox
      {...behaviour}
      open={open}
      close={() => setOpen(false)}
      slides={slides}
      index={index}
      on={{ view: ({ index: shown }) => setIndex(shown) }}
      plugins={[Counter]}
      counter={counter}
      labels={labelsFor(title)}
      render={navigationFor(images.length)}
      className={className}
    />
  )
}

export type LightboxViewerProps = {
  images: readonly LightboxImage[]
  index?: number
  onIndexChange?: (index: number) => void
  /** Names the viewer. */
  title: string
  className?: string
}

/** The same viewer drawn in place rather than full screen (previews, visual tests), through the library's inline plugin. */
export function LightboxViewer({ images, index = 0, onIndexChange, title, className }: LightboxViewerProps) {
  const slides = useSlides(images)
  return (
    <YetAnotherLightbox
      {...behaviour}
      slides={slides}
      index={index}
      on={{ view: ({ index: shown }) => onIndexChange?.(shown) }}
      plugins={[Inline, Counter]}
      // These replace the plugin's own inline settings, so the size it would give is given again here.
      inline={{
        role: 'group',
        'aria-label': title,
        className: 'overflow-hidden rounded-lg',
        style: { width: '100%', height: '100%' },
      }}
      counter={counter}
      labels={labelsFor(title)}
      render={navigationFor(images.length)}
      className={className}
    />
  )
}
