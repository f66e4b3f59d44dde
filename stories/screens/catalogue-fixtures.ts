// Products, categories, cart lines and wishlist items for the stories: inline SVG pictures (no network) and
// fixed dates, so every run draws the same pixels.
import type { CartItem, Category, Product, WishlistItem } from '@/domain/contract'

/** A flat product shot as an inline SVG data URI. */
export function shot(background: string, body: string, width = 800, height = 800): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${background}"/>${body}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export const pictures = {
  phoneFront: shot(
    '#d1fadf',
    '<rect x="290" y="120" width="220" height="560" rx="36" fill="#076b34"/><rect x="310" y="160" width="180" height="440" rx="10" fill="#ecfdf3"/>',
  ),
  phoneBack: shot(
    '#ffe4d1',
    '<rect x="290" y="120" width="220" height="560" rx="36" fill="#b33f05"/><circle cx="350" cy="200" r="34" fill="#111827"/>',
  ),
  phoneSide: shot('#eef0f2', '<rect x="370" y="120" width="60" height="560" rx="24" fill="#4b5563"/>'),
  earbuds: shot(
    '#ffe4d1',
    '<circle cx="320" cy="380" r="80" fill="#b33f05"/><circle cx="480" cy="380" r="80" fill="#b33f05"/><rect x="280" y="500" width="240" height="110" rx="55" fill="#1f2933"/>',
  ),
  charger: shot(
    '#eef0f2',
    '<rect x="300" y="220" width="200" height="260" rx="28" fill="#4b5563"/><rect x="370" y="480" width="60" height="140" fill="#4b5563"/>',
  ),
  watch: shot(
    '#fffbeb',
    '<rect x="340" y="120" width="120" height="560" rx="40" fill="#1f2933"/><circle cx="400" cy="400" r="130" fill="#b45309"/><circle cx="400" cy="400" r="100" fill="#fffbeb"/>',
  ),
  laptop: shot(
    '#dde1e6',
    '<rect x="200" y="220" width="400" height="260" rx="16" fill="#1f2933"/><rect x="150" y="480" width="500" height="40" rx="12" fill="#4b5563"/>',
  ),
  speaker: shot(
    '#ecfdf3',
    '<rect x="300" y="180" width="200" height="440" rx="60" fill="#053d1f"/><circle cx="400" cy="480" r="70" fill="#12a150"/><circle cx="400" cy="290" r="36" fill="#12a150"/>',
  ),
  powerBank: shot(
    '#fff4ed',
    '<rect x="260" y="200" width="280" height="400" rx="36" fill="#d9530a"/><rect x="300" y="240" width="60" height="12" rx="6" fill="#fff4ed"/>',
  ),
} as const

export const categories: Category[] = [
  { _id: '65a000000000000000000001', title: 'Phones', slug: 'phones', image: pictures.phoneFront },
  { _id: '65a000000000000000000002', title: 'Audio', slug: 'audio', image: pictures.earbuds },
  { _id: '65a000000000000000000003', title: 'Chargers', slug: 'chargers', image: pictures.charger },
  { _id: '65a000000000000000000004', title: 'Wearables', slug: 'wearables', image: pictures.watch },
  { _id: '65a000000000000000000005', title: 'Laptops', slug: 'laptops', image: pictures.laptop },
]

const [phones, audio, chargers, wearables, laptops] = categories as [Category, Category, Category, Category, Category]

function variant(src: string) {
  return { src, width: 800, height: 800, srcSet: `${src} 800w` }
}

let sequence = 0
function product(overrides: Partial<Product> & Pick<Product, 'title' | 'images'>): Product {
  sequence += 1
  const id = `65b0000000000000000000${String(sequence).padStart(2, '0')}`
  const slug = overrides.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return {
    _id: id,
    slug,
    description: '',
    imageVariants: overrides.images.map(variant),
    views: 120,
    priceUpdatedAt: '2026-11-20T09:00:00.000Z',
    original_price: 10000,
    discounted_price: 10000,
    categoryId: { _id: phones._id, title: phones.title, slug: phones.slug },
    is_stock: 5,
    rating: { $numberDecimal: '4.6' },
    reviews: 12,
    trending: false,
    size: [],
    vendorId: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  }
}

