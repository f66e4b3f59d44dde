// The sandboxes' checkout scripts, served by the store at the paths the payment settings name while a gateway runs in
// its sandbox (ADRs 0009, 0044): the card sandbox's stand-in for Flutterwave Inline (sandbox-checkout.browser.js) and
// the Paystack sandbox's stand-in for Paystack's InlineJS (sandbox-paystack.browser.js). Each is revalidated on every
// use (no-cache, with an ETag), so a store that changes it is never paired with an old copy in a shopper's browser; a
// browser that accepts gzip gets it gzipped, compressed once at start (a third of the bytes on a slow link). A
// sandbox that behaves as a gateway that is down (SANDBOX_GATEWAY_DOWN, docs/adr/0043) answers 503 instead, so the
// browser cannot load its checkout.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { constants, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { SANDBOX_CHECKOUT_SCRIPT_PATH, SANDBOX_PAYSTACK_SCRIPT_PATH } from '../../../src/domain/provider-scripts'
import { composeSandboxScript } from './sandbox-script'

export const SANDBOX_CHECKOUT_SCRIPT_FILE = new URL('./sandbox-checkout.browser.js', import.meta.url)
export const SANDBOX_PAYSTACK_SCRIPT_FILE = new URL('./sandbox-paystack.browser.js', import.meta.url)
/** The windows' shared frame, served in front of each stand-in. */
export const SANDBOX_MODAL_SCRIPT_FILE = new URL('./sandbox-modal.browser.js', import.meta.url)

/** A sandbox's checkout script as the browser gets it: the shared frame and the stand-in in `file`. */
export function sandboxScriptSource(file: URL): string {
  return composeSandboxScript(readFileSync(SANDBOX_MODAL_SCRIPT_FILE, 'utf8'), readFileSync(file, 'utf8'))
}

/** Serves a sandbox's browser script (behind the shared frame) at `path`; `down`: 503, as a gateway that is down. */
export function serveSandboxScript(
  app: FastifyInstance,
  { path, file, down = false }: { path: string; file: URL; down?: boolean },
): void {
  const script = sandboxScriptSource(file)
  const gzipped = gzipSync(script, { level: constants.Z_BEST_COMPRESSION })
  const etag = `"${createHash('sha256').update(script).digest('base64url').slice(0, 27)}"`
  app.get(path, async (request, reply) => {
    if (down) return reply.code(503).header('Cache-Control', 'no-store').type('text/plain').send('Service Unavailable')
    reply
      .header('Cache-Control', 'no-cache')
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding')
      .type('text/javascript; charset=utf-8')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
      return reply.header('Content-Encoding', 'gzip').send(gzipped)
    return reply.send(script)
  })
}

/** The card payment sandbox's script; `down` (SANDBOX_GATEWAY_DOWN=flutterwave): 503. */
export function registerSandboxCheckout(app: FastifyInstance, { down = false }: { down?: boolean } = {}): void {
  serveSandboxScript(app, { path: SANDBOX_CHECKOUT_SCRIPT_PATH, file: SANDBOX_CHECKOUT_SCRIPT_FILE, down })
}

/** The Paystack sandbox's script; `down` (SANDBOX_GATEWAY_DOWN=paystack): 503. */
export function registerSandboxPaystack(app: FastifyInstance, { down = false }: { down?: boolean } = {}): void {
  serveSandboxScript(app, { path: SANDBOX_PAYSTACK_SCRIPT_PATH, file: SANDBOX_PAYSTACK_SCRIPT_FILE, down })
}
