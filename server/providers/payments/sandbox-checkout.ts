// The card payment sandbox's checkout script (sandbox-checkout.browser.js), served by the store at the path the payment
// settings name while card payment runs in the sandbox (ADR 0009). It is revalidated on every use (no-cache, with an
// ETag), so a store that changes it is never paired with an old copy in a shopper's browser.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { SANDBOX_CHECKOUT_SCRIPT_PATH } from '../../../src/domain/provider-scripts'

export const SANDBOX_CHECKOUT_SCRIPT_FILE = new URL('./sandbox-checkout.browser.js', import.meta.url)

/** `down` (SANDBOX_GATEWAY_DOWN=flutterwave): the script answers 503, so the browser cannot load the checkout. */
export function registerSandboxCheckout(app: FastifyInstance, { down = false }: { down?: boolean } = {}): void {
  const script = readFileSync(SANDBOX_CHECKOUT_SCRIPT_FILE, 'utf8')
  const etag = `"${createHash('sha256').update(script).digest('base64url').slice(0, 27)}"`
  app.get(SANDBOX_CHECKOUT_SCRIPT_PATH, async (request, reply) => {
    if (down) return reply.code(503).header('Cache-Control', 'no-store').type('text/plain').send('Service Unavailable')
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('text/javascript; charset=utf-8')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    return reply.send(script)
  })
}
