// /login: the sign-in machine bound to the login screen. A guard's origin route (location state `from`) is
// where a successful sign-in returns to (spec §2 Route guards).
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { signInMachine } from '@machines/sign-in/sign-in.machine'
import { signInActors } from '@/api/account-actors'
import { LoginScreen, type LoginScreenState } from '@/screens/login/login-screen'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { renderRouterLink } from './render-router-link'

const signInLogic = signInMachine.provide({ actors: signInActors() })

export function originOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null
  return typeof state.from === 'string' ? state.from : null
}

export function LoginRoute() {
  const session = useSession()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  // The spec gives the box no behaviour; a session already lasts until logout or a refused refresh.
  const [keepSignedIn, setKeepSignedIn] = useState(true)
  const [snapshot, send] = useMachine(
    signInLogic.provide({
      actions: {
        storeSession: (_, { token, user }) => session.signIn(token, user),
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
      },
    }),
    { input: { from: originOf(location.state) } },
  )
  const state = (typeof snapshot.value === 'string' ? snapshot.value : 'success') as LoginScreenState

  async function continueWithGoogle() {
    try {
      const oauthToken = await session.requestIdToken('google')
      if (oauthToken) send({ type: 'signIn.google', oauthToken })
    } catch (error) {
      // spec §8: a Google login failure is only logged.
      console.error('Google sign-in failed', error)
    }
  }

  return (
    <LoginScreen
      state={state}
      email={snapshot.context.email}
      password={snapshot.context.password}
      errors={snapshot.context.errors}
      serverError={snapshot.context.serverError}
      keepSignedIn={keepSignedIn}
      onKeepSignedInChange={setKeepSignedIn}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
      onGoogle={() => void continueWithGoogle()}
      renderLink={renderRouterLink}
    />
  )
}
