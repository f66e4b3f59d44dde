// The product page's full-screen image viewer (spec §2 Product detail): a Radix dialog (focus trapped, Escape
// closes) around a slide viewer that changes slide with the arrow keys, the buttons or a swipe.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/ui/cn'
import { IconButton } from '@/ui/icon-button'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ImageOffIcon } from '@/ui/icons'
import {
  clampIndex,
  dragOffset,
  lightboxDefaults,
  mountedSlides,
  resolveGesture,
  type LightboxOptions,
} from './lightbox-gestures'

export { lightboxDefaults, type LightboxOptions } from './lightbox-gestures'

export type LightboxImage = {
  src: string
  alt: string
  /** Intrinsic size, so the slide reserves its box before the image arrives. */
  width?: number
  height?: number
}

export const lightboxVariants = cva('flex flex-col overflow-hidden bg-surface-inverse text-foreground-inverse select-none', {
  variants: {
    variant: {
      fullscreen: 'fixed inset-0 z-50 transition-opacity starting:opacity-0 motion-reduce:transition-none',
      inline: 'relative size-full rounded-lg',
    },
  },
  defaultVariants: { variant: 'fullscreen' },
})

// Controls sit on the dark stage, so they take the inverse foreground and a visible light focus ring.
const controlClass =
  'text-foreground-inverse bg-surface-inverse hover:bg-foreground-subtle focus-visible:outline-foreground-inverse ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-40'

type Motion = 'idle' | 'dragging' | 'settling'
type SlideStatus = 'loading' | 'complete' | 'error'

function Slide({ image, offset, current, style }: { image: LightboxImage; offset: number; current: boolean; style: CSSProperties }) {
  const [status, setStatus] = useState<SlideStatus>('loading')
  return (
    <div
      data-slot="lightbox-slide"
      data-state={status}
      data-current={current || undefined}
      data-offset={offset}
      aria-hidden={current ? undefined : true}
      className="absolute inset-0 flex items-center justify-center p-4 will-change-transform"
      style={style}
    >
      {status === 'error' ? (
        <ImageOffIcon size={64} role="img" aria-label={image.alt} className="text-foreground-inverse" />
      ) : (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          draggable={false}
          decoding="async"
          onLoad={() => setStatus('complete')}
          onError={() => setStatus('error')}
          className="max-h-full max-w-full object-contain"
        />
      )}
    </div>
  )
}

export type LightboxViewerProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof lightboxVariants> & {
    images: LightboxImage[]
    index: number
    onIndexChange: (index: number) => void
    onClose: () => void
    /** Names the viewer; in the dialog it is the dialog's title. */
    title?: string
    options?: Partial<LightboxOptions>
  }

/**
 * The slides and their controls without the dialog: the dialog wraps it full screen, and `variant="inline"`
 * shows the same viewer in place (previews, visual tests).
 */
