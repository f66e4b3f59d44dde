import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Category } from '@/domain/contract'
import { categoriesMachine } from './categories.machine'

const phones: Category = { _id: 'c1', title: 'Phones', slug: 'phones', image: '/media/categories/phones-800.webp' }

// The load waits until the test answers it.
function start(input?: { categories?: Category[] | null }) {
  const loads: { resolve: (categories: Category[]) => void; reject: (error: unknown) => void }[] = []
  const reportError = vi.fn()
  const machine = categoriesMachine.provide({
    actors: {
      fetchCategories: fromPromise<Category[]>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
    },
    actions: { reportError: (_, params) => reportError(params) },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, loads, reportError }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the categories machine', () => {
  it('asks for the categories once and holds them', async () => {
    const { actor, loads } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loads).toHaveLength(1)
    loads[0]!.resolve([phones])
    await settle()
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(actor.getSnapshot().context.categories).toEqual([phones])
  })

  it('only logs a failed load and offers no categories (spec §8)', async () => {
    const { actor, loads, reportError } = start()
    const unavailable = new Error('Categories are unavailable')
    loads[0]!.reject(unavailable)
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.categories).toEqual([])
    expect(reportError).toHaveBeenCalledExactlyOnceWith({ error: unavailable })
  })

  it('opens on the categories the page was drawn with, without asking, even an empty list', async () => {
    for (const categories of [[phones], []]) {
      const { actor, loads } = start({ categories })
      await settle()
      expect(actor.getSnapshot().value).toBe('loaded')
      expect(actor.getSnapshot().context.categories).toEqual(categories)
      expect(loads).toHaveLength(0)
    }
  })
})
