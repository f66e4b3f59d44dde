import { describe, expect, it } from 'vitest'
import { registerTokenRefresher, RENEW_AHEAD_MS } from './client'
import { ApiError } from './errors'
import { tokenExpiringIn } from './test-client'
import { uploadImages, type UploadRequest } from './upload-images'

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void

/** Just enough of XMLHttpRequest to play a server's side: the test decides what comes back and when. */
class FakeRequest extends EventTarget implements UploadRequest {
  method = ''
  url = ''
  headers: Record<string, string> = {}
  sent: FormData | null = null
  status = 0
  responseText = ''
  private progress: Listener[] = []
  readonly upload = { addEventListener: (_type: 'progress', listener: Listener) => void this.progress.push(listener) }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.sent = body
  }
  abort() {
    this.dispatchEvent(new Event('abort'))
  }
  sendProgress(loaded: number, total: number) {
    for (const listener of this.progress) listener({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.dispatchEvent(new Event('load'))
  }
}

function start(options: { token?: string | null; signal?: AbortSignal } = {}) {
  const request = new FakeRequest()
  const progress: number[] = []
  const files = [new Blob(['a'], { type: 'image/jpeg' }), new Blob(['b'], { type: 'image/png' })]
  const result = uploadImages('product', files, {
    getToken: () => (options.token === undefined ? 'the-token' : options.token),
    onProgress: (fraction) => progress.push(fraction),
    createRequest: () => request,
    ...(options.signal ? { signal: options.signal } : {}),
  })
  return { request, progress, result }
}

describe('uploading pictures', () => {
  it('posts every file as an images part with the bearer token, reports progress and resolves with the URLs', async () => {
    const { request, progress, result } = start()
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/products/pushimgs')
    expect(request.headers.Authorization).toBe('Bearer the-token')
    expect(request.sent?.getAll('images')).toHaveLength(2)
    request.sendProgress(50, 200)
    request.sendProgress(200, 200)
    request.answer(201, { data: { images: ['/media/uploads/a-800.webp', '/media/uploads/b-800.webp'] } })
    await expect(result).resolves.toEqual(['/media/uploads/a-800.webp', '/media/uploads/b-800.webp'])
    expect(progress).toEqual([0.25, 1, 1])
  })

  it('renews a token about to run out before sending, as the typed client does', async () => {
    const unregister = registerTokenRefresher(async () => 'the-renewed-token')
    try {
      const request = new FakeRequest()
      const result = uploadImages('product', [new Blob(['a'])], {
        getToken: () => tokenExpiringIn(RENEW_AHEAD_MS - 5000),
        createRequest: () => request,
      })
      await expect.poll(() => request.headers.Authorization).toBe('Bearer the-renewed-token')
      request.answer(201, { data: { images: ['/media/uploads/a-800.webp'] } })
      await expect(result).resolves.toEqual(['/media/uploads/a-800.webp'])
    } finally {
      unregister()
    }
  })

  it('sends no Authorization header without a stored token', () => {
    const { request } = start({ token: null })
    expect(request.headers.Authorization).toBeUndefined()
  })

  it("rejects with the server's first message", async () => {
    const { request, result } = start()
    request.answer(400, { errors: [{ message: 'notes.txt is not a JPEG, PNG or WebP picture', field: 'images' }] })
    const error = await result.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: 'notes.txt is not a JPEG, PNG or WebP picture' })
  })

  it('rejects a success reply without the URLs, and a network failure, with the fallback message', async () => {
    const first = start()
    first.request.answer(201, '<html>')
    await expect(first.result).rejects.toMatchObject({
      status: 201,
      message: 'An error has occured. please try again later',
    })
    const second = start()
    second.request.dispatchEvent(new Event('error'))
    await expect(second.result).rejects.toMatchObject({ status: 0 })
  })

  it('stops when its signal aborts', async () => {
    const controller = new AbortController()
    const { result } = start({ signal: controller.signal })
    controller.abort()
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
  })

  it("sends each target's pictures to its operation's path", async () => {
    const product = new FakeRequest()
    const swap = new FakeRequest()
    const files = [new Blob(['a'], { type: 'image/jpeg' })]
    const products = uploadImages('product', files, { getToken: () => null, createRequest: () => product })
    const photos = uploadImages('swap', files, { getToken: () => null, createRequest: () => swap })
    expect([product.url, swap.url]).toEqual(['/api/products/pushimgs', '/api/swap/photos'])
    product.answer(201, { data: { images: ['/media/uploads/p-800.webp'] } })
    swap.answer(201, { data: { images: ['/media/uploads/s-800.webp'] } })
    await expect(products).resolves.toEqual(['/media/uploads/p-800.webp'])
    await expect(photos).resolves.toEqual(['/media/uploads/s-800.webp'])
  })
})
