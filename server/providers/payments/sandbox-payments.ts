// The card payment sandbox's server side (ADR 0009), the default while the Flutterwave keys are not set. The browser
// loads the store's own checkout script (SANDBOX_CHECKOUT_SCRIPT_PATH, served by sandbox-checkout.ts), whose modal
// records each payment through chargeSandboxPayment (`charge` below) in the sandbox_payments table. Everything after
// that is the real adapter's own code: `flutterwavePayments` verifies and refunds through Flutterwave-shaped routes the
// store answers itself (`/sandbox/flutterwave/v3/transactions/{id}/verify` and `/refund`, answered by
// flutterwave-api/transactions.ts as the fake answers), reached through `app.inject` instead of the network, so the
// path that confirms an order offline is the one that confirms it live. Like Flutterwave, a moment after a successful
// payment the sandbox calls the store's webhook with its hash, so an order is confirmed even if the browser never
// returns.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RequestBody, SuccessData } from '../../../src/domain/contract'
import { exactNairaToKobo } from '../../../src/domain/money'
import { SANDBOX_CHECKOUT_SCRIPT_PATH } from '../../../src/domain/provider-scripts'
import type { SandboxPaymentsRepo } from '../../db/repos/sandbox-payments.repo'
import { DomainError } from '../../errors'
import { answerFlutterwave } from './flutterwave-api/transactions'
import { flutterwavePayments } from './flutterwave'
import { WEBHOOK_HASH_HEADER, type PaymentProvider } from './payment-provider'
import { SANDBOX_WEBHOOK_DELAY_MS, sandboxWebhooks } from './sandbox-webhooks'
import { sandboxKeyBytes } from '../sandbox-keys'

/** Where the sandbox answers as Flutterwave's v3 API does. */
export const SANDBOX_API_PREFIX = '/sandbox/flutterwave/v3'
/** The store's webhook (openapi.yaml receivePaymentWebhook). */
export const WEBHOOK_PATH = '/api/payments/flutterwave/webhook'
export { SANDBOX_WEBHOOK_DELAY_MS }

export const sandboxChargeErrors = {
  publicKey: "This is not the card payment sandbox's public key",
  amount: 'amount must be a whole number of kobo, more than 0',
} as const

export interface SandboxPayments {
  provider: PaymentProvider
  /** Whether it behaves as a gateway that is down (SANDBOX_GATEWAY_DOWN=flutterwave). */
  down: boolean
  /** Records a payment the sandbox's checkout made (chargeSandboxPayment). */
  charge(input: RequestBody<'chargeSandboxPayment'>): Promise<SuccessData<'chargeSandboxPayment'>>
}

export interface SandboxPaymentsOptions {
  app: FastifyInstance
  payments: SandboxPaymentsRepo
  /** false: no webhook call (tests that confirm by the client's call alone). */
  webhookDelayMs?: number | false
  /** SANDBOX_GATEWAY_DOWN=flutterwave: the API (and the checkout script, sandbox-checkout.ts) answer 503, as a
   *  gateway that is down. */
  down?: boolean
  now?: () => Date
  /** The store's token secret, which the sandbox's keys are derived from, so that every process of the store has the
   *  same ones (a public key handed out by one is taken by another); random keys without it. */
  storeSecret?: string
}

/** `fetch` answered by the app itself: the adapter's calls to the sandbox's API never leave the process. */
export function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const answer = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    })
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    })
  }
}

/** The sandbox: its provider (mode 'sandbox') and its charge; registers its Flutterwave-shaped routes on `app`. */
export function sandboxPayments({
  app,
  payments,
  webhookDelayMs = SANDBOX_WEBHOOK_DELAY_MS,
  down = false,
  now = () => new Date(),
  storeSecret,
}: SandboxPaymentsOptions): SandboxPayments {
  // The store's own (derived from its secret, the same in each of its processes): a store's sandbox trusts only itself.
  const key = (name: string, bytes: number) => sandboxKeyBytes(storeSecret, `flutterwave-${name}`, bytes)
  const publicKey = `FLWPUBK_TEST-${key('public', 16).toString('hex')}-X`
  const secretKey = `FLWSECK_TEST-${key('secret', 16).toString('hex')}-X`
  const webhookHash = key('webhook', 24).toString('base64url')
  const ledger = payments.ledger(secretKey)

  app.route({
    method: ['GET', 'POST'],
    url: `${SANDBOX_API_PREFIX}/*`,
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const path = request.url.slice(SANDBOX_API_PREFIX.length).split('?')[0] ?? ''
      const { status, body } = down
        ? { status: 503, body: { status: 'error', message: 'Service Unavailable', data: null } }
        : await answerFlutterwave(
            { method: request.method, path, authorization: request.headers.authorization, body: request.body },
            ledger,
          )
      return reply.code(status).header('Cache-Control', 'no-store').send(body)
    },
  })

  const adapter = flutterwavePayments({
    publicKey,
    secretKey,
    webhookHash,
    apiBaseUrl: `http://sandbox.invalid${SANDBOX_API_PREFIX}`,
    fetch: injectFetch(app),
    retries: 0,
  })
  const provider: PaymentProvider = {
    ...adapter,
    mode: 'sandbox',
    checkout: { src: SANDBOX_CHECKOUT_SCRIPT_PATH, publicKey },
  }

  const webhooks = sandboxWebhooks(app, webhookDelayMs, 'card payment sandbox')
  const callWebhookLater = (event: object) =>
    webhooks.later({
      url: WEBHOOK_PATH,
      headers: { [WEBHOOK_HASH_HEADER]: webhookHash },
      payload: JSON.stringify(event),
    })

  return {
    provider,
    down,
    async charge(input) {
      if (input.public_key !== publicKey) throw new DomainError('invalid', sandboxChargeErrors.publicKey, 'public_key')
      const amountKobo = exactNairaToKobo(input.amount)
      if (amountKobo === null || amountKobo <= 0) throw new DomainError('invalid', sandboxChargeErrors.amount, 'amount')
      const currency = input.currency.toUpperCase()
      const id = await payments.record({
        txRef: input.tx_ref,
        amountKobo,
        currency,
        status: input.outcome,
        customerEmail: input.customer.email,
        customerName: input.customer.name ?? '',
        now: now(),
      })
      if (input.outcome === 'successful') {
        callWebhookLater({
          event: 'charge.completed',
          data: {
            id,
            tx_ref: input.tx_ref,
            amount: input.amount,
            currency,
            status: input.outcome,
            customer: input.customer,
          },
        })
      }
      return { transaction_id: id, tx_ref: input.tx_ref, status: input.outcome }
    },
  }
}
