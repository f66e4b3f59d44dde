// Draws its children once its place comes near the viewport: parts below the fold (the footer, the sidebar of a
// wide listing) then fetch their code when a shopper scrolls towards them, not with the page. A place that is
// not displayed (display: none at this width) never comes near, so its code is never fetched there.
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'

export type DeferredProps = ComponentProps<'div'> & {
  /** How far outside the viewport to start, as IntersectionObserver's rootMargin. */
  rootMargin?: string
  /** Drawn from the start: a page the server drew with its children in it, which the browser keeps as drawn. */
  shown?: boolean
  /** Drawn in the place meanwhile (a skeleton of the part), if anything. */
  placeholder?: ReactNode
}

export function Deferred({ rootMargin = '0px', shown = false, placeholder = null, children, ...props }: DeferredProps) {
  // Waiting at first everywhere, the server's HTML included, so the browser's first render matches it; or shown from
  // the start on both.
  const [near, setNear] = useState(shown)
  const place = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const node = place.current
    // Every browser the store is built for has IntersectionObserver (Vite's baseline target).
    if (near || !node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [near, rootMargin])

  return (
    <div ref={place} data-slot="deferred" data-state={near ? 'shown' : 'waiting'} {...props}>
      {near ? children : placeholder}
    </div>
  )
}
