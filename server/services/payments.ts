// 'Place order' (spec §2 Checkout, §3 Payment token payload; ADR 0009): the server prices the shopper's cart as the
// catalogue has it now, with the coupon only when the cart qualifies and the delivery method's amount, checks the
// stock, keeps the order awaiting payment under a new unguessable reference, and signs the token /payment opens the
// card checkout with. Nothing is taken from stock or charged here. The pricing (checkoutPricing) is also what 'Pay with
// wallet' charges. No Fastify, no SQL.
import { randomBytes } from 'node:crypto'
import { COUPON, lineStock, qualifiesForCoupon, summariseCart, type PricedLine } from '../../src/domain/cart'
import type { Address, PaymentConfig, PaymentInput, Product } from '../../src/domain/contract'
import { findDeliveryMethod, orderTotal, type DeliveryMethod } from '../../src/domain/delivery'
import { formatNaira, koboToNaira, type Kobo } from '../../src/domain/money'
import { addressMessages } from '../../src/domain/address'
import type { AddressRepo } from '../db/repos/address.repo'
import type { CartRepo } from '../db/repos/cart.repo'
import type { CatalogueRepo } from '../db/repos/catalogue.repo'
import type { NewOrder, NewOrderLine, OrdersRepo } from '../db/repos/orders.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { PaymentProvider } from '../providers/payments/payment-provider'
import type { PaymentGateways } from '../providers/payments/payment-gateways'
import { gatewayCheckouts, type PaymentCheckout } from './checkouts'
import { cartErrors } from './cart'
import type { PaymentTokenService } from './tokens'
import { requireVerified } from './verified-user'
import { EMPTY_CHECKOUT_MESSAGE } from '../../src/domain/order-messages'

export const paymentErrors = {
  /** spec §2 Checkout. */
  emptyCart: EMPTY_CHECKOUT_MESSAGE,
  unknownCoupon: 'This coupon does not exist',
  couponNotQualifying: `${COUPON.name} applies to orders above ${formatNaira(koboToNaira(COUPON.minimumPurchase))}`,
  unknownDeliveryMethod: 'Choose one of the delivery methods offered',
} as const

/** A payment reference nobody can guess or enumerate: 128 random bits. */
export function newTxRef(): string {
  return `oja-${randomBytes(16).toString('hex')}`
}

export interface PricingDeps {
  carts: Pick<CartRepo, 'list'>
  catalogue: Pick<CatalogueRepo, 'findFreshPricedProductsByIds'>
  addresses: Pick<AddressRepo, 'find'>
}

/** A priced checkout: the order to write (all but who, its reference and when) and what it was priced from. */
export interface PricedCheckout {
  address: Address
  deliveryMethod: DeliveryMethod
  order: Omit<NewOrder, 'userId' | 'txRef' | 'now'>
}

/**
 * Prices the shopper's cart for checkout (createPayment, payOrderWithWallet), as the catalogue has it now: the
 * delivery address must be theirs, the lines in stock, the coupon only when the cart qualifies. Verified users only.
 */
