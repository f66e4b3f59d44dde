// Security headers on every answer (server/security-headers.ts), naming exactly the live providers' script origins;
// then the card payment sandbox's script, so it is sent with a file's headers.
import fp from 'fastify-plugin'
import { registerSandboxCheckout } from '../providers/payments/sandbox-checkout'
import { liveScriptProviders, registerSecurityHeaders } from '../security-headers'

export const securityPlugin = fp(
  async (app) => {
    const { deps, publicUrl, payment } = app.store
    await registerSecurityHeaders(app, {
      publicUrl,
      providers: liveScriptProviders({
        google: Boolean(deps.accounts?.google.clientId),
        apple: Boolean(deps.accounts?.apple.clientId),
        flutterwave: payment.provider.mode === 'live',
      }),
      consentBanner: app.store.analytics.length > 0,
    })
    if (payment.sandbox) registerSandboxCheckout(app, { down: payment.sandbox.down })
  },
  { name: 'security' },
)
