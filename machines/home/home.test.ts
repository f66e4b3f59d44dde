import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Category, Product } from '@/domain/contract'
import { homeMachine, type HomeInput } from './home.machine'
import { testProduct } from '../lib/test-product'

const product = (id: string): Product => testProduct(id)

function category(id: string): Category {
  return { _id: id, title: `Category ${id}`, slug: `category-${id}`, image: `/media/categories/${id}-800.webp` }
}

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

// Every load waits until the test answers it, so each test decides what the API says and in which order.
function start(input: HomeInput = {}) {
  const bestsellerLoads: Pending<Product[]>[] = []
  const categoryLoads: Pending<Category[]>[] = []
  const reportError = vi.fn()
  const machine = homeMachine.provide({
    actors: {
      fetchBestsellers: fromPromise<Product[]>(
        () => new Promise((resolve, reject) => bestsellerLoads.push({ resolve, reject })),
      ),
      fetchCategories: fromPromise<Category[]>(
        () => new Promise((resolve, reject) => categoryLoads.push({ resolve, reject })),
      ),
    },
    actions: { reportError: (_, params) => reportError(params) },
  })
  const actor = createActor(machine, { input })
  actor.start()
  return { actor, bestsellerLoads, categoryLoads, reportError }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the home machine', () => {
  it('asks for the bestsellers and the categories at once', () => {
    const { actor, bestsellerLoads, categoryLoads } = start()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(bestsellerLoads).toHaveLength(1)
    expect(categoryLoads).toHaveLength(1)
  })

  it('stays loading until both lists have come, then is ready with both', async () => {
    const { actor, bestsellerLoads, categoryLoads } = start()
    bestsellerLoads[0]!.resolve([product('a'), product('b'), product('c'), product('d')])
    await settle()
    expect(actor.getSnapshot().value).toEqual({ loading: { bestsellers: 'loaded', categories: 'fetching' } })

    categoryLoads[0]!.resolve([category('phones'), category('audio')])
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('ready')
    expect(snapshot.context.bestsellers?.map((item) => item._id)).toEqual(['a', 'b', 'c', 'd'])
    expect(snapshot.context.categories?.map((item) => item._id)).toEqual(['phones', 'audio'])
  })

  it('only logs a failed bestsellers load and shows the categories that came (spec §8)', async () => {
    const { actor, bestsellerLoads, categoryLoads, reportError } = start()
    const offline = new Error('offline')
    categoryLoads[0]!.resolve([category('phones')])
    bestsellerLoads[0]!.reject(offline)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('ready')
    expect(snapshot.context.bestsellers).toBeNull()
    expect(snapshot.context.categories?.map((item) => item._id)).toEqual(['phones'])
    expect(reportError).toHaveBeenCalledExactlyOnceWith({ load: 'bestsellers', error: offline })
  })

  it('only logs a failed categories load and shows the bestsellers that came (spec §8)', async () => {
    const { actor, bestsellerLoads, categoryLoads, reportError } = start()
    const unavailable = new Error('Categories are unavailable')
    categoryLoads[0]!.reject(unavailable)
    await settle()
    expect(actor.getSnapshot().value).toEqual({ loading: { bestsellers: 'fetching', categories: 'failed' } })

    bestsellerLoads[0]!.resolve([product('a')])
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.categories).toBeNull()
    expect(reportError).toHaveBeenCalledExactlyOnceWith({ load: 'categories', error: unavailable })
  })

  it('is ready when both loads fail, with nothing to show', async () => {
    const { actor, bestsellerLoads, categoryLoads, reportError } = start()
    bestsellerLoads[0]!.reject(new Error('offline'))
    categoryLoads[0]!.reject(new Error('offline'))
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toEqual({ bestsellers: null, categories: null })
    expect(reportError.mock.calls.map(([params]) => params.load)).toEqual(['bestsellers', 'categories'])
  })

  it('opens ready on the lists the page was drawn with, asking for nothing', () => {
    const { actor, bestsellerLoads, categoryLoads } = start({
      bestsellers: [product('a')],
      categories: [category('phones')],
    })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.bestsellers?.map((item) => item._id)).toEqual(['a'])
    expect(bestsellerLoads).toHaveLength(0)
    expect(categoryLoads).toHaveLength(0)
  })

  it('asks only for the list the page was not drawn with', async () => {
    const { actor, bestsellerLoads, categoryLoads } = start({ bestsellers: [product('a')] })
    expect(actor.getSnapshot().value).toEqual({ loading: { bestsellers: 'loaded', categories: 'fetching' } })
    expect(bestsellerLoads).toHaveLength(0)
    categoryLoads[0]!.resolve([category('phones')])
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('keeps an empty list apart from a failed one: both come as lists or not at all', async () => {
    const { actor, bestsellerLoads, categoryLoads } = start()
    bestsellerLoads[0]!.resolve([])
    categoryLoads[0]!.resolve([])
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toEqual({ bestsellers: [], categories: [] })
  })
})
