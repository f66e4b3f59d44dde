// Links that leave the store. In-store links are react-router's <Link> (no page load); an outside address (mailto:,
// a social page) is a plain anchor that opens a new tab.

/** True for addresses that leave the store. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/** Props for a link that leaves the store: a new tab, without handing it a window reference. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const
