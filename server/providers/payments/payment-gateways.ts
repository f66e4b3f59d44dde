// The card gateways the store takes payments through (docs/adr/0041): which are configured, in the operator's order
// of preference (PAYMENT_GATEWAYS), and how each has fared lately. A gateway whose call failed or timed out is passed
// over for a while, so a shopper placing an order is offered the other one. Which gateway took an order's money is
// kept with the order (orders.payment_gateway); its verification, webhook and refunds go to that gateway's adapter.
// The health is this process's own (each store process learns it from its own calls); nothing is kept in a module.
import { PaymentVerificationError, type PaymentProvider } from './payment-provider'
import type { PaystackPayments } from './paystack'

/** A gateway that takes card payments (and, on Paystack, bank transfer and USSD). */
export type CardGateway = 'flutterwave' | 'paystack'

/** Who took an order's money: a card gateway, or the shopper's wallet. */
export type PaidThrough = CardGateway | 'wallet'

export const CARD_GATEWAYS: readonly CardGateway[] = ['flutterwave', 'paystack']

export function isCardGateway(value: unknown): value is CardGateway {
  return value === 'flutterwave' || value === 'paystack'
}

/** How long a gateway whose call failed is passed over when a payment is opened. */
export const GATEWAY_REST_MS = 5 * 60_000

/** What a shopper can pay with on each gateway (Paystack's `channels`; Flutterwave's checkout is opened for cards). */
export const GATEWAY_METHODS = {
  flutterwave: ['card'],
  paystack: ['card', 'bank_transfer', 'ussd'],
} as const satisfies Record<CardGateway, readonly string[]>

export type PaymentMethod = (typeof GATEWAY_METHODS)[CardGateway][number]

/** Each gateway's adapter: Paystack's with its own calls (initialize) beside the shared interface. */
export interface GatewayAdapters {
  flutterwave?: PaymentProvider
  paystack?: PaystackPayments
}

export interface PaymentGateways {
  /** The configured gateways, in the operator's order of preference. */
  readonly configured: readonly CardGateway[]
  /** Paystack's adapter with its own calls, when Paystack is configured. */
  readonly paystack?: PaystackPayments
  /** The adapter of a gateway that took money. Null (an order settled before there were two gateways) is
   *  Flutterwave's, the only one then. A gateway not configured now (its keys removed) answers every call with
   *  'unauthorized', the operator's to fix: its payments are never asked of the other gateway. */
  of(gateway: CardGateway | null): PaymentProvider
  /** The configured gateways to offer now: the healthy ones in order of preference, then those resting. */
  preferred(): CardGateway[]
  /** A call to the gateway failed or did not answer in time: it rests for GATEWAY_REST_MS. */
  failed(gateway: CardGateway): void
  /** A call to the gateway answered: it is healthy again. */
  answered(gateway: CardGateway): void
}

export function paymentGateways(
  adapters: GatewayAdapters,
  { order = CARD_GATEWAYS, now = () => new Date() }: { order?: readonly CardGateway[]; now?: () => Date } = {},
): PaymentGateways {
  const configured = [...order, ...CARD_GATEWAYS].filter(
    (gateway, index, all) => adapters[gateway] !== undefined && all.indexOf(gateway) === index,
  )
  const first = configured[0]
  if (first === undefined) throw new Error('No payment gateway is configured')
  const restingUntil = new Map<CardGateway, number>()
  const resting = (gateway: CardGateway) => (restingUntil.get(gateway) ?? 0) > now().getTime()
  const failed = (gateway: CardGateway) => void restingUntil.set(gateway, now().getTime() + GATEWAY_REST_MS)
  const answered = (gateway: CardGateway) => void restingUntil.delete(gateway)

  /** A call whose outcome is the gateway's health: an answer heals it, no answer in time (or a 5xx) rests it. */
  function watch<Args extends unknown[], Result>(gateway: CardGateway, call: (...args: Args) => Promise<Result>) {
    return async (...args: Args): Promise<Result> => {
      try {
        const result = await call(...args)
        answered(gateway)
        return result
      } catch (error) {
        if (error instanceof PaymentVerificationError && error.problem === 'unreachable') failed(gateway)
        throw error
      }
    }
  }
  function watched<Adapter extends PaymentProvider>(gateway: CardGateway, adapter: Adapter): Adapter {
    return {
      ...adapter,
      verifyTransaction: watch(gateway, adapter.verifyTransaction.bind(adapter)),
      refundTransaction: watch(gateway, adapter.refundTransaction.bind(adapter)),
    }
  }
  const flutterwave = adapters.flutterwave && watched('flutterwave', adapters.flutterwave)
  const paystack = adapters.paystack && {
    ...watched('paystack', adapters.paystack),
    initializeTransaction: watch('paystack', adapters.paystack.initializeTransaction.bind(adapters.paystack)),
  }
  const watchedAdapters: Partial<Record<CardGateway, PaymentProvider>> = { flutterwave, paystack }

  return {
    configured,
    ...(paystack ? { paystack } : {}),
    of(gateway) {
      const name = gateway ?? 'flutterwave'
      return watchedAdapters[name] ?? notConfigured(name, watchedAdapters[first]!)
    },
    preferred() {
      return [...configured.filter((gateway) => !resting(gateway)), ...configured.filter(resting)]
    },
    failed,
    answered,
  }
}

/** A gateway without keys: every call refused as the operator's to fix (a refund is then held for staff). */
function notConfigured(gateway: CardGateway, shape: PaymentProvider): PaymentProvider {
  const refuse = () =>
    Promise.reject(new PaymentVerificationError('unauthorized', `${gateway} is not configured on this store`))
  return {
    mode: shape.mode,
    checkout: shape.checkout,
    verifyTransaction: refuse,
    refundTransaction: refuse,
    isGenuineWebhook: () => false,
  }
}

/** PAYMENT_GATEWAYS ('flutterwave,paystack'): the order of preference; undefined when unset or not two known names. */
export function gatewayOrderOf(setting: string | undefined): CardGateway[] | undefined {
  if (setting === undefined || setting.trim() === '') return undefined
  const names = setting.split(',').map((name) => name.trim().toLowerCase())
  if (!names.every(isCardGateway) || new Set(names).size !== names.length) return undefined
  return names
}
