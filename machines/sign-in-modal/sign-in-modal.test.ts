import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { GENERIC_ERROR } from '@/domain/account'
import {
  signInModalMachine,
  signInModalSelectors,
  type IdentityProviderName,
  type ProviderSignInInput,
} from './sign-in-modal.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'

/** The modal machine with a provider window and a sign-in the test settles by hand. */
function start() {
  const token = deferred<string | null>()
  const signIn = deferred<void>()
  const requestIdToken = vi.fn<(provider: IdentityProviderName) => Promise<string | null>>(() => token.promise)
  const signInWithProvider = vi.fn<(input: ProviderSignInInput) => Promise<void>>(() => signIn.promise)
  const prefetchProviderSignIn = vi.fn()
  const logGoogleFailure = vi.fn<(error: unknown) => void>()
  const notify = vi.fn<(notice: Notice) => void>()
  const logic = signInModalMachine.provide({
    actors: {
      requestIdToken: fromPromise(({ input }) => requestIdToken(input.provider)),
      signInWithProvider: fromPromise(({ input }) => signInWithProvider(input)),
    },
    actions: {
      prefetchProviderSignIn,
      logGoogleFailure: (_, { error }) => logGoogleFailure(error),
      notify: (_, notice) => notify(notice),
    },
  })
  const actor = createActor(logic).start()
  const view = () => {
    const snapshot = actor.getSnapshot()
    return {
      open: signInModalSelectors.isOpen(snapshot),
      busy: signInModalSelectors.busy(snapshot),
      error: signInModalSelectors.error(snapshot),
      from: signInModalSelectors.from(snapshot),
    }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    actor,
    view,
    settle,
    token,
    signIn,
    requestIdToken,
    signInWithProvider,
    prefetchProviderSignIn,
    logGoogleFailure,
    notify,
  }
}

