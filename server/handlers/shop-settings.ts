// staff tag: the promos and categories the owner keeps (docs/adr/0031; served by the staff area). Every write answers
// the whole list, as the page shows it.
import type { ShopCategoriesService } from '../services/shop-categories'
import type { ShopPromosService } from '../services/shop-promos'
import { signedInUser, type Handlers } from './handler'

export function shopSettingsHandlers({
  promos,
  categories,
}: {
  promos: ShopPromosService
  categories: ShopCategoriesService
}) {
  return {
    async listStaffPromos(request) {
      return { data: { docs: await promos.list(signedInUser(request)) } }
    },
    async createPromo(request, reply) {
      const docs = await promos.create(signedInUser(request), request.body)
      reply.code(201)
      return { data: { docs } }
    },
    async updatePromo(request) {
      return { data: { docs: await promos.update(signedInUser(request), request.params.id, request.body) } }
    },
    async endPromo(request) {
      return { data: { docs: await promos.end(signedInUser(request), request.params.id) } }
    },
    async listStaffCategories(request) {
      return { data: { docs: await categories.list(signedInUser(request)) } }
    },
    async createCategory(request, reply) {
      const docs = await categories.create(signedInUser(request), request.body)
      reply.code(201)
      return { data: { docs } }
    },
    async updateCategory(request) {
      return { data: { docs: await categories.update(signedInUser(request), request.params.id, request.body) } }
    },
    async moveCategory(request) {
      const { id } = request.params
      return { data: { docs: await categories.move(signedInUser(request), id, request.body.direction) } }
    },
    async retireCategory(request) {
      return { data: { docs: await categories.retire(signedInUser(request), request.params.id) } }
    },
  } satisfies Handlers
}
