// The categories' calls over the typed client (docs/adr/0031), for the staff section's categories page: apart from the
// promos' (shop-settings-actors.ts) because only this page sends a picture, so the promos page does not fetch the upload
// call. Each resolves with the reply's data or rejects with an ApiError carrying the server's first message.
import type { CategoryRequest, StaffCategory } from '@machines/staff-categories/staff-categories.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

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

/** Slots of machines/staff-categories; a picture goes up as the product form's do (src/api/upload-images.ts, fetched at
 *  the first picture: the page's first load does not carry it). */
export function staffCategoriesActors(client?: Api) {
  return {
    loadCategories: fromRequest<StaffCategory[]>((_, signal) => listStaffCategories({ signal, client })),
    saveCategory: fromRequest<StaffCategory[], CategoryRequest>((request, signal) =>
      saveCategory(request, { signal, client }),
    ),
    uploadPicture: fromRequest<string, { file: File }>(async ({ file }, signal) => {
      const { uploadImages } = await import('./upload-images')
      const [url] = await uploadImages('category', [file], { signal })
      return url!
    }),
  }
}
