// /load-items (spec §2, §4 Product form, §5, §7 products write and pushimgs, §8): a vendor uploads a product or edits
// one of theirs. Edit mode when a token and a loaded product exist (reached from 'Edit product'), otherwise upload.
// The form's rules are the shared ones (src/domain/product-form.ts); its pictures are a PictureList
// (machines/lib/pictures.ts): new files go up first with a progress bar (the picture-upload child,
// machines/picture-upload), then the product is created or its changes sent. A failure keeps everything typed and picked; pictures already sent are not sent again.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import { hasErrors, type FieldErrors } from '@/domain/account-forms'
import type { Category, Product, RequestBody } from '@/domain/contract'
import {
  UPLOADED_MESSAGE,
  emptyProductForm,
  productChanges,
  productFormOf,
  productInputOf,
  PRODUCT_LIMITS,
  productMessages,
  uploadErrorMessage,
  validateProductForm,
  type ProductField,
  type ProductForm,
} from '@/domain/product-form'
import { MAX_PRODUCT_IMAGES } from '@/domain/uploads'
import { baseActions } from '../lib/base-actions'
import { failedInto } from '../lib/load-failed'
import type { Notice } from '../lib/notice'
import { notProvided } from '../lib/not-provided'
import { pictureUploadMachine } from '../picture-upload/picture-upload.machine'
import {
  addPictures,
  filesToSend,
  movePicture,
  pictureList,
  pictureUrls,
  progressPercent,
  removePicture,
  withUploaded,
  type PictureList,
  type UploadProgressEvent,
} from '../lib/pictures'

/** The page's calm notes, shown on the page rather than as toasts: nothing went wrong, nothing was sent. */
export const productFormNotes = {
  /** A productId in the address that does not load, or is not this vendor's: the page offers an upload instead. */
  notEditable:
    'That product cannot be edited here: it is not one of your products, or it was deleted. You can upload a new product below.',
  unchanged: 'Nothing has changed since the last save.',
} as const

export type ProductFormNote = keyof typeof productFormNotes

/** What the page was opened with: the address's productId (with edit=true) and who is signed in. */
export interface ProductFormInput {
  /** The product to edit, from 'Edit product' (spec §2: token, productId and edit=true in the query). */
  productId: string | null
  /** Whether the page was opened with the signed-in session's token (spec §4: edit mode needs one). */
  hasToken: boolean
  /** The signed-in user's vendorId; null for a user who is not a vendor (the server refuses their writes). */
  vendorId: string | null
}

/** What the page loads before it shows the form. */
export interface LoadedPage {
  categories: Category[]
  /** The vendor's own products, newest first (empty for a user who is not a vendor). */
  products: Product[]
  /** The product asked for, or null when none was asked for or it does not exist. */
  product: Product | null
}

export type SaveProductInput =
  { kind: 'create'; body: RequestBody<'createProduct'> } | { kind: 'update'; body: RequestBody<'updateProduct'> }

export type SizeKey = 'title' | 'stock'

export type ProductFormField = Exclude<keyof ProductForm, 'sizes'>

export interface ProductFormContext {
  input: ProductFormInput
  categories: Category[]
  products: Product[]
  /** The product being edited: edit mode; null in upload mode. */
  editing: Product | null
  form: ProductForm
  pictures: PictureList
  errors: FieldErrors<ProductField>
  /** How many times the form was refused, so the screen moves focus to the first problem after each refusal. */
  refusals: number
  /** Percent of the new pictures sent while they go up; null otherwise. */
  progress: number | null
  note: ProductFormNote | null
  error: unknown
}

export type ProductFormEvent =
  | { type: 'load.retry' }
  | { type: 'field.change'; field: ProductFormField; value: string }
  | { type: 'size.add' }
  | { type: 'size.remove'; index: number }
  | { type: 'size.change'; index: number; key: SizeKey; value: string }
  | { type: 'pictures.add'; files: File[] }
  | { type: 'picture.remove'; id: string }
  | { type: 'picture.move'; id: string; offset: -1 | 1 }
  | { type: 'form.submit' }
  | { type: 'product.pick'; productId: string }
  | { type: 'product.new' }
  | { type: 'product.markOutOfStock' }
  | { type: 'product.delete' }
  | { type: 'confirmation.accept' }
  | { type: 'confirmation.cancel' }
  | UploadProgressEvent

