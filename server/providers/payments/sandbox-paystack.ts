// The Paystack sandbox's server side (docs/adr/0043), the default beside the card payment sandbox while Paystack has no
// keys. The store initializes, verifies and refunds through the real adapter, `paystackPayments`, pointed at
// Paystack-shaped routes the store answers itself (`/sandbox/paystack/api/*`, answered by paystack-api.ts's
// answerPaystack over the sandbox_paystack_transactions ledger) and reached through `app.inject` instead of the network,
// so the path that confirms an order offline is the one that confirms it live. The browser loads the store's own
// stand-in for Paystack's inline checkout (SANDBOX_PAYSTACK_SCRIPT_PATH), which reads the transaction by its access code
// and ends it (card, bank transfer, USSD, or Apple Pay's two calls, spec §7) through the operations below. Like
// Paystack, a moment after a successful payment the sandbox posts `charge.success` to the store's webhook, signed with
// its secret key over the exact bytes, so an order is confirmed even if the browser never returns.
import { randomBytes } from 'node:crypto'
import { sandboxKeyBytes } from '../sandbox-keys'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RequestBody, SuccessData } from '../../../src/domain/contract'
import { SANDBOX_PAYSTACK_SCRIPT_PATH } from '../../../src/domain/provider-scripts'
import type { SandboxPaystackEnd, SandboxPaystackRepo } from '../../db/repos/sandbox-paystack.repo'
import { DomainError } from '../../errors'
import { injectFetch } from './sandbox-payments'
import { sandboxWebhooks, SANDBOX_WEBHOOK_DELAY_MS } from './sandbox-webhooks'
import { PAYSTACK_SIGNATURE_HEADER, paystackPayments, paystackSignature, type PaystackPayments } from './paystack'
import { answerPaystack, errorAnswer, transactionData } from './paystack-api/paystack-api'

/** Where the sandbox answers as Paystack's API does. */
export const SANDBOX_PAYSTACK_API_PREFIX = '/sandbox/paystack/api'
/** The store's Paystack webhook (openapi.yaml receivePaystackWebhook). */
export const PAYSTACK_WEBHOOK_PATH = '/api/payments/paystack/webhook'

export const sandboxPaystackErrors = {
  notFound: 'The Paystack sandbox gave no transaction with this access code',
  ended: 'This transaction has already ended',
} as const

/** The channels the sandbox's checkout window can pay with (openapi.yaml SandboxPaystackTransaction). */
const WINDOW_CHANNELS = ['card', 'bank_transfer', 'ussd'] as const
type WindowChannel = (typeof WINDOW_CHANNELS)[number]
const isWindowChannel = (channel: string): channel is WindowChannel =>
  (WINDOW_CHANNELS as readonly string[]).includes(channel)

export interface SandboxPaystack {
  /** The real adapter, pointed at the sandbox (mode 'sandbox', the sandbox's checkout script and public key). */
  provider: PaystackPayments
  /** Whether it behaves as a gateway that is down (SANDBOX_GATEWAY_DOWN=paystack): its checkout script answers 503 too. */
  down: boolean
  /** What the checkout window shows for an access code (getSandboxPaystackTransaction). */
  transaction(accessCode: string): Promise<SuccessData<'getSandboxPaystackTransaction'>>
  /** The checkout window's payment (chargeSandboxPaystack). */
  charge(input: RequestBody<'chargeSandboxPaystack'>): Promise<SuccessData<'chargeSandboxPaystack'>>
  /** Apple Pay's merchant validation (validateSandboxApplePaySession). */
  applePaySession(
    input: RequestBody<'validateSandboxApplePaySession'>,
  ): Promise<SuccessData<'validateSandboxApplePaySession'>>
  /** Apple Pay's charge (chargeSandboxApplePay). */
  applePayCharge(input: RequestBody<'chargeSandboxApplePay'>): Promise<SuccessData<'chargeSandboxApplePay'>>
}

export interface SandboxPaystackOptions {
  app: FastifyInstance
  transactions: SandboxPaystackRepo
  /** false: no webhook call (tests that confirm by the client's call alone). */
  webhookDelayMs?: number | false
  /** SANDBOX_GATEWAY_DOWN=paystack: the API answers 503, as a gateway that is down (initialize and verify fail as
   *  'unreachable', and the gateway rests). */
  down?: boolean
  now?: () => Date
  /** The store's token secret, which the sandbox's keys are derived from (the same in each process of the store);
   *  random keys without it. */
  storeSecret?: string
}

