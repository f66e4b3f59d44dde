// A link to a page of the store: an anchor with the page's address that the router follows without a page load (a
// press with a modifier key, or a middle click, opens it as the browser would). Built on react-router's own
// `useHref` and `useLinkClickHandler`, the pieces its <Link> is made of, without what its <Link> adds for a framework
// app (prefetching a route's modules and data from a build manifest, route discovery), which this store does not use
// and whose code every page downloaded with its <Link> (ADR 0051). Outside pages are plain anchors (src/screens/link.ts).
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useHref, useLinkClickHandler, type To } from 'react-router-dom'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to)
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target })
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) follow(event)
      }}
    />
  )
}
