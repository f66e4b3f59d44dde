// The navigation's search box suggestions over the typed client (docs/adr/0047): downloaded with the suggestions'
// code at the shopper's first focus or typing in the box, never with a page.
import type { ProductSuggestions } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/products/suggestions: the best few products and the categories the text names. */
export async function suggestProducts(
  q: string,
  { signal, client = api }: CallOptions = {},
): Promise<ProductSuggestions> {
  return (await unwrap(client.GET('/api/products/suggestions', { params: { query: { q } }, signal }))).data
}

/** Slots of machines/search-suggestions. */
export function searchSuggestionsActors(client?: Api) {
  return {
    fetchSuggestions: fromRequest<ProductSuggestions, { text: string }>(({ text }, signal) =>
      suggestProducts(text, { signal, client }),
    ),
  }
}
