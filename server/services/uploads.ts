// Picture uploads (uploadProductImages, uploadSwapPhotos, uploadCategoryPicture): who may upload what and how many, the pictures stored and
// recorded as the uploader's, and the sweep of uploads that nothing named. A product or swap request takes its
// pictures later with uploadsRepo.claim.
import { MAX_IMAGES, uploadMessages, type UploadPurpose } from '../../src/domain/uploads'
import type { RateLimitRepo } from '../db/repos/rate-limit.repo'
import type { UploadsRepo } from '../db/repos/uploads.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import { ingestPictures, type UploadedFile } from '../media/ingest'
import type { PictureStorage } from '../media/storage'
import { tooManyMessage, type Limit } from '../throttle'
import { requireOwner, requireVendor, requireVerified } from './verified-user'

/** How long an upload may wait for a product or swap request to name it (the form open, the seller called away). */
export const UNUSED_UPLOAD_MS = 24 * 60 * 60_000

/**
 * Pictures one user may upload, products and swaps together. A vendor listing a busy day's stock sends a few dozen;
 * encoding is the store's heaviest work, so an account that sends more waits for the hour to turn.
 */
export const UPLOAD_LIMIT: Limit = { max: 60, windowMs: 60 * 60_000 }

/** A user's pictures for the hour are spent; the handler says when to try again (Retry-After), as throttling does. */
export class UploadAllowanceError extends DomainError {
  constructor(readonly retryAfterMs: number) {
    super('tooMany', tooManyMessage(retryAfterMs))
  }
}

/** How many unused uploads one sweep removes at most; the next round takes the rest. */
const SWEEP_BATCH = 256

export interface UploadsDeps {
  uploads: UploadsRepo
  storage: PictureStorage
  /** Counts each user's pictures against `limit`; without it (tests not about throttling) uploads are not counted. */
  throttle?: { repo: RateLimitRepo; limit: Limit }
  now?: () => Date
}

export function uploadsService({ uploads, storage, throttle, now = () => new Date() }: UploadsDeps) {
  /** Counts `count` pictures against the user's hour; 'tooMany' once they are spent. Refused uploads count too, so a
   *  sender of bad files cannot keep the encoder busy for free. */
  async function countPictures(user: UserRecord, count: number) {
    if (!throttle) return
    const at = now()
    let retryAfterMs = 0
    for (let i = 0; i < count; i += 1) {
      const { hits, windowEndsAt } = await throttle.repo.hit(`uploads:user:${user.id}`, throttle.limit.windowMs, at)
      if (hits > throttle.limit.max) retryAfterMs = windowEndsAt.getTime() - at.getTime()
    }
    if (retryAfterMs > 0) throw new UploadAllowanceError(retryAfterMs)
  }

  /** Whether `user` may upload for `purpose` at all. */
  function authorize(user: UserRecord, purpose: UploadPurpose): void {
    if (purpose === 'product') requireVendor(user)
    // A category's picture (docs/adr/0031): the owner's.
    else if (purpose === 'category') requireOwner(user)
    else requireVerified(user)
  }

  return {
    /** Asked before a request's files are read, so a refused user's files are never taken in; `store` asks again. */
    authorize,

    /** Stores `files` as the user's uploads for `purpose`, all or none; their URLs in the order sent. */
    async store(user: UserRecord, purpose: UploadPurpose, files: readonly UploadedFile[]): Promise<string[]> {
      authorize(user, purpose)
      if (files.length === 0) throw new DomainError('invalid', uploadMessages.none)
      if (files.length > MAX_IMAGES[purpose])
        throw new DomainError('invalid', uploadMessages.tooMany(MAX_IMAGES[purpose]))
      await countPictures(user, files.length)
      const stored = await ingestPictures(storage, files)
      try {
        await uploads.insert(user.id, purpose, stored, now())
      } catch (error) {
        // Files no row names would never be swept: remove them now; the failed insert is what the caller hears of.
        await storage.delete(stored.flatMap((upload) => upload.keys)).catch(() => undefined)
        throw error
      }
      return stored.map((upload) => upload.image.src)
    },

    /**
     * Removes uploads nothing has named for UNUSED_UPLOAD_MS: the rows first (one claimed meanwhile is kept), then
     * their files, so a picture a product names never loses its file. Returns how many went.
     */
    async sweep(at: Date = now()): Promise<number> {
      const unused = await uploads.unusedBefore(new Date(at.getTime() - UNUSED_UPLOAD_MS), SWEEP_BATCH)
      const removed = new Set(await uploads.removeUnused(unused.map((upload) => upload.id)))
      // One picture at a time: a bucket is asked a few keys at once, never a thousand.
      for (const upload of unused) if (removed.has(upload.id)) await storage.delete(upload.keys)
      return removed.size
    },
  }
}

export type UploadsService = ReturnType<typeof uploadsService>
