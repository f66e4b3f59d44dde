// Signed-in shoppers for the load run: each signed up and verified through the API and the sandbox outbox, as a person
// would, with a few products in the cart, and each from an address of its own (X-Forwarded-For, which the store trusts
// from loopback in the load run), as distinct shoppers behind a load balancer arrive. Their bearer tokens are what the
// signed-in path of the run sends.
import type { Session } from '../../src/domain/account'

interface ProductDoc {
  _id: string
  is_stock: number
  size: { title: string; is_stock: number }[]
}

/** The address shopper `index` comes from (outside the 10.x.y.z the load's connections use). */
function addressOf(index: number): string {
  return `172.16.${(index >> 8) & 255}.${index & 255}`
}

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  { body, token, address }: { body?: unknown; token?: string; address: string },
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as T
}

/** The code the sandbox mailer "sent" (the outbox answers this machine only, so it is read without a forwarded address). */
async function codeFor(baseUrl: string, email: string): Promise<string> {
  const page = await (await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`)).text()
  const code = /Your verification code is ([A-Z0-9]{5})/.exec(page)?.[1]
  if (!code) throw new Error(`no verification code for ${email} in the outbox`)
  return code
}

async function signedInShopper(baseUrl: string, index: number, products: ProductDoc[], cartLines: number) {
  const address = addressOf(index)
  const email = `load.${index}.${Date.now().toString(36)}@example.com`
  const { data: signedUp } = await call<{ data: Session }>(baseUrl, 'POST', '/api/users/signup', {
    body: { email, password: 'load shopper', firstName: 'Load', lastName: `Shopper ${index}` },
    address,
  })
  const otp = await codeFor(baseUrl, email)
  const { data: session } = await call<{ data: Session }>(baseUrl, 'POST', '/api/users/verifyOtp', {
    body: { email, otp },
    token: signedUp.token,
    address,
  })
  for (const product of products.slice(0, cartLines)) {
    const size = product.size.find((option) => option.is_stock > 0)?.title ?? null
    await call(baseUrl, 'POST', '/api/carts', { body: { productId: product._id, size }, token: session.token, address })
  }
  return session.token
}

/** `count` signed-in shoppers with `cartLines` products each in their carts, a few signing up at a time: their tokens. */
export async function signedInShoppers(baseUrl: string, count: number, cartLines = 3): Promise<string[]> {
  const { data: page } = await call<{ data: { docs: ProductDoc[] } }>(baseUrl, 'GET', '/api/products?limit=24', {
    address: addressOf(0),
  })
  const inStock = page.docs.filter((product) => product.is_stock > 0)
  const tokens: string[] = []
  const together = 4
  for (let start = 0; start < count; start += together) {
    const batch = Array.from({ length: Math.min(together, count - start) }, (_, offset) => start + offset)
    tokens.push(
      ...(await Promise.all(
        batch.map((index) =>
          signedInShopper(baseUrl, index, inStock.slice(index % 8, (index % 8) + cartLines), cartLines),
        ),
      )),
    )
  }
  return tokens
}
