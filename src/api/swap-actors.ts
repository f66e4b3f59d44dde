// The swap page's calls (spec §7 POST api/swap; the photos through POST api/swap/photos, the device wanted looked up
// with GET api/products): the typed client for the JSON calls, uploadImages for the photos, so the upload reports
// its progress. Each call resolves with the reply's data or rejects with an ApiError carrying the server's first message.
import type { SwapRequest } from '@/domain/contract'
import type { SwapRequestInput } from '@/domain/swap'
import type { WantedSearch, WantedSuggestion } from '@machines/swap-form/swap-form.machine'
import type { PictureUpload } from '@machines/lib/pictures'
import { listProducts } from './browsing-actors'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'
import { uploadImages } from './upload-images'

/** The products whose titles match, as the device wanted: their ids and titles. */
export async function searchWantedProducts(
  { title, limit }: WantedSearch,
  options: CallOptions = {},
): Promise<WantedSuggestion[]> {
  const { docs } = await listProducts({ title, limit }, options)
  return docs.map(({ _id, title: productTitle }) => ({ _id, title: productTitle }))
}

/** POST api/swap: the recorded request. */
export async function createSwapRequest(
  body: SwapRequestInput,
  { signal, client = api }: CallOptions = {},
): Promise<SwapRequest> {
  return (await unwrap(client.POST('/api/swap', { body, signal }))).data
}

/** Slots of machines/swap-form. */
export function swapFormActors(client?: Api, upload: typeof uploadImages = uploadImages) {
  return {
    searchProducts: fromRequest<WantedSuggestion[], WantedSearch>((search, signal) =>
      searchWantedProducts(search, { signal, client }),
    ),
    uploadPhotos: fromRequest<string[], PictureUpload>(({ files, onProgress }, signal) =>
      upload('swap', files, { onProgress, signal }),
    ),
    createSwapRequest: fromRequest<SwapRequest, SwapRequestInput>((body, signal) =>
      createSwapRequest(body, { signal, client }),
    ),
  }
}
