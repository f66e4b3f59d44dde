// Picture uploads (spec §7 pushimgs; swap photos; category pictures): the limits and texts the web checks before sending and the server
// enforces, so what the page lets through is what the store keeps. openapi.yaml's uploadProductImages and
// uploadSwapPhotos say the same numbers.

/** The formats the store takes, recognised by their bytes on the server; the web's file picker offers these. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** A phone photo is 2 to 6 MB; 8 MB leaves room without letting one upload tie up the server. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024

/** 40 megapixels: more than any phone camera's photo, and a bound on what a small file can expand to when decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000

/** How many pictures a product has at most (openapi.yaml ProductInput.images). */
export const MAX_PRODUCT_IMAGES = 10

/** How many photos a swap request has at most. */
export const MAX_SWAP_PHOTOS = 4

/** A category has one picture (docs/adr/0031). */
export const MAX_CATEGORY_PICTURES = 1

export type UploadPurpose = 'product' | 'swap' | 'category'

export const MAX_IMAGES: Record<UploadPurpose, number> = {
  product: MAX_PRODUCT_IMAGES,
  swap: MAX_SWAP_PHOTOS,
  category: MAX_CATEGORY_PICTURES,
}

export const uploadMessages = {
  notAnImage: (name: string) => `${name} is not a JPEG, PNG or WebP picture`,
  tooLarge: (name: string) => `${name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  tooManyPixels: (name: string) => `${name} is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  tooMany: (max: number) => `Add up to ${max} pictures`,
  none: 'Add at least one picture',
  notYours: 'Use pictures you uploaded for this',
} as const

export function isAcceptedImageType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)
}

/** What the web can tell before sending a file (the server checks the bytes themselves); undefined when it may go. */
export function fileProblem(file: { name: string; type: string; size: number }): string | undefined {
  if (!isAcceptedImageType(file.type)) return uploadMessages.notAnImage(file.name)
  if (file.size > MAX_IMAGE_BYTES) return uploadMessages.tooLarge(file.name)
  return undefined
}
