// The thin assembly: the first page's data, toasts, the session, and the router, the same in the browser
// (main.tsx) and on the server (render-page.tsx), which each bring their own router. The session sits above
// the router (the layout and every route read it), so it navigates through the router object, not a hook.
import type { ReactNode } from 'react'
import type { Session } from '@/domain/account'
import { drawnShopperLists, type FirstPage } from '@/domain/first-page'
import { FirstPageProvider } from './first-page'
import { ToastProvider } from './toast-provider'
import { SessionProvider } from './session-provider'

export interface AppProps {
  firstPage: FirstPage | null
  navigate: (to: string) => void
  /** The session the page was drawn for, when it was drawn for a signed-in shopper (./drawn-session). */
  readAhead?: Session | null
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode
}

export function App({ firstPage, navigate, readAhead = null, children }: AppProps) {
  return (
    <FirstPageProvider page={firstPage}>
      <ToastProvider>
        <SessionProvider
          navigate={navigate}
          readAhead={readAhead}
          drawnLists={readAhead ? drawnShopperLists(firstPage) : null}
        >
          {children}
        </SessionProvider>
      </ToastProvider>
    </FirstPageProvider>
  )
}
