// Vendors' products (spec §1 vendors, §7 products write, §9 uploaded product): only a vendor uploads, and a vendor
// changes or archives only their own products. The form's rules are src/domain/product-form.ts, the same ones the
// upload page applies, so what the page accepts the store saves. No Fastify, no SQL.
import type { Product, ProductPage, ProductSize, RequestBody } from '../../src/domain/contract'
import { koboToNaira } from '../../src/domain/money'
import {
  DEFAULT_PRODUCT_STOCK,
  parsePriceKobo,
  productMessages,
  productStock,
  UPLOADED_RATING,
  UPLOADED_REVIEWS,
  validateProductForm,
  type ProductField,
  type ProductForm,
} from '../../src/domain/product-form'
import { uploadMessages } from '../../src/domain/uploads'
import type { CatalogueRepo } from '../db/repos/catalogue.repo'
import type { HeldProduct, ProductEdit, ProductsWriteRepo } from '../db/repos/products-write.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { AvailabilityService } from './availability'
import { PRODUCT_NOT_FOUND_MESSAGE } from './catalogue'
import { requireVendor } from './verified-user'

export interface VendorProductsDeps {
  writes: ProductsWriteRepo
  catalogue: Pick<CatalogueRepo, 'findWrittenProduct' | 'listVendorProducts' | 'listCategories'>
  availability: Pick<AvailabilityService, 'tellBackInStock'>
  now?: () => Date
  /** From 0 (included) to 1 (excluded): the uploaded product's rating and reviews. */
  random?: () => number
}

/** The API's name for each of the form's fields, so an error names what the request sent. */
function apiField(field: ProductField): string {
  const named: Partial<Record<ProductField, string>> = {
    originalPrice: 'original_price',
    discountedPrice: 'discounted_price',
    stock: 'is_stock',
  }
  return named[field] ?? field.replace(/\.stock$/, '.is_stock')
}

/** The first of the form's errors, as the reply (spec §8: the page shows the first message). */
function refuseFirst(
  errors: Partial<Record<ProductField, string>>,
  concerns: (field: ProductField) => boolean = () => true,
): void {
  for (const [field, message] of Object.entries(errors) as [ProductField, string][]) {
    if (concerns(field)) throw new DomainError('invalid', message, apiField(field))
  }
}

/** A price the API sent, as the form would have typed it. */
const typed = (naira: number) => String(naira)

function sizeRows(sizes: readonly ProductSize[]): ProductForm['sizes'] {
  return sizes.map((size) => ({ title: size.title, stock: String(size.is_stock) }))
}

function trimmedSizes(sizes: readonly ProductSize[]): ProductSize[] {
  return sizes.map((size) => ({ title: size.title.trim(), is_stock: size.is_stock }))
}

/** spec §9: with sizes, the stock is their sum; a stock sent beside them must be that sum. */
function requireSizeSum(sizes: readonly ProductSize[], stock: number | undefined): void {
  if (sizes.length > 0 && stock !== undefined && stock !== productStock(sizes, undefined)) {
    throw new DomainError('invalid', productMessages.stockNotSizeSum, 'is_stock')
  }
}

/** The variants an edit brings from none to some: null for the product without sizes, else each size's title. */
function cameBack(held: HeldProduct, sizes: readonly ProductSize[], stock: number): (string | null)[] {
  const productBack = held.stock === 0 && stock > 0
  if (sizes.length === 0) return productBack ? [null] : []
  const sizesBack: (string | null)[] = sizes
    .filter(
      (size) => size.is_stock > 0 && (held.sizes.find((before) => before.title === size.title)?.is_stock ?? 0) === 0,
    )
    .map((size) => size.title)
  // A shopper who asked while every size was sold out asked about the product (ADR 0008).
  return productBack ? [...sizesBack, null] : sizesBack
}

/** Which of the form's fields an edit's body changes: only those are judged, so an old product's other fields
 *  (a seeded one without pictures, say) never block an edit. */
function concernsOf(body: RequestBody<'updateProduct'>): (field: ProductField) => boolean {
  return (field) => {
    if (field === 'originalPrice' || field === 'discountedPrice')
      return body.original_price !== undefined || body.discounted_price !== undefined
    if (field === 'stock') return body.is_stock !== undefined || body.size !== undefined
    if (field.startsWith('size.')) return body.size !== undefined
    if (field === 'title' || field === 'description' || field === 'categoryId' || field === 'images')
      return body[field] !== undefined
    return true
  }
}

