// Picture uploads with progress (spec §4 Product form: an upload progress bar). fetch cannot report how much of a
// request body has been sent, so this one call goes through XMLHttpRequest's upload events; its path, reply and
// errors are still the contract's (the same ApiError as every other call, the same bearer token).
import type { SuccessData } from '@/domain/contract'
import { isRunningOut, readStoredToken, tokenToSend } from './client'
import { ApiError, errorItems } from './errors'

/** The operations that take pictures as multipart `images` parts. */
export const UPLOAD_PATHS = {
  product: '/api/products/pushimgs',
  swap: '/api/swap/photos',
  category: '/api/staff/categories/pictures',
} as const

export type UploadTarget = keyof typeof UPLOAD_PATHS

/** What the upload needs of an XMLHttpRequest: the browser's meets it, and so does a test's stand-in. */
export interface UploadRequest {
  readonly status: number
  readonly responseText: string
  readonly upload: {
    addEventListener(
      type: 'progress',
      listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ): void
  }
  open(method: string, url: string): void
  setRequestHeader(name: string, value: string): void
  send(body: FormData): void
  abort(): void
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void
}

export interface UploadOptions {
  /** Called as the body goes out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  getToken?: () => string | null
  /** A stand-in for the browser's XMLHttpRequest (tests). */
  createRequest?: () => UploadRequest
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function hasImages(body: unknown): body is { data: SuccessData<'uploadProductImages'> } {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false
  const data = body.data
  return (
    typeof data === 'object' &&
    data !== null &&
    'images' in data &&
    Array.isArray(data.images) &&
    data.images.every((src) => typeof src === 'string')
  )
}

/** Sends the files as `images` parts and resolves with their URLs in the same order; throws ApiError otherwise. */
export function uploadImages(
  target: UploadTarget,
  files: readonly Blob[],
  options: UploadOptions = {},
): Promise<string[]> {
  const {
    onProgress,
    signal,
    getToken = readStoredToken,
    createRequest = (): UploadRequest => new XMLHttpRequest(),
  } = options
  // The token is renewed first when it is about to run out, as the typed client's calls do (docs/adr/0023).
  const stored = getToken()
  return stored && isRunningOut(stored) ? tokenToSend(getToken).then(send) : send(stored)
  function send(token: string | null): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const form = new FormData()
      for (const file of files) form.append('images', file)
      const request = createRequest()
      const abort = () => request.abort()
      const done = () => signal?.removeEventListener('abort', abort)
      request.open('POST', UPLOAD_PATHS[target])
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
      })
      request.addEventListener('load', () => {
        done()
        const body = parse(request.responseText)
        if (request.status >= 200 && request.status < 300 && hasImages(body)) {
          onProgress?.(1)
          resolve(body.data.images)
        } else reject(new ApiError(request.status, errorItems(body)))
      })
      request.addEventListener('error', () => {
        done()
        reject(new ApiError(0, []))
      })
      request.addEventListener('abort', () => {
        done()
        reject(new DOMException('The upload was cancelled', 'AbortError'))
      })
      if (signal?.aborted) return request.abort()
      signal?.addEventListener('abort', abort)
      request.send(form)
    })
  }
}
