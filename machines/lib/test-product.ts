// A whole product as GET api/products answers it, for machine tests: the fields a test cares about are given, the
// rest are plausible. (The stories' catalogue is stories/screens/catalogue-fixtures.ts.)
import type { Product } from '@/domain/contract'

export function testProduct(id: string, fields: Partial<Product> = {}): Product {
  return {
    _id: id,
    slug: `product-${id}`,
    title: `Product ${id}`,
    description: `About product ${id}.`,
    images: [],
    imageVariants: [],
    views: 0,
    priceUpdatedAt: '2026-11-01T09:00:00.000Z',
    original_price: 20000,
    discounted_price: 18000,
    categoryId: { _id: 'phones', title: 'Phones', slug: 'phones' },
    is_stock: 3,
    rating: { $numberDecimal: '4.5' },
    reviews: 2,
    trending: false,
    size: [],
    vendorId: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...fields,
  }
}
