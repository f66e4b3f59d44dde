// Browsing's calls over the typed client (spec §7): the promo, the catalogue's products and its categories; plus the home
// machine's API slots and the appPromoModal machine's storage slot. Each call resolves with the reply's data or rejects
// with an ApiError carrying the server's first message.
import {
  APP_PROMO_CLOSED_STORAGE_KEY,
  type AppPromoModalInput,
} from '@machines/app-promo-modal/app-promo-modal.machine'
import { BESTSELLER_COUNT } from '@/domain/home'
import type { Category, ListProductsQuery, Product, ProductPage, Promo } from '@/domain/contract'
import { api, readStoredToken, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/promo: the running promo, or null. */
export async function getPromo({ signal, client = api }: CallOptions = {}): Promise<Promo | null> {
  return (await unwrap(client.GET('/api/promo', { signal }))).data
}

/** GET api/products: one page of the products the query matches. */
export async function listProducts(
  query: ListProductsQuery,
  { signal, client = api }: CallOptions = {},
): Promise<ProductPage> {
  return (await unwrap(client.GET('/api/products', { params: { query }, signal }))).data
}

/** GET api/categories. */
export async function listCategories({ signal, client = api }: CallOptions = {}): Promise<Category[]> {
  return (await unwrap(client.GET('/api/categories', { signal }))).data.docs
}

/** The home page's featured products. */
export async function listBestsellers(options: CallOptions = {}): Promise<Product[]> {
  return (await listProducts({ limit: BESTSELLER_COUNT }, options)).docs
}

/** Slots of machines/home. */
export function homeActors(client?: Api) {
  return {
    fetchBestsellers: fromRequest<Product[]>((_, signal) => listBestsellers({ signal, client })),
    fetchCategories: fromRequest<Category[]>((_, signal) => listCategories({ signal, client })),
  }
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>

function browserSessionStorage(): SessionStorageLike | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** The appPromoModal machine's input: a stored token (spec §1: shown only to visitors without one) and whether
 * the modal was already closed in this tab. */
export function appPromoModalInput(
  storage: SessionStorageLike | null = browserSessionStorage(),
  getToken: () => string | null = readStoredToken,
): AppPromoModalInput {
  let wasClosed = false
  try {
    wasClosed = storage?.getItem(APP_PROMO_CLOSED_STORAGE_KEY) === '1'
  } catch {
    wasClosed = false
  }
  return { hasToken: getToken() !== null, wasClosed }
}

/** The appPromoModal machine's action slot. */
export function appPromoModalActions(storage: SessionStorageLike | null = browserSessionStorage()) {
  return {
    rememberClosed: () => {
      try {
        storage?.setItem(APP_PROMO_CLOSED_STORAGE_KEY, '1')
      } catch {
        // Blocked storage only means the modal may be offered again on the next page load.
      }
    },
  }
}
