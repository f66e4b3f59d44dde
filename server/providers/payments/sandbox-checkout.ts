// The sandboxes' checkout scripts, served by the store at the paths the payment settings name while a gateway runs in
// its sandbox (ADRs 0009, 0044): the card sandbox's stand-in for Flutterwave Inline (sandbox-checkout.browser.js) and
// the Paystack sandbox's stand-in for Paystack's InlineJS (sandbox-paystack.browser.js). Each is revalidated on every
// use (no-cache, with an ETag), so a store that changes it is never paired with an old copy in a shopper's browser.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { SANDBOX_CHECKOUT_SCRIPT_PATH, SANDBOX_PAYSTACK_SCRIPT_PATH } from '../../../src/domain/provider-scripts'

export const SANDBOX_CHECKOUT_SCRIPT_FILE = new URL('./sandbox-checkout.browser.js', import.meta.url)
export const SANDBOX_PAYSTACK_SCRIPT_FILE = new URL('./sandbox-paystack.browser.js', import.meta.url)

/** Serves one sandbox browser script, as it is, at its path. */
export function registerSandboxScript(app: FastifyInstance, path: string, file: URL): void {
  const script = readFileSync(file, 'utf8')
  const etag = `"${createHash('sha256').update(script).digest('base64url').slice(0, 27)}"`
  app.get(path, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('text/javascript; charset=utf-8')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    return reply.send(script)
  })
}

/** The card sandbox's checkout script. */
export function registerSandboxCheckout(app: FastifyInstance): void {
  registerSandboxScript(app, SANDBOX_CHECKOUT_SCRIPT_PATH, SANDBOX_CHECKOUT_SCRIPT_FILE)
}

/** The Paystack sandbox's checkout script. */
export function registerSandboxPaystack(app: FastifyInstance): void {
  registerSandboxScript(app, SANDBOX_PAYSTACK_SCRIPT_PATH, SANDBOX_PAYSTACK_SCRIPT_FILE)
}
