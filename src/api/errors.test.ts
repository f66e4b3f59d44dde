import { describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import { clientReplying, json } from './test-client'
import { ApiError, FALLBACK_ERROR_MESSAGE, errorItems, unwrap } from './errors'

describe('ApiError', () => {
  it('takes its message from the first item of the errors list', () => {
    const error = new ApiError(400, [{ message: 'email is required', field: 'email' }, { message: 'second' }])
    expect(error.message).toBe('email is required')
    expect(error.status).toBe(400)
    expect(error.messageFor('email')).toBe('email is required')
    expect(error.messageFor('password')).toBeUndefined()
  })

  it('falls back to the spec text when there are no messages', () => {
    expect(new ApiError(500, []).message).toBe('An error has occured. please try again later')
    expect(FALLBACK_ERROR_MESSAGE).toBe('An error has occured. please try again later')
  })

  it('accepts another fallback for flows with their own wording', () => {
    const fallback = 'An error has occured while loading data plans. please try again later'
    expect(new ApiError(502, [], fallback).message).toBe(fallback)
  })
})

describe('errorItems', () => {
  it('keeps well-formed items and drops the rest', () => {
    expect(
      errorItems({ errors: [{ message: 'a', field: 'x' }, { message: 'b' }, { nope: 1 }, 'text', { message: '' }] }),
    ).toEqual([{ message: 'a', field: 'x' }, { message: 'b' }])
  })

  it('gives nothing for bodies that are not the envelope', () => {
    expect(errorItems(undefined)).toEqual([])
    expect(errorItems('Bad gateway')).toEqual([])
    expect(errorItems({ errors: 'nope' })).toEqual([])
    expect(errorItems({ message: 'not the envelope' })).toEqual([])
  })
})

describe('unwrap', () => {
  it('returns the data of a successful reply', async () => {
    const { client } = clientReplying(() => json(200, { data: { docs: [] } }))
    await expect(unwrap(client.GET('/api/categories'))).resolves.toEqual({ data: { docs: [] } })
  })

  it('throws the server message of an error reply with its status', async () => {
    const { client } = clientReplying(() => json(404, { errors: [{ message: 'This product is not available!' }] }))
    const failure = unwrap(client.GET('/api/products/{slug}', { params: { path: { slug: 'gone' } } }))
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'This product is not available!' })
  })

  it('throws the fallback when an error reply has no envelope', async () => {
    const { client } = clientReplying(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    )
    await expect(unwrap(client.GET('/api/promo'))).rejects.toMatchObject({
      status: 502,
      message: FALLBACK_ERROR_MESSAGE,
    })
  })

  it('turns a network failure into an ApiError with status 0 and the fallback', async () => {
    const { client } = clientReplying(() => {
      throw new TypeError('Failed to fetch')
    })
    const failure = unwrap(client.GET('/api/promo'), { fallback: 'An error has occured. please try again' })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 0, message: 'An error has occured. please try again' })
  })
})

describe('the client', () => {
  it('sends the stored token as a bearer header', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { docs: [] } }), 'secret-token')
    await client.GET('/api/carts')
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer secret-token')
  })

  it('sends no Authorization header when no token is stored', async () => {
    const seen: Request[] = []
    const client = createApiClient({
      baseUrl: 'http://store.test',
      getToken: () => null,
      fetch: async (request) => {
        seen.push(request)
        return json(200, { data: { docs: [] } })
      },
    })
    await client.GET('/api/categories')
    expect(seen[0]?.headers.has('Authorization')).toBe(false)
  })

  it('reads the token from local storage under the key "token" by default', async () => {
    const store = new Map([['token', 'from-storage']])
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: (key: string) => store.get(key) ?? null },
    })
    try {
      const seen: Request[] = []
      const client = createApiClient({
        baseUrl: 'http://store.test',
        fetch: async (request) => {
          seen.push(request)
          return json(200, { data: null })
        },
      })
      await client.GET('/api/promo')
      expect(seen[0]?.headers.get('Authorization')).toBe('Bearer from-storage')
    } finally {
      if (previous) Object.defineProperty(globalThis, 'localStorage', previous)
      else delete (globalThis as { localStorage?: unknown }).localStorage
    }
  })
})
