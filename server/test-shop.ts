// Set-up for the cart, wishlist and availability tests: products whose stock and sizes each test decides (written
// straight into the catalogue, as the seed does), and shoppers who have verified their email through the API.
import type { FastifyInstance } from 'fastify'
import type { Payment } from '../src/domain/contract'
import { nairaToKobo } from '../src/domain/money'
import { newId } from './db/ids'
import { categories, productSizes, products } from './db/schema'
import { bearer, latestEmailedCode, signUpTestUser, type TestApp, type TestUser } from './test-support'

export interface TestProduct {
  id: string
  slug: string
  title: string
}

export interface TestProductSpec {
  title: string
  /** Naira. */
  price: number
  /** Naira; the price when left out. */
  sale?: number
  /** Units on hand of a product without sizes. */
  stock?: number
  /** [title, units] of each size; the product's stock is their sum. */
  sizes?: [string, number][]
  archived?: boolean
}

const TEST_CATEGORY = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  slug: 'test-gadgets',
  title: 'Test gadgets',
  image: '/media/categories/test-800.webp',
}

let made = 0

/** Writes a product straight into the test app's database and forgets the app's catalogue cache, as a write must. */
export async function addTestProduct(
  testApp: Pick<TestApp, 'app' | 'database'>,
  spec: TestProductSpec,
): Promise<TestProduct> {
  const db = testApp.database.db
  await db.insert(categories).values(TEST_CATEGORY).onConflictDoNothing()
  made += 1
  const id = newId()
  const slug = `${spec.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${made}`
  const sizes = spec.sizes ?? []
  const stock = sizes.length > 0 ? sizes.reduce((sum, [, units]) => sum + units, 0) : (spec.stock ?? 0)
  await db.insert(products).values({
    id,
    slug,
    title: spec.title,
    description: `${spec.title}, for the tests.`,
    categoryId: TEST_CATEGORY.id,
    originalPriceKobo: nairaToKobo(spec.price),
    discountedPriceKobo: nairaToKobo(spec.sale ?? spec.price),
    stock,
    archived: spec.archived ?? false,
  })
  if (sizes.length > 0)
    await db
      .insert(productSizes)
      .values(sizes.map(([title, units], position) => ({ productId: id, title, stock: units, position })))
  testApp.app.store.catalogueCache.invalidate()
  return { id, slug, title: spec.title }
}

/** Signs up and verifies the email with the code the outbox got, as a shopper would. */
export async function verifiedTestUser(app: FastifyInstance, email: string): Promise<TestUser> {
  const user = await signUpTestUser(app, email)
  const otp = await latestEmailedCode(app, email)
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/verifyOtp',
    headers: bearer(user.token),
    payload: { email, otp },
  })
  if (response.statusCode !== 200) throw new Error(`verifying ${email} failed: ${response.statusCode} ${response.body}`)
  return user
}

/** Saves a delivery address through the API; its id. */
export async function addTestAddress(app: FastifyInstance, user: TestUser, name = 'Ada Obi'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/address',
    headers: bearer(user.token),
    payload: { name, street: '12 Marina Road', city: 'Lagos Island', state: 'Lagos', phone: '08031234567' },
  })
  if (response.statusCode !== 201) throw new Error(`adding an address failed: ${response.statusCode} ${response.body}`)
  return response.json<{ data: { _id: string } }>().data._id
}

/** Puts a product (and size) in the shopper's cart, `qty` of it; the cart line's id. */
export async function addToTestCart(
  app: FastifyInstance,
  user: TestUser,
  productId: string,
  { size, qty = 1 }: { size?: string; qty?: number } = {},
): Promise<string> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: bearer(user.token),
    payload: { productId, ...(size ? { size } : {}) },
  })
  if (added.statusCode !== 201 && added.statusCode !== 200)
    throw new Error(`adding to the cart failed: ${added.statusCode} ${added.body}`)
  const lineId = added.json<{ data: { _id: string } }>().data._id
  for (let more = 1; more < qty; more += 1) {
    const raised = await app.inject({
      method: 'PATCH',
      url: '/api/carts',
      headers: bearer(user.token),
      payload: { cartId: lineId, qty: 1 },
    })
    if (raised.statusCode !== 200) throw new Error(`raising the quantity failed: ${raised.statusCode} ${raised.body}`)
  }
  return lineId
}

/** A verified shopper with a saved delivery address. */
export type AddressedTestUser = TestUser & { addressId: string }

export async function addressedTestUser(app: FastifyInstance, email: string): Promise<AddressedTestUser> {
  const user = await verifiedTestUser(app, email)
  return { ...user, addressId: await addTestAddress(app, user) }
}

/** 'Place order' for the shopper's cart (createPayment), by Motor park pickup to their address: the payment. */
export async function placeTestOrder(app: FastifyInstance, user: AddressedTestUser): Promise<Payment> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: bearer(user.token),
    payload: { addressId: user.addressId, deliveryMethod: 'motor-park-pickup' },
  })
  if (response.statusCode !== 201) throw new Error(`placing the order failed: ${response.statusCode} ${response.body}`)
  return response.json<{ data: Payment }>().data
}
