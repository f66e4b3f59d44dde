// spec §3: where the browser keeps the availability requests (./availability), in a module of its own: signing out
// clears it on every page, and a page that never offers the request does not download its rules for the key.

/** spec §3: the local storage key. */
export const AVAILABILITY_STORAGE_KEY = 'productData'
