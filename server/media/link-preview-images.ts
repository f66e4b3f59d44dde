// The pictures link previews show. WhatsApp, the way most shoppers here share a product, does not reliably
// show a WebP og:image (on iPhones in particular), so a page names a JPEG copy of its picture instead:
// /media/previews/<path>.jpg, made from /media/<path>.webp on its first request and kept beside the other media,
// so every later request is served the same way (ADR 0003). A vendor's uploaded picture is read through the picture
// storage (a bucket, perhaps); its JPEG copy is kept in this process's media folder like the others, since it can
// always be made again.
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { registerDerivedPictures, type DerivedPictureDeps } from './derived-pictures'
import { MEDIA_PATH } from './storage'

const PREFIX = '/media/previews/'
const JPEG = { quality: 82, mozjpeg: true } as const

/** The JPEG preview of a served WebP picture ('/media/products/x-1-800.webp' → '/media/previews/products/x-1-800.jpg'). */
export function linkPreviewImage(src: string): string | null {
  const match = /^\/media\/(.+)\.webp$/.exec(src)
  return match && MEDIA_PATH.test(match[1]!) ? `${PREFIX}${match[1]}.jpg` : null
}

export function registerLinkPreviewImages(app: FastifyInstance, deps: DerivedPictureDeps) {
  registerDerivedPictures(app, deps, {
    prefix: PREFIX,
    folder: 'previews',
    extension: 'jpg',
    type: 'image/jpeg',
    make: (source) => sharp(source).jpeg(JPEG).toBuffer(),
  })
}
