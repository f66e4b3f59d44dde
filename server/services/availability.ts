// Back-in-stock requests (spec §3 Availability request, §4, §5, §9): a shopper asks about an out-of-stock product
// (or size) at most once per 2 hours, and is emailed once when a stock write brings it back. Every stock write claims
// the waiting requests in its own transaction (availability.repo.ts claimWaiting) and, once committed, hands them to
// `tellBackInStock` here: the one place the email is sent. No Fastify, no SQL.
import type { AvailabilityRequest, Product, RequestBody } from '../../src/domain/contract'
import { AVAILABILITY_RETRY_MS, SELECT_VARIANT_MESSAGE } from '../../src/domain/availability'
import { pathTo } from '../../src/domain/routes'
import { isInStock } from '../../src/domain/stock'
import type { AvailabilityRepo, WaitingShopper } from '../db/repos/availability.repo'
import type { CatalogueRepo } from '../db/repos/catalogue.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { Mailer } from '../providers/mail/mailer'
import { chosenSize, requestedSize, type SizeWords } from './cart'
import { PRODUCT_NOT_FOUND_MESSAGE } from './catalogue'
import { requireVerified } from './verified-user'

export const availabilityErrors = {
  /** spec §5, as the web shows it. */
  selectVariant: SELECT_VARIANT_MESSAGE,
  notAVariant: (title: string) => `${title} does not come in that variant`,
  hasNoVariants: (title: string) => `${title} comes in one variant only: leave the variant out`,
  inStock: (title: string) => `${title} is in stock. Add it to your cart instead`,
  alreadyAsked: (title: string) => `You have already asked about ${title}. We will email you when it is back in stock`,
} as const

const VARIANT_WORDS: SizeWords = {
  field: 'variant',
  missing: availabilityErrors.selectVariant,
  notOne: availabilityErrors.notAVariant,
  none: availabilityErrors.hasNoVariants,
}

export const stockErrors = {
  notWhole: 'Stock must be a whole number of units, 0 or more',
  sizeRequired: 'This product has sizes: give the size whose stock to set',
  hasNoSizes: 'This product has no sizes: leave the size out',
  noSuchSize: 'This product does not come in that size',
} as const

/** The back-in-stock email: short, naming the product and linking to its page at the store's public address. */
export function backInStockEmail({ title, variant, link }: { title: string; variant: string | null; link: string }) {
  const name = variant === null ? title : `${title} (${variant})`
  return {
    subject: `${name} is back in stock at Oja`,
    text: [
      `Good news: ${name} is back in stock.`,
      '',
      `See it here: ${link}`,
      '',
      'You asked us to tell you when it was available again. Stock is limited, so it may sell out again soon.',
    ].join('\n'),
  }
}

export interface AvailabilityDeps {
  requests: AvailabilityRepo
  catalogue: Pick<CatalogueRepo, 'findFreshProductsByIds'>
  mailer: Mailer
  /** The store's public origin (server/config.ts PUBLIC_URL), for the link in the email. */
  publicUrl: string
  now?: () => Date
  /** Where a failed email goes: the stock write itself has committed. */
  log?: { error(details: object, message: string): void }
}

/** Whether what the shopper asks about can be bought now: the product and, for a variant, that size. */
function availableNow(product: Product, variant: string | null): boolean {
  if (!isInStock(product.is_stock)) return false
  if (variant === null) return true
  return isInStock(product.size.find((size) => size.title === variant)?.is_stock)
}

export function availabilityService({
  requests,
  catalogue,
  mailer,
  publicUrl,
  now = () => new Date(),
  log,
}: AvailabilityDeps) {
  /** Emails each claimed shopper that the product (as it now reads) is back; a failed email is logged, not thrown. */
  async function tellBackInStock(
    product: { title: string; slug: string },
    shoppers: readonly WaitingShopper[],
  ): Promise<void> {
    const link = new URL(pathTo('productDetails', { productId: product.slug }), publicUrl).toString()
    for (const shopper of shoppers) {
      try {
        await mailer.send({
          to: shopper.email,
          ...backInStockEmail({ title: product.title, variant: shopper.variant, link }),
        })
      } catch (error) {
        log?.error({ err: error, requestId: shopper.requestId }, 'the back-in-stock email could not be sent')
      }
    }
  }

  return {
    tellBackInStock,

    /** spec §4, §5: asks to be emailed when the product (or the chosen variant) is back in stock. */
    async request(user: UserRecord, body: RequestBody<'createAvailabilityRequest'>): Promise<AvailabilityRequest> {
      requireVerified(user)
      const product = (await catalogue.findFreshProductsByIds([body.productId])).get(body.productId)
      if (!product) throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE, 'productId')
      // ADR 0008: a product sold out in every size has no size a shopper can pick, so they ask about the product.
      const soldOutEverywhere = product.size.length > 0 && !isInStock(product.is_stock)
      const variant =
        soldOutEverywhere && chosenSize(body.variant) === null
          ? null
          : requestedSize(product, body.variant, VARIANT_WORDS)
      if (availableNow(product, variant)) throw new DomainError('conflict', availabilityErrors.inStock(product.title))
      const at = now()
      const recorded = await requests.request({
        userId: user.id,
        productId: product._id,
        variant,
        now: at,
        renewableBefore: new Date(at.getTime() - AVAILABILITY_RETRY_MS),
      })
      if (!recorded) throw new DomainError('conflict', availabilityErrors.alreadyAsked(product.title))
      return {
        _id: recorded.id,
        productId: recorded.productId,
        variant: recorded.variant,
        createdAt: recorded.requestedAt.toISOString(),
      }
    },

    /**
     * Sets the units on hand of a product without sizes, or of one of its sizes. When that takes it from none to
     * some, every shopper waiting for it is emailed once (after the write commits) and their request is closed.
     * Returns how many were told.
     */
    async setStock(
      productId: string,
      { size, stock }: { size?: string | null; stock: number },
    ): Promise<{ notified: number }> {
      if (!Number.isSafeInteger(stock) || stock < 0) throw new DomainError('invalid', stockErrors.notWhole, 'stock')
      const { write, backInStock } = await requests.restock(productId, { size: chosenSize(size), stock, now: now() })
      switch (write.outcome) {
        case 'noProduct':
          throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE)
        case 'sizeRequired':
          throw new DomainError('invalid', stockErrors.sizeRequired, 'size')
        case 'hasNoSizes':
          throw new DomainError('invalid', stockErrors.hasNoSizes, 'size')
        case 'noSuchSize':
          throw new DomainError('invalid', stockErrors.noSuchSize, 'size')
        case 'written':
          await tellBackInStock(write, backInStock)
          return { notified: backInStock.length }
      }
    },
  }
}

export type AvailabilityService = ReturnType<typeof availabilityService>
