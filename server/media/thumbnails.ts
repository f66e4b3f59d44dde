// Small copies of the store's pictures (src/domain/thumbnails.ts): /media/thumbs/<path>.webp is /media/<path>.webp at
// THUMBNAIL_WIDTH px wide, made on its first request and kept in this process's media folder beside the link previews,
// since it can always be made again (an upload is read through the picture storage, a bucket perhaps). One width only,
// and only of a picture the store serves, so a request cannot make the store draw sizes of its choosing.
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { THUMBNAIL_WIDTH, THUMBNAILS_PREFIX } from '../../src/domain/thumbnails'
import { registerDerivedPictures, type DerivedPictureDeps } from './derived-pictures'

/** As the seed's and the uploads' files (server/media/ingest.ts). */
const WEBP = { quality: 82 } as const

export function registerThumbnails(app: FastifyInstance, deps: DerivedPictureDeps) {
  registerDerivedPictures(app, deps, {
    prefix: THUMBNAILS_PREFIX,
    folder: 'thumbs',
    extension: 'webp',
    type: 'image/webp',
    make: (source) => sharp(source).resize({ width: THUMBNAIL_WIDTH }).webp(WEBP).toBuffer(),
  })
}
