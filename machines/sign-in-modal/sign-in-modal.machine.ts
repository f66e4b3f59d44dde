// Signing in with Google or Apple from anywhere in the store (spec §2 Sign-in modal, §4 Auth, §8): the modal opens
// for a route a visitor picked, a provider is asked for an ID token, the store signs in with it, and the modal closes.
// The same flow runs outside the modal for the Sign Up page's Google button, where a failure is a toast instead.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { Schema } from '@/domain/contract'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type IdentityProviderName = Schema<'IdentityProviderName'>

export interface SignInModalContext {
  /** Where a successful sign-in returns to (the route the visitor picked), if any. */
  from: string | null
  /** The provider being asked, while a sign-in runs. */
  provider: IdentityProviderName | null
  idToken: string | null
  /** Whether the running sign-in started in the modal (its failure shows there) or on a page (a toast). */
  inModal: boolean
  /** Whether the dialog is on screen while a sign-in runs: the shopper may close it and the sign-in goes on. */
  shown: boolean
  /** The first message of the last failure (spec §8), shown in the modal. */
  error: string | null
}

export type SignInModalEvent =
  | { type: 'modal.open'; from?: string | null }
  | { type: 'modal.close' }
  /** A Google or Apple button; `from` replaces the route the modal was opened for when given. */
  | { type: 'provider.continue'; provider: IdentityProviderName; from?: string | null }

export interface ProviderSignInInput {
  provider: IdentityProviderName
  idToken: string
  from: string | null
}

// The shopper may close the modal while a sign-in runs, or open it again: the sign-in goes on either way.
const whileRunning = {
  'modal.open': { actions: 'showWhileRunning' },
  'modal.close': { actions: 'hideWhileRunning' },
} as const

// spec §8: a failed Google login is only logged; Apple's reason is shown.
const refused = [
  {
    guard: 'isGoogle',
    target: 'settled',
    actions: {
      type: 'logGoogleFailure',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
  {
    target: 'failed',
    actions: {
      type: 'showError',
      params: ({ event }: { event: { error: unknown } }) => ({ message: firstMessage(event.error) }),
    },
  },
] as const

const closedContext: SignInModalContext = {
  from: null,
  provider: null,
  idToken: null,
  inModal: false,
  shown: false,
  error: null,
}

export const signInModalMachine = setup({
  types: {
    context: {} as SignInModalContext,
    events: {} as SignInModalEvent,
    tags: {} as 'busy',
  },
  actors: {
    // An ID token from the provider, or null when the shopper backed out of its window.
    requestIdToken: fromPromise<string | null, { provider: IdentityProviderName }>(notProvided('requestIdToken')),
    // POST api/users/signin with the token; resolves once the session is stored (what follows, such as the OTP
    // for an unverified user and the redirect, carries on by itself); rejects with the server's refusal.
    signInWithProvider: fromPromise<void, ProviderSignInInput>(notProvided('signInWithProvider')),
  },
  actions: {
    ...baseActions,
    // The sign-in code leaves the first download; fetched while the shopper picks an account rather than after.
    prefetchProviderSignIn: notProvided('prefetchProviderSignIn'),
    logGoogleFailure: (_, _params: { error: unknown }) => notProvided('logGoogleFailure')(),
    openModal: assign((_, params: { from: string | null }) => ({ ...closedContext, from: params.from, shown: true })),
    closeModal: assign(() => closedContext),
    startSignIn: assign(
      ({ context }, params: { provider: IdentityProviderName; from: string | null | undefined; inModal: boolean }) => ({
        provider: params.provider,
        from: params.from === undefined ? context.from : params.from,
        inModal: params.inModal,
        shown: params.inModal,
        idToken: null,
        error: null,
      }),
    ),
    rememberToken: assign((_, params: { idToken: string }) => ({ idToken: params.idToken })),
    showError: assign((_, params: { message: string }) => ({ error: params.message, provider: null, idToken: null })),
    showWhileRunning: assign({ shown: true }),
    hideWhileRunning: assign({ shown: false }),
  },
  guards: {
    isGoogle: ({ context }) => context.provider === 'google',
    hasToken: (_, params: { idToken: string | null }) => params.idToken !== null,
    isShown: ({ context }) => context.shown,
    startedOnPage: ({ context }) => !context.inModal,
  },
}).createMachine({
  id: 'signInModal',
  initial: 'closed',
  context: closedContext,
  states: {
    closed: {
      on: {
        'modal.open': {
          target: 'open',
          actions: { type: 'openModal', params: ({ event }) => ({ from: event.from ?? null }) },
        },
        'provider.continue': {
          target: 'awaitingToken',
          actions: {
            type: 'startSignIn',
            params: ({ event }) => ({ provider: event.provider, from: event.from, inModal: false }),
          },
        },
      },
    },
    open: {
      on: {
        'modal.open': { actions: { type: 'openModal', params: ({ event }) => ({ from: event.from ?? null }) } },
        'modal.close': { target: 'closed', actions: 'closeModal' },
        'provider.continue': {
          target: 'awaitingToken',
          actions: {
            type: 'startSignIn',
            params: ({ event }) => ({ provider: event.provider, from: event.from, inModal: true }),
          },
        },
      },
    },
    awaitingToken: {
      tags: ['busy'],
      entry: 'prefetchProviderSignIn',
      on: whileRunning,
      invoke: {
        id: 'requestIdToken',
        src: 'requestIdToken',
        input: ({ context }) => ({ provider: context.provider! }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ idToken: event.output }) },
            target: 'signingIn',
            actions: { type: 'rememberToken', params: ({ event }) => ({ idToken: event.output! }) },
          },
          // The shopper closed the provider's window: back to where they were, nothing to say.
          { target: 'settled' },
        ],
        onError: refused,
      },
    },
    signingIn: {
      tags: ['busy'],
      on: whileRunning,
      invoke: {
        id: 'signInWithProvider',
        src: 'signInWithProvider',
        input: ({ context }) => ({ provider: context.provider!, idToken: context.idToken!, from: context.from }),
        onDone: { target: 'closed', actions: 'closeModal' },
        onError: refused,
      },
    },
    // Back to the modal if it is on screen, otherwise closed.
    settled: {
      always: [
        { guard: 'isShown', target: 'open', actions: assign({ provider: null, idToken: null }) },
        { target: 'closed', actions: 'closeModal' },
      ],
    },
    // The reason goes in the modal when it is on screen, in a toast when the sign-in started on a page.
    failed: {
      always: [
        { guard: 'isShown', target: 'error' },
        {
          guard: 'startedOnPage',
          target: 'closed',
          actions: [
            { type: 'notify', params: ({ context }) => ({ kind: 'error', message: context.error! }) },
            'closeModal',
          ],
        },
        { target: 'closed', actions: 'closeModal' },
      ],
    },
    error: {
      on: {
        'modal.open': {
          target: 'open',
          actions: { type: 'openModal', params: ({ event }) => ({ from: event.from ?? null }) },
        },
        'modal.close': { target: 'closed', actions: 'closeModal' },
        'provider.continue': {
          target: 'awaitingToken',
          actions: {
            type: 'startSignIn',
            params: ({ event }) => ({ provider: event.provider, from: event.from, inModal: true }),
          },
        },
      },
    },
  },
})

/** What the modal's view reads (a module of its own, so the app reads it without the machine: ADR 0051). */
export { signInModalSelectors } from './sign-in-modal.selectors'

export type SignInModalSnapshot = SnapshotFrom<typeof signInModalMachine>
