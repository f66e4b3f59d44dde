// Uploaded files into stored pictures: each file is taken for what its bytes are (never its name or declared type),
// turned upright, stripped of its metadata (a phone photo's EXIF carries where it was taken) and re-encoded to the
// WebP widths the catalogue serves. All or nothing: every file is checked and encoded before any is stored.
import { randomBytes } from 'node:crypto'
import sharp, { type OutputInfo } from 'sharp'
import type { ImageVariant } from '../../src/domain/contract'
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, uploadMessages } from '../../src/domain/uploads'
import type { StoredUpload } from '../db/repos/uploads.repo'
import { DomainError } from '../errors'
import { IMAGE_WIDTHS } from './picture-files'
import type { PictureStorage } from './storage'

/** One uploaded file as the request carried it. */
export interface UploadedFile {
  /** The name the sender gave it, for messages only. */
  filename: string
  bytes: Buffer
}

/** The folder uploaded pictures are kept in, in the storage and under /media/. */
export const UPLOADS_FOLDER = 'uploads'

/** The accepted types as sharp names the formats it reads ('image/jpeg' → 'jpeg'). */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_TYPES.map((type) => type.slice('image/'.length)))

/** Photos are not flat drawings (server/db/seed/render.ts): the encoder's default effort keeps them small. */
const WEBP = { quality: 82 } as const

/** Errors only: some phones write JPEGs that carry harmless warnings, but a cut-off file is refused. */
const DECODE = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true } as const

interface EncodedPicture {
  files: { key: string; bytes: Buffer }[]
  image: ImageVariant
}

/** The storage key and URL of one width of an uploaded picture. */
export function uploadKey(id: string, width: number): string {
  return `${UPLOADS_FOLDER}/${id}-${width}.webp`
}

/** How a file is named in a message: the name it was sent with, cut short and without control characters, or its
 *  place among the files (`index` from 0). */
export function fileLabel(filename: string, index: number): string {
  const name = filename
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 80)
  return name === '' ? `Picture ${index + 1}` : name
}

async function encode(file: UploadedFile, index: number): Promise<EncodedPicture> {
  const name = fileLabel(file.filename, index)
  if (file.bytes.length > MAX_IMAGE_BYTES) throw new DomainError('tooLarge', uploadMessages.tooLarge(name))
  let format: string | undefined
  let pixels = 0
  try {
    // The header only, nothing decoded: without the pixel limit, so an oversized picture is told as such.
    const meta = await sharp(file.bytes, { ...DECODE, limitInputPixels: false }).metadata()
    format = meta.format
    pixels = (meta.width ?? 0) * (meta.height ?? 0)
  } catch {
    throw new DomainError('invalid', uploadMessages.notAnImage(name))
  }
  if (format === undefined || !ACCEPTED_FORMATS.has(format))
    throw new DomainError('invalid', uploadMessages.notAnImage(name))
  if (pixels > MAX_IMAGE_PIXELS) throw new DomainError('invalid', uploadMessages.tooManyPixels(name))
  const id = randomBytes(16).toString('hex')
  let outputs: { data: Buffer; info: OutputInfo }[]
  try {
    // Decoded once, upright, at the widest width (even above the original's: each URL of the srcset then holds what
    // its width says); the narrower files are downscales of those pixels.
    const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
    const { data, info } = await sharp(file.bytes, DECODE)
      .resize({ width: widest })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
    outputs = await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        (width === widest ? sharp(data, raw) : sharp(data, raw).resize({ width }))
          .webp(WEBP)
          .toBuffer({ resolveWithObject: true }),
      ),
    )
  } catch {
    // A header that reads well over data that does not (a cut-off file) fails only here.
    throw new DomainError('invalid', uploadMessages.notAnImage(name))
  }
  const files = IMAGE_WIDTHS.map((width, i) => ({ key: uploadKey(id, width), bytes: outputs[i]!.data }))
  const widest = IMAGE_WIDTHS.length - 1
  const url = (width: number) => `/media/${uploadKey(id, width)}`
  return {
    files,
    image: {
      src: url(IMAGE_WIDTHS[widest]!),
      width: outputs[widest]!.info.width,
      height: outputs[widest]!.info.height,
      srcSet: IMAGE_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    },
  }
}

/**
 * Checks and encodes every file, then stores them all; a refused file (DomainError naming it) or a failed store
 * leaves nothing stored. The pictures come back in the order of `files`.
 */
export async function ingestPictures(storage: PictureStorage, files: readonly UploadedFile[]): Promise<StoredUpload[]> {
  const encoded: EncodedPicture[] = []
  // One file at a time: a few large photos decoded together would hold hundreds of megabytes.
  for (const [index, file] of files.entries()) encoded.push(await encode(file, index))
  const all = encoded.flatMap((picture) => picture.files)
  try {
    await Promise.all(all.map((file) => storage.put(file.key, file.bytes, 'image/webp')))
  } catch (error) {
    // The failed put is what the caller must hear about; a second failure here would only hide it.
    await storage.delete(all.map((file) => file.key)).catch(() => undefined)
    throw error
  }
  return encoded.map((picture) => ({ image: picture.image, keys: picture.files.map((file) => file.key) }))
}
