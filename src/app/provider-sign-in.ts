// Signing in with a Google or Apple ID token from the sign-in modal or the /signup page: one run of the sign-in
// machine per token (spec §4 Auth, §8). The session provider imports this file when a shopper continues with a
// provider, so the machine stays out of every page's first download (/login binds the machine itself).
import { createActor, fromPromise } from 'xstate'
import { signInMachine, type SignInNotice } from '@machines/sign-in/sign-in.machine'
import { firstMessage, type Session } from '@/domain/account'
import { signInActors, type AccountApi, type IdentityProviderName } from '@/api/account-actors'

export interface ProviderSignIn {
  provider: IdentityProviderName
  idToken: string
  /** Where a successful sign-in returns to. */
  from: string | null
  calls: AccountApi
  storeSession: (session: Session) => void
  notify: (notice: SignInNotice) => void
  navigate: (to: string) => void
  /** The server refused an Apple token: its first message (spec §8). */
  onRefused: (message: string) => void
  /** The server refused a Google token, which spec §8 only logs. */
  onGoogleRefused: () => void
}

export function signInWithProvider({ provider, idToken, from, calls, storeSession, notify, navigate, onRefused, onGoogleRefused }: ProviderSignIn): void {
  const signingIn = createActor(
    signInMachine.provide({
      actors: {
        ...signInActors(calls),
        signIn: fromPromise(({ input }) =>
          calls.signIn(input).catch((error: unknown) => {
            if ('oauthToken' in input) console.error('Google sign-in failed', error)
            throw error
          }),
        ),
      },
      actions: {
        storeSession: (_, session) => storeSession(session),
        notify: (_, notice) => notify(notice),
        navigate: (_, { to }) => navigate(to),
      },
    }),
    { input: { from } },
  )
  signingIn.start()
  signingIn.send(provider === 'google' ? { type: 'signIn.google', oauthToken: idToken } : { type: 'signIn.apple', appleToken: idToken })
  // Subscribed once submitting, so 'idle' below can only mean a Google failure came back (spec §8: logged only).
  signingIn.subscribe((snapshot) => {
    if (snapshot.matches('error')) {
      onRefused(snapshot.context.serverError ?? firstMessage(null))
      signingIn.stop()
    } else if (snapshot.matches('idle')) {
      onGoogleRefused()
      signingIn.stop()
    } else if (snapshot.status === 'done') {
      signingIn.stop()
    }
  })
}
