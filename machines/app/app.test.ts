import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Session } from '@/domain/account'
import type { CartItem } from '@/domain/contract'
import { sessionMachine } from '../session/session.machine'
import { shopperListsMachine, shopperListsSelectors } from '../shopper-lists/shopper-lists.machine'
import { signInModalMachine } from '../sign-in-modal/sign-in-modal.machine'
import { testProduct } from '../lib/test-product'
import { appMachine } from './app.machine'

const phone = testProduct('phone')
const twoPhones: CartItem[] = [
  {
    _id: 'line-1',
    productId: phone,
    qty: 2,
    size: null,
    original_price: phone.original_price,
    discounted_price: phone.discounted_price,
  },
]
const threePhones: CartItem[] = [{ ...twoPhones[0]!, qty: 3 }]
const fiveSaved = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
  _id: id,
  productId: testProduct(id),
  createdAt: '2026-11-20T09:00:00.000Z',
}))

const ada: Session = { token: 'tok-1', user: { email: 'ada@example.com', firstName: 'Ada' } }

function start(
  stored: Session | null,
  readAhead: Session | null = null,
  drawn: { cart?: CartItem[]; wishlist?: typeof fiveSaved } | null = null,
) {
  const loadCart = vi.fn(async () => twoPhones)
  const loadWishlist = vi.fn(async () => fiveSaved)
  const logic = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          readStoredSession: fromPromise(async () => stored),
          refreshToken: fromPromise(async () => stored ?? ada),
        },
        actions: {
          persistSession: () => undefined,
          clearSession: () => undefined,
          endServerSession: () => undefined,
          disableGoogleAutoSelect: () => undefined,
          notify: () => undefined,
          navigate: () => undefined,
        },
      }),
      shopperLists: shopperListsMachine.provide({
        actors: { loadCart: fromPromise(loadCart), loadWishlist: fromPromise(loadWishlist) },
        actions: { logFailure: () => undefined },
      }),
    },
  })
  const app = createActor(logic, { input: { readAhead, drawn } }).start()
  const { session, shopperLists: lists } = app.getSnapshot().children
  if (!session || !lists) throw new Error('the app starts its children with itself')
  const counts = () => ({
    cart: shopperListsSelectors.cartQuantity(lists.getSnapshot()),
    wishlist: shopperListsSelectors.wishlistCount(lists.getSnapshot()),
  })
  return { app, session, lists, counts, loadCart, loadWishlist }
}

describe('the app actor system', () => {
  it("reaches the session, the sign-in modal and the shopper's lists by their systemId", () => {
    const { app } = start(null)
    expect(app.system.get('session')).toBe(app.getSnapshot().children.session)
    expect(app.system.get('shopperLists')).toBe(app.getSnapshot().children.shopperLists)
  })

  it("starts the sign-in modal's flow once its code has arrived, once", () => {
    const { app } = start(null)
    expect(app.getSnapshot().context.signInModal).toBeNull()
    expect(app.system.get('signInModal')).toBeUndefined()
    app.send({ type: 'signInModal.arrived', logic: signInModalMachine })
    const modal = app.getSnapshot().context.signInModal
    expect(modal?.getSnapshot().value).toBe('closed')
    expect(app.system.get('signInModal')).toBe(modal)
    app.send({ type: 'signInModal.arrived', logic: signInModalMachine })
    expect(app.getSnapshot().context.signInModal).toBe(modal)
  })

  it("loads the shopper's lists once a stored session is restored", async () => {
    const { lists, counts, loadCart, loadWishlist } = start(ada)
    await waitFor(lists, (snapshot) => snapshot.matches({ signedIn: { cart: 'ready', wishlist: 'ready' } }))
    expect(counts()).toEqual({ cart: 2, wishlist: 5 })
    expect(loadCart).toHaveBeenCalledTimes(1)
    expect(loadWishlist).toHaveBeenCalledTimes(1)
  })

  it('loads the lists on sign-in and empties them on logout', async () => {
    const { session, lists, counts } = start(null)
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'))
    expect(lists.getSnapshot().value).toBe('signedOut')

    session.send({ type: 'session.signIn', ...ada })
    await waitFor(lists, (snapshot) => snapshot.matches({ signedIn: { cart: 'ready', wishlist: 'ready' } }))
    expect(counts()).toEqual({ cart: 2, wishlist: 5 })

    session.send({ type: 'session.logout' })
    expect(lists.getSnapshot().value).toBe('signedOut')
    expect(counts()).toEqual({ cart: 0, wishlist: 0 })
  })

  it('lets any actor of the system tell the lists a change directly, with nothing between', async () => {
    const { app, lists, counts, loadCart } = start(ada)
    await waitFor(lists, (snapshot) => snapshot.matches({ signedIn: { cart: 'ready', wishlist: 'ready' } }))

    app.system.get('shopperLists').send({ type: 'cart.replaced', items: threePhones })
    expect(counts().cart).toBe(3)
    expect(loadCart).toHaveBeenCalledTimes(1)
  })

  it("starts signed in with a session read ahead of the start (docs/adr/0050), and still loads the shopper's lists", async () => {
    const { app, session, lists, counts, loadCart } = start(null, ada)
    expect(session.getSnapshot().matches('signedIn')).toBe(true)
    expect(session.getSnapshot().context.user).toEqual(ada.user)
    await waitFor(lists, (snapshot) => snapshot.matches({ signedIn: { cart: 'ready', wishlist: 'ready' } }))
    expect(counts()).toEqual({ cart: 2, wishlist: 5 })
    expect(loadCart).toHaveBeenCalledTimes(1)
    app.stop()
  })

  it('starts the lists on those a page drawn for the shopper carried, counted before it starts, loading neither', async () => {
    const logic = appMachine.provide({})
    const idle = createActor(logic, { input: { readAhead: ada, drawn: { cart: threePhones, wishlist: fiveSaved } } })
    const idleLists = idle.getSnapshot().children.shopperLists!.getSnapshot()
    expect(shopperListsSelectors.cartQuantity(idleLists)).toBe(3)
    expect(shopperListsSelectors.wishlistCount(idleLists)).toBe(5)
    expect(shopperListsSelectors.cartKnown(idleLists)).toBe(true)

    const { app, lists, counts, loadCart, loadWishlist } = start(null, ada, { cart: threePhones, wishlist: fiveSaved })
    // The session's announcement of the sign-in they were drawn for leaves them as drawn.
    expect(lists.getSnapshot().matches({ signedIn: { cart: 'ready', wishlist: 'ready' } })).toBe(true)
    expect(counts()).toEqual({ cart: 3, wishlist: 5 })
    expect(loadCart).not.toHaveBeenCalled()
    expect(loadWishlist).not.toHaveBeenCalled()
    app.stop()
  })

  it('ignores drawn lists without the session they were drawn for', () => {
    const idle = createActor(appMachine.provide({}), { input: { readAhead: null, drawn: { cart: threePhones } } })
    expect(idle.getSnapshot().children.shopperLists!.getSnapshot().value).toBe('signedOut')
  })

  it('draws its first snapshot signed in before it is started, as the server draws a page for a shopper', () => {
    const logic = appMachine.provide({})
    const idle = createActor(logic, { input: { readAhead: ada } })
    expect(idle.getSnapshot().children.session?.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true)
  })
})
