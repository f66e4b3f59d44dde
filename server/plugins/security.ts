// Security headers on every answer (server/security-headers.ts), naming exactly the live providers' script origins;
// then the payment sandboxes' scripts (card, and Paystack's stand-in), so they are sent with a file's headers.
import fp from 'fastify-plugin'
import { registerSandboxCheckout, registerSandboxPaystack } from '../providers/payments/sandbox-checkout'
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
        paystack: payment.gateways.paystack?.mode === 'live',
      }),
      consentBanner: app.store.analytics.length > 0,
    })
    if (payment.sandbox) registerSandboxCheckout(app, { down: payment.sandbox.down })
    if (payment.paystackSandbox) registerSandboxPaystack(app, { down: payment.paystackSandbox.down })
  },
  { name: 'security' },
)
