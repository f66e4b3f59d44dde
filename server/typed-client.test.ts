// The web app's typed client (src/api) against the real server: the generated types, the bearer middleware and
// unwrap() agree with what the server answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createApiClient } from '../src/api/client'
import { signIn } from '../src/api/sign-in-actors'
import { getIdentityConfig, issueSandboxIdentityToken } from '../src/api/identity-actors'
import { ApiError, unwrap } from '../src/api/errors'
import { openTestApp, type TestApp } from './test-support'

/** fetch for openapi-fetch that goes through app.inject() instead of the network. */
/** A fetch over inject() that keeps the cookies the store sets, as a browser does for its own origin. */
function injectFetch(app: FastifyInstance) {
  const jar = new Map<string, string>()
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), ...(cookie ? { cookie } : {}) },
      ...(body ? { payload: body } : {}),
    })
    for (const set of reply.cookies) {
      if (set.value) jar.set(set.name, set.value)
      else jar.delete(set.name)
    }
    return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: reply.headers as Record<string, string>,
    })
  }
}

let testApp: TestApp

beforeAll(async () => {
  testApp = await openTestApp()
})

afterAll(async () => {
  await testApp?.close()
})

describe('the typed client against the server', () => {
  it('lists products with typed query parameters and reads the typed page', async () => {
    const api = createApiClient({ baseUrl: 'http://store.test', fetch: injectFetch(testApp.app), getToken: () => null })
    const { data } = await unwrap(api.GET('/api/products', { params: { query: { limit: 2, sort: 'highToLow' } } }))
    expect(data.docs).toHaveLength(2)
    expect(data.docs[0]!.discounted_price).toBeGreaterThanOrEqual(data.docs[1]!.discounted_price)
    expect(data.page).toBe(1)
  })

  it('fetches one product by slug', async () => {
    const api = createApiClient({ baseUrl: 'http://store.test', fetch: injectFetch(testApp.app), getToken: () => null })
    const { data: page } = await unwrap(api.GET('/api/products', { params: { query: { limit: 1 } } }))
    const slug = page.docs[0]!.slug
    const { data } = await unwrap(api.GET('/api/products/{slug}', { params: { path: { slug } } }))
    expect(data.slug).toBe(slug)
    expect(data.rating.$numberDecimal).toMatch(/^\d+(\.\d+)?$/)
  })

  it('throws ApiError with the server message for an unknown slug', async () => {
    const api = createApiClient({ baseUrl: 'http://store.test', fetch: injectFetch(testApp.app), getToken: () => null })
    const failure = unwrap(api.GET('/api/products/{slug}', { params: { path: { slug: 'nothing-is-called-this' } } }))
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'This product is not available!' })
  })

  it('throws the validation message with its field for a bad body', async () => {
    const api = createApiClient({
      baseUrl: 'http://store.test',
      fetch: injectFetch(testApp.app),
      getToken: () => 'a-token',
    })
    const failure = unwrap(api.POST('/api/users/signup', { body: { email: 'not-an-email', password: 'long enough' } }))
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'email must be a valid email' })
    await expect(failure.catch((error: ApiError) => error.messageFor('email'))).resolves.toBe(
      'email must be a valid email',
    )
  })

  it('sends the stored token, so a protected operation gets past the sign-in check, and the refresh cookie', async () => {
    // One browser: the cookie sign-up sets is sent with the refresh.
    const browser = injectFetch(testApp.app)
    const anonymous = createApiClient({
      baseUrl: 'http://store.test',
      fetch: browser,
      getToken: () => null,
    })
    const { data: session } = await unwrap(
      anonymous.POST('/api/users/signup', { body: { email: 'typed-client@example.com', password: 'long enough' } }),
    )
    await expect(unwrap(anonymous.GET('/api/carts'))).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in to continue',
    })
    const signedIn = createApiClient({
      baseUrl: 'http://store.test',
      fetch: browser,
      getToken: () => session.token,
    })
    // Past the sign-in check: the new account is refused only because its email is not verified yet.
    await expect(unwrap(signedIn.GET('/api/carts'))).rejects.toMatchObject({
      status: 403,
      message: 'Please verify your email to continue',
    })
    const { data: refreshed } = await unwrap(signedIn.GET('/api/users/refreshToken'))
    expect(refreshed.user.email).toBe('typed-client@example.com')
  })

  it('signs in through the account actors and the identity sandbox with the typed identity calls', async () => {
    const api = createApiClient({ baseUrl: 'http://store.test', fetch: injectFetch(testApp.app), getToken: () => null })
    await expect(getIdentityConfig({ client: api })).resolves.toEqual({
      google: { mode: 'sandbox', clientId: null },
      apple: { mode: 'sandbox', clientId: null },
    })
    const appleToken = await issueSandboxIdentityToken(
      { provider: 'apple', email: 'typed-apple@example.com', name: 'Ngozi Eze' },
      { client: api },
    )
    const session = await signIn({ appleToken }, { client: api })
    expect(session.user).toMatchObject({
      email: 'typed-apple@example.com',
      firstName: 'Ngozi',
      lastName: 'Eze',
      verificationCode: null,
    })
  })
})