const ref = (category: Category) => ({ _id: category._id, title: category.title, slug: category.slug })

export const camon = product({
  title: 'Tecno Camon 20 Pro 5G (256GB, 8GB RAM)',
  description:
    'A 6.67-inch AMOLED screen, a 64 MP main camera with optical stabilisation and a 5000 mAh battery that charges to 50% in 20 minutes.\n\nIn the box: the phone, a 45 W charger, a USB-C cable, a clear case and a SIM tool.',
  images: [pictures.phoneFront, pictures.phoneBack, pictures.phoneSide],
  original_price: 285000,
  discounted_price: 249999,
  rating: { $numberDecimal: '4.6' },
  reviews: 12,
  trending: true,
  is_stock: 7,
  size: [
    { title: '128GB', is_stock: 3 },
    { title: '256GB', is_stock: 4 },
    { title: '512GB', is_stock: 0 },
  ],
})

export const listing: Product[] = [
  camon,
  product({
    title: 'Oraimo FreePods 4 ANC Earbuds',
    images: [pictures.earbuds],
    categoryId: ref(audio),
    original_price: 32000,
    discounted_price: 27500,
    rating: { $numberDecimal: '4.4' },
    reviews: 31,
  }),
  product({
    title: 'Anker 20W USB-C Fast Charger',
    images: [pictures.charger],
    categoryId: ref(chargers),
    original_price: 4500,
    discounted_price: 4500,
    rating: { $numberDecimal: '4.8' },
    reviews: 54,
  }),
  product({
    title: 'Itel Smart Watch 2 Ultra',
    images: [pictures.watch],
    categoryId: ref(wearables),
    original_price: 18000,
    discounted_price: 15999,
    is_stock: 0,
    rating: { $numberDecimal: '3.9' },
    reviews: 8,
  }),
  product({
    title: 'HP EliteBook 840 G5 (Used, 16GB)',
    images: [pictures.laptop],
    categoryId: ref(laptops),
    original_price: 420000,
    discounted_price: 385000,
    trending: true,
    rating: { $numberDecimal: '4.2' },
    reviews: 5,
  }),
  product({
    title: 'Oraimo SoundGo 3 Bluetooth Speaker',
    images: [pictures.speaker],
    categoryId: ref(audio),
    original_price: 15500,
    discounted_price: 12900,
    rating: { $numberDecimal: '4.5' },
    reviews: 19,
  }),
  product({
    title: 'Oraimo Traveler 4 20000mAh Power Bank',
    images: [pictures.powerBank],
    categoryId: ref(chargers),
    original_price: 16000,
    discounted_price: 14200,
    rating: { $numberDecimal: '4.7' },
    reviews: 42,
  }),
  product({
    title: 'Samsung Galaxy A15 (128GB, 4GB RAM)',
    images: [pictures.phoneBack],
    original_price: 165000,
    discounted_price: 158000,
    rating: { $numberDecimal: '4.3' },
    reviews: 23,
  }),
]

/** The same product, sold out everywhere. */
export const camonOutOfStock: Product = {
  ...camon,
  is_stock: 0,
  size: camon.size.map((size) => ({ ...size, is_stock: 0 })),
}

/** A product without sizes, its price last changed long ago. */
export const charger: Product = {
  ...listing[2]!,
  priceUpdatedAt: '2026-08-01T09:00:00.000Z',
  description: 'Charges a phone to 50% in 30 minutes.',
}

/** "Now" in every story, so relative times and countdowns never move. */
export const storyNow = new Date('2026-11-22T12:00:00.000Z')

/** A cart line as GET api/carts answers it: the product with today's prices. */
export function cartLine(id: string, product: Product, qty: number, size: string | null = null): CartItem {
  return {
    _id: id,
    productId: product,
    qty,
    size,
    original_price: product.original_price,
    discounted_price: product.discounted_price,
  }
}

/** A wishlist item as GET api/wishlists answers it. */
export function savedItem(product: Product, createdAt = '2026-11-20T09:00:00.000Z'): WishlistItem {
  return { _id: `saved-${product._id}`, productId: product, createdAt }
}
