import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { clientReplying, json } from './test-client'
import { ApiError } from './errors'
import { createSwapRequest, swapFormActors } from './swap-actors'
import type { uploadImages } from './upload-images'

const product = (id: string, title: string) => ({ _id: id, title, slug: title.toLowerCase().replace(/\W+/g, '-') })
const request = {
  brand: 'Samsung',
  model: 'Galaxy S21',
  condition: 'used' as const,
  photos: ['/media/uploads/front-800.webp'],
  wanted: 'Apple iPhone 13 128GB',
  phone: '08031234567',
  city: 'Ikeja',
}
const recorded = {
  ...request,
  _id: '665f1c2b9a1e4b0012349999',
  storage: null,
  faults: null,
  wantedProductId: null,
  createdAt: '2026-11-24T08:00:00.000Z',
}

describe('the swap calls', () => {
  it('looks the device wanted up by title, asking for only as many as it offers, and keeps the id and title', async () => {
    const { client, seen } = clientReplying(() =>
      json(200, {
        data: {
          docs: [product('665f1c2b9a1e4b0012340013', 'Apple iPhone 13 128GB')],
          totalDocs: 1,
          page: 1,
          limit: 5,
          totalPages: 1,
        },
      }),
    )
    const actor = createActor(swapFormActors(client).searchProducts, {
      input: { title: 'iphone 13', limit: 5 },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual([
      { _id: '665f1c2b9a1e4b0012340013', title: 'Apple iPhone 13 128GB' },
    ])
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe('/api/products')
    expect(url.searchParams.get('title')).toBe('iphone 13')
    expect(url.searchParams.get('limit')).toBe('5')
  })

  it('sends the photos as a swap upload, passing the progress on', async () => {
    const upload = vi.fn<typeof uploadImages>(async (_target, files, options) => {
      options?.onProgress?.(0.5)
      return files.map((_, index) => `/media/uploads/p${index}-800.webp`)
    })
    const progress: number[] = []
    const files = [new File(['a'], 'front.jpg', { type: 'image/jpeg' })]
    const actor = createActor(swapFormActors(clientReplying(() => json(500, {})).client, upload).uploadPhotos, {
      input: { files, onProgress: (fraction) => progress.push(fraction) },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual(['/media/uploads/p0-800.webp'])
    expect(upload).toHaveBeenCalledWith('swap', files, expect.objectContaining({ signal: expect.any(AbortSignal) }))
    expect(progress).toEqual([0.5])
  })

  it('records the request with the stored token and answers it', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: recorded }), 'tok-1')
    const actor = createActor(swapFormActors(client).createSwapRequest, { input: request }).start()
    await expect(toPromise(actor)).resolves.toEqual(recorded)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/swap')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1')
    await expect(seen[0]!.json()).resolves.toEqual(request)
  })

  it("rejects with the server's first message (spec §8)", async () => {
    const { client } = clientReplying(() =>
      json(429, { errors: [{ message: 'You have sent 5 swap requests today. Please try again tomorrow' }] }),
    )
    const failure = createSwapRequest(request, { client })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('You have sent 5 swap requests today. Please try again tomorrow')
  })
})
