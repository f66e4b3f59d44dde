// /signup: the sign-up machine with the real API, bound to the sign-up screen (use-sign-up-screen.ts). Google here
// is the same sign-in the modal offers.
import { useState } from 'react'
import { signUpMachine } from '@machines/sign-up/sign-up.machine'
import { signUpActors } from '@/api/sign-up-actors'
import { SignUpScreen } from '@/screens/signup/signup-screen'
import { useSignUpScreen } from '@/screens/signup/use-sign-up-screen'
import { useSession } from '../../session-provider'
import { useAccountActions } from './use-account-actions'

export function SignUpRoute() {
  const session = useSession()
  const actions = useAccountActions()
  const [logic] = useState(() => signUpMachine.provide({ actors: signUpActors(), actions }))
  const screen = useSignUpScreen(logic)
  return <SignUpScreen {...screen} onGoogle={() => session.continueWithGoogle(null)} />
}
