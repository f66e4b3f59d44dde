import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Session } from '@/domain/account'
import { sessionMachine } from '../session/session.machine'
import { navCountsMachine } from '../nav-counts/nav-counts.machine'
import { appMachine } from './app.machine'

const ada: Session = { token: 'tok-1', user: { email: 'ada@example.com', firstName: 'Ada' } }

function start(stored: Session | null) {
  const cartQuantity = vi.fn(async () => 2)
  const wishlistCount = vi.fn(async () => 5)
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
          disableGoogleAutoSelect: () => undefined,
          notify: () => undefined,
          navigate: () => undefined,
        },
      }),
      navCounts: navCountsMachine.provide({
        actors: { cartQuantity: fromPromise(cartQuantity), wishlistCount: fromPromise(wishlistCount) },
        actions: { logFailure: () => undefined },
      }),
    },
  })
  const app = createActor(logic).start()
  const { session, navCounts: counts } = app.getSnapshot().children
  if (!session || !counts) throw new Error('the app starts its children with itself')
  return { app, session, counts, cartQuantity, wishlistCount }
}

describe('the app actor system', () => {
  it('reaches the session, the sign-in modal and the nav counts by their systemId', () => {
    const { app } = start(null)
    expect(app.system.get('session')).toBe(app.getSnapshot().children.session)
    expect(app.system.get('signInModal')).toBe(app.getSnapshot().children.signInModal)
    expect(app.system.get('navCounts')).toBe(app.getSnapshot().children.navCounts)
  })

  it('loads the nav counts once a stored session is restored', async () => {
    const { counts, cartQuantity, wishlistCount } = start(ada)
    await waitFor(counts, (snapshot) => snapshot.matches({ signedIn: { cart: 'ready', wishlist: 'ready' } }))
    expect(counts.getSnapshot().context).toEqual({ cart: 2, wishlist: 5 })
    expect(cartQuantity).toHaveBeenCalledTimes(1)
    expect(wishlistCount).toHaveBeenCalledTimes(1)
  })

  it('loads the counts on sign-in and clears them on logout', async () => {
    const { session, counts } = start(null)
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'))
    expect(counts.getSnapshot().value).toBe('signedOut')

    session.send({ type: 'session.signIn', ...ada })
    await waitFor(counts, (snapshot) => snapshot.matches({ signedIn: { cart: 'ready', wishlist: 'ready' } }))
    expect(counts.getSnapshot().context).toEqual({ cart: 2, wishlist: 5 })

    session.send({ type: 'session.logout' })
    expect(counts.getSnapshot().value).toBe('signedOut')
    expect(counts.getSnapshot().context).toEqual({ cart: 0, wishlist: 0 })
  })

  it('hands a cart change to the nav counts, which load the cart count again and only that', async () => {
    const { app, counts, cartQuantity, wishlistCount } = start(ada)
    await waitFor(counts, (snapshot) => snapshot.matches({ signedIn: { cart: 'ready', wishlist: 'ready' } }))
    cartQuantity.mockResolvedValueOnce(3)

    app.send({ type: 'cart.changed' })
    await waitFor(counts, (snapshot) => snapshot.context.cart === 3)
    expect(cartQuantity).toHaveBeenCalledTimes(2)
    expect(wishlistCount).toHaveBeenCalledTimes(1)
  })
})
