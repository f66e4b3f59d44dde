// The sign-up machine bound to the Sign Up screen's props, for the /signup route and the stories alike: the
// machine holds the form; the confirm-password box is the screen's own (the API never sees it), checked here
// before the form goes out (confirmPasswordError, @/domain/account-forms).
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import type { signUpMachine } from '@machines/sign-up/sign-up.machine'
import { confirmPasswordError, hasErrors, validateSignUp } from '@/domain/account-forms'
import type { SignUpScreenProps } from './signup-screen'

type BoundProps = Pick<
  SignUpScreenProps,
  'state' | 'values' | 'errors' | 'serverError' | 'onFieldChange' | 'onAcceptTermsChange' | 'onSubmit'
>

/** `logic`: the sign-up machine with its actors and actions provided. */
export function useSignUpScreen(logic: typeof signUpMachine): BoundProps {
  const [confirmPassword, setConfirmPassword] = useState('')
  const [confirmError, setConfirmError] = useState<string | undefined>()
  const [snapshot, send] = useMachine(logic)
  const { context } = snapshot
  return {
    state: snapshot.value,
    values: { ...context, confirmPassword },
    errors: { ...context.errors, confirmPassword: confirmError },
    serverError: context.serverError,
    onFieldChange: (field, value) => {
      if (field === 'confirmPassword') setConfirmPassword(value)
      else send({ type: 'field.change', field, value })
      if (field === 'confirmPassword' || field === 'password') setConfirmError(undefined)
    },
    onAcceptTermsChange: (accepted) => send({ type: 'field.change', field: 'acceptTerms', value: accepted }),
    onSubmit: () => {
      const mismatch = confirmPasswordError(context.password, confirmPassword)
      setConfirmError(mismatch)
      // With a mismatch the form must not go out, but the machine still shows its own field messages.
      if (!mismatch || hasErrors(validateSignUp(context))) send({ type: 'form.submit' })
    },
  }
}
