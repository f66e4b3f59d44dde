// spec §2: a vendor's 'Edit product' opens /load-items with token, productId and edit=true in the query. The product
// page writes that query and the upload page reads it, both from here.
import { pathTo } from './routes'

export const EDIT_PRODUCT_QUERY = { token: 'token', productId: 'productId', edit: 'edit' } as const

/** The upload page's address in edit mode for a product. */
export function editProductHref(token: string, productId: string): string {
  const query = new URLSearchParams({ [EDIT_PRODUCT_QUERY.token]: token, [EDIT_PRODUCT_QUERY.productId]: productId, [EDIT_PRODUCT_QUERY.edit]: 'true' })
  return pathTo('loadItems', undefined, query.toString())
}

/** The product the upload page was opened to edit, if its query asks for edit mode. */
export function productToEdit(query: URLSearchParams): string | null {
  return query.get(EDIT_PRODUCT_QUERY.edit) === 'true' ? query.get(EDIT_PRODUCT_QUERY.productId) || null : null
}
