// The wishlist heart over a product card on the home and listing pages, driven by the page's hearts.
import { WishlistToggle } from '@/commerce/wishlist-toggle'
import type { WishlistHearts } from './use-wishlist-hearts'

export function renderCardHeart(hearts: WishlistHearts, product: { _id: string; title: string }) {
  return (
    <WishlistToggle
      productTitle={product.title}
      saved={hearts.isSaved(product._id)}
      busy={hearts.isBusy(product._id)}
      onToggle={() => hearts.toggle({ _id: product._id, title: product.title })}
    />
  )
}
