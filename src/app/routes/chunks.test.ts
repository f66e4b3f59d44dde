// The route modules found on disk against the manifest: every screen's chunk has its file, and every route module is
// a screen of the manifest (an unlisted one would still be built as a chunk nobody loads). The staff section's are
// checked against its own list, which comes with it.
import { describe, expect, it } from 'vitest'
import { ROUTES, type StoreRoute } from '@/domain/routes'
import { STAFF_ROUTES } from '@/domain/staff-routes'
import { ROUTE_FILES, loadScreen } from './chunks'
import { STAFF_ROUTE_FILES } from './staff-section'

function chunksOf(manifest: Record<string, StoreRoute>): Set<string> {
  return new Set(Object.values(manifest).flatMap(({ screen }) => (screen ? [screen.chunk] : [])))
}

const manifestChunks = chunksOf(ROUTES)

describe('the route chunks', () => {
  it('has a route module for every chunk the manifest names', () => {
    for (const chunk of manifestChunks)
      expect(ROUTE_FILES[`./${chunk}.tsx`], `src/app/routes/${chunk}.tsx`).toBeTypeOf('function')
  })

  it('has no route module the manifest does not name', () => {
    const chunks = Object.keys(ROUTE_FILES).map((file) => file.slice('./'.length, -'.tsx'.length))
    expect(chunks.filter((chunk) => !manifestChunks.has(chunk))).toEqual([])
  })

  it("has the staff section's route modules, and only them, in the section's own list", async () => {
    const staffChunks = chunksOf(STAFF_ROUTES)
    expect(Object.keys(STAFF_ROUTE_FILES).map((file) => file.slice('./'.length, -'.tsx'.length))).toEqual(
      [...staffChunks].sort(),
    )
    for (const { screen } of Object.values(STAFF_ROUTES))
      expect(await loadScreen(screen, STAFF_ROUTE_FILES), screen.chunk).toBeTypeOf('function')
    // The store's list does not carry them.
    expect([...staffChunks].filter((chunk) => ROUTE_FILES[`./${chunk}.tsx`])).toEqual([])
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
