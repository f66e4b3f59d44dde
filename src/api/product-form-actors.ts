// The upload page's calls (machines/product-form) over the typed client, and its pictures through uploadImages (the
// one call that reports progress). A failure rejects with an ApiError carrying the server's first message, which the
// page shows after 'Error uploading product ' (spec §8).
import type { Category, Product, RequestBody } from '@/domain/contract'
import type { LoadedPage, ProductFormInput, SaveProductInput } from '@machines/product-form/product-form.machine'
import type { PictureUpload } from '@machines/lib/pictures'
import { api as defaultApi, type Api } from './client'
import { ApiError, unwrap } from './errors'
import { fromRequest } from './request-actor'
import { uploadImages } from './upload-images'

/** The vendor's list shows their newest products, as many as one page of the API holds. */
export const VENDOR_PRODUCTS_LIMIT = 100

export interface ProductFormApi {
  /** spec §7 GET api/categories. */
  listCategories: (signal?: AbortSignal) => Promise<Category[]>
  /** GET api/vendor/products: the signed-in vendor's products, newest first. */
  listVendorProducts: (signal?: AbortSignal) => Promise<Product[]>
  /** spec §7 GET api/products by `_id`; null when there is no such product (or the id is not one). */
  getProductById: (id: string, signal?: AbortSignal) => Promise<Product | null>
  /** spec §7 POST api/products. */
  createProduct: (body: RequestBody<'createProduct'>, signal?: AbortSignal) => Promise<Product>
  /** spec §7 PATCH api/products: `_id` plus the changed fields. */
  updateProduct: (body: RequestBody<'updateProduct'>, signal?: AbortSignal) => Promise<Product>
  /** spec §7 POST api/products/pushimgs: the stored pictures' URLs in the order sent. */
  uploadPictures: (
    files: readonly File[],
    options: { onProgress: (fraction: number) => void; signal?: AbortSignal },
  ) => Promise<string[]>
}

export function productFormApi(client: Api = defaultApi): ProductFormApi {
  return {
    listCategories: async (signal) => (await unwrap(client.GET('/api/categories', { signal }))).data.docs,
    listVendorProducts: async (signal) =>
      (
        await unwrap(
          client.GET('/api/vendor/products', { params: { query: { limit: VENDOR_PRODUCTS_LIMIT } }, signal }),
        )
      ).data.docs,
    getProductById: async (id, signal) => {
      try {
        return (
          (await unwrap(client.GET('/api/products', { params: { query: { _id: id, limit: 1 } }, signal }))).data
            .docs[0] ?? null
        )
      } catch (error) {
        // 400: not even a well-formed id, so no such product.
        if (error instanceof ApiError && error.status === 400) return null
        throw error
      }
    },
    createProduct: async (body, signal) => (await unwrap(client.POST('/api/products', { body, signal }))).data,
    updateProduct: async (body, signal) => (await unwrap(client.PATCH('/api/products', { body, signal }))).data,
    uploadPictures: (files, options) => uploadImages('product', files, options),
  }
}

/** The page's data: a user who is not a vendor has no list to ask for (the server would refuse it). */
export async function loadProductFormPage(
  calls: ProductFormApi,
  { productId, vendorId }: ProductFormInput,
  signal?: AbortSignal,
): Promise<LoadedPage> {
  const [categories, products, product] = await Promise.all([
    calls.listCategories(signal),
    vendorId ? calls.listVendorProducts(signal) : Promise.resolve([]),
    productId ? calls.getProductById(productId, signal) : Promise.resolve(null),
  ])
  return { categories, products, product }
}

/** Slots of machines/product-form. */
export function productFormActors(calls: ProductFormApi = productFormApi()) {
  return {
    loadPage: fromRequest<LoadedPage, ProductFormInput>((input, signal) => loadProductFormPage(calls, input, signal)),
    uploadPictures: fromRequest<string[], PictureUpload>(({ files, onProgress }, signal) =>
      calls.uploadPictures(files, { onProgress, signal }),
    ),
    saveProduct: fromRequest<Product, SaveProductInput>((input, signal) =>
      input.kind === 'create' ? calls.createProduct(input.body, signal) : calls.updateProduct(input.body, signal),
    ),
  }
}
