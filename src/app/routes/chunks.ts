// Each route module of the manifest (src/domain/routes.ts) behind its own dynamic import: every screen is its own
// chunk, so a first visit downloads only the page it opens. The loaders come from the route modules' files, a lazy
// glob over this folder's `*-route.tsx` and `*-routes.tsx` (the other files here are parts the routes import). The glob
// keys them by file ('./browsing/home-route.tsx' for the manifest's chunk 'browsing/home-route'); they are looked up by
// that key rather than re-keyed, so the entry script carries no mapping code. The staff section's modules (./staff)
// are left out: its own list of them comes with it (./staff-section.ts).
import type { ComponentType } from 'react'

export type RouteModule = Record<string, unknown>

/** The loader of each route module, by file: the chunk name between './' and '.tsx'. */
export type RouteFiles = Partial<Record<string, () => Promise<RouteModule>>>

export const ROUTE_FILES: RouteFiles = import.meta.glob<RouteModule>([
  './**/*-route.tsx',
  './**/*-routes.tsx',
  '!./staff/**',
])

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function'
}

/** The screen's component, from its chunk among `files`. Takes any names, not only the manifest's: a wrong one fails
 *  clearly. */
export async function loadScreen(
  { chunk, component }: { chunk: string; component: string },
  files: RouteFiles = ROUTE_FILES,
): Promise<ComponentType> {
  const load = files[`./${chunk}.tsx`]
  if (!load) throw new Error(`No route module src/app/routes/${chunk}.tsx`)
  const module = await load()
  const Component = module[component]
  if (!isComponent(Component)) throw new Error(`src/app/routes/${chunk}.tsx exports no ${component}`)
  return Component
}
