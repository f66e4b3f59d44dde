// spec §8: the store's catch-all error text, the product's own wording (typo included). One definition for the
// web app's fallbacks and the server's 500 replies, so a reply and a fallback can never drift apart.
export const GENERIC_ERROR = 'An error has occured. please try again later'
