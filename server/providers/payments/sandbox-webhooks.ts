// The payment sandboxes' webhook calls (ADR 0009, docs/adr/0043): a moment after a successful payment a sandbox posts
// its gateway's event to the store's own webhook through `app.inject`, as the gateway would a moment later. Timers
// not yet fired are dropped when the app closes, and calls under way are waited for.
import type { FastifyInstance } from 'fastify'

/** How long after a successful payment a sandbox calls the webhook, as the gateways do a moment later. */
export const SANDBOX_WEBHOOK_DELAY_MS = 3_000

export interface SandboxWebhook {
  url: string
  headers: Record<string, string>
  /** The body exactly as sent (and, where the gateway signs it, as signed). */
  payload: string
}

/** Posts webhooks `delayMs` later (false: never, for tests that confirm by the client's call alone). */
export function sandboxWebhooks(
  app: FastifyInstance,
  delayMs: number | false,
  name: string,
): { later(webhook: SandboxWebhook): void } {
  const timers = new Set<NodeJS.Timeout>()
  const calls = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
    await Promise.allSettled(calls)
  })

  return {
    later({ url, headers, payload }) {
      if (delayMs === false) return
      const timer = setTimeout(() => {
        timers.delete(timer)
        const call = app
          .inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload })
          .then((answer) => {
            if (answer.statusCode !== 200)
              app.log.warn({ status: answer.statusCode, body: answer.body }, `the ${name} webhook was refused`)
          })
          .catch((error: unknown) => app.log.warn({ err: error }, `the ${name} webhook failed`))
          .finally(() => calls.delete(call))
        calls.add(call)
      }, delayMs)
      timer.unref()
      timers.add(timer)
    },
  }
}
