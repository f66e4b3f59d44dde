// The home page's rules shared by the web app (which asks for the bestsellers) and the server (which preloads
// the same call with the page).

/** spec §2 Home: four featured products. */
export const BESTSELLER_COUNT = 4
