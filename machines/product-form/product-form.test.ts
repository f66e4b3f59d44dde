import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Category, Product } from '@/domain/contract'
import {
  productFormMachine,
  productFormNotes,
  withSavedProduct,
  type LoadedPage,
  type ProductFormInput,
  type SaveProductInput,
} from './product-form.machine'
import type { PictureUpload } from '../lib/pictures'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testProduct } from '../lib/test-product'
import { pictureUploadMachine } from '../picture-upload/picture-upload.machine'

const phones: Category = {
  _id: 'c0000000000000000000000a',
  title: 'Phones',
  slug: 'phones',
  image: '/media/categories/phones.webp',
}
const earbuds = testProduct('p1', {
  title: 'Oraimo FreePods 4',
  vendorId: 'v1',
  images: ['/media/uploads/u1-800.webp'],
  categoryId: { _id: phones._id, title: phones.title, slug: phones.slug },
  original_price: 25000,
  discounted_price: 19500,
  is_stock: 7,
})
const charger = testProduct('p2', {
  title: 'Anker 20W charger',
  vendorId: 'v1',
  images: ['/media/uploads/u2-800.webp'],
})
const someoneElses = testProduct('p9', { title: 'Not mine', vendorId: 'v2' })

const vendor: ProductFormInput = { productId: null, hasToken: true, vendorId: 'v1' }
const picture = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' })

interface Fakes {
  loadPage?: (input: ProductFormInput) => Promise<LoadedPage>
  uploadPictures?: (input: PictureUpload) => Promise<string[]>
  saveProduct?: (input: SaveProductInput) => Promise<Product>
}

function start(input: ProductFormInput = vendor, fakes: Fakes = {}) {
  const loadPage = vi.fn(
    fakes.loadPage ??
      (async ({ productId }: ProductFormInput) => ({
        categories: [phones],
        products: [earbuds, charger],
        product: [earbuds, charger, someoneElses].find((product) => product._id === productId) ?? null,
      })),
  )
  const uploadPictures = vi.fn(
    fakes.uploadPictures ??
      (async ({ files }: PictureUpload) => files.map((_, index) => `/media/uploads/n${index}-800.webp`)),
  )
  const saveProduct = vi.fn(
    fakes.saveProduct ??
      (async (_: SaveProductInput) => testProduct('p3', { title: 'Tecno Spark 20', vendorId: 'v1' })),
  )
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = productFormMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => loadPage(input)),
      pictureUpload: pictureUploadMachine.provide({
        actors: { uploadPictures: fromPromise(({ input }) => uploadPictures(input)) },
      }),
      saveProduct: fromPromise(({ input }) => saveProduct(input)),
    },
    actions: { notify: (_, notice) => notify(notice), logFailure: (_, { error }) => logFailure(error) },
  })
  const actor = createActor(logic, { input }).start()
  return { actor, loadPage, uploadPictures, saveProduct, notify, logFailure }
}

/** Types a whole valid product without sizes, one picture picked. */
function fillValid(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.change', field: 'title', value: 'Tecno Spark 20' })
  actor.send({ type: 'field.change', field: 'description', value: '8 GB RAM, 256 GB storage.' })
  actor.send({ type: 'field.change', field: 'originalPrice', value: '150,000' })
  actor.send({ type: 'field.change', field: 'discountedPrice', value: '139999.50' })
  actor.send({ type: 'field.change', field: 'categoryId', value: phones._id })
  actor.send({ type: 'field.change', field: 'stock', value: '5' })
  actor.send({ type: 'pictures.add', files: [picture('front.jpg')] })
}