/** The vendor's list with a saved product in it: an edited one in its place, a new one on top (newest first). */
export function withSavedProduct(products: readonly Product[], saved: Product): Product[] {
  if (products.some((product) => product._id === saved._id))
    return products.map((product) => (product._id === saved._id ? saved : product))
  return [saved, ...products]
}

/** The product as the form now stands, as the server would take it; null when an edit changes nothing. */
function saveInput(context: ProductFormContext): SaveProductInput | null {
  const images = pictureUrls(context.pictures)
  if (!context.editing) return { kind: 'create', body: productInputOf(context.form, images) }
  const changes = productChanges(context.editing, context.form, images)
  return changes ? { kind: 'update', body: changes } : null
}

/** spec §8: 'Error uploading product ' followed by the server's first message. */
function uploadFailure(error: unknown): Notice {
  return { kind: 'error', message: uploadErrorMessage(firstMessage(error)) }
}

/** A row added or removed moves the rows after it, whose messages would then sit under the wrong size. */
function withoutSizeErrors(errors: FieldErrors<ProductField>): FieldErrors<ProductField> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('size.')))
}

/** Upload mode's form: empty, for the next product. */
function uploadForm() {
  return { editing: null, form: emptyProductForm(), pictures: pictureList(), errors: {}, progress: null }
}

/** Edit mode's form: the product as saved, its pictures already stored. */
function editForm(product: Product) {
  return {
    editing: product,
    form: productFormOf(product),
    pictures: pictureList(product.images),
    errors: {},
    progress: null,
  }
}

/** What the form answers while it can be changed, in either mode. */
const formEvents = {
  'field.change': { actions: 'changeField' },
  'size.add': { guard: 'canAddSize', actions: 'addSize' },
  'size.remove': { actions: 'removeSize' },
  'size.change': { actions: 'changeSize' },
  'pictures.add': { actions: 'addPictures' },
  'picture.remove': { actions: 'removePicture' },
  'picture.move': { actions: 'movePicture' },
  'product.pick': { guard: 'isOwnProduct', target: 'edit', actions: 'openPicked' },
  'form.submit': [
    { guard: 'isFormInvalid', actions: 'showFieldErrors' },
    { guard: 'isUnchanged', actions: { type: 'showNote', params: 'unchanged' as const } },
    { guard: 'hasFilesToSend', target: 'uploadingPictures' },
    { target: 'saving' },
  ],
} as const

