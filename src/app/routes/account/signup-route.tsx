// /signup: the sign-up machine with the real API, bound to the sign-up screen (use-sign-up-screen.ts). Google here
// is the same sign-in the modal offers.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { signUpMachine } from '@machines/sign-up/sign-up.machine'
import { signUpActors } from '@/api/account-actors'
import { SignUpScreen } from '@/screens/signup/signup-screen'
import { useSignUpScreen } from '@/screens/signup/use-sign-up-screen'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { renderRouterLink } from './render-router-link'

const signUpLogic = signUpMachine.provide({ actors: signUpActors() })

export function SignUpRoute() {
  const session = useSession()
  const toast = useToast()
  const navigate = useNavigate()
  const [logic] = useState(() =>
    signUpLogic.provide({
      actions: {
        storeSession: (_, { token, user }) => session.signIn(token, user),
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
      },
    }),
  )
  const screen = useSignUpScreen(logic)
  return <SignUpScreen {...screen} onGoogle={() => session.continueWithGoogle(null)} renderLink={renderRouterLink} />
}
