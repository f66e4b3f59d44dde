// Small copies of the store's pictures, for the places that show one at a few dozen pixels (the staff's list of
// categories; docs/adr/0052). The store keeps every picture at 400 and 800 px (server/media/picture-files.ts); a small
// copy of the narrower file is made at its first request and kept (server/media/thumbnails.ts), so no picture needs
// storing again and an older upload has one too.

/** The small copy's width: a 48 px picture on a screen of up to two device pixels per CSS pixel. */
export const THUMBNAIL_WIDTH = 96

/** Where a picture's small copy is served: '/media/categories/phones-400.webp' → '/media/thumbs/categories/phones-400.webp'. */
export const THUMBNAILS_PREFIX = '/media/thumbs/'

/**
 * A srcset for a picture the API names by its 800 px file ('/media/<path>-800.webp'): its small copy and its 400 px
 * file, from which the browser picks by the size shown; undefined for a picture named otherwise (then only its src).
 */
export function thumbnailSrcSet(src: string): string | undefined {
  const match = /^\/media\/([a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)-800\.webp$/.exec(src)
  if (!match) return undefined
  const narrow = `${match[1]}-400.webp`
  return `${THUMBNAILS_PREFIX}${narrow} ${THUMBNAIL_WIDTH}w, /media/${narrow} 400w`
}
