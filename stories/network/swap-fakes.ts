// The swap page's operations answered over memory, as the server answers them: the device wanted matched by title
// against a few catalogue products, the photos stored (after a moment, so the upload is seen under way), and the request
// recorded, or refused with `refuse`'s message (429, as for a shopper over the day's limit). A story reads what the
// server was asked from `seen`.
import { delay } from 'msw'
import type { SwapRequest } from '@/domain/contract'
import type { SwapRequestInput } from '@/domain/swap'
import { testProduct } from '@machines/lib/test-product'
import { pictures } from '../screens/catalogue-fixtures'
import { errorReply, http, productPage } from './network-fakes'

/** What the server was asked: each title looked up, each upload's file names, each request. */
export interface SwapSeen {
  searches: string[]
  uploads: string[][]
  requests: SwapRequestInput[]
}

export const nothingSeen = (): SwapSeen => ({ searches: [], uploads: [], requests: [] })

/** The products a shopper may name as the device wanted. */
export const swapCatalogue = [
  testProduct('665f1c2b9a1e4b0012340013', { title: 'Apple iPhone 13 128GB', slug: 'apple-iphone-13-128gb' }),
  testProduct('665f1c2b9a1e4b0012340014', { title: 'Apple iPhone 14 Pro 256GB', slug: 'apple-iphone-14-pro-256gb' }),
  testProduct('665f1c2b9a1e4b0012340021', { title: 'Samsung Galaxy A54', slug: 'samsung-galaxy-a54' }),
]

/** Pictures a story can draw without a server, standing in for the stored WebP URLs, in the order sent. */
export const storedPhotos = [pictures.phoneBack, pictures.phoneFront, pictures.phoneSide, pictures.laptop]

export function swapHandlers({ seen = nothingSeen(), refuse }: { seen?: SwapSeen; refuse?: string } = {}) {
  return [
    http.get('/api/products', ({ query, response }) => {
      const title = query.get('title') ?? ''
      const limit = Number(query.get('limit') ?? 10)
      seen.searches.push(title)
      const matches = swapCatalogue.filter((product) => product.title.toLowerCase().includes(title.toLowerCase()))
      return response(200).json(productPage(matches.slice(0, limit)))
    }),
    http.post('/api/swap/photos', async ({ request, response }) => {
      const files = (await request.formData()).getAll('images')
      seen.uploads.push(files.map((file) => (file instanceof File ? file.name : '')))
      await delay(400)
      return response(201).json({ data: { images: files.map((_, index) => storedPhotos[index]!) } })
    }),
    http.post('/api/swap', async ({ request, response }) => {
      const body = await request.json()
      seen.requests.push(body)
      if (refuse) return response(429).json(errorReply(refuse))
      const recorded: SwapRequest = {
        _id: '665f1c2b9a1e4b0012349999',
        brand: body.brand,
        model: body.model,
        storage: body.storage ?? null,
        condition: body.condition,
        faults: body.faults ?? null,
        photos: body.photos ?? [],
        wantedProductId: body.wantedProductId ?? null,
        wanted: body.wanted,
        phone: body.phone,
        city: body.city,
        status: 'new',
        statusChangedAt: '2026-11-24T08:00:00.000Z',
        createdAt: '2026-11-24T08:00:00.000Z',
      }
      return response(201).json({ data: recorded })
    }),
  ]
}
