import { describe, expect, it } from 'vitest'
import { STATIC_PAGE_PATHS } from '@/screens/static-pages/content'
import { browsingRoutes } from './browsing'

describe('browsing routes', () => {
  it('serves the home page, every static page, the two message pages and a 404 for anything else', () => {
    const paths = browsingRoutes.map((route) => (route.index ? '/' : `/${route.path}`))
    expect(paths).toEqual(expect.arrayContaining(['/', ...STATIC_PAGE_PATHS, '/schedule-call', '/request-success', '/*']))
  })

  it('loads every screen as its own chunk', async () => {
    for (const route of browsingRoutes) {
      expect(route.lazy).toBeTypeOf('function')
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)()
      expect(loaded.Component).toBeTypeOf('function')
    }
  })
})
