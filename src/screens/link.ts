// How a props-only screen renders a link without knowing the router: it calls `renderLink` with an anchor's
// props (href included); the app passes a function that returns react-router's <Link>, stories use the default
// plain <a>. One contract for every screen, so a container wires every screen the same way.
import { createElement, type ComponentProps, type ReactNode } from 'react'

export type ScreenLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An in-store path ('/product-listing?categoryId=…') or an outside address. */
  href: string
  /** data-slot, data-state and friends, passed through to the anchor. */
  [data: `data-${string}`]: string | undefined
}

export type RenderLink = (props: ScreenLinkProps) => ReactNode

/** The default: a plain anchor (full page load). Stories and tests use it. */
export const renderAnchor: RenderLink = (props) => createElement('a', props)

/** True for addresses that leave the store; those always render as plain anchors opening a new tab. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/** Props for a link that leaves the store: a new tab, without handing it a window reference. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const
