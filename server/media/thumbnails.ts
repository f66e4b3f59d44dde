// Small copies of the store's pictures (src/domain/thumbnails.ts): /media/thumbs/<path>.webp is /media/<path>.webp at
// THUMBNAIL_WIDTH px wide, made on its first request and kept in this process's media folder beside the link previews,
// since it can always be made again (an upload is read through the picture storage, a bucket perhaps). One width only,
// and only of a picture the store serves, so a request cannot make the store draw sizes of its choosing.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { THUMBNAIL_WIDTH, THUMBNAILS_PREFIX } from '../../src/domain/thumbnails'
import { NOT_FOUND_MESSAGE, envelope } from '../errors'
import { sourcePicture } from './link-preview-images'
import { writeAtomically } from './picture-files'
import { MEDIA_PATH, type PictureStorage } from './storage'

/** As the seed's and the uploads' files (server/media/ingest.ts). */
const WEBP = { quality: 82 } as const

export function registerThumbnails(
  app: FastifyInstance,
  { mediaDir, pictures, cacheControl }: { mediaDir: string; pictures: PictureStorage; cacheControl: string },
) {
  app.get<{ Params: { '*': string } }>(`${THUMBNAILS_PREFIX}*`, async (request, reply) => {
    const wanted = /^(.+)\.webp$/.exec(request.params['*'])?.[1]
    if (!wanted || !MEDIA_PATH.test(wanted)) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
    const target = join(mediaDir, 'thumbs', `${wanted}.webp`)
    if (!existsSync(target)) {
      const source = await sourcePicture(wanted, mediaDir, pictures)
      if (!source) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
      mkdirSync(dirname(target), { recursive: true })
      writeAtomically(target, await sharp(source).resize({ width: THUMBNAIL_WIDTH }).webp(WEBP).toBuffer())
    }
    return reply.header('Cache-Control', cacheControl).type('image/webp').send(readFileSync(target))
  })
}
