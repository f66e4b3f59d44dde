// /signup: the sign-up machine bound to the sign-up screen, plus the confirm-password rule the machine does not
// hold (./confirm-password). Google here is the same sign-in the modal offers.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { signUpMachine } from '@machines/sign-up/sign-up.machine'
import { hasErrors, validateSignUp } from '@/domain/account'
import { signUpActors } from '@/api/account-actors'
import { SignUpScreen, type SignUpScreenState } from '@/screens/signup/signup-screen'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { confirmPasswordError } from './confirm-password'
import { renderRouterLink } from './render-router-link'

const signUpLogic = signUpMachine.provide({ actors: signUpActors() })

export function SignUpRoute() {
  const session = useSession()
  const toast = useToast()
  const navigate = useNavigate()
  const [confirmPassword, setConfirmPassword] = useState('')
  const [confirmError, setConfirmError] = useState<string | undefined>()
  const [snapshot, send] = useMachine(
    signUpLogic.provide({
      actions: {
        storeSession: (_, { token, user }) => session.signIn(token, user),
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
      },
    }),
  )
  const { context } = snapshot

  function submit() {
    const mismatch = confirmPasswordError(context.password, confirmPassword)
    setConfirmError(mismatch)
    // With a mismatch the form must not go out, but the machine still shows its own field messages.
    if (!mismatch || hasErrors(validateSignUp(context))) send({ type: 'form.submit' })
  }

  return (
    <SignUpScreen
      state={snapshot.value as SignUpScreenState}
      values={{ ...context, confirmPassword }}
      errors={{ ...context.errors, confirmPassword: confirmError }}
      serverError={context.serverError}
      onFieldChange={(field, value) => {
        if (field === 'confirmPassword') setConfirmPassword(value)
        else send({ type: 'field.change', field, value })
        if (field === 'confirmPassword' || field === 'password') setConfirmError(undefined)
      }}
      onAcceptTermsChange={(accepted) => send({ type: 'field.change', field: 'acceptTerms', value: accepted })}
      onSubmit={submit}
      onGoogle={() => void session.continueWithGoogle(null)}
      renderLink={renderRouterLink}
    />
  )
}
