// spec §2 Wishlist: the tags on a product, word for word; shared by the card and the product page without the
// page downloading the card.
export const OUT_OF_STOCK_LABEL = 'Out of stock'
export const TRENDING_LABEL = 'Trending'
