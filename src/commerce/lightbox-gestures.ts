// The lightbox's gesture rules, kept pure so the thresholds are tested exactly. spec §9: preload 2 slides,
// fade 250 ms, swipe 500 ms, a swipe commits above 30% of the width or on a fast swipe, pull down 60 px to close.

export type LightboxOptions = {
  preload: number
  fadeMs: number
  swipeMs: number
  swipeDistanceRatio: number
  swipeVelocity: number
  flickMinPx: number
  pullDownToClosePx: number
}

export const lightboxDefaults = {
  /** Slides mounted either side of the current one. */
  preload: 2,
  /** Cross-fade between slides changed by keyboard or buttons, in ms. */
  fadeMs: 250,
  /** Slide-settle animation after a swipe, in ms. */
  swipeMs: 500,
  /** A drag commits when it moves strictly more than this share of the viewer's width. */
  swipeDistanceRatio: 0.3,
  /**
   * A shorter drag still commits when it is a flick: average speed above 0.5 px/ms (a 60 px flick in
   * 120 ms), the speed at which a thumb flick reads as deliberate rather than a slow, undecided drag.
   */
  swipeVelocity: 0.5,
  /** A flick must still travel this far, so a jittery tap is never read as a swipe. */
  flickMinPx: 20,
  /** Dragging the image down strictly more than this closes the viewer. */
  pullDownToClosePx: 60,
} as const satisfies LightboxOptions

export type Gesture = {
  /** Horizontal travel in px: negative is a drag to the left (towards the next slide). */
  dx: number
  /** Vertical travel in px: positive is a pull down. */
  dy: number
  /** Time from pointer down to pointer up, in ms. */
  durationMs: number
  /** The viewer's width in px. */
  width: number
}

export type GestureOutcome = 'next' | 'previous' | 'close' | 'none'

/** Clamps an index into 0…count-1 (the lightbox does not wrap around). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return Math.min(count - 1, Math.max(0, Math.trunc(index)))
}

/** Indexes of the slides to mount: the current one and `preload` either side, within bounds. */
export function mountedSlides(index: number, count: number, preload: number = lightboxDefaults.preload): number[] {
  if (count <= 0) return []
  const current = clampIndex(index, count)
  const from = Math.max(0, current - preload)
  const to = Math.min(count - 1, current + preload)
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** Whether a horizontal drag is far enough, or fast enough, to change slide. */
export function swipeCommits(dx: number, durationMs: number, width: number, options: LightboxOptions = lightboxDefaults): boolean {
  const distance = Math.abs(dx)
  if (width > 0 && distance > width * options.swipeDistanceRatio) return true
  const velocity = durationMs > 0 ? distance / durationMs : 0
  return distance >= options.flickMinPx && velocity > options.swipeVelocity
}

/** What a finished drag does, given where the viewer is: change slide, close, or snap back. */
export function resolveGesture(
  gesture: Gesture,
  position: { index: number; count: number },
  options: LightboxOptions = lightboxDefaults,
): GestureOutcome {
  const { dx, dy, durationMs, width } = gesture
  if (Math.abs(dy) > Math.abs(dx)) {
    return dy > options.pullDownToClosePx ? 'close' : 'none'
  }
  if (!swipeCommits(dx, durationMs, width, options)) return 'none'
  if (dx < 0) return position.index < position.count - 1 ? 'next' : 'none'
  return position.index > 0 ? 'previous' : 'none'
}

/** How far the track follows the finger: one to one, but a third as far past the first or last slide. */
export function dragOffset(dx: number, position: { index: number; count: number }): number {
  const pastStart = dx > 0 && position.index <= 0
  const pastEnd = dx < 0 && position.index >= position.count - 1
  return pastStart || pastEnd ? dx / 3 : dx
}
