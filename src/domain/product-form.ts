// The product form's rules (spec §4 Product form, §5, §7 products write, §8, §9 uploaded product), shared by the
// upload page and the server, so a form the page accepts is one the server saves and the reverse.
import type { FieldErrors } from './account-forms'
import { onlyProblems, textProblem, tooLongMessage } from './form-rules'
import type { Product, ProductSize, RequestBody } from './contract'
import { exactNairaToKobo, koboToNaira, nairaToKobo } from './money'
import { MAX_PRODUCT_IMAGES, uploadMessages } from './uploads'

/** spec §9: an uploaded product without sizes or a stock has 3 units. */
export const DEFAULT_PRODUCT_STOCK = 3
/** spec §9: an uploaded product's rating is random from 4.5 to 5.0 and its reviews from 5 to 15. */
export const UPLOADED_RATING = { min: 4.5, max: 5 } as const
export const UPLOADED_REVIEWS = { min: 5, max: 15 } as const

/** The longest each text may be and the most of each list; openapi.yaml's ProductInput says the same. */
export const PRODUCT_LIMITS = {
  title: 200,
  description: 5000,
  sizeTitle: 40,
  sizes: 20,
  stock: 1_000_000,
  priceNaira: 1_000_000_000,
} as const

// spec §8.
export const UPLOADED_MESSAGE = 'Uploaded successfully :)'
export const uploadErrorMessage = (serverMessage: string) => `Error uploading product ${serverMessage}`

// The spec names the rules but gives no wording for them; these are the store's own, saying what to do.
export const productMessages = {
  titleRequired: 'Enter the product title',
  descriptionRequired: 'Describe the product',
  priceRequired: 'Enter a price in naira',
  priceInvalid: 'Enter a price in naira, with at most 2 decimals',
  priceZero: 'The price must be more than ₦0',
  discountAbovePrice: 'The discounted price cannot be more than the original price',
  categoryRequired: 'Choose a category',
  categoryUnknown: 'Choose one of the store’s categories',
  stockRequired: 'Enter how many are in stock',
  stockInvalid: `Stock is a whole number from 0 to ${PRODUCT_LIMITS.stock.toLocaleString('en-NG')}`,
  sizeTitleRequired: 'Name the size',
  sizeStockRequired: 'Enter the size’s stock',
  sizeRepeated: 'Each size needs its own name',
  tooManySizes: `Add up to ${PRODUCT_LIMITS.sizes} sizes`,
  stockNotSizeSum: 'With sizes, the stock is the sum of the size stocks',
  tooLong: tooLongMessage,
  notVendor: 'Only vendors can upload products',
  notYourProduct: 'You can only change your own products',
  markedOutOfStock: (title: string) => `${title} is now out of stock`,
  deleted: (title: string) => `${title} was deleted`,
} as const

export interface SizeRow {
  title: string
  stock: string
}

/** The form as typed: prices and stocks are the inputs' text. */
export interface ProductForm {
  title: string
  description: string
  originalPrice: string
  discountedPrice: string
  categoryId: string
  /** The plain stock, used when there are no sizes. */
  stock: string
  sizes: SizeRow[]
}

export type ProductField =
  Exclude<keyof ProductForm, 'sizes'> | 'images' | `size.${number}.title` | `size.${number}.stock`

export function emptyProductForm(): ProductForm {
  return { title: '', description: '', originalPrice: '', discountedPrice: '', categoryId: '', stock: '', sizes: [] }
}

/** A loaded product as the form shows it, for editing. */
export function productFormOf(product: Product): ProductForm {
  return {
    title: product.title,
    description: product.description,
    originalPrice: String(product.original_price),
    discountedPrice: String(product.discounted_price),
    categoryId: product.categoryId._id,
    stock: String(product.is_stock),
    sizes: product.size.map((size) => ({ title: size.title, stock: String(size.is_stock) })),
  }
}

/** spec §9: stock is the sum of the size stocks, else the plain stock, else 3. */
export function productStock(sizes: readonly { is_stock: number }[], stock: number | undefined): number {
  if (sizes.length > 0) return sizes.reduce((sum, size) => sum + size.is_stock, 0)
  return stock ?? DEFAULT_PRODUCT_STOCK
}

/** A typed whole number of units, or null. */
export function parseStock(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,7}$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= PRODUCT_LIMITS.stock ? value : null
}

/** A typed naira amount as kobo, or null (commas and a ₦ allowed, at most 2 decimals). */
export function parsePriceKobo(text: string): number | null {
  const kobo = exactNairaToKobo(text.replace(/[₦,\s]/g, ''))
  return kobo !== null && kobo <= nairaToKobo(PRODUCT_LIMITS.priceNaira) ? kobo : null
}

function priceError(text: string): string | undefined {
  if (text.trim() === '') return productMessages.priceRequired
  const kobo = parsePriceKobo(text)
  if (kobo === null) return productMessages.priceInvalid
  if (kobo === 0) return productMessages.priceZero
  return undefined
}

