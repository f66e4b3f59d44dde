import { describe, expect, it } from 'vitest'
import { createActor, toPromise, type AnyActorRef } from 'xstate'
import { createApiClient } from './client'
import { ApiError } from './errors'
import { categoriesActors } from './catalogue-actors'
import { productPageActors } from './product-actors'

/** A client whose fetch answers on a later task and, like the real one, rejects when its signal is or gets aborted. */
function clientAnswering(body: unknown, status = 200) {
  let requests = 0
  const client = createApiClient({
    baseUrl: 'http://store.test',
    getToken: () => null,
    fetch: (request) => {
      requests += 1
      return new Promise<Response>((resolve, reject) => {
        if (request.signal.aborted) return reject(request.signal.reason)
        const timer = setTimeout(
          () =>
            resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
          5,
        )
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(request.signal.reason)
        })
      })
    },
  })
  return { client, requests: () => requests }
}

/**
 * What @xstate/react does to a started actor when React's strict mode (development builds) unmounts and mounts
 * the component again: stop it (aborting its request), put its last snapshot back and start it again.
 */
function remount(actor: AnyActorRef) {
  const internals = actor as unknown as { _snapshot: unknown; _processingStatus: number; observers: Set<unknown> }
  const snapshot = actor.getSnapshot() as unknown
  internals.observers = new Set()
  actor.stop()
  internals._processingStatus = 0
  internals._snapshot = snapshot
  actor.start()
}

describe('a request actor remounted by strict mode', () => {
  const categories = [{ _id: 'c1', title: 'Phones', slug: 'phones', image: '/media/categories/phones-800.webp' }]

  it('ends with the second request, not the aborted first one', async () => {
    const { client, requests } = clientAnswering({ data: { docs: categories } })
    const actor = createActor(categoriesActors(client).fetchCategories)
    actor.start()
    remount(actor)
    await expect(toPromise(actor)).resolves.toEqual(categories)
    expect(requests()).toBe(2)
  })

  it('still fails when the request that was not aborted fails', async () => {
    const { client } = clientAnswering({ errors: [{ message: 'Database unavailable' }] }, 500)
    const actor = createActor(productPageActors(client).fetchProduct, { input: { slug: 'camon-30' } })
    actor.start()
    remount(actor)
    const failure = await toPromise(actor).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toHaveProperty('message', 'Database unavailable')
  })

  it('settles nowhere once stopped for good', async () => {
    const { client } = clientAnswering({ data: { docs: categories } })
    const actor = createActor(categoriesActors(client).fetchCategories)
    const seen: string[] = []
    actor.subscribe({ next: (snapshot) => seen.push(snapshot.status), error: () => seen.push('error') })
    actor.start()
    actor.stop()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).not.toContain('error')
    expect(actor.getSnapshot().status).toBe('stopped')
  })
})
