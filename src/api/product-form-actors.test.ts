import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { testProduct } from '@machines/lib/test-product'
import { clientReplying, json } from './test-client'
import {
  createProduct,
  getProductById,
  listVendorProducts,
  loadProductFormPage,
  productFormActors,
} from './product-form-actors'
import type { uploadImages } from './upload-images'

const phones = {
  _id: 'c0000000000000000000000a',
  title: 'Phones',
  slug: 'phones',
  image: '/media/categories/phones.webp',
}
const earbuds = testProduct('6650f0c2e4b0a1b2c3d4e5f6', { vendorId: 'v1' })
const body = {
  title: 'Tecno Spark 20',
  description: '8 GB RAM.',
  original_price: 150000,
  discounted_price: 139999,
  categoryId: phones._id,
  images: ['/media/uploads/n0-800.webp'],
  is_stock: 5,
}

describe('the upload page’s calls', () => {
  it('lists the vendor’s products with the stored token, as many as one page holds', async () => {
    const { client, seen } = clientReplying(
      () =>
        json(200, { data: { docs: [earbuds], page: 1, nextPage: null, prevPage: null, totalDocs: 1, totalPages: 1 } }),
      'vendor-token',
    )
    await expect(listVendorProducts({ client })).resolves.toEqual([earbuds])
    const url = new URL(seen[0]!.url)
    expect(url.pathname + url.search).toBe('/api/vendor/products?limit=100')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer vendor-token')
  })

  it('finds one product by _id, and answers null for one that does not exist or an id that is not one', async () => {
    const found = clientReplying(() =>
      json(200, { data: { docs: [earbuds], page: 1, nextPage: null, prevPage: null, totalDocs: 1, totalPages: 1 } }),
    )
    await expect(getProductById(earbuds._id, { client: found.client })).resolves.toEqual(earbuds)
    expect(new URL(found.seen[0]!.url).searchParams.get('_id')).toBe(earbuds._id)
    const none = clientReplying(() =>
      json(200, { data: { docs: [], page: 1, nextPage: null, prevPage: null, totalDocs: 0, totalPages: 0 } }),
    )
    await expect(getProductById(earbuds._id, { client: none.client })).resolves.toBeNull()
    const malformed = clientReplying(() =>
      json(400, { errors: [{ message: 'querystring/_id must match pattern', field: '_id' }] }),
    )
    await expect(getProductById('not-an-id', { client: malformed.client })).resolves.toBeNull()
    const down = clientReplying(() =>
      json(500, { errors: [{ message: 'An error has occured. please try again later' }] }),
    )
    await expect(getProductById(earbuds._id, { client: down.client })).rejects.toThrow(
      'An error has occured. please try again later',
    )
  })

  it('creates with POST and updates with PATCH, sending the body as given', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: earbuds }))
    const actors = productFormActors(client)
    await expect(
      toPromise(createActor(actors.saveProduct, { input: { kind: 'create', body } }).start()),
    ).resolves.toEqual(earbuds)
    await expect(
      toPromise(
        createActor(actors.saveProduct, { input: { kind: 'update', body: { _id: earbuds._id, is_stock: 0 } } }).start(),
      ),
    ).resolves.toEqual(earbuds)
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/products',
      'PATCH /api/products',
    ])
    await expect(seen[0]!.json()).resolves.toEqual(body)
    await expect(seen[1]!.json()).resolves.toEqual({ _id: earbuds._id, is_stock: 0 })
  })

  it('rejects with the server’s first message, which the page puts after “Error uploading product ”', async () => {
    const { client } = clientReplying(() => json(403, { errors: [{ message: 'Only vendors can upload products' }] }))
    await expect(createProduct(body, { client })).rejects.toMatchObject({
      status: 403,
      message: 'Only vendors can upload products',
    })
  })

  it('loads the categories, the vendor’s list and the product asked for together', async () => {
    const { client, seen } = clientReplying((request) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/categories') return json(200, { data: { docs: [phones] } })
      return json(200, {
        data: { docs: [earbuds], page: 1, nextPage: null, prevPage: null, totalDocs: 1, totalPages: 1 },
      })
    })
    await expect(
      loadProductFormPage({ productId: earbuds._id, hasToken: true, vendorId: 'v1' }, { client }),
    ).resolves.toEqual({ categories: [phones], products: [earbuds], product: earbuds })
    expect(seen.map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/api/categories',
      '/api/products',
      '/api/vendor/products',
    ])
  })

  it('asks a user who is not a vendor for no list, and no product when none was asked for', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { docs: [phones] } }))
    await expect(loadProductFormPage({ productId: null, hasToken: true, vendorId: null }, { client })).resolves.toEqual(
      {
        categories: [phones],
        products: [],
        product: null,
      },
    )
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual(['/api/categories'])
  })

  it('hands the upload’s progress to the machine', async () => {
    const upload = vi.fn<typeof uploadImages>(async (_target, files, options) => {
      options?.onProgress?.(0.5)
      return files.map((_, index) => `/media/uploads/n${index}-800.webp`)
    })
    const actors = productFormActors(clientReplying(() => json(500, {})).client, upload)
    const onProgress = vi.fn()
    const file = new File([new Uint8Array([1])], 'front.jpg', { type: 'image/jpeg' })
    await expect(
      toPromise(createActor(actors.uploadPictures, { input: { files: [file], onProgress } }).start()),
    ).resolves.toEqual(['/media/uploads/n0-800.webp'])
    expect(onProgress).toHaveBeenCalledWith(0.5)
    expect(upload).toHaveBeenCalledWith('product', [file], expect.objectContaining({ signal: expect.any(AbortSignal) }))
  })
})