export function checkoutPricing({ carts, catalogue, addresses }: PricingDeps) {
  return async function price(user: UserRecord, input: PaymentInput): Promise<PricedCheckout> {
    requireVerified(user)
    const address = await addresses.find(user.id, input.addressId)
    if (!address) throw new DomainError('notFound', addressMessages.notFound, 'addressId')
    const deliveryMethod = findDeliveryMethod(input.deliveryMethod)
    if (!deliveryMethod) throw new DomainError('invalid', paymentErrors.unknownDeliveryMethod, 'deliveryMethod')

    const cart = await carts.list(user.id)
    const products = await catalogue.findFreshPricedProductsByIds(cart.map((line) => line.productId))
    // Lines of products that left the catalogue are not shown in the cart, so they are not sold either.
    const live = cart.flatMap((line) => {
      const priced = products.get(line.productId)
      return priced ? [{ line, ...priced }] : []
    })
    if (live.length === 0) throw new DomainError('conflict', paymentErrors.emptyCart)
    for (const { line, product } of live) refuseIfShort(product, line.size, line.qty)

    const priced: PricedLine[] = live.map(({ line, originalPriceKobo, discountedPriceKobo }) => ({
      originalPrice: originalPriceKobo,
      discountedPrice: discountedPriceKobo,
      qty: line.qty,
    }))
    const coupon =
      input.coupon === undefined || input.coupon === null || input.coupon.trim() === '' ? null : input.coupon.trim()
    if (coupon !== null) {
      if (coupon.toLowerCase() !== COUPON.id && coupon.toUpperCase() !== COUPON.name)
        throw new DomainError('conflict', paymentErrors.unknownCoupon, 'coupon')
      if (!qualifiesForCoupon(summariseCart(priced).discountedTotal))
        throw new DomainError('conflict', paymentErrors.couponNotQualifying, 'coupon')
    }
    const total = orderTotal(priced, { couponApplied: coupon !== null, deliveryMethod })
    const lines: NewOrderLine[] = live.map(({ line }, index) => ({
      productId: line.productId,
      cartItemId: line.id,
      size: line.size,
      qty: line.qty,
      priceKobo: priced[index]!.discountedPrice,
      originalPriceKobo: priced[index]!.originalPrice,
    }))
    return {
      address,
      deliveryMethod,
      order: {
        subtotalKobo: total.subtotal,
        discountKobo: total.discount,
        couponKobo: total.couponDiscount,
        deliveryKobo: total.delivery,
        amountKobo: total.total,
        coupon: coupon === null ? null : COUPON.id,
        deliveryMethod: deliveryMethod.id,
        deliveryAddress: address,
        lines,
      },
    }
  }
}

/** Prices a shopper's cart for checkout (checkoutPricing). */
export type CheckoutPricing = ReturnType<typeof checkoutPricing>

export interface PaymentsDeps {
  /** The same pricing 'Pay with wallet' charges (services/wallet.ts). */
  price: CheckoutPricing
  orders: Pick<OrdersRepo, 'createAwaiting'>
  tokens: PaymentTokenService
  provider: PaymentProvider
  /** The card gateways, to offer in order of preference and health (docs/adr/0041). */
  gateways: Pick<PaymentGateways, 'preferred' | 'paystack'>
  now?: () => Date
  log?: { warn(details: object, message: string): void }
}

/** The name the card checkout shows: the account's, else the one on the delivery address. */
export function customerName(user: UserRecord, addressName: string): string {
  return (
    [user.firstName, user.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || addressName
  )
}

/** A payment started: the token /payment opens the checkout with, its reference, the amount in kobo and the gateways
 *  it can be opened with, the first first. */
export interface StartedPayment {
  token: string
  txRef: string
  amountKobo: Kobo
  checkouts: PaymentCheckout[]
}

export function paymentsService({
  price,
  orders,
  tokens,
  provider,
  gateways,
  now = () => new Date(),
  log,
}: PaymentsDeps) {
  const checkoutsFor = gatewayCheckouts({ gateways, log })

  return {
    /** getPaymentConfig: the checkout the browser loads. */
    config(): PaymentConfig {
      const { paystack } = gateways
      return {
        mode: provider.mode,
        scriptUrl: provider.checkout.src,
        publicKey: provider.checkout.publicKey,
        ...(paystack ? { paystack: { scriptUrl: paystack.checkout.src, publicKey: paystack.checkout.publicKey } } : {}),
      }
    },

    /** createPayment. */
    async create(user: UserRecord, input: PaymentInput): Promise<StartedPayment> {
      const { address, deliveryMethod, order } = await price(user, input)
      const txRef = newTxRef()
      await orders.createAwaiting({ ...order, userId: user.id, txRef, now: now() })
      const checkouts = await checkoutsFor(user.email, order.amountKobo, txRef)
      const token = await tokens.issue(user.id, {
        amount: order.amountKobo,
        name: customerName(user, address.name),
        email: user.email,
        deliveryMethod: deliveryMethod.id,
        addressId: address._id,
        txRef,
        checkouts,
      })
      return { token, txRef, amountKobo: order.amountKobo, checkouts }
    },
  }
}

/** The cart's own refusals (spec §5) for a line the store cannot fill now. */
function refuseIfShort(product: Product, size: string | null, qty: number) {
  const units = lineStock({ productId: product, size, qty })
  if (units < 1) throw new DomainError('conflict', cartErrors.notInStock(product.title))
  if (qty > units) throw new DomainError('conflict', cartErrors.onlyInStock(units, product.title))
}

export type PaymentsService = ReturnType<typeof paymentsService>
