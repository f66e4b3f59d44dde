// The swap page's calls (spec §7 POST api/swap; the photos through POST api/swap/photos, the device wanted looked up
// with GET api/products): the typed client for the JSON calls, uploadImages for the photos, so the upload reports its
// progress. Each call resolves with the reply's data or rejects with an ApiError carrying the server's first message.
import type { SwapRequest } from '@/domain/contract'
import type { SwapRequestInput } from '@/domain/swap'
import type { WantedSearch, WantedSuggestion } from '@machines/swap-form/swap-form.machine'
import type { PictureUpload } from '@machines/lib/pictures'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'
import { uploadImages } from './upload-images'

export interface SwapApi {
  /** GET api/products?title=…&limit=…: the products whose titles match, as the device wanted. */
  searchProducts: (search: WantedSearch, signal?: AbortSignal) => Promise<WantedSuggestion[]>
  /** POST api/swap/photos: the stored photos' URLs, in the order sent. */
  uploadPhotos: (upload: PictureUpload, signal?: AbortSignal) => Promise<string[]>
  /** POST api/swap: the recorded request. */
  createSwapRequest: (body: SwapRequestInput, signal?: AbortSignal) => Promise<SwapRequest>
}

export function swapApi(client: Api = defaultApi, upload: typeof uploadImages = uploadImages): SwapApi {
  return {
    searchProducts: async ({ title, limit }, signal) => {
      const { docs } = (await unwrap(client.GET('/api/products', { params: { query: { title, limit } }, signal }))).data
      return docs.map(({ _id, title: productTitle }) => ({ _id, title: productTitle }))
    },
    uploadPhotos: ({ files, onProgress }, signal) => upload('swap', files, { onProgress, signal }),
    createSwapRequest: async (body, signal) => (await unwrap(client.POST('/api/swap', { body, signal }))).data,
  }
}

/** Slots of machines/swap-form. */
export function swapFormActors(calls: SwapApi = swapApi()) {
  return {
    searchProducts: fromRequest<WantedSuggestion[], WantedSearch>((search, signal) =>
      calls.searchProducts(search, signal),
    ),
    uploadPhotos: fromRequest<string[], PictureUpload>((upload, signal) => calls.uploadPhotos(upload, signal)),
    createSwapRequest: fromRequest<SwapRequest, SwapRequestInput>((body, signal) =>
      calls.createSwapRequest(body, signal),
    ),
  }
}
