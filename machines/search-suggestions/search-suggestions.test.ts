import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { ProductSuggestions } from '@/domain/contract'
import { SUGGESTIONS_DEBOUNCE_MS } from '@/domain/search-suggestions'
import { searchSuggestionsMachine } from './search-suggestions.machine'

const IPHONES: ProductSuggestions = {
  products: [
    { title: 'Apple iPhone 15', slug: 'apple-iphone-15' },
    { title: 'Apple iPhone 15 Pro Max', slug: 'apple-iphone-15-pro-max' },
  ],
  categories: [{ _id: '0123456789abcdef01234567', title: 'Phones', slug: 'phones' }],
}
const NONE: ProductSuggestions = { products: [], categories: [] }

function start(answer: (text: string) => Promise<ProductSuggestions> = async () => IPHONES) {
  const clock = new SimulatedClock()
  const fetchSuggestions = vi.fn(answer)
  const navigate = vi.fn<(to: string) => void>()
  const logFailure = vi.fn()
  const logic = searchSuggestionsMachine.provide({
    actors: { fetchSuggestions: fromPromise(({ input }) => fetchSuggestions(input.text)) },
    actions: { navigate: (_, { to }) => navigate(to), logFailure: (_, failure) => logFailure(failure) },
  })
  const actor = createActor(logic, { clock }).start()
  const type = (text: string) => actor.send({ type: 'text.change', text })
  return { actor, clock, fetchSuggestions, navigate, logFailure, type }
}

describe('the search box suggestions', () => {
  it('typing: asks once the typing pauses, for the last text only', async () => {
    const { actor, clock, fetchSuggestions, type } = start()
    type('ip')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS - 1)
    type('iph')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS - 1)
    type(' iphne ')
    expect(actor.getSnapshot().value).toBe('typing')
    expect(fetchSuggestions).not.toHaveBeenCalled()
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (snapshot) => snapshot.matches('suggestions'))
    expect(fetchSuggestions.mock.calls).toEqual([['iphne']])
    expect(actor.getSnapshot().context.options.map((option) => option.to)).toEqual([
      '/product-details/apple-iphone-15',
      '/product-details/apple-iphone-15-pro-max',
      '/product-listing?categoryId=0123456789abcdef01234567',
    ])
  })

  it('idle: a letter or less asks nothing and forgets what was suggested', async () => {
    const { actor, clock, fetchSuggestions, type } = start()
    type('ip')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => snapshot.matches('suggestions'))
    type('i')
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.options).toEqual([])
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    expect(fetchSuggestions).toHaveBeenCalledTimes(1)
  })

  it('suggestions: the arrows go round the options, Enter goes where the active one leads', async () => {
    const { actor, clock, navigate, type } = start()
    type('iphone')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => snapshot.matches('suggestions'))
    actor.send({ type: 'list.choose' })
    expect(navigate).not.toHaveBeenCalled()
    actor.send({ type: 'list.previous' })
    expect(actor.getSnapshot().context.active).toBe(2)
    actor.send({ type: 'list.next' })
    expect(actor.getSnapshot().context.active).toBe(0)
    actor.send({ type: 'list.next' })
    actor.send({ type: 'list.choose' })
    expect(navigate.mock.calls).toEqual([['/product-details/apple-iphone-15-pro-max']])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('suggestions: a click chooses its own option; Escape closes the list', async () => {
    const { actor, clock, navigate, type } = start()
    type('iphone')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => snapshot.matches('suggestions'))
    actor.send({ type: 'list.choose', index: 2 })
    expect(navigate.mock.calls).toEqual([['/product-listing?categoryId=0123456789abcdef01234567']])
    type('iphone 1')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => snapshot.matches('suggestions'))
    actor.send({ type: 'list.close' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.options).toEqual([])
  })

  it('empty: an answer with nothing in it', async () => {
    const { actor, clock, type } = start(async () => NONE)
    type('xyzzy')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('failed: a failed answer is logged, and typing asks again', async () => {
    let fail = true
    const { actor, clock, logFailure, type } = start(async () => {
      if (fail) throw new Error('offline')
      return IPHONES
    })
    type('iphone')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledTimes(1)
    fail = false
    type('iphones')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => snapshot.matches('suggestions'))
  })

  it('loading: typing again drops the answer on its way, so a late answer never shows', async () => {
    const answers: ((value: ProductSuggestions) => void)[] = []
    const { actor, clock, type } = start(() => new Promise((resolve) => answers.push(resolve)))
    type('sam')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    type('samsung')
    answers[0]!(IPHONES)
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('typing')
    clock.increment(SUGGESTIONS_DEBOUNCE_MS)
    answers[1]!(NONE)
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })
})
