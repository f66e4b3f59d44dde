// Links that leave the store. In-store links are react-router's <Link> (no page load); an outside page (a social
// page, an app store) is a plain anchor that opens a new tab.

/** Props for a link that leaves the store: a new tab, without handing it a window reference. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const
