// A CSS scroll-snap carousel's buttons: scroll by whole slides and know when an end is reached. The browser
// does the sliding (touch, trackpad, keyboard focus), so this holds no index of its own.
import { useCallback, useEffect, useRef, useState } from 'react'

export interface SnapCarousel<T extends HTMLElement> {
  /** Attach to the scrolling track; its children marked data-carousel-slide are the slides. */
  trackRef: (node: T | null) => void
  onScroll: () => void
  atStart: boolean
  atEnd: boolean
  /** Scrolls back or forward by `step` slides. */
  previous: () => void
  next: () => void
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

export function useSnapCarousel<T extends HTMLElement>(slideCount: number, step = 1): SnapCarousel<T> {
  const track = useRef<T | null>(null)
  // Until the track is measured: at the start, and at the end only when there is a single slide.
  const [edges, setEdges] = useState({ atStart: true, atEnd: slideCount <= 1 })

  const measure = useCallback(() => {
    const node = track.current
    if (!node) return
    const max = node.scrollWidth - node.clientWidth
    // A pixel of slack: fractional widths never quite reach the last pixel.
    const next = { atStart: node.scrollLeft <= 1, atEnd: node.scrollLeft >= max - 1 }
    setEdges((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next))
  }, [])

  const [node, setNode] = useState<T | null>(null)
  const trackRef = useCallback((element: T | null) => {
    track.current = element
    setNode(element)
  }, [])

  useEffect(() => {
    if (!node) return
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, measure, slideCount])

  const scrollBy = useCallback(
    (direction: 1 | -1) => {
      const node = track.current
      if (!node) return
      const slide = node.querySelector<HTMLElement>('[data-carousel-slide]')
      const gap = Number.parseFloat(getComputedStyle(node).columnGap) || 0
      const width = slide ? slide.getBoundingClientRect().width + gap : node.clientWidth
      node.scrollBy({ left: direction * step * width, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    },
    [step],
  )

  return {
    trackRef,
    onScroll: measure,
    atStart: edges.atStart,
    atEnd: edges.atEnd,
    previous: useCallback(() => scrollBy(-1), [scrollBy]),
    next: useCallback(() => scrollBy(1), [scrollBy]),
  }
}
