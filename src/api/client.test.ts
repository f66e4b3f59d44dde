import { afterEach, describe, expect, it, vi } from 'vitest'
import { isRunningOut, registerTokenRefresher, RENEW_AHEAD_MS } from './client'
import { renewSession } from './account-actors'
import { ApiError } from './errors'
import { clientReplying, json, tokenExpiringIn } from './test-client'

const fresh = tokenExpiringIn(10 * 60_000)
const runningOut = tokenExpiringIn(RENEW_AHEAD_MS - 5000)
const user = { _id: 'u1', email: 'ada@example.com', firstName: '', lastName: '', referralCode: null }
const apiUser = { ...user, verificationCode: false, vendorId: null, isAuth: true }

let unregister: (() => void) | undefined
afterEach(() => unregister?.())

function authorizationOf(request: Request | undefined) {
  return request?.headers.get('Authorization') ?? null
}

describe('the bearer token', () => {
  it('is sent as it is while it has more than a minute to run', async () => {
    const refresh = vi.fn(async () => 'renewed')
    unregister = registerTokenRefresher(refresh)
    const { client, seen } = clientReplying(() => json(200, { data: [] }), fresh)
    await client.GET('/api/address')
    expect(authorizationOf(seen[0])).toBe(`Bearer ${fresh}`)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('is renewed once for every call that finds it running out, and the new one is sent', async () => {
    let finish: (token: string) => void = () => undefined
    const refresh = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)))
    unregister = registerTokenRefresher(refresh)
    const { client, seen } = clientReplying(() => json(200, { data: [] }), runningOut)
    const calls = Promise.all([client.GET('/api/address'), client.GET('/api/wishlists'), client.GET('/api/carts')])
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1))
    expect(seen).toHaveLength(0)
    finish('renewed')
    await calls
    expect(seen.map(authorizationOf)).toEqual(['Bearer renewed', 'Bearer renewed', 'Bearer renewed'])
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('is not sent once the renewal was refused, nor when nothing can renew it', async () => {
    unregister = registerTokenRefresher(async () => null)
    const { client, seen } = clientReplying(
      () => json(401, { errors: [{ message: 'Please sign in to continue' }] }),
      runningOut,
    )
    await client.GET('/api/address')
    unregister()
    await client.GET('/api/address')
    expect(seen.map(authorizationOf)).toEqual([null, null])
  })

  it('fails the call as offline calls fail when the renewal cannot reach the server', async () => {
    unregister = registerTokenRefresher(async () => {
      throw new ApiError(0, [])
    })
    const { client, seen } = clientReplying(() => json(200, { data: [] }), runningOut)
    await expect(client.GET('/api/address')).rejects.toBeInstanceOf(ApiError)
    expect(seen).toHaveLength(0)
  })

  it('is never what a refresh sends: the cookie is its credential', async () => {
    const refresh = vi.fn(async () => 'renewed')
    unregister = registerTokenRefresher(refresh)
    const { client, seen } = clientReplying(() => json(200, { data: { token: fresh, user: apiUser } }), runningOut)
    await client.GET('/api/users/refreshToken')
    expect(authorizationOf(seen[0])).toBeNull()
    expect(refresh).not.toHaveBeenCalled()
  })

  it('that says nothing of its expiry is sent as it is', () => {
    expect(isRunningOut('not-a-jwt')).toBe(false)
    expect(isRunningOut(runningOut)).toBe(true)
    expect(isRunningOut(fresh)).toBe(false)
  })
})

describe('renewing the session', () => {
  it('tells the session the renewed session and hands the call its token', async () => {
    const tell = vi.fn()
    const { client } = clientReplying(() => json(200, { data: { token: 'renewed', user: apiUser } }))
    await expect(renewSession(tell, { client })).resolves.toBe('renewed')
    expect(tell).toHaveBeenCalledWith({
      type: 'session.refreshed',
      session: { token: 'renewed', user: expect.objectContaining({ email: 'ada@example.com' }) },
    })
  })

  it('tells the session it was refused on a 401, and hands the call no token', async () => {
    const tell = vi.fn()
    const { client } = clientReplying(() => json(401, { errors: [{ message: 'Please sign in to continue' }] }))
    await expect(renewSession(tell, { client })).resolves.toBeNull()
    expect(tell).toHaveBeenCalledWith({ type: 'session.refused' })
  })

  it('tells the session nothing when the server cannot be reached', async () => {
    const tell = vi.fn()
    const { client } = clientReplying(() => json(503, { errors: [{ message: 'Down for a moment' }] }))
    await expect(renewSession(tell, { client })).rejects.toMatchObject({ status: 503 })
    expect(tell).not.toHaveBeenCalled()
  })
})
