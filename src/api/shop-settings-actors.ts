// The promos' and categories' calls over the typed client (docs/adr/0031), for the staff section's two pages. Each
// resolves with the reply's data or rejects with an ApiError carrying the server's first message (a 403's, a 409's).
import type { PromoRequest, StaffPromo } from '@machines/staff-promos/staff-promos.machine'
import type { CategoryRequest, StaffCategory } from '@machines/staff-categories/staff-categories.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'
import { uploadImages } from './upload-images'

/** GET api/staff/promos: every promo, latest start first. */
export async function listStaffPromos({ signal, client = api }: CallOptions = {}): Promise<StaffPromo[]> {
  return (await unwrap(client.GET('/api/staff/promos', { signal }))).data.docs
}

/** createPromo, updatePromo or endPromo: every promo as it is after. */
export async function savePromo(request: PromoRequest, { signal, client = api }: CallOptions = {}) {
  if (request.kind === 'create')
    return (await unwrap(client.POST('/api/staff/promos', { body: request.body, signal }))).data.docs
  const params = { path: { id: request.id } }
  if (request.kind === 'update')
    return (await unwrap(client.PATCH('/api/staff/promos/{id}', { params, body: request.body, signal }))).data.docs
  return (await unwrap(client.POST('/api/staff/promos/{id}/end', { params, signal }))).data.docs
}

/** Slots of machines/staff-promos. */
export function staffPromosActors(client?: Api) {
  return {
    loadPromos: fromRequest<StaffPromo[]>((_, signal) => listStaffPromos({ signal, client })),
    savePromo: fromRequest<StaffPromo[], PromoRequest>((request, signal) => savePromo(request, { signal, client })),
  }
}

/** GET api/staff/categories: the live categories in their order, then the retired ones. */
export async function listStaffCategories({ signal, client = api }: CallOptions = {}): Promise<StaffCategory[]> {
  return (await unwrap(client.GET('/api/staff/categories', { signal }))).data.docs
}

/** createCategory, updateCategory, moveCategory or retireCategory: every category as it is after. */
export async function saveCategory(request: CategoryRequest, { signal, client = api }: CallOptions = {}) {
  if (request.kind === 'create')
    return (await unwrap(client.POST('/api/staff/categories', { body: request.body, signal }))).data.docs
  const params = { path: { id: request.id } }
  if (request.kind === 'update')
    return (await unwrap(client.PATCH('/api/staff/categories/{id}', { params, body: request.body, signal }))).data.docs
  if (request.kind === 'move') {
    const body = { direction: request.direction }
    return (await unwrap(client.POST('/api/staff/categories/{id}/move', { params, body, signal }))).data.docs
  }
  return (await unwrap(client.POST('/api/staff/categories/{id}/retire', { params, signal }))).data.docs
}

/** Slots of machines/staff-categories; a picture goes up as the product form's do (src/api/upload-images.ts). */
export function staffCategoriesActors(client?: Api) {
  return {
    loadCategories: fromRequest<StaffCategory[]>((_, signal) => listStaffCategories({ signal, client })),
    saveCategory: fromRequest<StaffCategory[], CategoryRequest>((request, signal) =>
      saveCategory(request, { signal, client }),
    ),
    uploadPicture: fromRequest<string, { file: File }>(async ({ file }, signal) => {
      const [url] = await uploadImages('category', [file], { signal })
      return url!
    }),
  }
}
