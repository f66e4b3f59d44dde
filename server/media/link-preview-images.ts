// The pictures link previews show. WhatsApp, the way most shoppers here share a product, does not reliably
// show a WebP og:image (on iPhones in particular), so a page names a JPEG copy of its picture instead:
// /media/previews/<path>.jpg, made from /media/<path>.webp on its first request and kept beside the other media,
// so every later request is served the same way (ADR 0003). A vendor's uploaded picture is read through the picture
// storage (a bucket, perhaps); its JPEG copy is kept in this process's media folder like the others, since it can
// always be made again.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { NOT_FOUND_MESSAGE, envelope } from '../errors'
import { UPLOADS_FOLDER } from './ingest'
import { writeAtomically } from './picture-files'
import { MEDIA_PATH, type PictureStorage } from './storage'

const PREFIX = '/media/previews/'
const JPEG = { quality: 82, mozjpeg: true } as const

/** The JPEG preview of a served WebP picture ('/media/products/x-1-800.webp' → '/media/previews/products/x-1-800.jpg'). */
export function linkPreviewImage(src: string): string | null {
  const match = /^\/media\/(.+)\.webp$/.exec(src)
  return match && MEDIA_PATH.test(match[1]!) ? `${PREFIX}${match[1]}.jpg` : null
}

/** The WebP picture at `path` (a media path without extension): uploads from the storage, the rest from the folder. */
export async function sourcePicture(path: string, mediaDir: string, pictures: PictureStorage): Promise<Buffer | null> {
  if (path.startsWith(`${UPLOADS_FOLDER}/`)) return (await pictures.get(`${path}.webp`))?.bytes ?? null
  const file = join(mediaDir, `${path}.webp`)
  return existsSync(file) ? readFileSync(file) : null
}

export function registerLinkPreviewImages(
  app: FastifyInstance,
  { mediaDir, pictures, cacheControl }: { mediaDir: string; pictures: PictureStorage; cacheControl: string },
) {
  app.get<{ Params: { '*': string } }>(`${PREFIX}*`, async (request, reply) => {
    const wanted = /^(.+)\.jpg$/.exec(request.params['*'])?.[1]
    if (!wanted || !MEDIA_PATH.test(wanted)) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
    const target = join(mediaDir, 'previews', `${wanted}.jpg`)
    if (!existsSync(target)) {
      const source = await sourcePicture(wanted, mediaDir, pictures)
      if (!source) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
      mkdirSync(dirname(target), { recursive: true })
      writeAtomically(target, await sharp(source).jpeg(JPEG).toBuffer())
    }
    return reply.header('Cache-Control', cacheControl).type('image/jpeg').send(readFileSync(target))
  })
}
