// The store's name, which the navigation bar draws on every page: apart from the outside links (./store-links), which
// only the footer, the static pages and the app's promotions draw, so that no page's first download carries those.
export const STORE_NAME = 'Oja'
