// Issue 10's header checks: every kind of answer carries the security headers, the policy allows exactly the real
// providers' script origins (issue 12: Flutterwave Inline's while card payment is live), and HSTS is sent only when the
// store's public address is https.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { APPLE_JWKS_URL, GOOGLE_JWKS_URL } from './config'
import { openTestDatabase, type Database } from './db/database'
import { SANDBOX_CHECKOUT_SCRIPT_PATH, SANDBOX_PAYSTACK_SCRIPT_PATH } from '../src/domain/provider-scripts'
import { registerSandboxCheckout, registerSandboxPaystack } from './providers/payments/sandbox-checkout'
import {
  contentSecurityDirectives,
  liveScriptProviders,
  registerSecurityHeaders,
  type SecurityHeadersOptions,
} from './security-headers'
import { LOADER_SCRIPT_HASH, TYPEFACE_SCRIPT_HASH } from './web/web-pages'
import { CHAT_BUTTON_SCRIPT_HASH } from './web/chat-button'

let database: Database
let webRoot: string

beforeAll(async () => {
  database = await openTestDatabase()
  webRoot = mkdtempSync(join(tmpdir(), 'oja-web-'))
  mkdirSync(join(webRoot, 'assets'))
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Oja</title></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(join(webRoot, 'assets/app-abc.js'), 'export {}')
})
afterAll(async () => {
  await database.close()
  rmSync(webRoot, { recursive: true, force: true })
})

const accounts = (google?: string, apple?: string) => ({
  tokenSecret: 'x'.repeat(48),
  tokenLifetimeSeconds: 3600,
  accessTokenLifetimeSeconds: 900,
  mailFrom: 'Oja <no-reply@oja.ng>',
  google: { ...(google ? { clientId: google } : {}), jwksUrl: GOOGLE_JWKS_URL },
  apple: { ...(apple ? { clientId: apple } : {}), jwksUrl: APPLE_JWKS_URL },
})

