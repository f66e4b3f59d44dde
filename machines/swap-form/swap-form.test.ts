import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { SwapRequest } from '@/domain/contract'
import { swapMessages, type SwapRequestInput } from '@/domain/swap'
import { uploadMessages } from '@/domain/uploads'
import {
  swapFormMachine,
  WANTED_SEARCH_DELAY_MS,
  type SwapTextField,
  type WantedSearch,
  type WantedSuggestion,
} from './swap-form.machine'
import type { PictureUpload } from '../lib/pictures'
import type { Navigation, Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { pictureUploadMachine } from '../picture-upload/picture-upload.machine'

const iphone13: WantedSuggestion = { _id: '665f1c2b9a1e4b0012340013', title: 'Apple iPhone 13 128GB' }
const iphone14: WantedSuggestion = { _id: '665f1c2b9a1e4b0012340014', title: 'Apple iPhone 14 Pro 256GB' }

const recorded: SwapRequest = {
  _id: '665f1c2b9a1e4b0012349999',
  brand: 'Samsung',
  model: 'Galaxy S21',
  storage: '128GB',
  condition: 'used',
  faults: null,
  photos: [],
  wantedProductId: null,
  wanted: 'Apple iPhone 13 128GB',
  phone: '08031234567',
  city: 'Ikeja',
  status: 'new',
  statusChangedAt: '2026-11-24T08:00:00.000Z',
  createdAt: '2026-11-24T08:00:00.000Z',
}

interface Fakes {
  searchProducts?: (input: WantedSearch) => Promise<WantedSuggestion[]>
  uploadPhotos?: (input: PictureUpload) => Promise<string[]>
  createSwapRequest?: (input: SwapRequestInput) => Promise<SwapRequest>
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock()
  const searchProducts = vi.fn(fakes.searchProducts ?? (async () => [iphone13, iphone14]))
  const uploadPhotos = vi.fn(
    fakes.uploadPhotos ??
      (async ({ files }: PictureUpload) => files.map((_, index) => `/media/uploads/photo-${index}-800.webp`)),
  )
  const createSwapRequest = vi.fn(fakes.createSwapRequest ?? (async () => recorded))
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(navigation: Navigation) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = swapFormMachine.provide({
    actors: {
      searchProducts: fromPromise(({ input }) => searchProducts(input)),
      pictureUpload: pictureUploadMachine.provide({
        actors: { uploadPictures: fromPromise(({ input }) => uploadPhotos(input)) },
      }),
      createSwapRequest: fromPromise(({ input }) => createSwapRequest(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      navigate: (_, navigation) => navigate(navigation),
      logFailure: (_, { error }) => logFailure(error),
    },
  })
  const actor = createActor(logic, { clock }).start()
  const type = (values: Partial<Record<SwapTextField, string>>) => {
    for (const [field, value] of Object.entries(values) as [SwapTextField, string][])
      actor.send({ type: 'field.change', field, value })
  }
  const fill = () => {
    type({ brand: 'Samsung', model: 'Galaxy S21', storage: '128GB', phone: '08031234567', city: 'Ikeja' })
    actor.send({ type: 'condition.choose', condition: 'used' })
    actor.send({ type: 'wanted.change', value: 'Apple iPhone 13 128GB' })
  }
  return { actor, clock, searchProducts, uploadPhotos, createSwapRequest, notify, navigate, logFailure, type, fill }
}

const photo = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' })
const formState = (actor: ReturnType<typeof start>['actor']) => (actor.getSnapshot().value as { form: string }).form
const wantedState = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { wanted: string }).wanted

describe('the swap form', () => {
  it('opens empty, with no photos and no suggestions', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toEqual({ form: 'editing', wanted: 'idle' })
    expect(actor.getSnapshot().context.form.brand).toBe('')
    expect(actor.getSnapshot().context.photos.items).toEqual([])
    expect(actor.getSnapshot().context.suggestions).toEqual([])
  })

  describe('the rules', () => {
    it('names every required field and sends nothing', () => {
      const { actor, uploadPhotos, createSwapRequest } = start()
      actor.send({ type: 'form.submit' })
      expect(formState(actor)).toBe('invalid')
      expect(actor.getSnapshot().context.errors).toEqual({
        brand: swapMessages.brandRequired,
        model: swapMessages.modelRequired,
        condition: swapMessages.conditionRequired,
        wanted: swapMessages.wantedRequired,
        phone: swapMessages.phoneRequired,
        city: swapMessages.cityRequired,
      })
      expect(uploadPhotos).not.toHaveBeenCalled()
      expect(createSwapRequest).not.toHaveBeenCalled()
    })

    it('asks what is wrong with a faulty device, and stops asking when another condition is chosen', () => {
      const { actor, fill } = start()
      fill()
      actor.send({ type: 'condition.choose', condition: 'faulty' })
      actor.send({ type: 'form.submit' })
      expect(formState(actor)).toBe('invalid')
      expect(actor.getSnapshot().context.errors).toEqual({ faults: swapMessages.faultsRequired })

      actor.send({ type: 'condition.choose', condition: 'likeNew' })
      expect(actor.getSnapshot().context.errors).toEqual({})
    })

    it('clears a field’s message as it is changed, keeping the others', () => {
      const { actor } = start()
      actor.send({ type: 'form.submit' })
      actor.send({ type: 'field.change', field: 'brand', value: 'Tecno' })
      actor.send({ type: 'wanted.change', value: 'P' })
      expect(actor.getSnapshot().context.errors.brand).toBeUndefined()
      expect(actor.getSnapshot().context.errors.wanted).toBeUndefined()
      expect(actor.getSnapshot().context.errors.model).toBe(swapMessages.modelRequired)
    })
  })

  describe('the device wanted', () => {
    it('asks the catalogue 300 ms after the shopper stops typing, once there are 2 characters', async () => {
      const { actor, clock, searchProducts } = start()
      actor.send({ type: 'wanted.change', value: 'i' })
      clock.increment(WANTED_SEARCH_DELAY_MS)
      expect(searchProducts).not.toHaveBeenCalled()
      expect(wantedState(actor)).toBe('idle')

      actor.send({ type: 'wanted.change', value: 'iP' })
      clock.increment(WANTED_SEARCH_DELAY_MS - 1)
      actor.send({ type: 'wanted.change', value: 'iPh' })
      clock.increment(WANTED_SEARCH_DELAY_MS - 1)
      expect(searchProducts).not.toHaveBeenCalled()
      clock.increment(1)
      expect(searchProducts).toHaveBeenCalledTimes(1)
      expect(searchProducts).toHaveBeenCalledWith({ title: 'iPh', limit: 5 })

      await waitFor(actor, (snapshot) => snapshot.matches({ wanted: 'suggesting' }))
      expect(actor.getSnapshot().context.suggestions).toEqual([iphone13, iphone14])
    })

    it('offers at most 5 matches', async () => {
      const many = Array.from({ length: 7 }, (_, index) => ({
        _id: `665f1c2b9a1e4b00123400${10 + index}`,
        title: `Phone ${index}`,
      }))
      const { actor, clock } = start({ searchProducts: async () => many })
      actor.send({ type: 'wanted.change', value: 'Phone' })
      clock.increment(WANTED_SEARCH_DELAY_MS)
      await waitFor(actor, (snapshot) => snapshot.matches({ wanted: 'suggesting' }))
      expect(actor.getSnapshot().context.suggestions).toEqual(many.slice(0, 5))
    })

    it('sets the product and its title when a match is chosen, and forgets the product when the shopper types again', async () => {
      const { actor, clock } = start()
      actor.send({ type: 'wanted.change', value: 'iphone' })
      clock.increment(WANTED_SEARCH_DELAY_MS)
      await waitFor(actor, (snapshot) => snapshot.matches({ wanted: 'suggesting' }))

      actor.send({ type: 'wanted.choose', productId: iphone14._id })
      expect(wantedState(actor)).toBe('idle')
      expect(actor.getSnapshot().context.form).toMatchObject({ wanted: iphone14.title, wantedProductId: iphone14._id })
      expect(actor.getSnapshot().context.suggestions).toEqual([])

      actor.send({ type: 'wanted.change', value: `${iphone14.title} Max` })
      expect(actor.getSnapshot().context.form).toMatchObject({ wanted: `${iphone14.title} Max`, wantedProductId: '' })
    })

    it('ignores a product that was not offered', async () => {
      const { actor, clock } = start()
      actor.send({ type: 'wanted.change', value: 'iphone' })
      clock.increment(WANTED_SEARCH_DELAY_MS)
      await waitFor(actor, (snapshot) => snapshot.matches({ wanted: 'suggesting' }))
      actor.send({ type: 'wanted.choose', productId: '665f1c2b9a1e4b0000000000' })
      expect(actor.getSnapshot().context.form.wantedProductId).toBe('')
      expect(wantedState(actor)).toBe('suggesting')
    })

    it('keeps the free text when the catalogue has no match or cannot answer', async () => {
      const { actor, clock } = start({
        searchProducts: vi.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('Database unavailable')),
      })
      actor.send({ type: 'wanted.change', value: 'Nokia 3310' })
      clock.increment(WANTED_SEARCH_DELAY_MS)
      await waitFor(actor, (snapshot) => snapshot.matches({ wanted: 'idle' }))
      actor.send({ type: 'wanted.change', value: 'Nokia 3310 blue' })
      clock.increment(WANTED_SEARCH_DELAY_MS)
      await waitFor(actor, (snapshot) => snapshot.matches({ wanted: 'idle' }))
      expect(actor.getSnapshot().context.form.wanted).toBe('Nokia 3310 blue')
      expect(actor.getSnapshot().context.suggestions).toEqual([])
    })

    it('drops the matches when the text gets too short to search', async () => {
      const { actor, clock, searchProducts } = start()
      actor.send({ type: 'wanted.change', value: 'ip' })
      clock.increment(WANTED_SEARCH_DELAY_MS)
      await waitFor(actor, (snapshot) => snapshot.matches({ wanted: 'suggesting' }))
      actor.send({ type: 'wanted.change', value: 'i' })
      expect(wantedState(actor)).toBe('idle')
      expect(actor.getSnapshot().context.suggestions).toEqual([])
      clock.increment(WANTED_SEARCH_DELAY_MS)
      expect(searchProducts).toHaveBeenCalledTimes(1)
    })
  })

  describe('the photos', () => {
    it('adds up to 4, says why a fifth is refused, and moves and removes them', () => {
      const { actor } = start()
      actor.send({ type: 'photos.add', files: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map(photo) })
      const { photos } = actor.getSnapshot().context
      expect(photos.items.map((item) => item.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'])
      expect(photos.problems).toEqual([uploadMessages.tooMany(4)])

      actor.send({ type: 'photos.move', id: photos.items[1]!.id, offset: -1 })
      actor.send({ type: 'photos.remove', id: photos.items[3]!.id })
      expect(actor.getSnapshot().context.photos.items.map((item) => item.name)).toEqual(['b.jpg', 'a.jpg', 'c.jpg'])
    })
  })

  describe('sending', () => {
    it('uploads the photos with progress, records the request with their URLs and goes to the thank-you page', async () => {
      const upload = deferred<string[]>()
      let report: (fraction: number) => void = () => {}
      const { actor, fill, uploadPhotos, createSwapRequest, navigate } = start({
        uploadPhotos: ({ onProgress }) => {
          report = onProgress
          return upload.promise
        },
      })
      fill()
      actor.send({ type: 'photos.add', files: [photo('front.jpg'), photo('back.jpg')] })
      actor.send({ type: 'form.submit' })

      expect(formState(actor)).toBe('uploading')
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(actor.getSnapshot().context.progress).toBe(0)
      expect(uploadPhotos.mock.calls[0]![0].files.map((file) => file.name)).toEqual(['front.jpg', 'back.jpg'])
      report(0.42)
      expect(actor.getSnapshot().context.progress).toBe(42)

      upload.resolve(['/media/uploads/f-800.webp', '/media/uploads/b-800.webp'])
      await waitFor(actor, (snapshot) => snapshot.matches({ form: 'sent' }))
      expect(actor.getSnapshot().context.progress).toBeNull()
      expect(createSwapRequest).toHaveBeenCalledWith({
        brand: 'Samsung',
        model: 'Galaxy S21',
        storage: '128GB',
        condition: 'used',
        photos: ['/media/uploads/f-800.webp', '/media/uploads/b-800.webp'],
        wanted: 'Apple iPhone 13 128GB',
        phone: '08031234567',
        city: 'Ikeja',
      })
      expect(navigate).toHaveBeenCalledWith({ to: '/request-success' })
    })

    it('sends a chosen catalogue product by its id, and skips the upload when there are no photos', async () => {
      const { actor, clock, fill, uploadPhotos, createSwapRequest } = start()
      fill()
      clock.increment(WANTED_SEARCH_DELAY_MS)
      await waitFor(actor, (snapshot) => snapshot.matches({ wanted: 'suggesting' }))
      actor.send({ type: 'wanted.choose', productId: iphone13._id })
      actor.send({ type: 'form.submit' })
      expect(formState(actor)).toBe('sending')
      await waitFor(actor, (snapshot) => snapshot.matches({ form: 'sent' }))
      expect(uploadPhotos).not.toHaveBeenCalled()
      expect(createSwapRequest.mock.calls[0]![0]).toMatchObject({
        wantedProductId: iphone13._id,
        wanted: iphone13.title,
        photos: [],
      })
    })

    it("toasts the server's first error and keeps the form; the photos stored go with the next try, not again (spec §8)", async () => {
      const { actor, fill, uploadPhotos, createSwapRequest, notify, navigate } = start({
        createSwapRequest: vi
          .fn()
          .mockRejectedValueOnce(new Error(swapMessages.tooMany))
          .mockResolvedValueOnce(recorded),
      })
      fill()
      actor.send({ type: 'photos.add', files: [photo('front.jpg')] })
      actor.send({ type: 'form.submit' })
      await waitFor(actor, (snapshot) => snapshot.matches({ form: 'failed' }))

      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: swapMessages.tooMany })
      expect(navigate).not.toHaveBeenCalled()
      expect(actor.getSnapshot().context.form).toMatchObject({ brand: 'Samsung', model: 'Galaxy S21', city: 'Ikeja' })
      expect(actor.getSnapshot().context.photos.items).toEqual([
        expect.objectContaining({ name: 'front.jpg', src: '/media/uploads/photo-0-800.webp' }),
      ])

      actor.send({ type: 'form.submit' })
      expect(formState(actor)).toBe('sending')
      await waitFor(actor, (snapshot) => snapshot.matches({ form: 'sent' }))
      expect(uploadPhotos).toHaveBeenCalledTimes(1)
      expect(createSwapRequest.mock.calls[1]![0].photos).toEqual(['/media/uploads/photo-0-800.webp'])
    })

    it("toasts a refused upload's message and keeps the photos to send again", async () => {
      const { actor, fill, createSwapRequest, notify, logFailure } = start({
        uploadPhotos: async () => Promise.reject(new Error('front.jpg is not a JPEG, PNG or WebP picture')),
      })
      fill()
      actor.send({ type: 'photos.add', files: [photo('front.jpg')] })
      actor.send({ type: 'form.submit' })
      await waitFor(actor, (snapshot) => snapshot.matches({ form: 'failed' }))
      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'front.jpg is not a JPEG, PNG or WebP picture' })
      expect(logFailure).toHaveBeenCalledTimes(1)
      expect(createSwapRequest).not.toHaveBeenCalled()
      expect(actor.getSnapshot().context.progress).toBeNull()
      const [kept] = actor.getSnapshot().context.photos.items
      expect(kept?.file?.name).toBe('front.jpg')
      expect(kept?.src).toBeUndefined()
    })

    it('takes no changes while sending', () => {
      const { actor, fill } = start({ createSwapRequest: () => new Promise(() => {}) })
      fill()
      actor.send({ type: 'form.submit' })
      actor.send({ type: 'field.change', field: 'brand', value: 'Nokia' })
      actor.send({ type: 'wanted.change', value: 'Something else' })
      expect(actor.getSnapshot().context.form.brand).toBe('Samsung')
      expect(actor.getSnapshot().context.form.wanted).toBe('Apple iPhone 13 128GB')
      expect(wantedState(actor)).toBe('idle')
    })
  })
})