/** The sandbox: its provider and its checkout window's operations; registers its Paystack-shaped routes on `app`. */
export function sandboxPaystack({
  app,
  transactions,
  webhookDelayMs = SANDBOX_WEBHOOK_DELAY_MS,
  down = false,
  now = () => new Date(),
  storeSecret,
}: SandboxPaystackOptions): SandboxPaystack {
  // The store's own, shaped as Paystack's test keys (derived from its secret, the same in each of its processes): a
  // store's sandbox trusts only itself.
  const key = (name: string) => sandboxKeyBytes(storeSecret, `paystack-${name}`, 20).toString('hex')
  const publicKey = `pk_test_${key('public')}`
  const secretKey = `sk_test_${key('secret')}`
  const ledger = transactions.ledger(secretKey)

  app.route({
    method: ['GET', 'POST'],
    url: `${SANDBOX_PAYSTACK_API_PREFIX}/*`,
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const path = request.url.slice(SANDBOX_PAYSTACK_API_PREFIX.length).split('?')[0] ?? ''
      const { status, body } = down
        ? errorAnswer(503, 'Service Unavailable')
        : await answerPaystack(
            { method: request.method, path, authorization: request.headers.authorization, body: request.body },
            ledger,
          )
      return reply.code(status).header('Cache-Control', 'no-store').send(body)
    },
  })

  const adapter = paystackPayments({
    publicKey,
    secretKey,
    apiBaseUrl: `http://sandbox.invalid${SANDBOX_PAYSTACK_API_PREFIX}`,
    fetch: injectFetch(app),
    retries: 0,
  })
  const provider: PaystackPayments = {
    ...adapter,
    mode: 'sandbox',
    checkout: { src: SANDBOX_PAYSTACK_SCRIPT_PATH, publicKey },
  }

  const webhooks = sandboxWebhooks(app, webhookDelayMs, 'Paystack sandbox')

  /** The transaction ended, or the refusal; on success Paystack's signed `charge.success` a moment later. */
  function ended(result: SandboxPaystackEnd): SuccessData<'chargeSandboxPaystack'> {
    if (result.outcome === 'notFound') throw new DomainError('notFound', sandboxPaystackErrors.notFound)
    if (result.outcome === 'alreadyEnded') throw new DomainError('conflict', sandboxPaystackErrors.ended)
    const { transaction } = result
    if (transaction.status === 'success') {
      const payload = JSON.stringify({ event: 'charge.success', data: transactionData(transaction) })
      webhooks.later({
        url: PAYSTACK_WEBHOOK_PATH,
        headers: { [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(payload, secretKey) },
        payload,
      })
    }
    return { reference: transaction.reference, status: transaction.status === 'success' ? 'success' : 'failed' }
  }

  async function ongoing(accessCode: string) {
    const found = await transactions.byAccessCode(accessCode)
    if (!found) throw new DomainError('notFound', sandboxPaystackErrors.notFound)
    if (found.transaction.status !== 'ongoing') throw new DomainError('conflict', sandboxPaystackErrors.ended)
    return found
  }

  return {
    provider,
    down,
    async transaction(accessCode) {
      const found = await transactions.byAccessCode(accessCode)
      if (!found) throw new DomainError('notFound', sandboxPaystackErrors.notFound)
      const { transaction, channels } = found
      return {
        reference: transaction.reference,
        amountKobo: transaction.amount,
        currency: transaction.currency,
        email: transaction.email,
        channels: channels.filter(isWindowChannel),
        status: transaction.status === 'success' || transaction.status === 'failed' ? transaction.status : 'ongoing',
      }
    },
    async charge({ access_code, channel, outcome }) {
      return ended(await transactions.end(access_code, channel, outcome, now()))
    },
    async applePaySession({ transaction, displayName, domainName }) {
      await ongoing(transaction)
      const at = now().getTime()
      // Shaped as Apple's merchant session; opaque to the checkout, which hands it back to Apple Pay JS.
      return {
        merchantSession: {
          epochTimestamp: at,
          expiresAt: at + 60 * 60_000,
          merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
          nonce: randomBytes(4).toString('hex'),
          merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
          domainName,
          displayName,
          signature: randomBytes(48).toString('base64'),
          retries: 0,
        },
      }
    },
    async applePayCharge({ transaction, paymentObject }) {
      const token = paymentObject['token']
      const paid = typeof token === 'object' && token !== null
      return ended(await transactions.end(transaction, 'apple_pay', paid ? 'success' : 'failed', now()))
    },
  }
}
