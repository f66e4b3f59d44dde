import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { AccountUser } from '@/domain/account'
import { routeGuardMachine, routeGuardRedirect, type RouteGuardInput } from './route-guard.machine'

const verified: AccountUser = { email: 'ada@example.com', verificationCode: null }
const unverified: AccountUser = { email: 'tunde@example.com', verificationCode: '48213' }

function decide(input: RouteGuardInput) {
  const actor = createActor(routeGuardMachine, { input }).start()
  return { actor, snapshot: actor.getSnapshot(), redirect: routeGuardRedirect(actor.getSnapshot()) }
}

describe('route guard', () => {
  it('renders the page for a signed-in, verified user', () => {
    const { snapshot, redirect } = decide({ token: 'tok', user: verified, from: '/wishlist' })

    expect(snapshot.value).toBe('allowed')
    expect(redirect).toBeNull()
  })

  it('sends a user with a pending verification code to /verification', () => {
    const { snapshot, redirect } = decide({ token: 'tok', user: unverified, from: '/cart' })

    expect(snapshot.value).toBe('verificationRequired')
    expect(redirect).toEqual({ to: '/verification' })
  })

  it('sends a visitor without a token to /login with the origin route as state', () => {
    const { snapshot, redirect } = decide({ from: '/checkout' })

    expect(snapshot.value).toBe('signInRequired')
    expect(redirect).toEqual({ to: '/login', state: { from: '/checkout' } })
  })

  it('sends a stale unverified user without a token to /login, not /verification', () => {
    const { redirect } = decide({ token: null, user: unverified, from: '/profile/orders' })

    expect(redirect).toEqual({ to: '/login', state: { from: '/profile/orders' } })
  })

  it('treats an empty token as no token', () => {
    expect(decide({ token: '', user: verified, from: '/swap' }).snapshot.value).toBe('signInRequired')
  })

  it('lets a user with a token but no stored user through', () => {
    expect(decide({ token: 'tok', user: null, from: '/swap' }).snapshot.value).toBe('allowed')
  })

  it('decides again when the session changes', () => {
    const { actor } = decide({ from: '/cart' })
    expect(actor.getSnapshot().value).toBe('signInRequired')

    actor.send({ type: 'route.check', token: 'tok', user: unverified, from: '/cart' })
    expect(actor.getSnapshot().value).toBe('verificationRequired')

    actor.send({ type: 'route.check', token: 'tok', user: verified, from: '/cart?coupon=1' })
    expect(actor.getSnapshot().value).toBe('allowed')

    actor.send({ type: 'route.check', from: '/wishlist' })
    expect(routeGuardRedirect(actor.getSnapshot())).toEqual({ to: '/login', state: { from: '/wishlist' } })
  })
})
