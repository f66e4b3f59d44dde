// Each route module of the manifest (src/domain/routes.ts) behind its own dynamic import: every screen is its own
// chunk, so a first visit downloads only the page it opens. The loaders come from the route modules' files, a lazy
// glob over this folder's `*-route.tsx` and `*-routes.tsx` (the other files here are parts the routes import). The glob
// keys them by file ('./browsing/home-route.tsx' for the manifest's chunk 'browsing/home-route'); they are looked up by
// that key rather than re-keyed, so the entry script carries no mapping code.
import type { ComponentType } from 'react'

type RouteModule = Record<string, unknown>

/** The loader of each route module, by file: the chunk name between './' and '.tsx'. */
export const ROUTE_FILES: Partial<Record<string, () => Promise<RouteModule>>> = import.meta.glob<RouteModule>([
  './**/*-route.tsx',
  './**/*-routes.tsx',
])

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function'
}

/** The screen's component, from its chunk. Takes any names, not only the manifest's: a wrong one fails clearly. */
export async function loadScreen({ chunk, component }: { chunk: string; component: string }): Promise<ComponentType> {
  const load = ROUTE_FILES[`./${chunk}.tsx`]
  if (!load) throw new Error(`No route module src/app/routes/${chunk}.tsx`)
  const module = await load()
  const Component = module[component]
  if (!isComponent(Component)) throw new Error(`src/app/routes/${chunk}.tsx exports no ${component}`)
  return Component
}
