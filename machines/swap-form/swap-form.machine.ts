// The swap deal form (spec §1 swap deals, §2 /swap and /request-success, §8): the device offered, with up to 4 photos,
// the device wanted (a product of the catalogue, offered as the shopper types, or free text) and how to reach the
// shopper. Sending checks the shared rules, uploads the photos that are not stored yet (machines/picture-upload), records the request and goes to
// the thank-you page; a refusal is toasted and the form stays as it was, photos already stored kept for the next try.
// Two regions: the form's own progress, and the suggestions for the device wanted, which follow the typing.
import { and, assign, fromPromise, or, setup, stateIn, type SnapshotFrom, type StateValueFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import { hasErrors, type FieldErrors } from '@/domain/account-forms'
import type { Product, SwapRequest } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import {
  emptySwapForm,
  swapInputOf,
  validateSwapForm,
  type SwapCondition,
  type SwapField,
  type SwapForm,
  type SwapRequestInput,
} from '@/domain/swap'
import { MAX_SWAP_PHOTOS } from '@/domain/uploads'
import { baseActions } from '../lib/base-actions'
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

/** How many catalogue products are offered for the device wanted: a short list a phone shows without scrolling. */
export const WANTED_SUGGESTION_LIMIT = 5
/** The catalogue is asked only once the shopper pauses, not at every key. */
export const WANTED_SEARCH_DELAY_MS = 300
/** One character matches most of the catalogue; two start to narrow it. */
export const WANTED_SEARCH_MIN_LENGTH = 2

/** A product offered for the device wanted. */
export type WantedSuggestion = Pick<Product, '_id' | 'title'>

/** What the catalogue is asked for the device wanted: GET api/products with `title` and `limit`. */
export interface WantedSearch {
  title: string
  limit: number
}

/** The fields typed as text; the condition is chosen, the device wanted has its own events. */
export type SwapTextField = Exclude<SwapField, 'condition' | 'wanted' | 'wantedProductId'>

export interface SwapFormContext {
  form: SwapForm
  /** The shared rules' message per field, shown once the shopper tried to send. */
  errors: FieldErrors<SwapField>
  photos: PictureList
  /** Percent of the photos sent while they upload, else null. */
  progress: number | null
  /** Catalogue products matching the device wanted. */
  suggestions: WantedSuggestion[]
  /** The last refusal, for the log. */
  error: unknown
}

export type SwapFormEvent =
  | { type: 'field.change'; field: SwapTextField; value: string }
  | { type: 'condition.choose'; condition: SwapCondition }
  | { type: 'wanted.change'; value: string }
  | { type: 'wanted.choose'; productId: string }
  | { type: 'photos.add'; files: File[] }
  | { type: 'photos.remove'; id: string }
  | { type: 'photos.move'; id: string; offset: -1 | 1 }
  | UploadProgressEvent
  | { type: 'form.submit' }

function withoutErrors(errors: FieldErrors<SwapField>, ...fields: SwapField[]): FieldErrors<SwapField> {
  const rest = { ...errors }
  for (const field of fields) delete rest[field]
  return rest
}

/** What the form answers while the shopper can change it: before the first send and after a refusal. */
const editableForm = {
  'field.change': { actions: 'changeField' },
  'condition.choose': { actions: 'chooseCondition' },
  'photos.add': { actions: 'addPhotos' },
  'photos.remove': { actions: 'removePhoto' },
  'photos.move': { actions: 'movePhoto' },
  'form.submit': [
    { guard: and(['isFormValid', 'hasPhotosToUpload']), target: 'uploading' },
    { guard: 'isFormValid', target: 'sending' },
    { target: 'invalid', actions: 'showFieldErrors' },
  ],
} as const

export const swapFormMachine = setup({
  types: {
    context: {} as SwapFormContext,
    events: {} as SwapFormEvent,
    tags: {} as 'busy',
  },
  actors: {
    // GET api/products?title=…&limit=5: the products whose titles match, as suggestions.
    searchProducts: fromPromise<WantedSuggestion[], WantedSearch>(notProvided('searchProducts')),
    // The photos' upload (POST api/swap/photos): the stored URLs, in the order sent.
    pictureUpload: pictureUploadMachine,
    // POST api/swap: the recorded request.
    createSwapRequest: fromPromise<SwapRequest, SwapRequestInput>(notProvided('createSwapRequest')),
  },
  actions: {
    ...baseActions,
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      return {
        form: { ...context.form, [event.field]: event.value },
        errors: withoutErrors(context.errors, event.field),
      }
    }),
    // Whether faults are required follows the condition, so its message goes with it.
    chooseCondition: assign(({ context, event }) => {
      if (event.type !== 'condition.choose') return {}
      return {
        form: { ...context.form, condition: event.condition },
        errors: withoutErrors(context.errors, 'condition', 'faults'),
      }
    }),
    // Typing again after a pick makes it free text: the product picked is no longer what the words say.
    changeWanted: assign(({ context, event }) => {
      if (event.type !== 'wanted.change') return {}
      return {
        form: { ...context.form, wanted: event.value, wantedProductId: '' },
        errors: withoutErrors(context.errors, 'wanted'),
      }
    }),
    chooseWanted: assign(({ context, event }) => {
      if (event.type !== 'wanted.choose') return {}
      const product = context.suggestions.find((suggestion) => suggestion._id === event.productId)
      if (!product) return {}
      return {
        form: { ...context.form, wanted: product.title, wantedProductId: product._id },
        errors: withoutErrors(context.errors, 'wanted'),
        suggestions: [],
      }
    }),
    setSuggestions: assign((_, suggestions: WantedSuggestion[]) => ({
      suggestions: suggestions.slice(0, WANTED_SUGGESTION_LIMIT),
    })),
    clearSuggestions: assign({ suggestions: [] }),
    addPhotos: assign(({ context, event }) =>
      event.type === 'photos.add' ? { photos: addPictures(context.photos, event.files, MAX_SWAP_PHOTOS) } : {},
    ),
    removePhoto: assign(({ context, event }) =>
      event.type === 'photos.remove' ? { photos: removePicture(context.photos, event.id) } : {},
    ),
    movePhoto: assign(({ context, event }) =>
      event.type === 'photos.move' ? { photos: movePicture(context.photos, event.id, event.offset) } : {},
    ),
    startProgress: assign({ progress: 0 }),
    setProgress: assign(({ event }) =>
      event.type === 'upload.progress' ? { progress: progressPercent(event.fraction) } : {},
    ),
    endProgress: assign({ progress: null }),
    // Stored once: a second try after a refusal sends only the request.
    keepUploaded: assign(({ context }, urls: string[]) => ({ photos: withUploaded(context.photos, urls) })),
    showFieldErrors: assign({ errors: ({ context }) => validateSwapForm(context.form) }),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validateSwapForm(context.form)),
    hasPhotosToUpload: ({ context }) => filesToSend(context.photos).length > 0,
    isFormOpen: or([stateIn({ form: 'editing' }), stateIn({ form: 'invalid' }), stateIn({ form: 'failed' })]),
    isSearchable: ({ event }) =>
      event.type === 'wanted.change' && event.value.trim().length >= WANTED_SEARCH_MIN_LENGTH,
    isSuggested: ({ context, event }) =>
      event.type === 'wanted.choose' && context.suggestions.some((suggestion) => suggestion._id === event.productId),
    hasSuggestions: (_, suggestions: WantedSuggestion[]) => suggestions.length > 0,
  },
  delays: {
    searchDelay: WANTED_SEARCH_DELAY_MS,
  },
}).createMachine({
  id: 'swapForm',
  context: { form: emptySwapForm(), errors: {}, photos: pictureList(), progress: null, suggestions: [], error: null },
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: { on: editableForm },
        // Sending was refused by the shared rules: each field says why until it is changed.
        invalid: { on: editableForm },
        uploading: {
          tags: ['busy'],
          entry: 'startProgress',
          exit: 'endProgress',
          on: { 'upload.progress': { actions: 'setProgress' } },
          invoke: {
            id: 'pictureUpload',
            src: 'pictureUpload',
            input: ({ context }) => ({ files: filesToSend(context.photos) }),
            onDone: { target: 'sending', actions: { type: 'keepUploaded', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'createSwapRequest',
            src: 'createSwapRequest',
            input: ({ context }) => swapInputOf(context.form, pictureUrls(context.photos)),
            onDone: 'sent',
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // spec §8: a toast with the first server error; the form keeps everything for another try.
        failed: {
          entry: [
            { type: 'notify', params: ({ context }) => ({ kind: 'error', message: firstMessage(context.error) }) },
            { type: 'logFailure', params: ({ context }) => ({ error: context.error }) },
          ],
          on: editableForm,
        },
        // spec §2 /request-success: the thank-you page says what happens next.
        sent: {
          entry: { type: 'navigate', params: { to: pathTo('requestSuccess') } },
        },
      },
    },
    wanted: {
      initial: 'idle',
      on: {
        'wanted.change': [
          { guard: and(['isFormOpen', 'isSearchable']), target: '.waiting', reenter: true, actions: 'changeWanted' },
          { guard: 'isFormOpen', target: '.idle', actions: ['changeWanted', 'clearSuggestions'] },
        ],
        'wanted.choose': { guard: and(['isFormOpen', 'isSuggested']), target: '.idle', actions: 'chooseWanted' },
        // Sending closes the list: what is sent is what the field says.
        'form.submit': { target: '.idle', actions: 'clearSuggestions' },
      },
      states: {
        idle: {},
        // The matches already shown stay until the new ones arrive, so the list does not flicker as the shopper types.
        waiting: {
          after: { searchDelay: 'searching' },
        },
        searching: {
          invoke: {
            id: 'searchProducts',
            src: 'searchProducts',
            input: ({ context }): WantedSearch => ({
              title: context.form.wanted.trim(),
              limit: WANTED_SUGGESTION_LIMIT,
            }),
            onDone: [
              {
                guard: { type: 'hasSuggestions', params: ({ event }) => event.output },
                target: 'suggesting',
                actions: { type: 'setSuggestions', params: ({ event }) => event.output },
              },
              { target: 'idle', actions: 'clearSuggestions' },
            ],
            // Suggestions are a help: without them the shopper describes the device in words.
            onError: { target: 'idle', actions: 'clearSuggestions' },
          },
        },
        suggesting: {},
      },
    },
  },
})

export type SwapFormSnapshot = SnapshotFrom<typeof swapFormMachine>

type SwapFormValue = Extract<StateValueFrom<typeof swapFormMachine>, object>

/** Both regions' states: the form's (the screen's data-state) and the suggestions'. */
export interface SwapFormState {
  form: NonNullable<SwapFormValue['form']>
  wanted: NonNullable<SwapFormValue['wanted']>
}

export function swapFormStateOf(snapshot: SwapFormSnapshot): SwapFormState {
  const { value } = snapshot
  if (typeof value !== 'object' || !value.form || !value.wanted)
    throw new Error(`Not a swap form state: ${JSON.stringify(value)}`)
  return { form: value.form, wanted: value.wanted }
}