export function LightboxViewer({
  images,
  index: requestedIndex,
  onIndexChange,
  onClose,
  title = 'Image viewer',
  options: overrides,
  variant,
  className,
  style,
  ...props
}: LightboxViewerProps) {
  const options: LightboxOptions = { ...lightboxDefaults, ...overrides }
  const count = images.length
  const index = clampIndex(requestedIndex, count)
  const v = variant ?? 'fullscreen'
  const stage = useRef<HTMLDivElement>(null)
  const start = useRef<{ x: number; y: number; t: number; pointerId: number } | null>(null)
  const [delta, setDelta] = useState({ dx: 0, dy: 0 })
  const [motion, setMotion] = useState<Motion>('idle')

  useEffect(() => {
    if (motion !== 'settling') return
    const done = setTimeout(() => setMotion('idle'), options.swipeMs)
    return () => clearTimeout(done)
  }, [motion, options.swipeMs])

  const hasPrevious = index > 0
  const hasNext = index < count - 1
  const go = useCallback(
    (next: number) => {
      if (next >= 0 && next < count && next !== index) onIndexChange(next)
    },
    [count, index, onIndexChange],
  )

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(index + 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(index - 1)
    } else if (event.key === 'Escape' && v === 'inline') {
      onClose()
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    if ((event.target as Element).closest('button')) return
    // Keeps the drag when the finger leaves the stage; a pointer the browser no longer tracks cannot be captured.
    try {
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      /* the drag still works while the pointer stays over the stage */
    }
    start.current = { x: event.clientX, y: event.clientY, t: event.timeStamp, pointerId: event.pointerId }
    setDelta({ dx: 0, dy: 0 })
    setMotion('dragging')
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const s = start.current
    if (!s || s.pointerId !== event.pointerId) return
    setDelta({ dx: event.clientX - s.x, dy: event.clientY - s.y })
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>, cancelled: boolean) {
    const s = start.current
    if (!s || s.pointerId !== event.pointerId) return
    start.current = null
    setDelta({ dx: 0, dy: 0 })
    setMotion('settling')
    if (cancelled) return
    const outcome = resolveGesture(
      { dx: event.clientX - s.x, dy: event.clientY - s.y, durationMs: event.timeStamp - s.t, width: stage.current?.clientWidth ?? 0 },
      { index, count },
      options,
    )
    if (outcome === 'next') go(index + 1)
    else if (outcome === 'previous') go(index - 1)
    else if (outcome === 'close') onClose()
  }

  const horizontal = Math.abs(delta.dx) >= Math.abs(delta.dy)
  const followX = motion === 'dragging' && horizontal ? dragOffset(delta.dx, { index, count }) : 0
  const pullY = motion === 'dragging' && !horizontal ? Math.max(0, delta.dy) : 0
  const transition =
    motion === 'dragging'
      ? 'none'
      : motion === 'settling'
        ? `transform ${options.swipeMs}ms ease-out, opacity ${options.fadeMs}ms ease-out`
        : `opacity ${options.fadeMs}ms ease-out`

  return (
    <div
      data-slot="lightbox"
      data-variant={v}
      data-state={motion}
      role={v === 'inline' ? 'group' : undefined}
      aria-label={v === 'inline' ? title : undefined}
      onKeyDown={onKeyDown}
      className={cn(lightboxVariants({ variant }), className)}
      style={{ transitionDuration: `${options.fadeMs}ms`, ...style }}
      {...props}
    >
      <div data-slot="lightbox-toolbar" className="relative z-10 flex items-center justify-between gap-4 px-4 py-3">
        <p data-slot="lightbox-counter" aria-live="polite" className="text-sm font-semibold tabular-nums">
          {count > 0 ? `${index + 1} / ${count}` : '0 / 0'}
        </p>
        <IconButton aria-label="Close" data-slot="lightbox-close" className={controlClass} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <div
        ref={stage}
        data-slot="lightbox-stage"
        className="relative flex-1 touch-none overflow-hidden"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => onPointerEnd(event, false)}
        onPointerCancel={(event) => onPointerEnd(event, true)}
      >
        {mountedSlides(index, count, options.preload).map((i) => {
          const offset = i - index
          const current = offset === 0
          return (
            <Slide
              key={i}
              image={images[i]!}
              offset={offset}
              current={current}
              style={{
                transform: `translate3d(calc(${offset * 100}% + ${followX}px), ${current ? pullY : 0}px, 0)`,
                opacity: current || motion !== 'idle' ? 1 : 0,
                transition,
              }}
            />
          )
        })}
        {count > 1 ? (
          <>
            <IconButton
              aria-label="Previous image"
              data-slot="lightbox-previous"
              aria-disabled={!hasPrevious || undefined}
              className={cn(controlClass, 'absolute top-1/2 left-3 z-10 -translate-y-1/2 rounded-full')}
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next image"
              data-slot="lightbox-next"
              aria-disabled={!hasNext || undefined}
              className={cn(controlClass, 'absolute top-1/2 right-3 z-10 -translate-y-1/2 rounded-full')}
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </div>
    </div>
  )
}

function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue)
  const controlled = value !== undefined
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next)
      onChange?.(next)
    },
    [controlled, onChange],
  )
  return [controlled ? value : inner, set]
}

export type LightboxProps = {
  images: LightboxImage[]
  /** The element that opens the viewer (e.g. the product image); rendered as the dialog trigger. */
  trigger?: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  index?: number
  defaultIndex?: number
  onIndexChange?: (index: number) => void
  /** The dialog's accessible name, e.g. the product title. */
  title?: string
  options?: Partial<LightboxOptions>
  className?: string
}

export function Lightbox({
  images,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  title = 'Image viewer',
  options,
  className,
}: LightboxProps) {
  const [open, setOpen] = useControllable(openProp, defaultOpen, onOpenChange)
  const [index, setIndex] = useControllable(indexProp, defaultIndex, onIndexChange)
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="lightbox-overlay" className="fixed inset-0 z-50 bg-overlay" />
        <DialogPrimitive.Content data-slot="lightbox-content" className="fixed inset-0 z-50 outline-none">
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Use the left and right arrow keys to move between images.
          </DialogPrimitive.Description>
          <LightboxViewer
            images={images}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setOpen(false)}
            title={title}
            options={options}
            variant="fullscreen"
            className={className}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
