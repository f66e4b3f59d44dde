// Browsing's calls over the typed client (spec §7): the promo, the home page's products and categories; plus the home machine's API slots and the appPromoModal machine's storage slot.
// Each call resolves with the reply's data or rejects with an ApiError carrying the server's first message.
import {
  APP_PROMO_CLOSED_STORAGE_KEY,
  type AppPromoModalInput,
} from '@machines/app-promo-modal/app-promo-modal.machine'
import { BESTSELLER_COUNT } from '@/domain/home'
import type { Category, Product, Promo } from '@/domain/contract'
import { api as defaultApi, readStoredToken, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export interface BrowsingApi {
  /** GET api/promo: the running promo, or null. */
  getPromo: (signal?: AbortSignal) => Promise<Promo | null>
  /** GET api/products: the home page's featured products. */
  listBestsellers: (signal?: AbortSignal) => Promise<Product[]>
  /** GET api/categories. */
  listCategories: (signal?: AbortSignal) => Promise<Category[]>
}

export function browsingApi(client: Api = defaultApi): BrowsingApi {
  return {
    getPromo: async (signal) => (await unwrap(client.GET('/api/promo', { signal }))).data,
    listBestsellers: async (signal) =>
      (await unwrap(client.GET('/api/products', { params: { query: { limit: BESTSELLER_COUNT } }, signal }))).data.docs,
    listCategories: async (signal) => (await unwrap(client.GET('/api/categories', { signal }))).data.docs,
  }
}

/** Slots of machines/home. */
export function homeActors(calls: Pick<BrowsingApi, 'listBestsellers' | 'listCategories'> = browsingApi()) {
  return {
    fetchBestsellers: fromRequest<Product[]>((_, signal) => calls.listBestsellers(signal)),
    fetchCategories: fromRequest<Category[]>((_, signal) => calls.listCategories(signal)),
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
