// The sandbox checkout scripts' routes: what the payment page loads in sandbox mode. What the card sandbox's script
// does in a browser is tested by its stories (stories/sandbox/card-checkout.stories.tsx); Paystack's stand-in by
// sandbox-paystack.browser.test.ts.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { SANDBOX_CHECKOUT_SCRIPT_PATH, SANDBOX_PAYSTACK_SCRIPT_PATH } from '../../../src/domain/provider-scripts'
import {
  registerSandboxCheckout,
  registerSandboxPaystack,
  SANDBOX_CHECKOUT_SCRIPT_FILE,
  SANDBOX_PAYSTACK_SCRIPT_FILE,
  sandboxScriptSource,
} from './sandbox-checkout'

async function bareApp() {
  const app = Fastify()
  registerSandboxCheckout(app)
  registerSandboxPaystack(app)
  await app.ready()
  return app
}

const SCRIPTS = [
  {
    name: 'the card sandbox',
    path: SANDBOX_CHECKOUT_SCRIPT_PATH,
    file: SANDBOX_CHECKOUT_SCRIPT_FILE,
    defines: 'window.FlutterwaveCheckout = function FlutterwaveCheckout(config)',
  },
  {
    name: "Paystack's sandbox",
    path: SANDBOX_PAYSTACK_SCRIPT_PATH,
    file: SANDBOX_PAYSTACK_SCRIPT_FILE,
    defines: 'window.PaystackPop = PaystackPop',
  },
]

describe.each(SCRIPTS)("$name's checkout script", ({ path, file, defines }) => {
  it('is served as JavaScript that browsers revalidate on every use', async () => {
    const app = await bareApp()
    try {
      const response = await app.inject({ method: 'GET', url: path })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      // The stand-in behind the windows' shared frame, in one scope.
      expect(response.body).toBe(sandboxScriptSource(file))
      expect(response.body).toContain(readFileSync(file, 'utf8'))
      expect(response.body).toContain('function sandboxModalKit(prefix)')
      expect(response.body).toContain(defines)
    } finally {
      await app.close()
    }
  })

  it('is gzipped for a browser that accepts gzip, and the same script', async () => {
    const app = await bareApp()
    try {
      const response = await app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip, br' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(response.headers.vary).toBe('Accept-Encoding')
      expect(response.rawPayload.length).toBeLessThan(sandboxScriptSource(file).length / 2)
      expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(sandboxScriptSource(file))
    } finally {
      await app.close()
    }
  })

  it('answers 304 to a browser that holds the current copy, and the whole script to one that holds another', async () => {
    const app = await bareApp()
    try {
      const first = await app.inject({ method: 'GET', url: path })
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
      const same = await app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } })
      expect(same.statusCode).toBe(304)
      expect(same.body).toBe('')
      expect(same.headers['cache-control']).toBe('no-cache')
      const stale = await app.inject({ method: 'GET', url: path, headers: { 'if-none-match': '"an-older-copy"' } })
      expect(stale.statusCode).toBe(200)
      expect(stale.body).toBe(first.body)
    } finally {
      await app.close()
    }
  })

  it('is a classic script that parses on its own: no imports, no module syntax', () => {
    const script = sandboxScriptSource(file)
    expect(script).not.toMatch(/^\s*(import|export)\s/m)
    // Compiling a function body parses the script without running it.
    expect(() => new Function(script)).not.toThrow()
  })
})
