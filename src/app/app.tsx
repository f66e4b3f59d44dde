// The thin assembly: the first page's data, toasts, the session, and the router, the same in the browser
// (main.tsx) and on the server (render-page.tsx), which each bring their own router. The session sits above
// the router (the layout and every route read it), so it navigates through the router object, not a hook.
import type { ReactNode } from 'react'
import type { FirstPage } from '@/domain/first-page'
import { FirstPageProvider } from './first-page'
import { ToastProvider } from './toast-provider'
import { SessionProvider } from './session-provider'

// ToastProvider passes its `clock` prop to the toast machine even when none is given, which leaves XState
// without timers; the browser's own are handed over explicitly (only ever called in the browser).
const browserClock = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (id: unknown) => window.clearTimeout(id as number),
}

export interface AppProps {
  firstPage: FirstPage | null
  navigate: (to: string) => void
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode
}

export function App({ firstPage, navigate, children }: AppProps) {
  return (
    <FirstPageProvider page={firstPage}>
      <ToastProvider clock={browserClock}>
        <SessionProvider navigate={navigate}>{children}</SessionProvider>
      </ToastProvider>
    </FirstPageProvider>
  )
}
