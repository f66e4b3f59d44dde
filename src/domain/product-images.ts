// How product pictures are drawn, shared by the page (the carousel's srcset) and the server (which preloads the
// first picture with the same srcset and sizes, so the browser fetches it once, before the script asks).

/**
 * What the carousel's slide is drawn at, for the browser's pick from srcset: the whole width on a phone, half of
 * the product column on a tablet, and at most about 440px on a desktop.
 */
export const CAROUSEL_SIZES = '(max-width: 425px) 100vw, (max-width: 1280px) 50vw, 440px'
