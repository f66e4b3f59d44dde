// The categories page's behaviour with fakes: a new category's picture uploaded as it is chosen and its form checked;
// moving only where there is a neighbour; retiring once confirmed; a refusal said in a toast.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { categoryMessages } from '@/domain/shop-categories'
import { staffCategoriesMachine, type CategoryRequest, type StaffCategory } from './staff-categories.machine'

const phones: StaffCategory = {
  _id: '65f1c0ffee0000000000c001',
  title: 'Phones',
  slug: 'phones',
  image: '/media/categories/phones-800.webp',
  retired: false,
  products: 12,
}
const audio: StaffCategory = { ...phones, _id: '65f1c0ffee0000000000c002', title: 'Audio', slug: 'audio' }

function start(save: (request: CategoryRequest) => Promise<StaffCategory[]> = async () => [phones, audio]) {
  const notify = vi.fn()
  const saveCategory = vi.fn(save)
  const uploadPicture = vi.fn(async ({ file }: { file: File }) => `/media/uploads/${file.name}-800.webp`)
  const logic = staffCategoriesMachine.provide({
    actors: {
      loadCategories: fromPromise(async () => [phones, audio]),
      saveCategory: fromPromise<StaffCategory[], CategoryRequest>(({ input }) => saveCategory(input)),
      uploadPicture: fromPromise<string, { file: File }>(({ input }) => uploadPicture(input)),
    },
    actions: { notify: (_, notice) => notify(notice), logFailure: () => {} },
  })
  return { actor: createActor(logic, { input: {} }).start(), notify, saveCategory, uploadPicture }
}

describe('the categories page', () => {
  it('adds a category once it has a name and its picture, uploaded as it is chosen', async () => {
    const { actor, saveCategory, uploadPicture } = start()
    await waitFor(actor, (s) => s.matches('listed'))
    actor.send({ type: 'category.create' })
    actor.send({ type: 'category.submit', title: '' })
    expect(actor.getSnapshot().context.errors).toEqual({
      title: categoryMessages.titleRequired,
      image: categoryMessages.pictureRequired,
    })
    actor.send({ type: 'picture.choose', file: new File(['x'], 'notes.txt', { type: 'text/plain' }) })
    expect(uploadPicture).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.errors.image).toBe('notes.txt is not a JPEG, PNG or WebP picture')
    actor.send({ type: 'picture.choose', file: new File(['x'], 'tablets', { type: 'image/png' }) })
    await waitFor(actor, (s) => s.matches({ editing: 'open' }) && s.context.image !== null)
    actor.send({ type: 'category.submit', title: ' Tablets ' })
    expect(saveCategory).toHaveBeenCalledWith({
      kind: 'create',
      body: { title: 'Tablets', image: '/media/uploads/tablets-800.webp' },
    })
    await waitFor(actor, (s) => s.matches('listed'))
  })

  it('moves a category only where it has a neighbour', async () => {
    const { actor, saveCategory, notify } = start()
    await waitFor(actor, (s) => s.matches('listed'))
    actor.send({ type: 'category.move', id: phones._id, direction: 'up' })
    expect(actor.getSnapshot().matches('listed')).toBe(true)
    actor.send({ type: 'category.move', id: phones._id, direction: 'down' })
    expect(saveCategory).toHaveBeenCalledWith({ kind: 'move', id: phones._id, direction: 'down' })
    await waitFor(actor, (s) => s.matches('listed'))
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Order saved' })
  })

  it('renames with the name alone, and retires once confirmed; a refusal is said in a toast', async () => {
    const { actor, saveCategory, notify } = start(() => Promise.reject(new Error(categoryMessages.retired)))
    await waitFor(actor, (s) => s.matches('listed'))
    actor.send({ type: 'category.rename', id: audio._id })
    actor.send({ type: 'category.submit', title: 'Sound' })
    expect(saveCategory).toHaveBeenLastCalledWith({ kind: 'update', id: audio._id, body: { title: 'Sound' } })
    await waitFor(actor, (s) => s.matches({ editing: 'open' }) && s.context.submitError !== null)
    actor.send({ type: 'dialog.close' })
    actor.send({ type: 'category.retire', id: audio._id })
    actor.send({ type: 'retire.confirm' })
    expect(saveCategory).toHaveBeenLastCalledWith({ kind: 'retire', id: audio._id })
    await waitFor(actor, (s) => s.matches('listed'))
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: categoryMessages.retired })
  })
})
