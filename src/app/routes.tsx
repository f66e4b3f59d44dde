// The route tree: the store layout around one route per line of the manifest (src/domain/routes.ts), each screen
// its own chunk (`lazy`, src/app/routes/chunks.ts), the pages that need sign-in behind the route guard. The staff
// section's routes (src/domain/staff-routes.ts) join the tree when an address under it is opened.
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  useRouteError,
  type RouteObject,
} from 'react-router-dom'
import { GENERIC_ERROR } from '@/domain/account'
import { ROUTE_NAMES, ROUTES, isStaffPath, pathTo, type StoreRoute } from '@/domain/routes'
import { Button } from '@/ui/button'
import { ProgressBar } from '@/ui/progress-bar'
import { loadScreen, ROUTE_FILES, type RouteFiles } from './routes/chunks'
import { RequireSession } from './require-session'
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
      <Button asChild>
        <a href={pathTo('home')}>Back to Home</a>
      </Button>
    </main>
  )
}

// The first page's chunk is still on its way: the same thin bar as between pages.
function FirstLoad() {
  return <ProgressBar placement="top" size="sm" label="Loading page" />
}

/**
 * A manifest line as a route of the layout, its screen loaded from `files`. A page without its screen yet shows the
 * 404 page, unguarded, as any unknown path does; a guarded page's screen is the guard's index child, so the guard
 * decides before it loads.
 */
export function storeRoute(route: StoreRoute, files: RouteFiles = ROUTE_FILES): RouteObject {
  const screen = route.screen ?? ROUTES.notFound.screen
  const lazy = async () => ({ Component: await loadScreen(screen, route.screen ? files : ROUTE_FILES) })
  if (route.path === '/') return { index: true, lazy }
  const path = route.path.replace(/^\//, '')
  if (route.signIn && route.screen) return { path, element: <RequireSession />, children: [{ index: true, lazy }] }
  return { path, lazy }
}

export const storeRoutes: RouteObject[] = ROUTE_NAMES.map((name) => storeRoute(ROUTES[name]))

/** The layout route's id, which the staff section's routes are added under. */
const LAYOUT_ID = 'store'

/** The tree: the store layout around the store's routes and any others given (the staff section's). */
export function appRoutes(more: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: LAYOUT_ID,
      element: <StoreLayout />,
      errorElement: <RouteError />,
      HydrateFallback: FirstLoad,
      children: [...storeRoutes, ...more],
    },
  ]
}

/** The staff section's routes (the server preloads their module with a staff page: STAFF_SECTION_MODULE). */
const staffRoutes = () => import('./routes/staff-section').then((section) => section.staffRoutes)

/**
 * The browser's router. The modules of the routes at the current address are loaded first, so the first render
 * is the page itself: the one the server drew, which hydration then takes over as it is (ADR 0005), rather than
 * the loading bar. An address in the staff section brings the section's routes first; going there later from a
 * store page (the profile's link) adds them as the router looks for the page (`patchRoutesOnNavigation`, which the
 * router asks on every address it matches only by a parameter or the catch-all).
 *
 * On a page the server drew, the shopper may have scrolled before the script came: the router is told the first
 * page is hydrated, so its scroll restoration leaves that position alone instead of jumping to the top when it
 * takes the page over (ADR 0015). A reload is still put back where it was; later pages scroll as before.
 */
export async function createAppRouter({ drawn }: { drawn: boolean }) {
  const routes = appRoutes(isStaffPath(globalThis.location.pathname) ? await staffRoutes() : [])
  const matches = matchRoutes(routes, globalThis.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
  return createBrowserRouter(routes, {
    ...(drawn ? { hydrationData: {} } : {}),
    // The router adds only the routes it does not have yet.
    async patchRoutesOnNavigation({ path, patch }) {
      if (isStaffPath(path)) patch(LAYOUT_ID, await staffRoutes())
    },
  })
}
