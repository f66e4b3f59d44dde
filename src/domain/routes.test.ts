import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTE_NAMES, ROUTES, SLUG_PATTERN, isSlug, matchRoute, normalisePath, pathTo } from './routes'

describe('route manifest', () => {
  it('lists every route of spec §2 once, with the 404 catch-all last', () => {
    const paths = ROUTE_NAMES.map((name) => ROUTES[name].path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/product-listing',
        '/product-details/:productId',
        '/cart',
        '/checkout',
        '/login',
        '/signup',
        '/logout',
        '/verification',
        '/profile',
        '/profile/orders',
        '/profile/addresses',
        '/profile/buy-data',
        '/swap',
        '/schedule-call',
        '/request-success',
        '/wishlist',
        '/payment',
        '/load-items',
        '/contact',
        '/return-policy',
        '/privacy',
        '/shipping-policy',
        '/terms',
      ]),
    )
    expect(paths.at(-1)).toBe('*')
  })

  it('has the server draw the browsing pages, and the frame of the pages that need a session, but not the sign-in forms (ADR 0005, 0008)', () => {
    expect(
      ROUTES.home.drawnAhead &&
        ROUTES.productDetails.drawnAhead &&
        ROUTES.terms.drawnAhead &&
        ROUTES.notFound.drawnAhead,
    ).toBe(true)
    expect(
      ROUTES.profile.drawnAhead && ROUTES.cart.drawnAhead && ROUTES.wishlist.drawnAhead && ROUTES.checkout.drawnAhead,
    ).toBe(true)
    expect(ROUTES.login.drawnAhead || ROUTES.signup.drawnAhead || ROUTES.verification.drawnAhead).toBe(false)
  })

  it('asks for sign-in on the profile, cart, checkout, wishlist and swap pages only (spec §2)', () => {
    for (const name of ['profile', 'profileOrders', 'cart', 'checkout', 'wishlist', 'swap'] as const)
      expect(ROUTES[name].signIn, name).toBe(true)
    for (const name of ['home', 'productListing', 'login', 'signup', 'verification', 'logout', 'notFound'] as const)
      expect(ROUTES[name].signIn, name).toBe(false)
  })

  it('spells the product slug as openapi.yaml does', () => {
    const yaml = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')
    const slug = /\n {4}Slug:\n(?: {6}.*\n)*? {6}pattern: '([^']+)'/.exec(yaml)
    expect(slug?.[1]).toBe(SLUG_PATTERN.source)
    expect(isSlug('tecno-spark-20')).toBe(true)
    expect(isSlug('Tecno-Spark')).toBe(false)
    expect(isSlug('a'.repeat(201))).toBe(false)
  })
})

describe('pathTo', () => {
  it('fills in and encodes the parameters, and adds a query', () => {
    expect(pathTo('productDetails', { productId: 'tecno-spark-20' })).toBe('/product-details/tecno-spark-20')
    expect(pathTo('productDetails', { productId: 'a b/c' })).toBe('/product-details/a%20b%2Fc')
    expect(pathTo('productListing', undefined, 'title=tecno')).toBe('/product-listing?title=tecno')
    expect(pathTo('home')).toBe('/')
  })
})

describe('matchRoute', () => {
  it('finds the page for a path as the web router does, trailing slash or not', () => {
    expect(matchRoute('/').name).toBe('home')
    expect(matchRoute('/contact/').name).toBe('contact')
    expect(matchRoute('/profile/orders').name).toBe('profileOrders')
    expect(matchRoute('/product-details/tecno-spark-20')).toMatchObject({
      name: 'productDetails',
      params: { productId: 'tecno-spark-20' },
    })
  })

  it('falls to the 404 catch-all for any other path', () => {
    for (const path of ['/no-such-page', '/contact/more', '/product-details', '/product-details/a/b'])
      expect(matchRoute(path).name, path).toBe('notFound')
  })

  it('reads /contact/ as /contact and leaves / alone', () => {
    expect(normalisePath('/contact//')).toBe('/contact')
    expect(normalisePath('/')).toBe('/')
  })
})
