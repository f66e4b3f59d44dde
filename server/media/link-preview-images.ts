// The pictures link previews show. WhatsApp, the way most shoppers here share a product, does not reliably
// show a WebP og:image (on iPhones in particular), so a page names a JPEG copy of its picture instead:
// /media/previews/<path>.jpg, made from /media/<path>.webp on its first request and kept beside the other media,
// so every later request, and every picture uploaded later, is served the same way (ADR 0003).
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { NOT_FOUND_MESSAGE, envelope } from '../errors'
import { writeAtomically } from './render'

const PREFIX = '/media/previews/'
/** A media path without its extension: lowercase words, digits and dashes, in folders; nothing else. */
const MEDIA_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/
const JPEG = { quality: 82, mozjpeg: true } as const

/** The JPEG preview of a served WebP picture ('/media/products/x-1-800.webp' → '/media/previews/products/x-1-800.jpg'). */
export function linkPreviewImage(src: string): string | null {
  const match = /^\/media\/(.+)\.webp$/.exec(src)
  return match && MEDIA_PATH.test(match[1]!) ? `${PREFIX}${match[1]}.jpg` : null
}

export function registerLinkPreviewImages(app: FastifyInstance, mediaDir: string, cacheControl: string) {
  app.get<{ Params: { '*': string } }>(`${PREFIX}*`, async (request, reply) => {
    const wanted = /^(.+)\.jpg$/.exec(request.params['*'])?.[1]
    if (!wanted || !MEDIA_PATH.test(wanted)) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
    const source = join(mediaDir, `${wanted}.webp`)
    const target = join(mediaDir, 'previews', `${wanted}.jpg`)
    if (!existsSync(target)) {
      if (!existsSync(source)) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
      mkdirSync(dirname(target), { recursive: true })
      writeAtomically(target, await sharp(source).jpeg(JPEG).toBuffer())
    }
    return reply.header('Cache-Control', cacheControl).type('image/jpeg').send(readFileSync(target))
  })
}
