import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { Category } from '@/domain/contract'
import { productFormMachine } from './product-form.machine'
import { productMessages, UPLOADED_MESSAGE, uploadErrorMessage } from '@/domain/product-form'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const phones: Category = {
  _id: 'c0000000000000000000000a',
  title: 'Phones',
  slug: 'phones',
  image: '/media/categories/phones.webp',
}
const earbuds = testProduct('p1', {
  vendorId: 'v1',
  images: ['/media/uploads/u1-800.webp'],
  categoryId: { _id: phones._id, title: 'Phones', slug: 'phones' },
})
const picture = new File([new Uint8Array([1])], 'front.jpg', { type: 'image/jpeg' })

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'load.retry' },
  { type: 'field.change', field: 'title', value: 'Tecno Spark 20' },
  { type: 'pictures.add', files: [picture] },
  { type: 'form.submit' },
  { type: 'product.pick', productId: 'p1' },
  { type: 'product.new' },
  { type: 'product.markOutOfStock' },
  { type: 'product.delete' },
  { type: 'confirmation.accept' },
  { type: 'confirmation.cancel' },
  { type: 'xstate.done.actor.loadPage', output: { categories: [phones], products: [earbuds], product: null } },
  { type: 'xstate.error.actor.loadPage', error: new Error('Database unavailable') },
  { type: 'xstate.done.actor.pictureUpload', output: ['/media/uploads/n0-800.webp'] },
  { type: 'xstate.error.actor.pictureUpload', error: new Error('front.jpg is larger than 8 MB') },
  { type: 'xstate.done.actor.saveProduct', output: earbuds },
  { type: 'xstate.error.actor.saveProduct', error: new Error('You can only change your own products') },
]

const states = leafStatesOf(productFormMachine.root)
const input = { productId: null, hasToken: true, vendorId: 'v1' }

describe('product form reachability', () => {
  const reached = shortestPathPerState(
    getShortestPaths(productFormMachine, {
      events: events as never,
      input,
      // Each added picture and refusal makes a new context; what decides where the form can go is only this.
      serializeState: (snapshot) => {
        const { editing, form, pictures } = snapshot.context
        return JSON.stringify([
          snapshot.value,
          editing?._id,
          editing?.is_stock,
          form.title,
          pictures.items.length,
          pictures.items.some((item) => item.file),
        ])
      },
    }),
  )

  const effectsInto = (state: string) => effectsAlong(productFormMachine, input, reached.get(state)!)
  /** The effects of the shortest path into `state`, followed by `event`. */
  const effectsAfter = (state: string, event: AnyEventObject) =>
    effectsAlong(productFormMachine, input, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('logs a page that did not load, and asks nothing else while the form is filled in and sent', () => {
    expect(effectsInto('loadFailed')).toEqual([
      { type: 'logFailure', params: { error: new Error('Database unavailable') } },
    ])
    for (const state of ['upload', 'uploadingPictures', 'saving', 'confirmingDelete'])
      expect(effectsInto(state), state).toEqual([])
  })

  it("says a failed picture upload in spec §8's words and keeps the form", () => {
    const failed = { type: 'xstate.error.actor.pictureUpload', error: new Error('front.jpg is larger than 8 MB') }
    expect(effectsAfter('uploadingPictures', failed)).toEqual([
      { type: 'notify', params: { kind: 'error', message: uploadErrorMessage('front.jpg is larger than 8 MB') } },
    ])
  })

  it('says an upload went through and opens the form for the next product', () => {
    expect(effectsAfter('saving', { type: 'xstate.done.actor.saveProduct', output: earbuds })).toEqual([
      { type: 'notify', params: { kind: 'success', message: UPLOADED_MESSAGE } },
    ])
  })

  it('says which product was deleted', () => {
    const path = reached.get('deleting')!
    const deleted = { type: 'xstate.done.actor.saveProduct', output: earbuds }
    expect(effectsAlong(productFormMachine, input, { steps: [...path.steps, { event: deleted }] })).toEqual([
      { type: 'notify', params: { kind: 'success', message: productMessages.deleted(earbuds.title) } },
    ])
  })

  it('deletes only after a confirmation, from a product being edited', () => {
    expect(reached.get('deleting')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadPage',
      'product.pick',
      'product.delete',
      'confirmation.accept',
    ])
  })

  it('sends a product only after its pictures are uploaded', () => {
    expect(reached.get('uploadingPictures')!.steps.map((step) => step.event.type)).not.toContain(
      'xstate.done.actor.pictureUpload',
    )
  })
})
