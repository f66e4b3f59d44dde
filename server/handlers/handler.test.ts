// Handlers are typed by the contract: a handler for an operationId gets that operation's request and must answer
// with its success body. These are checked by the typecheck (an @ts-expect-error that is not needed fails it).
import { describe, expect, it } from 'vitest'
import type { Product } from '../../src/domain/contract'
import type { Handlers } from './handler'

const product = { slug: 'galaxy-buds-2' } as Product

describe('handlers typed by operationId', () => {
  it('read only the fields their operation declares and answer with its success body', async () => {
    const handlers = {
      async getProductBySlug(request) {
        // @ts-expect-error getProductBySlug's path has a slug and nothing else
        expect(request.params.id).toBeUndefined()
        return { data: { ...product, slug: request.params.slug } }
      },
      // @ts-expect-error sendOtp answers { data: { sent: true } }, not a session
      async sendOtp(request) {
        return { data: { token: request.body.email } }
      },
    } satisfies Handlers
    const request = { params: { slug: 'galaxy-buds-2' } } as Parameters<typeof handlers.getProductBySlug>[0]
    await expect(handlers.getProductBySlug(request)).resolves.toEqual({ data: product })
  })

  it('exist only for operations of the contract', () => {
    const handlers = {
      // @ts-expect-error openapi.yaml has no listWidgets operation
      async listWidgets() {
        return { data: [] }
      },
    } satisfies Handlers
    expect(Object.keys(handlers)).toEqual(['listWidgets'])
  })
})
