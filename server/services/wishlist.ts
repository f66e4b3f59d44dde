// The wishlist (spec §2 Wishlist, §3 Wishlist item, §4 Wishlist toggle): products as the catalogue reads them now,
// newest first; adding one that is there already is not an error. No Fastify, no SQL.
import type { Product, WishlistItem } from '../../src/domain/contract'
import type { CatalogueRepo } from '../db/repos/catalogue.repo'
import type { UserRecord } from '../db/repos/users.repo'
import type { WishlistEntry, WishlistRepo } from '../db/repos/wishlist.repo'
import { DomainError } from '../errors'
import { PRODUCT_NOT_FOUND_MESSAGE } from './catalogue'

export const NOT_IN_WISHLIST_MESSAGE = 'This product is not on your wishlist'

function toWishlistItem(entry: WishlistEntry, product: Product): WishlistItem {
  return { _id: entry.id, productId: product, createdAt: entry.createdAt.toISOString() }
}

export function wishlistService({
  wishlists,
  catalogue,
  now = () => new Date(),
}: {
  wishlists: WishlistRepo
  catalogue: Pick<CatalogueRepo, 'findFreshProductsByIds'>
  now?: () => Date
}) {
  return {
    /** Items whose product has left the catalogue are left out. */
    async list(user: UserRecord): Promise<WishlistItem[]> {
      const entries = await wishlists.list(user.id)
      const products = await catalogue.findFreshProductsByIds(entries.map((entry) => entry.productId))
      return entries.flatMap((entry) => {
        const product = products.get(entry.productId)
        return product ? [toWishlistItem(entry, product)] : []
      })
    },

    async add(user: UserRecord, productId: string): Promise<{ added: boolean; item: WishlistItem }> {
      const product = (await catalogue.findFreshProductsByIds([productId])).get(productId)
      if (!product) throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE, 'productId')
      const { added, entry } = await wishlists.add({ userId: user.id, productId, now: now() })
      return { added, item: toWishlistItem(entry, product) }
    },

    async remove(user: UserRecord, productId: string): Promise<{ _id: string }> {
      const id = await wishlists.remove(user.id, productId)
      if (id === null) throw new DomainError('notFound', NOT_IN_WISHLIST_MESSAGE)
      return { _id: id }
    },
  }
}

export type WishlistService = ReturnType<typeof wishlistService>
