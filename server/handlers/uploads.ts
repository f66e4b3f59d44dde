// Picture uploads: uploadProductImages (vendors), uploadSwapPhotos (signed-in shoppers) and uploadCategoryPicture (the
// owner). The multipart form is read here, one `images` file at a time, with every limit told in the store's words; the
// service checks and keeps the pictures.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { MAX_IMAGES, uploadMessages, type UploadPurpose } from '../../src/domain/uploads'
import { DomainError } from '../errors'
import { fileLabel, type UploadedFile } from '../media/ingest'
import { UploadAllowanceError, type UploadsService } from '../services/uploads'
import { signedInUser, type Handlers } from './handler'

/** The one form field the upload operations take (openapi.yaml). */
const IMAGES_FIELD = 'images'

/** What multipart's own refusals mean to the sender; anything else it throws is a form it could not read. */
function readingError(error: unknown, max: number, current: string): DomainError {
  if (error instanceof DomainError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('tooLarge', uploadMessages.tooLarge(current))
  if (code === 'FST_FILES_LIMIT') return new DomainError('invalid', uploadMessages.tooMany(max))
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new DomainError('invalid', `Send only the ${IMAGES_FIELD} files`)
  return new DomainError('invalid', 'The upload could not be read; please try again')
}

/** The request's `images` files, in the order sent; refuses other fields, a field where a file belongs and more than `max`. */
async function readImages(request: FastifyRequest, max: number): Promise<UploadedFile[]> {
  const files: UploadedFile[] = []
  let current = fileLabel('', 0)
  try {
    for await (const part of request.parts()) {
      current = fileLabel(part.type === 'file' ? part.filename : '', files.length)
      const name = part.fieldname.slice(0, 40)
      if (part.fieldname !== IMAGES_FIELD) throw new DomainError('invalid', `${name} is not allowed`, name)
      if (part.type !== 'file') throw new DomainError('invalid', uploadMessages.notAnImage(current), IMAGES_FIELD)
      files.push({ filename: part.filename, bytes: await part.toBuffer() })
      // Refused at the first file too many, without reading the rest.
      if (files.length > max) throw new DomainError('invalid', uploadMessages.tooMany(max), IMAGES_FIELD)
    }
  } catch (error) {
    throw readingError(error, max, current)
  }
  return files
}

export function uploadHandlers({ uploads }: { uploads: UploadsService }) {
  async function upload(request: FastifyRequest, reply: FastifyReply, purpose: UploadPurpose) {
    const user = signedInUser(request)
    // Before the files are read: a refused sender's megabytes are not taken in.
    uploads.authorize(user, purpose)
    const files = await readImages(request, MAX_IMAGES[purpose])
    try {
      const images = await uploads.store(user, purpose, files)
      reply.code(201)
      return { data: { images } }
    } catch (error) {
      if (error instanceof UploadAllowanceError)
        reply.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)))
      throw error
    }
  }

  return {
    async uploadProductImages(request, reply) {
      return upload(request, reply, 'product')
    },

    async uploadSwapPhotos(request, reply) {
      return upload(request, reply, 'swap')
    },

    async uploadCategoryPicture(request, reply) {
      return upload(request, reply, 'category')
    },
  } satisfies Handlers
}
