// /staff/categories (docs/adr/0031; openapi.yaml listStaffCategories, createCategory, updateCategory, moveCategory,
// retireCategory, uploadCategoryPicture): the categories in the order shoppers see them, then the retired ones, for
// owners and staff; owners add one (a name and a picture), rename it, change its picture, move it up or down and
// retire it. A picture goes up through the store's upload call as soon as it is chosen, as a product's pictures do;
// the form sends its URL. Every write answers the whole list. A 403 is a state of its own, with the server's words.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { RequestBody } from '@/domain/contract'
import {
  categoryMessages,
  categoryTitleProblem,
  shopCategoryTexts,
  type CategoryMove,
  type StaffCategory,
} from '@/domain/shop-categories'
import { fileProblem } from '@/domain/uploads'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import { editedListStates } from '../lib/edited-list'
import { dialogRefusal, errorOf, staffPageGuards, toastRefusal } from '../lib/staff-calls'

export type { StaffCategory, CategoryMove }

/** What the open dialog asks for: a new category (name and picture), a new name, or a new picture. */
export type CategoryDialog = 'create' | 'rename' | 'reimage'

export type CategoryRequest =
  | { kind: 'create'; body: RequestBody<'createCategory'> }
  | { kind: 'update'; id: string; body: RequestBody<'updateCategory'> }
  | { kind: 'move'; id: string; direction: CategoryMove }
  | { kind: 'retire'; id: string }

export type CategoryField = 'title' | 'image'

export interface StaffCategoriesContext {
  categories: StaffCategory[]
  /** Whether the list is the server's already (a page it drew, docs/adr/0050): 'opening' shows it, else loads it. */
  known: boolean
  /** Why the list did not load (failed), or the server's refusal (denied). */
  message: string | null
  dialog: CategoryDialog | null
  /** The category the dialog or the confirmation is about; null for a new one. */
  target: StaffCategory | null
  /** The picture uploaded for the open dialog. */
  image: string | null
  errors: Partial<Record<CategoryField, string>>
  submitError: string | null
  request: CategoryRequest | null
}

/** The list the page was drawn with, when the server drew it (docs/adr/0050): opened on, not asked again. */
export interface StaffCategoriesInput {
  categories?: StaffCategory[] | null
}

export type StaffCategoriesEvent =
  | { type: 'list.retry' }
  | { type: 'category.create' }
  | { type: 'category.rename'; id: string }
  | { type: 'category.reimage'; id: string }
  | { type: 'category.move'; id: string; direction: CategoryMove }
  | { type: 'category.retire'; id: string }
  | { type: 'picture.choose'; file: File }
  | { type: 'category.submit'; title: string }
  | { type: 'retire.confirm' }
  | { type: 'dialog.close' }

/** The request the open dialog sends, or what is wrong with it. */
export function checkCategoryDialog(
  context: Pick<StaffCategoriesContext, 'dialog' | 'target' | 'image'>,
  title: string,
): { request: CategoryRequest } | { errors: Partial<Record<CategoryField, string>> } {
  const errors: Partial<Record<CategoryField, string>> = {}
  const needsTitle = context.dialog !== 'reimage'
  const needsImage = context.dialog !== 'rename'
  const titleProblem = needsTitle ? categoryTitleProblem(title) : undefined
  if (titleProblem) errors.title = titleProblem
  if (needsImage && !context.image) errors.image = categoryMessages.pictureRequired
  if (Object.keys(errors).length > 0) return { errors }
  if (context.dialog === 'create')
    return { request: { kind: 'create', body: { title: title.trim(), image: context.image! } } }
  const body = context.dialog === 'rename' ? { title: title.trim() } : { image: context.image! }
  return { request: { kind: 'update', id: context.target!._id, body } }
}

/** The toast after a write the server applied. */
export function categoryDoneMessage(request: CategoryRequest): string {
  if (request.kind === 'move') return shopCategoryTexts.moved
  if (request.kind === 'retire') return shopCategoryTexts.retiredNotice
  return shopCategoryTexts.saved
}

const listed = {
  type: 'setCategories',
  params: ({ event }: { event: { output: StaffCategory[] } }) => event.output,
} as const
const save = {
  id: 'saveCategory',
  src: 'saveCategory',
  input: ({ context }: { context: StaffCategoriesContext }) => context.request!,
  onDone: {
    target: '#staffCategories.shown',
    actions: [
      listed,
      {
        type: 'notify',
        params: ({ context }: { context: StaffCategoriesContext }) => ({
          kind: 'success' as const,
          message: categoryDoneMessage(context.request!),
        }),
      },
      'closeDialog',
    ],
  },
} as const
/** A write with no dialog (a move), or a confirmed one (retiring): a refusal is said in a toast. */
const saveOrToast = {
  tags: ['busy'],
  invoke: { ...save, onError: { target: '#staffCategories.shown', actions: [...toastRefusal, 'closeDialog'] } },
} as const
const closed = { target: '#staffCategories.shown', actions: 'closeDialog' } as const
const open = (dialog: CategoryDialog) =>
  ({ target: 'editing', actions: { type: 'openDialog', params: { dialog } } }) as const

