// categories tag: listCategories.
import type { CatalogueService } from '../services/catalogue'
import type { Handlers } from './handler'

export function categoryHandlers({ catalogue }: { catalogue: CatalogueService }) {
  return {
    async listCategories() {
      return { data: { docs: await catalogue.listCategories() } }
    },
  } satisfies Handlers
}
