// Signing in with a Google or Apple ID token from the sign-in modal or the /signup page: one run of the sign-in
// machine per token (spec §4 Auth, §8). The sign-in modal's actor imports this file when a shopper continues with a
// provider, so the machine stays out of every page's first download (/login binds the machine itself).
import { createActor, fromPromise } from 'xstate'
import { signInMachine } from '@machines/sign-in/sign-in.machine'
import type { Notice } from '@machines/lib/notice'
import type { ProviderSignInInput } from '@machines/sign-in-modal/sign-in-modal.machine'
import type { Session } from '@/domain/account'
import type { Api } from '@/api/client'
import { signIn, signInActors } from '@/api/sign-in-actors'

export interface ProviderSignIn extends ProviderSignInInput {
  /** The store's client unless a test gives one. */
  client?: Api
  storeSession: (session: Session) => void
  notify: (notice: Notice) => void
  navigate: (to: string) => void
}

/**
 * Resolves once the session is stored (what follows, such as the code for an unverified shopper and the redirect,
 * carries on by itself); rejects with the server's refusal, which the sign-in modal's machine reports by provider.
 */
export function signInWithProvider({
  provider,
  idToken,
  from,
  client,
  storeSession,
  notify,
  navigate,
}: ProviderSignIn): Promise<void> {
  return new Promise((resolve, reject) => {
    let refusal: unknown
    const signingIn = createActor(
      signInMachine.provide({
        actors: {
          ...signInActors(client),
          signIn: fromPromise(({ input }) =>
            signIn(input, { client }).catch((error: unknown) => {
              refusal = error
              throw error
            }),
          ),
        },
        actions: {
          storeSession: (_, session) => {
            storeSession(session)
            resolve()
          },
          notify: (_, notice) => notify(notice),
          navigate: (_, { to }) => navigate(to),
        },
      }),
      { input: { from } },
    )
    signingIn.start()
    signingIn.send(
      provider === 'google'
        ? { type: 'signIn.google', oauthToken: idToken }
        : { type: 'signIn.apple', appleToken: idToken },
    )
    // Subscribed once submitting, so 'idle' (a refused Google token) or 'error' (Apple's) can only mean a refusal.
    signingIn.subscribe((snapshot) => {
      if (snapshot.matches('error') || snapshot.matches('idle')) {
        reject(refusal)
        signingIn.stop()
      } else if (snapshot.status === 'done') {
        signingIn.stop()
      }
    })
  })
}
