// The footer of a page the server drew for its shopper (docs/adr/0050), kept as drawn until the shopper's first intent
// (a touch, key, pointer or focus), then taken over by the footer's code, fetched then (docs/adr/0051). Only such pages
// fetch this module (with ./drawn-session), so no other page's script carries it.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { onFirstIntent } from './first-intent'
import { fetchFooter } from './store-layout'

/** React neither hydrates nor replaces the server's HTML inside an element given it as its inner HTML. */
const AS_DRAWN = { __html: '' }
const FOOTER_LINKS = 'footer[data-slot="footer"] a'

/** The footer's place (Deferred's element, as the server drew it) with the server's footer inside, its links plain
 *  links meanwhile; `children`, the footer, once its code has come. A link focused in the kept footer is focused again
 *  in the footer that takes its place. */
export function KeptFooter({ children }: { children: ReactNode }) {
  const [arrived, setArrived] = useState(false)
  const focused = useRef(-1)
  useEffect(
    () =>
      onFirstIntent(() => {
        fetchFooter().then(
          () => {
            focused.current = [...document.querySelectorAll(FOOTER_LINKS)].indexOf(document.activeElement!)
            setArrived(true)
          },
          // The drawn footer stays, its links plain links.
          (error: unknown) => console.error('Loading the footer failed', error),
        )
      }),
    [],
  )
  useLayoutEffect(() => {
    if (arrived && focused.current >= 0) document.querySelectorAll<HTMLElement>(FOOTER_LINKS)[focused.current]?.focus()
  }, [arrived])
  if (arrived) return children
  return <div data-slot="deferred" data-state="shown" dangerouslySetInnerHTML={AS_DRAWN} suppressHydrationWarning />
}
