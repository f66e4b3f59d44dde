// The route tree (spec §2 Route list): the store layout around the browsing and account routes; every screen
// is its own chunk (src/app/routes/*.tsx use `lazy`).
import { createBrowserRouter, isRouteErrorResponse, matchRoutes, useRouteError, type RouteObject } from 'react-router-dom'
import { GENERIC_ERROR } from '@/domain/account'
import { buttonVariants } from '@/ui/button'
import { ProgressBar } from '@/ui/progress-bar'
import { accountRoutes } from './routes/account'
import { browsingRoutes } from './routes/browsing'
import { StoreLayout } from './store-layout'

// What is left when the layout itself cannot render (a chunk failed to load, a bug): a way back home that
// reloads the page. Unknown paths never get here; the browsing routes answer them with the 404 page.
function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  if (!notFound) console.error(error)
  return (
    <main
      data-slot="route-error"
      data-state={notFound ? 'notFound' : 'failed'}
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-3xl font-bold text-foreground">{notFound ? 'Error 404' : 'Something went wrong'}</h1>
      <p className="text-foreground-subtle">{notFound ? 'Page not found' : GENERIC_ERROR}</p>
      <a href="/" className={buttonVariants()}>
        Back to Home
      </a>
    </main>
  )
}

// The first page's chunk is still on its way: the same thin bar as between pages.
function FirstLoad() {
  return <ProgressBar placement="top" size="sm" label="Loading page" />
}

export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [...browsingRoutes, ...accountRoutes],
  },
]

/**
 * The browser's router. The modules of the routes at the current address are loaded first, so the first render
 * is the page itself: the one the server drew, which hydration then takes over as it is (ADR 0005), rather than
 * the loading bar.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, globalThis.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
  return createBrowserRouter(routes)
}