describe('the sign-in modal', () => {
  it('opens for the route the visitor picked and closes again (spec §2)', () => {
    const { actor, view } = start()
    expect(view()).toEqual({ open: false, busy: null, error: null, from: null })
    actor.send({ type: 'modal.open', from: '/cart' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(view()).toEqual({ open: true, busy: null, error: null, from: '/cart' })
    actor.send({ type: 'modal.close' })
    expect(view().open).toBe(false)
  })

  it('asks the provider for a token, fetching the sign-in code meanwhile, then signs in and closes', async () => {
    const { actor, view, settle, token, signIn, requestIdToken, signInWithProvider, prefetchProviderSignIn } = start()
    actor.send({ type: 'modal.open', from: '/wishlist' })
    actor.send({ type: 'provider.continue', provider: 'apple' })

    expect(actor.getSnapshot().value).toBe('awaitingToken')
    expect(view()).toMatchObject({ open: true, busy: 'apple' })
    expect(requestIdToken).toHaveBeenCalledWith('apple')
    expect(prefetchProviderSignIn).toHaveBeenCalledTimes(1)

    token.resolve('apple-id-token')
    await settle()
    expect(actor.getSnapshot().value).toBe('signingIn')
    expect(view()).toMatchObject({ open: true, busy: 'apple' })
    expect(signInWithProvider).toHaveBeenCalledWith({ provider: 'apple', idToken: 'apple-id-token', from: '/wishlist' })

    signIn.resolve()
    await settle()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(view()).toEqual({ open: false, busy: null, error: null, from: null })
  })

  it('goes back to the choices, saying nothing, when the shopper closes the provider window', async () => {
    const { actor, view, settle, token, signInWithProvider } = start()
    actor.send({ type: 'modal.open', from: '/cart' })
    actor.send({ type: 'provider.continue', provider: 'google' })
    token.resolve(null)
    await settle()
    expect(actor.getSnapshot().value).toBe('open')
    expect(view()).toEqual({ open: true, busy: null, error: null, from: '/cart' })
    expect(signInWithProvider).not.toHaveBeenCalled()
  })

  it("shows Apple's reason in the modal when the server refuses (spec §8)", async () => {
    const { actor, view, settle, token, signIn, notify } = start()
    actor.send({ type: 'modal.open', from: '/cart' })
    actor.send({ type: 'provider.continue', provider: 'apple' })
    token.resolve('apple-id-token')
    await settle()
    signIn.reject(new Error('Apple account not linked'))
    await settle()

    expect(actor.getSnapshot().value).toBe('error')
    expect(view()).toEqual({ open: true, busy: null, error: 'Apple account not linked', from: '/cart' })
    expect(notify).not.toHaveBeenCalled()

    // Trying again clears the message; so does closing.
    actor.send({ type: 'provider.continue', provider: 'google' })
    expect(view()).toMatchObject({ busy: 'google', error: null })
  })

  it("shows Apple's reason when no token can be had, and the generic text when there is none", async () => {
    const { actor, view, settle, token } = start()
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'provider.continue', provider: 'apple' })
    token.reject({ status: 0 })
    await settle()
    expect(view().error).toBe(GENERIC_ERROR)
  })

  it('only logs a failed Google sign-in, leaving the choices as they were (spec §8)', async () => {
    const { actor, view, settle, token, signIn, logGoogleFailure, notify } = start()
    const refusal = new Error('Invalid Google credential')
    actor.send({ type: 'modal.open', from: '/cart' })
    actor.send({ type: 'provider.continue', provider: 'google' })
    token.resolve('google-id-token')
    await settle()
    signIn.reject(refusal)
    await settle()

    expect(actor.getSnapshot().value).toBe('open')
    expect(view()).toEqual({ open: true, busy: null, error: null, from: '/cart' })
    expect(logGoogleFailure).toHaveBeenCalledExactlyOnceWith(refusal)
    expect(notify).not.toHaveBeenCalled()
  })

  it('only logs a Google provider window that fails', async () => {
    const { actor, view, settle, token, logGoogleFailure } = start()
    const failure = new Error('popup blocked')
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'provider.continue', provider: 'google' })
    token.reject(failure)
    await settle()
    expect(view()).toMatchObject({ open: true, error: null, busy: null })
    expect(logGoogleFailure).toHaveBeenCalledExactlyOnceWith(failure)
  })

  describe('outside the modal (the Sign Up page)', () => {
    it('signs in without opening the modal, returning nowhere in particular', async () => {
      const { actor, view, settle, token, signIn, signInWithProvider } = start()
      actor.send({ type: 'provider.continue', provider: 'google', from: null })
      expect(view()).toMatchObject({ open: false, busy: 'google' })
      token.resolve('google-id-token')
      await settle()
      expect(signInWithProvider).toHaveBeenCalledWith({ provider: 'google', idToken: 'google-id-token', from: null })
      signIn.resolve()
      await settle()
      expect(view()).toEqual({ open: false, busy: null, error: null, from: null })
    })

    it("makes Apple's refusal a toast instead (spec §8)", async () => {
      const { actor, view, settle, token, signIn, notify } = start()
      actor.send({ type: 'provider.continue', provider: 'apple', from: null })
      token.resolve('apple-id-token')
      await settle()
      signIn.reject(new Error('Apple account not linked'))
      await settle()
      expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: 'Apple account not linked' })
      expect(actor.getSnapshot().value).toBe('closed')
      expect(view()).toEqual({ open: false, busy: null, error: null, from: null })
    })
  })

  it('carries on when the shopper closes the modal mid-way, and shows nothing if it then fails', async () => {
    const { actor, view, settle, token, signIn, notify } = start()
    actor.send({ type: 'modal.open', from: '/cart' })
    actor.send({ type: 'provider.continue', provider: 'apple' })
    actor.send({ type: 'modal.close' })
    expect(view()).toMatchObject({ open: false, busy: 'apple' })
    token.resolve('apple-id-token')
    await settle()
    signIn.reject(new Error('Apple account not linked'))
    await settle()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(notify).not.toHaveBeenCalled()
  })
})
