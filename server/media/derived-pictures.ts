// Copies of the store's pictures made on their first request (a link preview's JPEG, a small thumbnail): read from the
// served WebP picture (an upload through the picture storage, a bucket perhaps; the rest from the media folder), made
// once, kept in this process's media folder (they can always be made again) and served as every later request is.
// Only of a picture the store serves (MEDIA_PATH), in one form each, so a request cannot make the store draw what it
// chooses.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { NOT_FOUND_MESSAGE, envelope } from '../errors'
import { UPLOADS_FOLDER } from './ingest'
import { writeAtomically } from './picture-files'
import { MEDIA_PATH, type PictureStorage } from './storage'

export interface DerivedPictureDeps {
  mediaDir: string
  pictures: PictureStorage
  cacheControl: string
}

/** The WebP picture at `path` (a media path without extension): uploads from the storage, the rest from the folder. */
export async function sourcePicture(path: string, mediaDir: string, pictures: PictureStorage): Promise<Buffer | null> {
  if (path.startsWith(`${UPLOADS_FOLDER}/`)) return (await pictures.get(`${path}.webp`))?.bytes ?? null
  const file = join(mediaDir, `${path}.webp`)
  return existsSync(file) ? readFileSync(file) : null
}

/** Serves `<prefix><path>.<extension>`, made from /media/<path>.webp by `make` and kept under `<mediaDir>/<folder>`. */
export function registerDerivedPictures(
  app: FastifyInstance,
  { mediaDir, pictures, cacheControl }: DerivedPictureDeps,
  copy: { prefix: string; folder: string; extension: string; type: string; make: (source: Buffer) => Promise<Buffer> },
) {
  const named = new RegExp(`^(.+)\\.${copy.extension}$`)
  app.get<{ Params: { '*': string } }>(`${copy.prefix}*`, async (request, reply) => {
    const wanted = named.exec(request.params['*'])?.[1]
    if (!wanted || !MEDIA_PATH.test(wanted)) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
    const target = join(mediaDir, copy.folder, `${wanted}.${copy.extension}`)
    if (!existsSync(target)) {
      const source = await sourcePicture(wanted, mediaDir, pictures)
      if (!source) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
      mkdirSync(dirname(target), { recursive: true })
      writeAtomically(target, await copy.make(source))
    }
    return reply.header('Cache-Control', cacheControl).type(copy.type).send(readFileSync(target))
  })
}
