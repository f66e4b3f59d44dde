import { describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router-dom'
import { ROUTE_NAMES, ROUTES } from '@/domain/routes'
import { STAFF_ROUTES } from '@/domain/staff-routes'
import { appRoutes, storeRoutes } from './routes'
import { staffRoutes } from './routes/staff-section'

/** The path a route of the layout answers, in the manifest's spelling. */
function pathOf(route: RouteObject): string {
  return route.index ? '/' : route.path === '*' ? '*' : `/${route.path}`
}

async function componentOf(route: RouteObject): Promise<unknown> {
  const screen = route.lazy ? route : route.children?.[0]
  const loaded = await (screen?.lazy as (() => Promise<{ Component?: unknown }>) | undefined)?.()
  return loaded?.Component
}

describe('the web router', () => {
  it('answers exactly the paths of the route manifest', () => {
    expect(storeRoutes.map(pathOf)).toEqual(ROUTE_NAMES.map((name) => ROUTES[name].path))
  })

  it('loads a screen for every route, each from its own chunk', async () => {
    for (const route of storeRoutes) expect(await componentOf(route), pathOf(route)).toBeTypeOf('function')
  })

  it('puts the pages that need sign-in and have a screen behind the route guard, and no other', () => {
    const guarded = storeRoutes.filter((route) => route.element !== undefined).map(pathOf)
    const expected = ROUTE_NAMES.map((name) => ROUTES[name])
      .filter((route) => route.signIn && route.screen !== null)
      .map((route) => route.path)
    expect(guarded).toEqual(expected)
    expect(guarded).toContain('/profile')
    expect(guarded).toContain('/cart')
  })

  it("adds the staff section's pages, each behind the route guard with its screen, to the store layout", async () => {
    expect(staffRoutes.map(pathOf)).toEqual(Object.values(STAFF_ROUTES).map((route) => route.path))
    for (const route of staffRoutes) {
      expect(route.element, pathOf(route)).toBeDefined()
      expect(await componentOf(route), pathOf(route)).toBeTypeOf('function')
    }
    const [layout] = appRoutes(staffRoutes)
    expect(layout?.children?.map(pathOf)).toEqual([...storeRoutes, ...staffRoutes].map(pathOf))
    expect(appRoutes()[0]?.children?.map(pathOf)).not.toContain(STAFF_ROUTES.staffOrders.path)
  })
})
