// The sandbox vendor's products for the upload page's stories: the catalogue's own products, owned by one vendor.
import type { Product } from '@/domain/contract'
import { camon, listing } from './catalogue-fixtures'

export const VENDOR_ID = '65c000000000000000000001'

const owned = (product: Product): Product => ({
  ...product,
  vendorId: VENDOR_ID,
  description: product.description || `${product.title}, sold by the store's own vendor.`,
})

/** Newest first, as GET api/vendor/products answers: one with sizes, one out of stock, two plain. */
export const vendorProducts: Product[] = [owned(camon), owned(listing[1]!), owned(listing[3]!), owned(listing[2]!)]

export const [vendorCamon, vendorEarbuds, vendorWatch, vendorCharger] = vendorProducts as [
  Product,
  Product,
  Product,
  Product,
]

/** A product of another vendor: the page will not open it for editing. */
export const othersProduct: Product = { ...listing[4]!, vendorId: '65c000000000000000000002' }
