// Each route module of the manifest (src/domain/routes.ts) behind its own dynamic import: every screen is its own
// chunk, so a first visit downloads only the page it opens. The loaders come from the route modules' files, a lazy
// glob over this folder's `*-route.tsx` and `*-routes.tsx` (the other files here are parts the routes import), keyed
// by the manifest's chunk name: './browsing/home-route.tsx' is 'browsing/home-route'.
import type { ComponentType } from 'react'
import type { ManifestScreen } from '@/domain/routes'

type RouteModule = Record<string, unknown>

const ROUTE_FILES = import.meta.glob<RouteModule>(['./**/*-route.tsx', './**/*-routes.tsx'])

/** The loader of each route module, by chunk name: the file's path under src/app/routes, without './' and '.tsx'. */
export const ROUTE_CHUNKS: Partial<Record<string, () => Promise<RouteModule>>> = Object.fromEntries(
  Object.entries(ROUTE_FILES).map(([file, load]) => [file.slice('./'.length, -'.tsx'.length), load]),
)

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function'
}

/** The screen's component, from its chunk. */
export async function loadScreen({ chunk, component }: ManifestScreen): Promise<ComponentType> {
  const load = ROUTE_CHUNKS[chunk]
  if (!load) throw new Error(`No route module src/app/routes/${chunk}.tsx`)
  const module = await load()
  const Component = module[component]
  if (!isComponent(Component)) throw new Error(`src/app/routes/${chunk}.tsx exports no ${component}`)
  return Component
}
