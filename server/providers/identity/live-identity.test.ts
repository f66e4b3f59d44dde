// The live Google/Apple adapter against a key set served on a local port (no network): signature, issuer,
// audience and expiry are all checked. Also the store wired to it: live config, no sandbox, a real sign-in.
import { createServer, type Server } from 'node:http'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { openTestDatabase, type Database } from '../../db/database'
import type { FastifyInstance } from 'fastify'
import { IdentityTokenError } from './identity-provider'
import { liveIdentity } from './live-identity'

const CLIENT_ID = '1234-oja.apps.googleusercontent.com'

let server: Server
let jwksUrl: string
let signingKey: CryptoKey
let otherKey: CryptoKey

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  signingKey = pair.privateKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }],
  })
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  jwksUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/oauth2/v3/certs`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

function googleToken({
  key = signingKey,
  audience = CLIENT_ID,
  issuer = 'https://accounts.google.com',
  expiresIn = 3600,
  claims = {} as Record<string, unknown>,
} = {}) {
  const issuedAt = Math.floor(Date.now() / 1000)
  return new SignJWT({
    email: 'kemi@example.com',
    email_verified: true,
    given_name: 'Kemi',
    family_name: 'Adebayo',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('110169484474386276334')
    .setIssuedAt(issuedAt - 60)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(key)
}

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(IdentityTokenError)
  return (error as IdentityTokenError).problem
}

describe('the live identity adapter', () => {
  const google = () => liveIdentity({ provider: 'google', clientId: CLIENT_ID, jwksUrl })

  it("accepts a token signed with the provider's key for this client and reads the person", async () => {
    await expect(google().verify(await googleToken())).resolves.toEqual({
      provider: 'google',
      subject: '110169484474386276334',
      email: 'kemi@example.com',
      emailVerified: true,
      firstName: 'Kemi',
      lastName: 'Adebayo',
    })
  })

  it("accepts Google's issuer without the scheme, and Apple's 'true' as text", async () => {
    await expect(
      google().verify(await googleToken({ issuer: 'accounts.google.com', claims: { email_verified: 'true' } })),
    ).resolves.toMatchObject({ emailVerified: true })
  })

  it('refuses a token signed with another key, for another app, from another issuer, expired, or without an email', async () => {
    expect(await problemOf(google().verify(await googleToken({ key: otherKey })))).toBe('invalid')
    expect(
      await problemOf(google().verify(await googleToken({ audience: 'someone-else.apps.googleusercontent.com' }))),
    ).toBe('wrongAudience')
    expect(await problemOf(google().verify(await googleToken({ issuer: 'https://appleid.apple.com' })))).toBe('invalid')
    expect(await problemOf(google().verify(await googleToken({ expiresIn: -120 })))).toBe('expired')
    expect(await problemOf(google().verify(await googleToken({ claims: { email: undefined } })))).toBe('noEmail')
    expect(await problemOf(google().verify('not-a-token'))).toBe('invalid')
  })
})

describe('the store with live Google sign-in', () => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await openTestDatabase()
    app = await buildApp({
      database,
      mediaDir: '/nonexistent',
      accounts: {
        tokenSecret: 'a test secret that is long enough for HS256',
        tokenLifetimeSeconds: 3600,
        accessTokenLifetimeSeconds: 900,
        mailFrom: 'no-reply@oja.ng',
        google: { clientId: CLIENT_ID, jwksUrl },
        apple: { jwksUrl: 'http://127.0.0.1:9/unused' },
      },
    })
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('reports Google live with its client ID, and Apple in the sandbox', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/identity/config' })
    expect(response.json()).toEqual({
      data: { google: { mode: 'live', clientId: CLIENT_ID }, apple: { mode: 'sandbox', clientId: null } },
    })
  })

  it('issues no sandbox tokens for Google', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/identity/sandbox/token',
      payload: { provider: 'google', email: 'kemi@example.com', name: 'Kemi' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      errors: [{ message: 'Google sign-in is live on this store: use the real Google window', field: 'provider' }],
    })
  })

  it('signs in with a Google token, and refuses one for another app', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { oauthToken: await googleToken() },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json() as { data: { user: unknown } }).data.user).toMatchObject({
      email: 'kemi@example.com',
      firstName: 'Kemi',
      verificationCode: false,
    })
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { oauthToken: await googleToken({ audience: 'another-app' }) },
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({
      errors: [{ message: 'This Google sign-in was made for another app. Please try again', field: 'oauthToken' }],
    })
  })
})