describe('the product form: loading', () => {
  it('loads the categories and the vendor’s products, then opens an empty upload form', async () => {
    const { actor, loadPage } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    expect(loadPage).toHaveBeenCalledWith(vendor)
    expect(actor.getSnapshot().context.categories).toEqual([phones])
    expect(actor.getSnapshot().context.products).toEqual([earbuds, charger])
    expect(actor.getSnapshot().context.form.title).toBe('')
    expect(actor.getSnapshot().context.note).toBeNull()
  })

  it('opens in edit mode on the vendor’s own product when the page has a token and the product loads (spec §4)', async () => {
    const { actor } = start({ ...vendor, productId: 'p1' })
    await waitFor(actor, (snapshot) => snapshot.matches('edit'))
    const { context } = actor.getSnapshot()
    expect(context.editing).toEqual(earbuds)
    expect(context.form).toMatchObject({
      title: 'Oraimo FreePods 4',
      originalPrice: '25000',
      discountedPrice: '19500',
      stock: '7',
      categoryId: phones._id,
    })
    expect(context.pictures.items.map((item) => item.src)).toEqual(['/media/uploads/u1-800.webp'])
  })

  it('falls back to upload mode with a note when the product does not load', async () => {
    const { actor } = start({ ...vendor, productId: 'gone' })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    expect(actor.getSnapshot().context.editing).toBeNull()
    expect(actor.getSnapshot().context.note).toBe('notEditable')
    expect(productFormNotes.notEditable).toMatch(/upload a new product/)
  })

  it('falls back to upload mode when the product is another vendor’s', async () => {
    const { actor } = start({ ...vendor, productId: 'p9' })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    expect(actor.getSnapshot().context.note).toBe('notEditable')
  })

  it('does not open edit mode without a token (spec §4)', async () => {
    const { actor } = start({ ...vendor, productId: 'p1', hasToken: false })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    expect(actor.getSnapshot().context.editing).toBeNull()
  })

  it('logs a failed load and loads again on retry', async () => {
    const { actor, loadPage, logFailure } = start(vendor, {
      loadPage: vi
        .fn<(input: ProductFormInput) => Promise<LoadedPage>>()
        .mockRejectedValueOnce(new Error('Database unavailable'))
        .mockResolvedValueOnce({ categories: [phones], products: [], product: null }),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'))
    expect(logFailure).toHaveBeenCalledWith(new Error('Database unavailable'))
    actor.send({ type: 'load.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    expect(loadPage).toHaveBeenCalledTimes(2)
  })
})

describe('the product form: checking', () => {
  it('refuses an empty form with a message for each required field and sends nothing (spec §5)', async () => {
    const { actor, uploadPictures, saveProduct } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    actor.send({ type: 'form.submit' })
    const { context, value } = actor.getSnapshot()
    expect(value).toBe('upload')
    expect(context.refusals).toBe(1)
    expect(context.errors).toEqual({
      title: 'Enter the product title',
      description: 'Describe the product',
      originalPrice: 'Enter a price in naira',
      discountedPrice: 'Enter a price in naira',
      categoryId: 'Choose a category',
      stock: 'Enter how many are in stock',
      images: 'Add at least one picture',
    })
    expect(uploadPictures).not.toHaveBeenCalled()
    expect(saveProduct).not.toHaveBeenCalled()
  })

  it('refuses a discounted price above the original', async () => {
    const { actor } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    fillValid(actor)
    actor.send({ type: 'field.change', field: 'discountedPrice', value: '150001' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      discountedPrice: 'The discounted price cannot be more than the original price',
    })
  })

  it('needs a title and a stock for each size, and clears a field’s message as it is typed', async () => {
    const { actor } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    fillValid(actor)
    actor.send({ type: 'size.add' })
    actor.send({ type: 'size.add' })
    actor.send({ type: 'size.change', index: 0, key: 'title', value: '128 GB' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      'size.0.stock': 'Enter the size’s stock',
      'size.1.title': 'Name the size',
      'size.1.stock': 'Enter the size’s stock',
    })
    actor.send({ type: 'size.change', index: 1, key: 'title', value: '256 GB' })
    expect(actor.getSnapshot().context.errors).toEqual({
      'size.0.stock': 'Enter the size’s stock',
      'size.1.stock': 'Enter the size’s stock',
    })
    actor.send({ type: 'size.remove', index: 1 })
    expect(actor.getSnapshot().context.form.sizes).toEqual([{ title: '128 GB', stock: '' }])
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('keeps pictures in order and names refused files', async () => {
    const { actor } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    actor.send({
      type: 'pictures.add',
      files: [picture('a.jpg'), picture('b.jpg'), new File(['x'], 'notes.txt', { type: 'text/plain' })],
    })
    expect(actor.getSnapshot().context.pictures.problems).toEqual(['notes.txt is not a JPEG, PNG or WebP picture'])
    const [first, second] = actor.getSnapshot().context.pictures.items
    actor.send({ type: 'picture.move', id: second!.id, offset: -1 })
    expect(actor.getSnapshot().context.pictures.items.map((item) => item.name)).toEqual(['b.jpg', 'a.jpg'])
    actor.send({ type: 'picture.remove', id: first!.id })
    expect(actor.getSnapshot().context.pictures.items.map((item) => item.name)).toEqual(['b.jpg'])
  })
})

describe('the product form: uploading', () => {
  it('sends the pictures with progress, then the product, toasts and opens an empty form with the product atop the list (spec §8)', async () => {
    const pictures = deferred<string[]>()
    let report: ((fraction: number) => void) | undefined
    const saved = testProduct('p3', { title: 'Tecno Spark 20', vendorId: 'v1' })
    const { actor, uploadPictures, saveProduct, notify } = start(vendor, {
      uploadPictures: ({ onProgress }) => {
        report = onProgress
        return pictures.promise
      },
      saveProduct: async () => saved,
    })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    fillValid(actor)
    actor.send({ type: 'size.add' })
    actor.send({ type: 'size.change', index: 0, key: 'title', value: '128 GB' })
    actor.send({ type: 'size.change', index: 0, key: 'stock', value: '2' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('uploadingPictures')
    expect(actor.getSnapshot().context.progress).toBe(0)
    expect(uploadPictures.mock.calls[0]![0].files.map((file) => file.name)).toEqual(['front.jpg'])
    report!(0.42)
    expect(actor.getSnapshot().context.progress).toBe(42)
    pictures.resolve(['/media/uploads/n0-800.webp'])
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    expect(saveProduct).toHaveBeenCalledWith({
      kind: 'create',
      body: {
        title: 'Tecno Spark 20',
        description: '8 GB RAM, 256 GB storage.',
        original_price: 150000,
        discounted_price: 139999.5,
        categoryId: phones._id,
        images: ['/media/uploads/n0-800.webp'],
        size: [{ title: '128 GB', is_stock: 2 }],
        is_stock: 2,
      },
    })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Uploaded successfully :)' })
    const { context } = actor.getSnapshot()
    expect(context.products.map((product) => product._id)).toEqual(['p3', 'p1', 'p2'])
    expect(context.form.title).toBe('')
    expect(context.pictures.items).toEqual([])
    expect(context.progress).toBeNull()
  })

  it('toasts the server’s message after a failed picture upload and keeps the form (spec §8)', async () => {
    const { actor, saveProduct, notify } = start(vendor, {
      uploadPictures: async () => Promise.reject(new Error('cover.jpg is larger than 8 MB')),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    fillValid(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Error uploading product cover.jpg is larger than 8 MB',
    })
    expect(saveProduct).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.form.title).toBe('Tecno Spark 20')
    expect(actor.getSnapshot().context.pictures.items.map((item) => item.name)).toEqual(['front.jpg'])
    expect(actor.getSnapshot().context.progress).toBeNull()
  })

  it('keeps the uploaded pictures after a refused save, so a second try does not send them again', async () => {
    const { actor, uploadPictures, saveProduct, notify } = start(vendor, {
      saveProduct: vi
        .fn<(input: SaveProductInput) => Promise<Product>>()
        .mockRejectedValueOnce(new Error('Only vendors can upload products'))
        .mockResolvedValueOnce(charger),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    fillValid(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, () => notify.mock.calls.length === 1)
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Error uploading product Only vendors can upload products',
    })
    expect(actor.getSnapshot().value).toBe('upload')
    expect(actor.getSnapshot().context.form.title).toBe('Tecno Spark 20')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, () => notify.mock.calls.length === 2)
    expect(uploadPictures).toHaveBeenCalledTimes(1)
    expect(saveProduct).toHaveBeenCalledTimes(2)
  })
})

describe('the product form: editing', () => {
  it('sends only what changed and stays on the saved product', async () => {
    const repriced = { ...earbuds, discounted_price: 18000 }
    const { actor, saveProduct, uploadPictures, notify } = start(
      { ...vendor, productId: 'p1' },
      { saveProduct: async () => repriced },
    )
    await waitFor(actor, (snapshot) => snapshot.matches('edit'))
    actor.send({ type: 'field.change', field: 'discountedPrice', value: '18000' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('edit') && snapshot.context.editing === repriced)
    expect(uploadPictures).not.toHaveBeenCalled()
    expect(saveProduct).toHaveBeenCalledWith({ kind: 'update', body: { _id: 'p1', discounted_price: 18000 } })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Uploaded successfully :)' })
    expect(actor.getSnapshot().context.products[0]).toBe(repriced)
    expect(actor.getSnapshot().context.form.discountedPrice).toBe('18000')
  })

  it('says nothing changed and sends nothing when the form is as saved', async () => {
    const { actor, saveProduct, notify } = start({ ...vendor, productId: 'p1' })
    await waitFor(actor, (snapshot) => snapshot.matches('edit'))
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('edit')
    expect(actor.getSnapshot().context.note).toBe('unchanged')
    expect(saveProduct).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('opens a product picked from the vendor’s list, and goes back to a new upload', async () => {
    const { actor } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    actor.send({ type: 'product.pick', productId: 'p2' })
    expect(actor.getSnapshot().value).toBe('edit')
    expect(actor.getSnapshot().context.editing).toBe(charger)
    actor.send({ type: 'product.pick', productId: 'p9' })
    expect(actor.getSnapshot().context.editing).toBe(charger)
    actor.send({ type: 'product.new' })
    expect(actor.getSnapshot().value).toBe('upload')
    expect(actor.getSnapshot().context.editing).toBeNull()
  })

  it('marks the product out of stock once confirmed, with is_stock 0 (spec §7)', async () => {
    const out = { ...earbuds, is_stock: 0 }
    const { actor, saveProduct, notify } = start({ ...vendor, productId: 'p1' }, { saveProduct: async () => out })
    await waitFor(actor, (snapshot) => snapshot.matches('edit'))
    actor.send({ type: 'field.change', field: 'title', value: 'Oraimo FreePods 4 (2025)' })
    actor.send({ type: 'product.markOutOfStock' })
    expect(actor.getSnapshot().value).toBe('confirmingOutOfStock')
    actor.send({ type: 'confirmation.cancel' })
    expect(actor.getSnapshot().value).toBe('edit')
    expect(saveProduct).not.toHaveBeenCalled()
    actor.send({ type: 'product.markOutOfStock' })
    actor.send({ type: 'confirmation.accept' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('edit'))
    expect(saveProduct).toHaveBeenCalledWith({ kind: 'update', body: { _id: 'p1', is_stock: 0 } })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Oraimo FreePods 4 is now out of stock' })
    expect(actor.getSnapshot().context.form).toMatchObject({ stock: '0', title: 'Oraimo FreePods 4 (2025)' })
    // Already out of stock: nothing to mark.
    actor.send({ type: 'product.markOutOfStock' })
    expect(actor.getSnapshot().value).toBe('edit')
  })

  it('deletes (archives) the product once confirmed and goes back to an empty upload form', async () => {
    const { actor, saveProduct, notify } = start({ ...vendor, productId: 'p1' }, { saveProduct: async () => earbuds })
    await waitFor(actor, (snapshot) => snapshot.matches('edit'))
    actor.send({ type: 'product.delete' })
    expect(actor.getSnapshot().value).toBe('confirmingDelete')
    actor.send({ type: 'confirmation.accept' })
    await waitFor(actor, (snapshot) => snapshot.matches('upload'))
    expect(saveProduct).toHaveBeenCalledWith({ kind: 'update', body: { _id: 'p1', archive: true } })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Oraimo FreePods 4 was deleted' })
    expect(actor.getSnapshot().context.products).toEqual([charger])
    expect(actor.getSnapshot().context.editing).toBeNull()
  })

  it('toasts the server’s message when a delete is refused and stays on the product', async () => {
    const { actor, notify } = start(
      { ...vendor, productId: 'p1' },
      { saveProduct: async () => Promise.reject(new Error('You can only change your own products')) },
    )
    await waitFor(actor, (snapshot) => snapshot.matches('edit'))
    actor.send({ type: 'product.delete' })
    actor.send({ type: 'confirmation.accept' })
    await waitFor(actor, () => notify.mock.calls.length === 1)
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'You can only change your own products' })
    expect(actor.getSnapshot().value).toBe('edit')
    expect(actor.getSnapshot().context.editing).toBe(earbuds)
  })
})

describe('withSavedProduct', () => {
  it('puts a new product on top and an edited one in its place', () => {
    expect(withSavedProduct([earbuds, charger], someoneElses).map((product) => product._id)).toEqual(['p9', 'p1', 'p2'])
    const renamed = { ...charger, title: 'Anker 30W charger' }
    expect(withSavedProduct([earbuds, charger], renamed)).toEqual([earbuds, renamed])
  })
})
