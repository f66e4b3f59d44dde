// Product images that never shift the layout: the box is sized from width/height before the file arrives,
// and a file that fails shows a placeholder icon instead of the browser's broken image
// (spec §2 Product detail: 'A failed image shows a placeholder icon').
import { useCallback, useState, type ComponentProps, type SyntheticEvent } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { LATER_SRC, LATER_SRCSET } from '@/domain/later-pictures'
import { cn } from './cn'
import { ImageOffIcon } from './icons'

export const imageVariants = cva('relative inline-block max-w-full shrink-0 overflow-hidden bg-muted', {
  variants: {
    fit: { cover: '[&>img]:object-cover', contain: '[&>img]:object-contain' },
    rounded: { none: 'rounded-none', md: 'rounded-md', full: 'rounded-full' },
  },
  defaultVariants: { fit: 'cover', rounded: 'md' },
})

export type ImageState = 'loading' | 'complete' | 'error'

export type ImageProps = Omit<ComponentProps<'img'>, 'width' | 'height' | 'alt'> &
  VariantProps<typeof imageVariants> & {
    /** Required, like the element's own: empty ('') only for a purely decorative image. */
    alt: string
    /** Intrinsic size in CSS pixels; the box keeps this aspect ratio and never grows past its container. */
    width: number
    height: number
    /** Read out in place of the image when it fails; defaults to the alt text and 'image unavailable'. */
    fallbackLabel?: string
  }

export function Image({
  className,
  fit,
  rounded,
  src,
  srcSet,
  alt,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  decoding = 'async',
  fallbackLabel,
  onLoad,
  onError,
  style,
  ref,
  ...props
}: ImageProps) {
  // Keyed by src so a new address starts again from 'loading'.
  const [result, setResult] = useState<{ src: typeof src; state: ImageState }>({ src, state: 'loading' })
  // No address at all is a failure too: the shopper should see the placeholder, not an empty box.
  const state: ImageState = !src ? 'error' : result.src === src ? result.state : 'loading'
  const settle = useCallback((next: ImageState) => setResult({ src, state: next }), [src])

  // An image the browser already had may finish before React listens; read its state on attach.
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (node?.complete && src) settle(node.naturalWidth > 0 ? 'complete' : 'error')
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [ref, settle, src],
  )

  const label = fallbackLabel ?? (alt ? `${alt} (image unavailable)` : 'Image unavailable')
  // Drawn by the server, a lazy picture gets its addresses after the page's first paint (ADR 0052): the drawn page's
  // loader gives them back before the app takes the page over, so the app's first render finds them in place.
  const later = loading === 'lazy' && typeof window === 'undefined' && Boolean(src)
  const addresses = later ? { [LATER_SRC]: src, [LATER_SRCSET]: srcSet } : { src: src || undefined, srcSet }
  const iconSize = Math.round(Math.min(48, Math.max(16, Math.min(width, height) / 3)))

  return (
    <span
      data-slot="image"
      data-state={state}
      className={cn(imageVariants({ fit, rounded }), className)}
      style={{ width, aspectRatio: `${width} / ${height}`, ...style }}
    >
      <img
        ref={attach}
        data-slot="image-img"
        {...addresses}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        // A picture left to load lazily is not the page's largest paint (those are 'eager'): it stays at low priority
        // even when it turns out to be in view, so it never competes with the drawn page's styles, typeface and
        // largest picture.
        fetchPriority={fetchPriority ?? (loading === 'lazy' ? 'low' : undefined)}
        decoding={decoding}
        onLoad={(event: SyntheticEvent<HTMLImageElement>) => {
          settle('complete')
          onLoad?.(event)
        }}
        onError={(event: SyntheticEvent<HTMLImageElement>) => {
          settle('error')
          onError?.(event)
        }}
        className={cn('absolute inset-0 size-full', state === 'error' && 'invisible')}
        {...props}
      />
      {state === 'error' ? (
        <span
          data-slot="image-fallback"
          className="absolute inset-0 flex items-center justify-center bg-muted text-muted-foreground"
        >
          <ImageOffIcon aria-label={label} size={iconSize} />
        </span>
      ) : null}
    </span>
  )
}
