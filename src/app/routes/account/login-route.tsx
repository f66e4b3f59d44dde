// /login: the sign-in machine with the real API, bound to the login screen (use-login-screen.ts). A guard's origin route (location state `from`) is
// where a successful sign-in returns to (spec §2 Route guards).
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { signInMachine } from '@machines/sign-in/sign-in.machine'
import { signInActors } from '@/api/sign-in-actors'
import { LoginScreen } from '@/screens/login/login-screen'
import { useLoginScreen } from '@/screens/login/use-login-screen'
import { useSession } from '../../session-provider'
import { useAccountActions } from './use-account-actions'

export function originOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null
  return typeof state.from === 'string' ? state.from : null
}

export function LoginRoute() {
  const session = useSession()
  const location = useLocation()
  const actions = useAccountActions()
  const [logic] = useState(() => signInMachine.provide({ actors: signInActors(), actions }))
  const [screen, send] = useLoginScreen(logic, { from: originOf(location.state) })

  async function continueWithGoogle() {
    try {
      const oauthToken = await session.requestIdToken('google')
      if (oauthToken) send({ type: 'signIn.google', oauthToken })
    } catch (error) {
      // spec §8: a Google login failure is only logged.
      console.error('Google sign-in failed', error)
    }
  }

  return <LoginScreen {...screen} onGoogle={() => void continueWithGoogle()} />
}