/** The rule both sides apply to prices in kobo: more than 0, the discounted one not above the original. */
export function pricesProblem(originalKobo: number, discountedKobo: number): string | undefined {
  if (originalKobo <= 0 || discountedKobo <= 0) return productMessages.priceZero
  if (discountedKobo > originalKobo) return productMessages.discountAbovePrice
  return undefined
}

/** The rule both sides apply to sizes: each named once (ignoring case and spaces), at most 20. */
export function sizesProblem(titles: readonly string[]): string | undefined {
  if (titles.length > PRODUCT_LIMITS.sizes) return productMessages.tooManySizes
  const seen = new Set(titles.map((title) => title.trim().toLowerCase()))
  return seen.size === titles.length ? undefined : productMessages.sizeRepeated
}

/**
 * spec §5: title, prices, description and stock required; sizes each need a title and a stock. The discounted price
 * is not above the original, a category is chosen, and there are 1 to 10 pictures (`pictureCount`).
 */
export function validateProductForm(form: ProductForm, pictureCount: number): FieldErrors<ProductField> {
  const errors: Partial<Record<ProductField, string | undefined>> = {
    title: textProblem(form.title, productMessages.titleRequired, PRODUCT_LIMITS.title),
    description: textProblem(form.description, productMessages.descriptionRequired, PRODUCT_LIMITS.description),
    originalPrice: priceError(form.originalPrice),
    discountedPrice: priceError(form.discountedPrice),
    categoryId: form.categoryId === '' ? productMessages.categoryRequired : undefined,
    images:
      pictureCount === 0
        ? uploadMessages.none
        : pictureCount > MAX_PRODUCT_IMAGES
          ? uploadMessages.tooMany(MAX_PRODUCT_IMAGES)
          : undefined,
  }
  const original = parsePriceKobo(form.originalPrice)
  const discounted = parsePriceKobo(form.discountedPrice)
  if (!errors.originalPrice && !errors.discountedPrice && original !== null && discounted !== null) {
    errors.discountedPrice = pricesProblem(original, discounted)
  }
  if (form.sizes.length === 0) {
    errors.stock =
      form.stock.trim() === ''
        ? productMessages.stockRequired
        : parseStock(form.stock) === null
          ? productMessages.stockInvalid
          : undefined
  } else {
    form.sizes.forEach((size, index) => {
      errors[`size.${index}.title`] = textProblem(
        size.title,
        productMessages.sizeTitleRequired,
        PRODUCT_LIMITS.sizeTitle,
      )
      errors[`size.${index}.stock`] =
        size.stock.trim() === ''
          ? productMessages.sizeStockRequired
          : parseStock(size.stock) === null
            ? productMessages.stockInvalid
            : undefined
    })
    const repeated = sizesProblem(form.sizes.map((size) => size.title))
    if (repeated) errors['size.0.title'] ??= repeated
  }
  return onlyProblems(errors)
}

function sizesOf(form: ProductForm): ProductSize[] {
  return form.sizes.map((size) => ({ title: size.title.trim(), is_stock: parseStock(size.stock) ?? 0 }))
}

/** A valid form with its pictures' URLs as `createProduct` takes it (spec §7: computed is_stock). */
export function productInputOf(form: ProductForm, images: string[]): RequestBody<'createProduct'> {
  const size = sizesOf(form)
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    original_price: koboToNaira(parsePriceKobo(form.originalPrice) ?? 0),
    discounted_price: koboToNaira(parsePriceKobo(form.discountedPrice) ?? 0),
    categoryId: form.categoryId,
    images,
    ...(size.length > 0 ? { size } : {}),
    is_stock: productStock(size, parseStock(form.stock) ?? undefined),
  }
}

/** The product's size list as the form would send it, to compare. */
function sameSizes(a: readonly ProductSize[], b: readonly ProductSize[]): boolean {
  return (
    a.length === b.length &&
    a.every((size, index) => size.title === b[index]?.title && size.is_stock === b[index]?.is_stock)
  )
}

/**
 * spec §7: an edit sends `_id` plus the changed fields only. Null when nothing changed. Stock is sent as the sizes
 * when the product has any (the server sums them), else as `is_stock`.
 */
export function productChanges(
  product: Product,
  form: ProductForm,
  images: string[],
): RequestBody<'updateProduct'> | null {
  const next = productInputOf(form, images)
  const changes: Omit<RequestBody<'updateProduct'>, '_id'> = {}
  if (next.title !== product.title) changes.title = next.title
  if (next.description !== product.description) changes.description = next.description
  if (next.original_price !== product.original_price) changes.original_price = next.original_price
  if (next.discounted_price !== product.discounted_price) changes.discounted_price = next.discounted_price
  if (next.categoryId !== product.categoryId._id) changes.categoryId = next.categoryId
  if (images.length !== product.images.length || images.some((src, index) => src !== product.images[index]))
    changes.images = images
  const size = next.size ?? []
  if (!sameSizes(size, product.size)) {
    changes.size = size
    if (size.length === 0 && next.is_stock !== product.is_stock) changes.is_stock = next.is_stock
  } else if (size.length === 0 && next.is_stock !== product.is_stock) changes.is_stock = next.is_stock
  return Object.keys(changes).length === 0 ? null : { _id: product._id, ...changes }
}