describe('security headers', () => {
  it('are on pages, API answers and errors; files carry nosniff and their resource policy only', async () => {
    const app = await buildApp({ database, mediaDir: '/nonexistent', webRoot, publicUrl: 'http://localhost:3000' })
    try {
      for (const url of ['/', '/product-listing', '/api/promo', '/api/nothing-here']) {
        const response = await app.inject({ method: 'GET', url })
        const headers = response.headers
        expect(headers['x-content-type-options'], url).toBe('nosniff')
        expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
        expect(headers['x-frame-options'], url).toBe('DENY')
        expect(headers['cross-origin-opener-policy'], url).toBeUndefined()
        const policy = String(headers['content-security-policy'])
        expect(policy, url).toContain("frame-ancestors 'none'")
        expect(policy, url).toContain(
          `script-src 'self' ${TYPEFACE_SCRIPT_HASH} ${LOADER_SCRIPT_HASH} ${CHAT_BUTTON_SCRIPT_HASH};`,
        )
        expect(policy, url).toContain("object-src 'none'")
        expect(headers['strict-transport-security'], url).toBeUndefined()
        expect(headers['x-xss-protection'], url).toBeUndefined()
      }
      const file = await app.inject({ method: 'GET', url: '/assets/app-abc.js' })
      expect(file.statusCode).toBe(200)
      expect(file.headers['x-content-type-options']).toBe('nosniff')
      expect(file.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(file.headers['content-security-policy']).toBeUndefined()
    } finally {
      await app.close()
    }
  })

  it('send HSTS and upgrade requests when the public address is https', async () => {
    const app = await buildApp({ database, mediaDir: '/nonexistent', webRoot, publicUrl: 'https://oja.ng' })
    try {
      const response = await app.inject({ method: 'GET', url: '/' })
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests')
    } finally {
      await app.close()
    }
  })

  it('allow exactly the script origins of the real providers that are on', async () => {
    const sandbox = await buildApp({ database, mediaDir: '/nonexistent', publicUrl: 'https://oja.ng' })
    const live = await buildApp({
      database,
      mediaDir: '/nonexistent',
      publicUrl: 'https://oja.ng',
      accounts: accounts('google-client', 'ng.oja.web'),
    })
    try {
      const sandboxPolicy = String(
        (await sandbox.inject({ method: 'GET', url: '/api/promo' })).headers['content-security-policy'],
      )
      expect(sandboxPolicy).not.toContain('google')
      expect(sandboxPolicy).not.toContain('apple')
      expect(sandboxPolicy).toContain("frame-src 'none'")
      const livePolicy = String(
        (await live.inject({ method: 'GET', url: '/api/promo' })).headers['content-security-policy'],
      )
      expect(livePolicy).toContain(
        `script-src 'self' ${TYPEFACE_SCRIPT_HASH} ${LOADER_SCRIPT_HASH} ${CHAT_BUTTON_SCRIPT_HASH} https://accounts.google.com https://appleid.cdn-apple.com;`,
      )
      expect(livePolicy).toContain('frame-src https://accounts.google.com https://appleid.apple.com')
    } finally {
      await sandbox.close()
      await live.close()
    }
    expect(contentSecurityDirectives({ publicUrl: 'http://localhost', providers: ['apple'] }).scriptSrc).toEqual([
      "'self'",
      TYPEFACE_SCRIPT_HASH,
      LOADER_SCRIPT_HASH,
      CHAT_BUTTON_SCRIPT_HASH,
      'https://appleid.cdn-apple.com',
    ])
  })

  it('allow Flutterwave Inline (its script, its API and its checkout frames) only while card payment is live', async () => {
    const policyOf = async (options: SecurityHeadersOptions) => {
      const app = Fastify()
      try {
        await registerSecurityHeaders(app, options)
        app.get('/api/promo', async () => ({ data: null }))
        return String((await app.inject({ method: 'GET', url: '/api/promo' })).headers['content-security-policy'])
      } finally {
        await app.close()
      }
    }
    const live = await policyOf({
      publicUrl: 'https://oja.ng',
      providers: liveScriptProviders({ google: false, apple: false, flutterwave: true, paystack: false }),
    })
    expect(live).toContain(
      `script-src 'self' ${TYPEFACE_SCRIPT_HASH} ${LOADER_SCRIPT_HASH} ${CHAT_BUTTON_SCRIPT_HASH} https://checkout.flutterwave.com;`,
    )
    expect(live).toContain("connect-src 'self' https://checkout.flutterwave.com https://api.ravepay.co;")
    expect(live).toContain(
      'frame-src https://checkout.flutterwave.com https://checkout-v3-ui-prod.f4b-flutterwave.com;',
    )
    expect(live).toContain("frame-ancestors 'none'")

    const sandbox = await policyOf({
      publicUrl: 'https://oja.ng',
      providers: liveScriptProviders({ google: false, apple: false, flutterwave: false, paystack: false }),
    })
    expect(sandbox).not.toContain('flutterwave')
    expect(sandbox).not.toContain('ravepay')
    expect(sandbox).toContain(
      `script-src 'self' ${TYPEFACE_SCRIPT_HASH} ${LOADER_SCRIPT_HASH} ${CHAT_BUTTON_SCRIPT_HASH};`,
    )
    expect(sandbox).toContain("connect-src 'self';")
    expect(sandbox).toContain("frame-src 'none'")

    const everyone = await policyOf({
      publicUrl: 'https://oja.ng',
      providers: liveScriptProviders({ google: true, apple: true, flutterwave: true, paystack: false }),
    })
    expect(everyone).toContain(
      `script-src 'self' ${TYPEFACE_SCRIPT_HASH} ${LOADER_SCRIPT_HASH} ${CHAT_BUTTON_SCRIPT_HASH} https://accounts.google.com https://appleid.cdn-apple.com https://checkout.flutterwave.com;`,
    )
    expect(everyone).toContain(
      'frame-src https://accounts.google.com https://appleid.apple.com https://checkout.flutterwave.com https://checkout-v3-ui-prod.f4b-flutterwave.com;',
    )
  })

  it("allow Paystack's InlineJS (its script, its API and its checkout frame) only while Paystack is live", async () => {
    const policyOf = (paystack: boolean) =>
      contentSecurityDirectives({
        publicUrl: 'https://oja.ng',
        providers: liveScriptProviders({ google: false, apple: false, flutterwave: true, paystack }),
      })
    const live = policyOf(true)
    expect(live.scriptSrc).toContain('https://js.paystack.co')
    expect(live.connectSrc).toEqual([
      "'self'",
      'https://checkout.flutterwave.com',
      'https://api.ravepay.co',
      'https://api.paystack.co',
      'https://checkout.paystack.com',
    ])
    expect(live.frameSrc).toContain('https://checkout.paystack.com')
    expect(JSON.stringify(policyOf(false))).not.toContain('paystack')
  })

  it("send the sandbox's checkout script with a file's headers: nosniff and its resource policy, no page policy", async () => {
    const app = Fastify()
    try {
      await registerSecurityHeaders(app, { publicUrl: 'http://localhost:3000', providers: [] })
      registerSandboxCheckout(app)
      registerSandboxPaystack(app)
      for (const url of [SANDBOX_CHECKOUT_SCRIPT_PATH, SANDBOX_PAYSTACK_SCRIPT_PATH]) {
        const response = await app.inject({ method: 'GET', url })
        expect(response.statusCode).toBe(200)
        expect(response.headers['x-content-type-options']).toBe('nosniff')
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
        expect(response.headers['content-security-policy']).toBeUndefined()
        expect(response.headers['x-frame-options']).toBeUndefined()
      }
    } finally {
      await app.close()
    }
  })
})
