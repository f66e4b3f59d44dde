// The wallet's banks and VTU services (ADR 0010) as `app.walletProviders`: the ones a test gave, Flutterwave's with
// the card payment keys, else the store's own sandboxes. A plugin after the request checks, not a part of the store,
// because the sandboxes add their API's routes, which get the same guards as every other route.
import fp from 'fastify-plugin'
import type { WalletProviders } from '../providers/wallet/sandbox-wallet'
import { walletProvidersOf } from '../providers/wallet/wallet-providers-of'

declare module 'fastify' {
  interface FastifyInstance {
    walletProviders: WalletProviders
  }
}

export const walletProvidersPlugin = fp(
  async (app) => {
    const { deps, now } = app.store
    const given = deps.payments
    app.decorate(
      'walletProviders',
      deps.walletProviders ??
        walletProvidersOf({
          app,
          database: deps.database,
          now,
          log: app.log,
          // One set of Flutterwave keys for all of its services: live card payment means live banks and VTU.
          flutterwave: given && 'flutterwave' in given && !('mode' in given) ? given.flutterwave : undefined,
          ...(deps.sandboxWebhookDelayMs === false
            ? { webhook: false }
            : deps.sandboxWebhookDelayMs === undefined
              ? {}
              : { transferDelayMs: deps.sandboxWebhookDelayMs }),
        }),
    )
  },
  { name: 'wallet-providers' },
)
