// The upload page's calls (machines/product-form) over the typed client, and its pictures through uploadImages
// (the one call that reports progress). A failure rejects with an ApiError carrying the server's first message, which the
// page shows after 'Error uploading product ' (spec §8).
import type { Product, RequestBody } from '@/domain/contract'
import type { LoadedPage, ProductFormInput, SaveProductInput } from '@machines/product-form/product-form.machine'
import type { PictureUpload } from '@machines/lib/pictures'
import { listCategories, listProducts } from './browsing-actors'
import { api, type Api, type CallOptions } from './client'
import { ApiError, unwrap } from './errors'
import { fromRequest } from './request-actor'
import { uploadImages } from './upload-images'

/** The vendor's list shows their newest products, as many as one page of the API holds. */
export const VENDOR_PRODUCTS_LIMIT = 100

/** GET api/vendor/products: the signed-in vendor's products, newest first. */
export async function listVendorProducts({ signal, client = api }: CallOptions = {}): Promise<Product[]> {
  return (
    await unwrap(client.GET('/api/vendor/products', { params: { query: { limit: VENDOR_PRODUCTS_LIMIT } }, signal }))
  ).data.docs
}

/** spec §7 GET api/products by `_id`; null when there is no such product (or the id is not one). */
export async function getProductById(id: string, options: CallOptions = {}): Promise<Product | null> {
  try {
    return (await listProducts({ _id: id, limit: 1 }, options)).docs[0] ?? null
  } catch (error) {
    // 400: not even a well-formed id, so no such product.
    if (error instanceof ApiError && error.status === 400) return null
    throw error
  }
}

/** spec §7 POST api/products. */
export async function createProduct(
  body: RequestBody<'createProduct'>,
  { signal, client = api }: CallOptions = {},
): Promise<Product> {
  return (await unwrap(client.POST('/api/products', { body, signal }))).data
}

/** spec §7 PATCH api/products: `_id` plus the changed fields. */
export async function updateProduct(
  body: RequestBody<'updateProduct'>,
  { signal, client = api }: CallOptions = {},
): Promise<Product> {
  return (await unwrap(client.PATCH('/api/products', { body, signal }))).data
}

/** The page's data: a user who is not a vendor has no list to ask for (the server would refuse it). */
export async function loadProductFormPage(
  { productId, vendorId }: ProductFormInput,
  options: CallOptions = {},
): Promise<LoadedPage> {
  const [categories, products, product] = await Promise.all([
    listCategories(options),
    vendorId ? listVendorProducts(options) : Promise.resolve([]),
    productId ? getProductById(productId, options) : Promise.resolve(null),
  ])
  return { categories, products, product }
}

/** Slots of machines/product-form. */
export function productFormActors(client?: Api, upload: typeof uploadImages = uploadImages) {
  return {
    loadPage: fromRequest<LoadedPage, ProductFormInput>((input, signal) =>
      loadProductFormPage(input, { signal, client }),
    ),
    uploadPictures: fromRequest<string[], PictureUpload>(({ files, onProgress }, signal) =>
      upload('product', files, { onProgress, signal }),
    ),
    saveProduct: fromRequest<Product, SaveProductInput>((input, signal) =>
      input.kind === 'create'
        ? createProduct(input.body, { signal, client })
        : updateProduct(input.body, { signal, client }),
    ),
  }
}
