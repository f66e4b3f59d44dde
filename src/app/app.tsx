// The thin assembly: toasts, the session, and the router. The session sits above the router (the layout and
// every route read it), so it navigates through the router object rather than a hook.
import { RouterProvider } from 'react-router-dom'
import { ToastProvider } from './toast-provider'
import { SessionProvider } from './session-provider'
import { createAppRouter } from './routes'

// ToastProvider passes its `clock` prop to the toast machine even when none is given, which leaves XState
// without timers; the browser's own are handed over explicitly.
const browserClock = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (id: unknown) => window.clearTimeout(id as number),
}

const router = createAppRouter()
const navigate = (to: string) => void router.navigate(to)

export function App() {
  return (
    <ToastProvider clock={browserClock}>
      <SessionProvider navigate={navigate}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ToastProvider>
  )
}
