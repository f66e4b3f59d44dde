// The product's thumbnail carousel (spec §2 Product detail): one slide visible at window width 425px or less,
// otherwise two, however wide the carousel's own column is. The switch reads the product page's width (the
// `product` container, as wide as the window in the app and as the frame in stories), not the carousel's own:
// beside the product's details on a tablet the carousel is narrower than 425px and still shows two. CSS
// scroll-snap does the sliding, the buttons scroll a slide at a time, and clicking an image opens the
// full-screen lightbox at that image. A failed image shows a placeholder icon (the Image component's error state).
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { IconButton } from '@/ui/icon-button'
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons'
import { Image } from '@/ui/image'
import type { LightboxImage } from '@/commerce/lightbox'
import type { Product } from '@/domain/contract'
import { CAROUSEL_SIZES } from '@/domain/product-images'
import { useSnapCarousel } from './use-snap-carousel'

// The lightbox (the viewer library and its style sheet) is fetched when a shopper first opens an image, not with the page.
const Lightbox = lazy(async () => ({ default: (await import('@/commerce/lightbox')).Lightbox }))

export type CarouselImage = {
  src: string
  /** `url 400w, url 800w`: the browser picks the file that fits the slide. */
  srcSet?: string
  /** Intrinsic size, so each slide reserves its box before the file arrives. */
  width: number
  height: number
  alt: string
}

/** The product's pictures: `imageVariants` where the API sent them, the plain `images` (800px squares) otherwise. */
export function productImages(
  product: Pick<Product, 'title' | 'images'> & Partial<Pick<Product, 'imageVariants'>>,
): CarouselImage[] {
  const count = product.imageVariants?.length ? product.imageVariants.length : product.images.length
  return Array.from({ length: count }, (_, i) => {
    const variant = product.imageVariants?.[i]
    const alt = count > 1 ? `${product.title}, image ${i + 1} of ${count}` : product.title
    return variant
      ? { src: variant.src, srcSet: variant.srcSet, width: variant.width, height: variant.height, alt }
      : { src: product.images[i] ?? '', width: 800, height: 800, alt }
  })
}

export type ImageCarouselProps = Omit<ComponentProps<'section'>, 'title'> & {
  images: readonly CarouselImage[]
  /** The product title: names the carousel and the lightbox. */
  title: string
  /** Opens the lightbox at this image on first render (a shared link, a story). */
  defaultLightboxIndex?: number
  onLightboxOpenChange?: (open: boolean, index: number) => void
}

export function ImageCarousel({
  images,
  title,
  defaultLightboxIndex,
  onLightboxOpenChange,
  className,
  ...props
}: ImageCarouselProps) {
  const trackId = useId()
  const count = images.length
  const carousel = useSnapCarousel<HTMLDivElement>(count)
  const [viewer, setViewer] = useState({ open: defaultLightboxIndex !== undefined, index: defaultLightboxIndex ?? 0 })
  // Mounted from the first opening on, so it can animate closed and hand focus back.
  const [lightboxShown, setLightboxShown] = useState(viewer.open)
  if (viewer.open && !lightboxShown) setLightboxShown(true)
  const openers = useRef<(HTMLButtonElement | null)[]>([])
  const scrollable = !(carousel.atStart && carousel.atEnd)

  const setOpen = useCallback(
    (open: boolean, index: number) => {
      setViewer({ open, index })
      onLightboxOpenChange?.(open, index)
      // The lightbox opens without a trigger of its own, so focus goes back by hand to the image last shown.
      if (!open) setTimeout(() => openers.current[index]?.focus({ preventScroll: false }), 0)
    },
    [onLightboxOpenChange],
  )

  // Kept across renders: the lightbox starts over when it is handed a new list.
  const lightboxImages = useMemo<LightboxImage[]>(
    () => images.map(({ src, alt, width, height }) => ({ src, alt, width, height })),
    [images],
  )

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${title} images`}
      data-slot="image-carousel"
      data-state={viewer.open ? 'viewing' : 'browsing'}
      // self-start: beside a taller buying box the carousel keeps its own height, so its buttons stay on the pictures.
      className={cn('relative w-full self-start', className)}
      {...props}
    >
      <div
        id={trackId}
        ref={carousel.trackRef}
        onScroll={carousel.onScroll}
        data-slot="image-carousel-track"
        className={cn(
          'flex snap-x snap-mandatory items-start gap-2 overflow-x-auto overscroll-x-contain scroll-smooth motion-reduce:scroll-auto',
          '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          count === 1 && 'justify-center',
        )}
      >
        {images.map((image, index) => (
          <div
            key={`${index}-${image.src}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-carousel-slide=""
            data-slot="image-carousel-slide"
            // spec §2: two slides side by side, one at window width 425px or less (the page's width below 426px).
            className="shrink-0 grow-0 basis-[calc(50%-0.25rem)] snap-start @max-[426px]/product:basis-full"
          >
            <button
              type="button"
              ref={(node) => {
                openers.current[index] = node
              }}
              aria-haspopup="dialog"
              data-slot="image-carousel-open"
              onClick={() => setOpen(true, index)}
              className="block w-full cursor-zoom-in rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <Image
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? CAROUSEL_SIZES : undefined}
                alt={image.alt}
                width={image.width}
                height={image.height}
                // The first picture is the page's largest paint: fetch it first, at once.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                fit="contain"
                rounded="md"
                className="block"
                style={{ width: '100%' }}
              />
            </button>
          </div>
        ))}
      </div>

      {scrollable ? (
        <>
          <IconButton
            aria-label="Previous images"
            aria-controls={trackId}
            data-slot="image-carousel-previous"
            variant="outline"
            size="sm"
            disabled={carousel.atStart}
            onClick={carousel.previous}
            className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full shadow-md disabled:opacity-0"
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next images"
            aria-controls={trackId}
            data-slot="image-carousel-next"
            variant="outline"
            size="sm"
            disabled={carousel.atEnd}
            onClick={carousel.next}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full shadow-md disabled:opacity-0"
          >
            <ChevronRightIcon />
          </IconButton>
        </>
      ) : null}

      {lightboxShown ? (
        <Suspense fallback={null}>
          <Lightbox
            images={lightboxImages}
            open={viewer.open}
            onOpenChange={(open) => setOpen(open, viewer.index)}
            index={viewer.index}
            onIndexChange={(index) => setViewer((current) => ({ ...current, index }))}
            title={title}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
