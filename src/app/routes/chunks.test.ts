// The route modules found on disk against the manifest: every screen's chunk has its file, and every route module is
// a screen of the manifest (an unlisted one would still be built as a chunk nobody loads).
import { describe, expect, it } from 'vitest'
import { ROUTE_NAMES, ROUTES, type ManifestScreen } from '@/domain/routes'
import { ROUTE_FILES, loadScreen } from './chunks'

const manifestChunks = new Set<string>(
  ROUTE_NAMES.flatMap((name) => {
    const screen: ManifestScreen | null = ROUTES[name].screen
    return screen ? [screen.chunk] : []
  }),
)

describe('the route chunks', () => {
  it('has a route module for every chunk the manifest names', () => {
    for (const chunk of manifestChunks)
      expect(ROUTE_FILES[`./${chunk}.tsx`], `src/app/routes/${chunk}.tsx`).toBeTypeOf('function')
  })

  it('has no route module the manifest does not name', () => {
    const chunks = Object.keys(ROUTE_FILES).map((file) => file.slice('./'.length, -'.tsx'.length))
    expect(chunks.filter((chunk) => !manifestChunks.has(chunk))).toEqual([])
  })

  it('fails clearly for a screen whose chunk has no file', async () => {
    const screen = { chunk: 'missing-route', component: 'MissingRoute' }
    await expect(loadScreen(screen)).rejects.toThrow('No route module src/app/routes/missing-route.tsx')
  })

  it('fails clearly for a screen its chunk does not export', async () => {
    const screen = { chunk: 'cart-route', component: 'NoSuchRoute' }
    await expect(loadScreen(screen)).rejects.toThrow('src/app/routes/cart-route.tsx exports no NoSuchRoute')
  })
})
