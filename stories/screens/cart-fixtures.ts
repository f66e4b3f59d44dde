// Carts for the cart stories, built from the catalogue's products: one whose coupon applies, one at exactly the
// coupon's ₦100,000 minimum (its checkbox disabled, spec §5), one line at its stock limit.
import type { Product } from '@/domain/contract'
import { camon, cartLine, charger, listing } from './catalogue-fixtures'

const speaker = listing[5]!

/** The speaker on offer at ₦25,000: four of them come to exactly ₦100,000. */
export const speakerDeal: Product = { ...speaker, original_price: 27500, discounted_price: 25000, is_stock: 6 }

/** ₦249,999 + 2 × ₦4,500 = ₦258,999 of discounted prices: above the minimum, so the coupon applies. */
export const couponCart = [cartLine('cart-line-1', camon, 1, '256GB'), cartLine('cart-line-2', charger, 2)]

/** 4 × ₦25,000 = exactly ₦100,000: at the minimum, so the coupon cannot be applied. */
export const minimumCart = [cartLine('cart-line-3', speakerDeal, 4)]

/** All 5 chargers in stock are in the cart: 'Add one' waits. */
export const fullStockCart = [cartLine('cart-line-4', charger, 5)]
