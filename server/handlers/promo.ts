// promo tag: getPromo.
import type { CatalogueService } from '../services/catalogue'
import type { Handlers } from './handler'

export function promoHandlers({ catalogue }: { catalogue: CatalogueService }) {
  return {
    async getPromo() {
      return { data: await catalogue.getActivePromo() }
    },
  } satisfies Handlers
}
