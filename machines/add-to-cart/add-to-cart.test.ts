import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import type { CartItem, Product } from '@/domain/contract'
import { addToCartMachine, type AddToCartInput } from './add-to-cart.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testProduct } from '../lib/test-product'

const charger = testProduct('charger', { title: 'Anker 20W Charger' })
const camon = testProduct('camon', {
  title: 'Tecno Camon 20',
  size: [
    { title: '128GB', is_stock: 2 },
    { title: '256GB', is_stock: 1 },
  ],
})

const line = (id: string, product: Product, size: string | null, qty = 1): CartItem => ({
  _id: id,
  productId: product,
  qty,
  size,
  original_price: product.original_price,
  discounted_price: product.discounted_price,
})

function start(
  input: Partial<AddToCartInput> & { product: Product },
  addCartItem?: (input: { productId: string; size: string | null }) => Promise<CartItem>,
) {
  const add = vi.fn(
    addCartItem ?? (async ({ productId, size }) => line('new-line', productId === camon._id ? camon : charger, size)),
  )
  const openSignIn = vi.fn()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const lineAdded = vi.fn<(line: CartItem) => void>()
  const logic = addToCartMachine.provide({
    actors: { addCartItem: fromPromise(({ input }) => add(input)) },
    actions: {
      openSignIn: () => openSignIn(),
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
      lineAdded: (_, added) => lineAdded(added),
    },
  })
  const actor = createActor(logic, {
    input: { size: null, signedIn: true, pendingVerification: false, ...input },
  }).start()
  return { actor, add, openSignIn, notify, navigate, lineAdded }
}

describe('add to cart', () => {
  it('opens the sign-in modal for a visitor and asks the server nothing', () => {
    const { actor, add, openSignIn, notify } = start({ product: charger, signedIn: false })

    expect(actor.getSnapshot().value).toBe('askingToSignIn')
    expect(actor.getSnapshot().status).toBe('done')
    expect(openSignIn).toHaveBeenCalledTimes(1)
    expect(add).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('rejects an out-of-stock product with the spec message', () => {
    const { actor, add, notify } = start({ product: { ...charger, is_stock: 0 } })

    expect(actor.getSnapshot().value).toBe('refused')
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Sorry, Anker 20W Charger is not in stock.' })
    expect(add).not.toHaveBeenCalled()
  })

  it('asks for a size when the product has sizes and none is chosen', () => {
    const { actor, add, notify } = start({ product: camon })

    expect(actor.getSnapshot().value).toBe('refused')
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Sorry, Please select a size' })
    expect(add).not.toHaveBeenCalled()
  })

  it("adds the product in the chosen size and tells the shopper's lists the server's line", async () => {
    const { actor, add, lineAdded, notify, navigate } = start({ product: camon, size: '128GB' })

    expect(actor.getSnapshot().value).toBe('adding')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await toPromise(actor)
    expect(add).toHaveBeenCalledWith({ productId: camon._id, size: '128GB' })
    expect(actor.getSnapshot().value).toBe('added')
    expect(lineAdded).toHaveBeenCalledExactlyOnceWith(line('new-line', camon, '128GB'))
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Tecno Camon 20 added to cart successfully!' })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('adds a product without sizes with a null size, and goes to /cart after when asked to', async () => {
    const { actor, add, navigate, lineAdded } = start({ product: charger, thenGoToCart: true })

    await toPromise(actor)
    expect(add).toHaveBeenCalledWith({ productId: charger._id, size: null })
    expect(lineAdded).toHaveBeenCalledWith(line('new-line', charger, null))
    expect(navigate).toHaveBeenCalledWith('/cart')
  })

  it('hands on the line as the server answers it, even one the cart already held', async () => {
    const held = line('l1', charger, null, 2)
    const { actor, lineAdded } = start({ product: charger }, async () => held)
    await toPromise(actor)
    expect(lineAdded).toHaveBeenCalledExactlyOnceWith(held)
  })

  it('toasts the first server error and stays put when the add fails', async () => {
    const { actor, notify, navigate, lineAdded } = start({ product: charger }, async () => {
      throw new Error('Only 3 of Anker 20W Charger are in stock.')
    })

    await toPromise(actor)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Only 3 of Anker 20W Charger are in stock.' })
    expect(navigate).not.toHaveBeenCalled()
    expect(lineAdded).not.toHaveBeenCalled()
  })

  it('sends a user with a pending verification code to /verification when the add fails', async () => {
    const { actor, notify, navigate } = start(
      { product: charger, pendingVerification: true, thenGoToCart: true },
      async () => {
        throw new Error('Verify your email to use the cart.')
      },
    )

    await toPromise(actor)
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Verify your email to use the cart.' })
    expect(navigate).toHaveBeenCalledWith('/verification')
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('falls back to the generic message when the server cannot be reached', async () => {
    const { actor, notify } = start({ product: charger }, async () => {
      throw new Error('')
    })

    await toPromise(actor)
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'An error has occured. please try again later' })
  })

  it('is busy only while the server answers', async () => {
    const answer = deferred<CartItem>()
    const { actor } = start({ product: charger }, () => answer.promise)

    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    answer.resolve(line('l9', charger, null))
    await toPromise(actor)
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
  })
})
