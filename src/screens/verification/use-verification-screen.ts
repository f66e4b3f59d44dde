// The OTP machine bound to the Verification screen's props for one email, for the /verification route and the
// stories alike.
import { useMachine } from '@xstate/react'
import type { otpMachine } from '@machines/otp/otp.machine'
import type { VerificationScreenProps } from './verification-screen'

type BoundProps = Pick<
  VerificationScreenProps,
  'state' | 'email' | 'code' | 'canSubmit' | 'resendAvailable' | 'onCodeChange' | 'onSubmit' | 'onResend'
>

/** `logic`: the OTP machine with its actors and actions provided. */
export function useVerificationScreen(logic: typeof otpMachine, email: string): BoundProps {
  const [snapshot, send] = useMachine(logic, { input: { email } })
  const { code, resendUsed } = snapshot.context
  return {
    state: snapshot.value,
    email,
    code,
    canSubmit: snapshot.can({ type: 'code.submit', code }),
    resendAvailable: !resendUsed,
    onCodeChange: (next) => send({ type: 'code.change', code: next }),
    onSubmit: (submitted) => send({ type: 'code.submit', code: submitted }),
    onResend: () => send({ type: 'code.resend' }),
  }
}