export function vendorProductsService({
  writes,
  catalogue,
  availability,
  now = () => new Date(),
  random = Math.random,
}: VendorProductsDeps) {
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))

  async function requireCategory(categoryId: string): Promise<void> {
    const known = await catalogue.listCategories()
    if (!known.some((category) => category._id === categoryId))
      throw new DomainError('invalid', productMessages.categoryUnknown, 'categoryId')
  }

  async function written(id: string): Promise<Product> {
    const product = await catalogue.findWrittenProduct(id)
    if (!product) throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE)
    return product
  }

  return {
    /** spec §7, §9: a new product of the signed-in vendor, with the rating, reviews and slug the store gives it. */
    async create(user: UserRecord, body: RequestBody<'createProduct'>): Promise<Product> {
      const vendorId = requireVendor(user)
      const sizes = trimmedSizes(body.size ?? [])
      const form: ProductForm = {
        title: body.title,
        description: body.description,
        originalPrice: typed(body.original_price),
        discountedPrice: typed(body.discounted_price),
        categoryId: body.categoryId,
        stock: String(body.is_stock ?? DEFAULT_PRODUCT_STOCK),
        sizes: sizeRows(sizes),
      }
      refuseFirst(validateProductForm(form, body.images.length))
      requireSizeSum(sizes, body.is_stock)
      await requireCategory(body.categoryId)
      const at = now()
      const rating = between(Math.round(UPLOADED_RATING.min * 10), Math.round(UPLOADED_RATING.max * 10)) / 10
      const created = await writes.create({
        title: body.title.trim(),
        description: body.description.trim(),
        categoryId: body.categoryId,
        vendorId,
        originalPriceKobo: parsePriceKobo(form.originalPrice)!,
        discountedPriceKobo: parsePriceKobo(form.discountedPrice)!,
        stock: productStock(sizes, body.is_stock),
        sizes,
        rating: rating.toFixed(1),
        reviews: between(UPLOADED_REVIEWS.min, UPLOADED_REVIEWS.max),
        images: { ownerId: user.id, srcs: body.images },
        now: at,
      })
      if (created.outcome === 'imagesNotYours') throw new DomainError('invalid', uploadMessages.notYours, 'images')
      return written(created.id)
    },

    /**
     * spec §7: the product's own vendor changes the fields sent. `is_stock: 0` marks it out of stock (every size);
     * `archive: true` deletes it for shoppers. Shoppers waiting for what comes back in stock are emailed once the
     * edit has committed.
     */
    async update(user: UserRecord, body: RequestBody<'updateProduct'>): Promise<Product> {
      const vendorId = requireVendor(user)
      // A product may stay in its category after that is retired (docs/adr/0031); moving into one needs a live one.
      if (
        body.categoryId !== undefined &&
        (await catalogue.findWrittenProduct(body._id))?.categoryId._id !== body.categoryId
      )
        await requireCategory(body.categoryId)
      const at = now()
      const plan = (held: HeldProduct): ProductEdit => {
        if (held.vendorId !== vendorId) throw new DomainError('forbidden', productMessages.notYourProduct)
        let sizes = held.sizes
        let stock = held.stock
        if (body.size !== undefined) {
          sizes = trimmedSizes(body.size)
          requireSizeSum(sizes, body.is_stock)
          stock = productStock(sizes, body.is_stock ?? held.stock)
        } else if (body.is_stock !== undefined) {
          if (held.sizes.length > 0 && body.is_stock > 0)
            throw new DomainError('invalid', productMessages.stockNotSizeSum, 'is_stock')
          // Out of stock for a product with sizes is every size out of stock.
          sizes = held.sizes.map((size) => ({ title: size.title, is_stock: 0 }))
          stock = body.is_stock
        }
        const form: ProductForm = {
          title: body.title ?? held.title,
          description: body.description ?? held.description,
          originalPrice: typed(body.original_price ?? koboToNaira(held.originalPriceKobo)),
          discountedPrice: typed(body.discounted_price ?? koboToNaira(held.discountedPriceKobo)),
          categoryId: body.categoryId ?? held.categoryId,
          stock: String(stock),
          sizes: sizeRows(sizes),
        }
        refuseFirst(validateProductForm(form, body.images?.length ?? held.images.length), concernsOf(body))
        const originalPriceKobo = parsePriceKobo(form.originalPrice)!
        const discountedPriceKobo = parsePriceKobo(form.discountedPrice)!
        const priceChanged =
          originalPriceKobo !== held.originalPriceKobo || discountedPriceKobo !== held.discountedPriceKobo
        const stockChanged = body.size !== undefined || body.is_stock !== undefined
        return {
          ...(body.title !== undefined ? { title: body.title.trim() } : {}),
          ...(body.description !== undefined ? { description: body.description.trim() } : {}),
          ...(body.categoryId !== undefined ? { categoryId: body.categoryId } : {}),
          ...(body.trending !== undefined ? { trending: body.trending } : {}),
          ...(body.archive ? { archived: true } : {}),
          ...(priceChanged ? { originalPriceKobo, discountedPriceKobo, priceUpdatedAt: at } : {}),
          ...(stockChanged ? { stock, sizes, backInStock: body.archive ? [] : cameBack(held, sizes, stock) } : {}),
          ...(body.images !== undefined ? { images: { ownerId: user.id, srcs: body.images } } : {}),
        }
      }
      const edited = await writes.edit(body._id, plan, at)
      if (edited.outcome === 'noProduct') throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE, '_id')
      if (edited.outcome === 'imagesNotYours') throw new DomainError('invalid', uploadMessages.notYours, 'images')
      await availability.tellBackInStock(edited, edited.backInStock)
      return written(body._id)
    },

    /** The signed-in vendor's live products, newest first, to pick one to edit. */
    async listOwn(user: UserRecord, { limit, page }: { limit: number; page: number }): Promise<ProductPage> {
      return catalogue.listVendorProducts(requireVendor(user), { limit, page })
    },
  }
}

export type VendorProductsService = ReturnType<typeof vendorProductsService>