export const productFormMachine = setup({
  types: {
    context: {} as ProductFormContext,
    events: {} as ProductFormEvent,
    input: {} as ProductFormInput,
    tags: {} as 'busy',
  },
  actors: {
    // GET api/categories, GET api/vendor/products and, when asked for, GET api/products?_id=…
    loadPage: fromPromise<LoadedPage, ProductFormInput>(notProvided('loadPage')),
    // The new pictures' upload (POST api/products/pushimgs): the stored URLs, in the order sent.
    pictureUpload: pictureUploadMachine,
    // POST api/products (create) or PATCH api/products (update): the product as saved.
    saveProduct: fromPromise<Product, SaveProductInput>(notProvided('saveProduct')),
  },
  actions: {
    ...baseActions,
    // logFailure (from baseActions), spec §8: a failed load is logged; the page shows it with a retry.
    setLoaded: assign((_, page: LoadedPage) => ({ categories: page.categories, products: page.products })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    openLoaded: assign((_, product: Product) => editForm(product)),
    openPicked: assign(({ context, event }) => {
      const product =
        event.type === 'product.pick' ? context.products.find((known) => known._id === event.productId) : undefined
      return product ? { ...editForm(product), note: null } : {}
    }),
    openUpload: assign(() => ({ ...uploadForm(), note: null })),
    showNote: assign((_, note: ProductFormNote) => ({ note })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const { [event.field]: _fixed, ...errors } = context.errors
      return { form: { ...context.form, [event.field]: event.value }, errors, note: null }
    }),
    addSize: assign(({ context }) => ({
      form: { ...context.form, sizes: [...context.form.sizes, { title: '', stock: '' }] },
      errors: withoutSizeErrors(context.errors),
      note: null,
    })),
    removeSize: assign(({ context, event }) => {
      if (event.type !== 'size.remove') return {}
      return {
        form: { ...context.form, sizes: context.form.sizes.filter((_, index) => index !== event.index) },
        errors: withoutSizeErrors(context.errors),
        note: null,
      }
    }),
    changeSize: assign(({ context, event }) => {
      if (event.type !== 'size.change') return {}
      const sizes = context.form.sizes.map((size, index) =>
        index === event.index ? { ...size, [event.key]: event.value } : size,
      )
      const { [`size.${event.index}.${event.key}` as ProductField]: _fixed, ...errors } = context.errors
      return { form: { ...context.form, sizes }, errors, note: null }
    }),
    addPictures: assign(({ context, event }) => {
      if (event.type !== 'pictures.add') return {}
      const { images: _fixed, ...errors } = context.errors
      return { pictures: addPictures(context.pictures, event.files, MAX_PRODUCT_IMAGES), errors, note: null }
    }),
    removePicture: assign(({ context, event }) =>
      event.type === 'picture.remove' ? { pictures: removePicture(context.pictures, event.id), note: null } : {},
    ),
    movePicture: assign(({ context, event }) =>
      event.type === 'picture.move'
        ? { pictures: movePicture(context.pictures, event.id, event.offset), note: null }
        : {},
    ),
    showFieldErrors: assign(({ context }) => ({
      errors: validateProductForm(context.form, context.pictures.items.length),
      refusals: context.refusals + 1,
      note: null,
    })),
    setProgress: assign(({ event }) =>
      event.type === 'upload.progress' ? { progress: progressPercent(event.fraction) } : {},
    ),
    startProgress: assign({ progress: 0, note: null }),
    keepUploaded: assign(({ context }, urls: string[]) => ({
      pictures: withUploaded(context.pictures, urls),
      progress: null,
    })),
    clearProgress: assign({ progress: null }),
    keepSaved: assign(({ context }, product: Product) => ({
      products: withSavedProduct(context.products, product),
      ...(context.editing ? editForm(product) : uploadForm()),
    })),
    // Marked out of stock: the stocks read 0 and the rest of the form keeps what the vendor typed.
    keepOutOfStock: assign(({ context }, product: Product) => ({
      products: withSavedProduct(context.products, product),
      editing: product,
      form: {
        ...context.form,
        stock: String(product.is_stock),
        sizes: context.form.sizes.map((size) => ({ ...size, stock: '0' })),
      },
    })),
    dropDeleted: assign(({ context }) => ({
      products: context.products.filter((product) => product._id !== context.editing?._id),
      ...uploadForm(),
    })),
  },
  guards: {
    /** spec §4: edit mode when a token and a loaded product exist; the product must also be this vendor's. */
    isEditable: ({ context }, page: LoadedPage) =>
      context.input.hasToken &&
      page.product !== null &&
      context.input.vendorId !== null &&
      page.product.vendorId === context.input.vendorId,
    wasProductAsked: ({ context }) => context.input.productId !== null,
    isEditing: ({ context }) => context.editing !== null,
    isOwnProduct: ({ context, event }) =>
      event.type === 'product.pick' && context.products.some((product) => product._id === event.productId),
    canAddSize: ({ context }) => context.form.sizes.length < PRODUCT_LIMITS.sizes,
    isFormInvalid: ({ context }) => hasErrors(validateProductForm(context.form, context.pictures.items.length)),
    isUnchanged: ({ context }) => filesToSend(context.pictures).length === 0 && saveInput(context) === null,
    hasFilesToSend: ({ context }) => filesToSend(context.pictures).length > 0,
    isInStock: ({ context }) => (context.editing?.is_stock ?? 0) > 0,
  },
}).createMachine({
  id: 'productForm',
  context: ({ input }) => ({
    input,
    categories: [],
    products: [],
    editing: null,
    form: emptyProductForm(),
    pictures: pictureList(),
    errors: {},
    refusals: 0,
    progress: null,
    note: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: { type: 'setError', params: { error: null } },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.input,
        onDone: [
          {
            guard: { type: 'isEditable', params: ({ event }) => event.output },
            target: 'edit',
            actions: [
              { type: 'setLoaded', params: ({ event }) => event.output },
              { type: 'openLoaded', params: ({ event }) => event.output.product! },
            ],
          },
          {
            guard: 'wasProductAsked',
            target: 'upload',
            actions: [
              { type: 'setLoaded', params: ({ event }) => event.output },
              { type: 'showNote', params: 'notEditable' },
            ],
          },
          { target: 'upload', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        ],
        onError: failedInto('loadFailed'),
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    upload: {
      on: formEvents,
    },
    edit: {
      on: {
        ...formEvents,
        'product.new': { target: 'upload', actions: 'openUpload' },
        'product.markOutOfStock': { guard: 'isInStock', target: 'confirmingOutOfStock' },
        'product.delete': 'confirmingDelete',
      },
    },
    uploadingPictures: {
      tags: ['busy'],
      entry: 'startProgress',
      on: { 'upload.progress': { actions: 'setProgress' } },
      invoke: {
        id: 'pictureUpload',
        src: 'pictureUpload',
        input: ({ context }) => ({ files: filesToSend(context.pictures) }),
        onDone: { target: 'saving', actions: { type: 'keepUploaded', params: ({ event }) => event.output } },
        // Back to the form in its mode, everything kept.
        onError: [
          {
            guard: 'isEditing',
            target: 'edit',
            actions: ['clearProgress', { type: 'notify', params: ({ event }) => uploadFailure(event.error) }],
          },
          {
            target: 'upload',
            actions: ['clearProgress', { type: 'notify', params: ({ event }) => uploadFailure(event.error) }],
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        // Reached only with something to send (form.submit's guards), so an update always has changes.
        input: ({ context }) => saveInput(context)!,
        // spec §4: after an upload the form is empty again for the next product; an edit stays on the saved product.
        onDone: [
          {
            guard: 'isEditing',
            target: 'edit',
            actions: [
              { type: 'notify', params: { kind: 'success', message: UPLOADED_MESSAGE } },
              { type: 'keepSaved', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'upload',
            actions: [
              { type: 'notify', params: { kind: 'success', message: UPLOADED_MESSAGE } },
              { type: 'keepSaved', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          {
            guard: 'isEditing',
            target: 'edit',
            actions: { type: 'notify', params: ({ event }) => uploadFailure(event.error) },
          },
          { target: 'upload', actions: { type: 'notify', params: ({ event }) => uploadFailure(event.error) } },
        ],
      },
    },
    confirmingOutOfStock: {
      on: {
        'confirmation.accept': 'markingOutOfStock',
        'confirmation.cancel': 'edit',
      },
    },
    markingOutOfStock: {
      tags: ['busy'],
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        // spec §7: out of stock is is_stock 0.
        input: ({ context }): SaveProductInput => ({
          kind: 'update',
          body: { _id: context.editing!._id, is_stock: 0 },
        }),
        onDone: {
          target: 'edit',
          actions: [
            { type: 'keepOutOfStock', params: ({ event }) => event.output },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                message: productMessages.markedOutOfStock(event.output.title),
              }),
            },
          ],
        },
        onError: {
          target: 'edit',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
        },
      },
    },
    confirmingDelete: {
      on: {
        'confirmation.accept': 'deleting',
        'confirmation.cancel': 'edit',
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        // spec §7: delete is archive true.
        input: ({ context }): SaveProductInput => ({
          kind: 'update',
          body: { _id: context.editing!._id, archive: true },
        }),
        onDone: {
          target: 'upload',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'success', message: productMessages.deleted(context.editing!.title) }),
            },
            'dropDeleted',
          ],
        },
        onError: {
          target: 'edit',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
        },
      },
    },
  },
})

export type ProductFormSnapshot = SnapshotFrom<typeof productFormMachine>
