// The footer of a page the server drew for its shopper (docs/adr/0050), kept as drawn until the shopper's first intent
// (a touch, key, pointer or focus), then taken over by the footer's code, fetched then (docs/adr/0051). Only such pages
// fetch this module (with ./drawn-session), so no other page's script carries it.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { Deferred } from '@/screens/deferred'
import type { FooterProps } from '@/screens/shell/footer'
import { onFirstIntent } from './first-intent'

/** React neither hydrates nor replaces the server's HTML inside an element given it as its inner HTML. */
const AS_DRAWN = { __html: '' }
const FOOTER_LINKS = 'footer[data-slot="footer"] a'

/** The footer's place (Deferred's element, as the server drew it) with the server's footer inside, its links plain
 *  links meanwhile; the footer itself once its code has come, the same link focused if one was. */
export function KeptFooter() {
  const [Footer, setFooter] = useState<ComponentType<FooterProps>>()
  const focused = useRef(-1)
  useEffect(
    () =>
      onFirstIntent(() => {
        import('@/screens/shell/footer').then(
          ({ Footer: code }) => {
            focused.current = [...document.querySelectorAll(FOOTER_LINKS)].indexOf(document.activeElement!)
            setFooter(() => code)
          },
          // The drawn footer stays, its links plain links.
          (error: unknown) => console.error('Loading the footer failed', error),
        )
      }),
    [],
  )
  useLayoutEffect(() => {
    if (Footer && focused.current >= 0) document.querySelectorAll<HTMLElement>(FOOTER_LINKS)[focused.current]?.focus()
  }, [Footer])
  return Footer ? (
    <Deferred shown>
      <Footer year={new Date().getFullYear()} />
    </Deferred>
  ) : (
    <div data-slot="deferred" data-state="shown" dangerouslySetInnerHTML={AS_DRAWN} suppressHydrationWarning />
  )
}
