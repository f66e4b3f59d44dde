// The forgot-password machine bound to the Forgot Password screen's props, for the /forgot-password route and the
// stories alike.
import { useMachine } from '@xstate/react'
import type { forgotPasswordMachine } from '@machines/forgot-password/forgot-password.machine'
import type { ForgotPasswordScreenProps } from './forgot-password-screen'

type BoundProps = Required<
  Pick<ForgotPasswordScreenProps, 'state' | 'values' | 'sentTo' | 'errors' | 'serverError' | 'send'>
>

/** `logic`: the forgot-password machine with its actors and actions provided. */
export function useForgotPasswordScreen(logic: typeof forgotPasswordMachine): BoundProps {
  const [snapshot, send] = useMachine(logic)
  const { email, code, password, confirmPassword, sentTo, errors, serverError } = snapshot.context
  return {
    state: snapshot.value,
    values: { email, code, password, confirmPassword },
    sentTo,
    errors,
    serverError,
    send,
  }
}
