// Hands the data the server drew the page with (src/domain/first-page.ts) to the routes that render during the
// first render, and to nobody after: once that render is committed, a route that mounts later (the shopper
// moved on) loads its own data.
import { createContext, use, useEffect, useState, type ReactNode } from 'react'
import type { FirstPage } from '@/domain/first-page'

const FirstPageContext = createContext<{ current: FirstPage | null }>({ current: null })

export function FirstPageProvider({ page, children }: { page: FirstPage | null; children?: ReactNode }) {
  const [holder] = useState(() => ({ current: page }))
  useEffect(() => {
    holder.current = null
    // The page works from here on: until now a drawn page was only on screen (ADR 0005). Journeys wait for it.
    document.documentElement.dataset.app = 'ready'
  }, [holder])
  return <FirstPageContext value={holder}>{children}</FirstPageContext>
}

/** The server's data while the first render is drawn; null afterwards, in stories, and on the dev server. */
export function useFirstPage(): FirstPage | null {
  return use(FirstPageContext).current
}
