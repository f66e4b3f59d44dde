// The sign-in modal's flow (machines/sign-in-modal) with its slots filled by the identity providers, the API and the
// toasts: fetched at the shopper's first intent or first press on anything that opens the modal, then started in the
// app's actor system (machines/app, ADR 0051), so no page's first download carries it.
import { fromPromise } from 'xstate'
import { signInModalMachine } from '@machines/sign-in-modal/sign-in-modal.machine'
import type { SignInModalLogic } from '@machines/app/app.machine'
import type { Session } from '@/domain/account'
import { GENERIC_ERROR } from '@/domain/messages'
import type { IdentityProviderName } from '@/api/account-actors'
import type { Notice } from '@machines/lib/notice'

export interface SignInModalWiring {
  requestIdToken: (provider: IdentityProviderName) => Promise<string | null>
  /** Stores the session a provider's sign-in made (the app's session actor). */
  storeSession: (session: Session) => void
  notify: (notice: Notice) => void
  navigate: (to: string) => void
}

const loadProviderSignIn = () => import('./provider-sign-in')

export function signInModalLogic({
  requestIdToken,
  storeSession,
  notify,
  navigate,
}: SignInModalWiring): SignInModalLogic {
  return signInModalMachine.provide({
    actors: {
      requestIdToken: fromPromise(({ input }) => requestIdToken(input.provider)),
      signInWithProvider: fromPromise(async ({ input }) => {
        let providerSignIn: Awaited<ReturnType<typeof loadProviderSignIn>>
        try {
          providerSignIn = await loadProviderSignIn()
        } catch (error) {
          // The browser's words for a dropped download mean nothing to a shopper: the generic text instead.
          throw new Error(GENERIC_ERROR, { cause: error })
        }
        await providerSignIn.signInWithProvider({ ...input, storeSession, notify, navigate })
      }),
    },
    actions: {
      // Awaited only once there is a token; a failed download the shopper backed out of is not reported.
      prefetchProviderSignIn: () => void loadProviderSignIn().catch(() => undefined),
      logGoogleFailure: (_, { error }) => console.error('Google sign-in failed', error),
      notify: (_, notice) => notify(notice),
    },
  })
}