export const staffCategoriesMachine = setup({
  types: {
    context: {} as StaffCategoriesContext,
    events: {} as StaffCategoriesEvent,
    tags: {} as 'busy',
    input: {} as StaffCategoriesInput,
  },
  actors: {
    // listStaffCategories
    loadCategories: fromPromise<StaffCategory[]>(notProvided('loadCategories')),
    // createCategory, updateCategory, moveCategory or retireCategory: each answers every category.
    saveCategory: fromPromise<StaffCategory[], CategoryRequest>(notProvided('saveCategory')),
    // uploadCategoryPicture: the stored picture's URL.
    uploadPicture: fromPromise<string, { file: File }>(notProvided('uploadPicture')),
  },
  actions: {
    ...baseActions,
    setCategories: assign((_, categories: StaffCategory[]) => ({ categories })),
    setMessage: assign((_, { error }: { error: unknown }) => ({ message: firstMessage(error) })),
    setSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: firstMessage(error) })),
    openDialog: assign(({ context, event }, { dialog }: { dialog: CategoryDialog }) => {
      const target = 'id' in event ? (context.categories.find((category) => category._id === event.id) ?? null) : null
      return { dialog, target, image: null, errors: {}, submitError: null }
    }),
    aimAt: assign(({ context, event }) => ({
      target: 'id' in event ? (context.categories.find((category) => category._id === event.id) ?? null) : null,
      request:
        event.type === 'category.move'
          ? { kind: 'move' as const, id: event.id, direction: event.direction }
          : event.type === 'category.retire'
            ? { kind: 'retire' as const, id: event.id }
            : null,
    })),
    setImage: assign((_, image: string) => ({ image, errors: {} })),
    setPictureError: assign(({ context }, { error }: { error: unknown }) => ({
      errors: { ...context.errors, image: firstMessage(error) },
    })),
    refusePicture: assign(({ context, event }) =>
      event.type === 'picture.choose' ? { errors: { ...context.errors, image: fileProblem(event.file) } } : {},
    ),
    takeSubmit: assign(({ context, event }) => {
      if (event.type !== 'category.submit') return {}
      const checked = checkCategoryDialog(context, event.title)
      return 'request' in checked
        ? { request: checked.request, errors: {}, submitError: null }
        : { errors: checked.errors, submitError: null }
    }),
    closeDialog: assign({ dialog: null, target: null, image: null, errors: {}, submitError: null, request: null }),
  },
  guards: {
    isKnown: ({ context }) => context.known,
    isEmpty: ({ context }) => context.categories.filter((category) => !category.retired).length === 0,
    isLive: ({ context, event }) =>
      'id' in event && context.categories.some((category) => category._id === event.id && !category.retired),
    isMovable: ({ context, event }) => {
      if (event.type !== 'category.move') return false
      const live = context.categories.filter((category) => !category.retired)
      const at = live.findIndex((category) => category._id === event.id)
      return at !== -1 && (event.direction === 'up' ? at > 0 : at < live.length - 1)
    },
    isAcceptedFile: ({ event }) => event.type === 'picture.choose' && fileProblem(event.file) === undefined,
    isReady: ({ context, event }) =>
      event.type === 'category.submit' && 'request' in checkCategoryDialog(context, event.title),
    ...staffPageGuards,
  },
}).createMachine({
  id: 'staffCategories',
  context: ({ input }) => ({
    categories: input.categories ?? [],
    known: Boolean(input.categories),
    message: null,
    dialog: null,
    target: null,
    image: null,
    errors: {},
    submitError: null,
    request: null,
  }),
  initial: 'opening',
  states: {
    ...editedListStates({ load: { id: 'loadCategories', src: 'loadCategories' }, listed }),
    empty: { on: { 'category.create': open('create') } },
    listed: {
      on: {
        'category.create': open('create'),
        'category.rename': { guard: 'isLive', ...open('rename') },
        'category.reimage': { guard: 'isLive', ...open('reimage') },
        'category.move': { guard: 'isMovable', target: 'moving', actions: 'aimAt' },
        'category.retire': { guard: 'isLive', target: 'retiring', actions: 'aimAt' },
      },
    },
    moving: saveOrToast,
    editing: {
      initial: 'open',
      states: {
        open: {
          on: {
            'picture.choose': [{ guard: 'isAcceptedFile', target: 'uploading' }, { actions: 'refusePicture' }],
            'category.submit': [
              { guard: 'isReady', target: 'saving', actions: 'takeSubmit' },
              { actions: 'takeSubmit' },
            ],
            'dialog.close': closed,
          },
        },
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadPicture',
            src: 'uploadPicture',
            input: ({ event }) => ({ file: (event as Extract<StaffCategoriesEvent, { type: 'picture.choose' }>).file }),
            onDone: { target: 'open', actions: { type: 'setImage', params: ({ event }) => event.output } },
            onError: {
              target: 'open',
              actions: [
                { type: 'setPictureError', params: errorOf },
                { type: 'logFailure', params: errorOf },
              ],
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            ...save,
            onError: { target: 'open', actions: dialogRefusal },
          },
        },
      },
    },
    retiring: {
      initial: 'confirming',
      states: {
        confirming: { on: { 'retire.confirm': 'saving', 'dialog.close': closed } },
        saving: saveOrToast,
      },
    },
  },
})

export type StaffCategoriesSnapshot = SnapshotFrom<typeof staffCategoriesMachine>
