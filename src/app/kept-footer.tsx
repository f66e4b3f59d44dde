// The footer of a page the server drew for its shopper (docs/adr/0050), kept as the server drew it (docs/adr/0051): it is
// links only, and the store's own links among them are followed by the router here as the store's Link follows them,
// so its code is never fetched on such a page. Only such pages fetch this module (with ./drawn-session), so no other
// page's script carries it.
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'

/** React neither hydrates nor replaces the server's HTML inside an element given it as its inner HTML. */
const AS_DRAWN = { __html: '' }

/** The footer's place (Deferred's element, as the server drew it) with the server's footer inside. */
export function KeptFooter() {
  const navigate = useNavigate()
  // A press on one of the store's own links, as the store's Link takes it: the main button, no key held, in this tab.
  // Links to other sites (social, app stores) are left to the browser. Enter on a focused link is a click too.
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link || event.defaultPrevented || event.button !== 0 || link.target !== '' || link.origin !== location.origin)
      return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    void navigate(link.pathname + link.search + link.hash)
  }
  return (
    // The links inside are the interactive elements; this only hands their presses to the router.
    <div
      data-slot="deferred"
      data-state="shown"
      dangerouslySetInnerHTML={AS_DRAWN}
      suppressHydrationWarning
      onClick={follow}
    />
  )
}
