import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { refreshToken, toAccountUser } from './account-actors'
import { signIn, signInActors } from './sign-in-actors'
import { signUp } from './sign-up-actors'
import { sendOtp } from './send-otp'
import { verifyOtp } from './otp-actors'
import { getIdentityConfig, issueSandboxIdentityToken } from './identity-actors'
import { clientReplying, json } from './test-client'
import { ApiError } from './errors'

const apiUser = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  referralCode: null,
  verificationCode: true,
  vendorId: null,
  isAuth: true,
}

describe('the account calls', () => {
  it('keep a pending verification truthy and leave out a null referral code', () => {
    const user = toAccountUser(apiUser)
    expect(user.verificationCode).toBeTruthy()
    expect('referralCode' in user).toBe(false)
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      vendorId: null,
      _id: apiUser._id,
    })
    expect(toAccountUser({ ...apiUser, verificationCode: false, referralCode: 'OJA25' })).toMatchObject({
      verificationCode: null,
      referralCode: 'OJA25',
    })
  })

  it('sign in with the credentials as the body and hand back the session', async () => {
    const { client, seen: requests } = clientReplying(() => json(200, { data: { token: 'jwt-1', user: apiUser } }))
    const session = await signIn({ email: 'ada@example.com', password: 'oja-secret' }, { client })
    expect(session.token).toBe('jwt-1')
    expect(session.user.email).toBe('ada@example.com')
    expect(requests[0]!.method).toBe('POST')
    expect(new URL(requests[0]!.url).pathname).toBe('/api/users/signin')
    expect(await requests[0]!.json()).toEqual({ email: 'ada@example.com', password: 'oja-secret' })
  })

  it('reject with the first server message so the form can show it (spec §8)', async () => {
    const { client } = clientReplying(() =>
      json(401, { errors: [{ message: 'Invalid email or password' }, { message: 'second' }] }),
    )
    const failure = signIn({ oauthToken: 'google-id-token' }, { client })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' })
  })

  it('fall back to the spec message when the server cannot be reached', async () => {
    const { client } = clientReplying(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(sendOtp({ email: 'ada@example.com' }, { client })).rejects.toMatchObject({
      status: 0,
      message: 'An error has occured. please try again later',
    })
  })

  it('send the OTP and verify it for the signed-in user with the stored bearer token', async () => {
    const { client, seen: requests } = clientReplying(
      (request) =>
        new URL(request.url).pathname.endsWith('verifyOtp')
          ? json(200, { data: { token: 'jwt-2', user: apiUser } })
          : json(200, { data: { sent: true } }),
      'jwt-1',
    )
    await sendOtp({ email: 'ada@example.com' }, { client })
    await verifyOtp({ email: 'ada@example.com', otp: 'AB12C' }, { client })
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/users/sendOtp',
      '/api/users/verifyOtp',
    ])
    expect(requests.every((request) => request.headers.get('Authorization') === 'Bearer jwt-1')).toBe(true)
    expect(await requests[1]!.json()).toEqual({ email: 'ada@example.com', otp: 'AB12C' })
  })

  it('refresh the token and sign up through the same client', async () => {
    const { client, seen: requests } = clientReplying((request) =>
      request.method === 'GET'
        ? json(200, { data: { token: 'jwt-3', user: apiUser } })
        : json(201, { data: { token: 'jwt-4', user: apiUser } }),
    )
    await expect(refreshToken({ client })).resolves.toMatchObject({ token: 'jwt-3' })
    await expect(
      signUp({ email: 'ada@example.com', password: 'oja-secret', firstName: 'Ada' }, { client }),
    ).resolves.toMatchObject({ token: 'jwt-4' })
    expect(new URL(requests[0]!.url).pathname).toBe('/api/users/refreshToken')
    expect(new URL(requests[1]!.url).pathname).toBe('/api/users/signup')
  })

  it('fill the sign-in machine slot with a promise actor over the call', async () => {
    const { client, seen: requests } = clientReplying(() => json(200, { data: { token: 'jwt-5', user: apiUser } }))
    const actors = signInActors(client)
    const output = await toPromise(createActor(actors.signIn, { input: { appleToken: 'apple-id-token' } }).start())
    expect(output.token).toBe('jwt-5')
    expect(await requests[0]!.json()).toEqual({ appleToken: 'apple-id-token' })
  })
})

describe('the identity calls', () => {
  it('read the configuration and ask the sandbox for an ID token', async () => {
    const { client, seen: requests } = clientReplying((request) =>
      request.method === 'GET'
        ? json(200, {
            data: { google: { mode: 'sandbox', clientId: null }, apple: { mode: 'sandbox', clientId: null } },
          })
        : json(201, { data: { idToken: 'sandbox-id-token' } }),
    )
    await expect(getIdentityConfig({ client })).resolves.toMatchObject({ google: { mode: 'sandbox' } })
    await expect(
      issueSandboxIdentityToken({ provider: 'apple', email: 'ada@example.com', name: 'Ada' }, { client }),
    ).resolves.toBe('sandbox-id-token')
    expect(new URL(requests[0]!.url).pathname).toBe('/api/identity/config')
    expect(new URL(requests[1]!.url).pathname).toBe('/api/identity/sandbox/token')
    expect(await requests[1]!.json()).toEqual({ provider: 'apple', email: 'ada@example.com', name: 'Ada' })
  })

  it('reject with the server message when the sandbox is off', async () => {
    const { client } = clientReplying(() =>
      json(404, {
        errors: [{ message: 'Google sign-in is live on this store: use the real Google window', field: 'provider' }],
      }),
    )
    await expect(
      issueSandboxIdentityToken({ provider: 'google', email: 'ada@example.com', name: '' }, { client }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Google sign-in is live on this store: use the real Google window',
    })
  })
})
