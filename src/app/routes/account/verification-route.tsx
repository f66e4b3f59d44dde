// /verification: the OTP machine bound to the verification screen, for the signed-in user's email. Without a
// session there is no one to verify, so the visitor signs in first.
import { Navigate, useNavigate } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { otpMachine } from '@machines/otp/otp.machine'
import { otpActors } from '@/api/account-actors'
import { VerificationScreen, type VerificationScreenState } from '@/screens/verification/verification-screen'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'

const otpLogic = otpMachine.provide({ actors: otpActors() })

function Verification({ email }: { email: string }) {
  const session = useSession()
  const toast = useToast()
  const navigate = useNavigate()
  const [snapshot, send] = useMachine(
    otpLogic.provide({
      actions: {
        storeSession: (_, { token, user }) => session.signIn(token, user),
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
      },
    }),
    { input: { email } },
  )
  const { code, resendUsed } = snapshot.context
  return (
    <VerificationScreen
      state={snapshot.value as VerificationScreenState}
      email={email}
      code={code}
      canSubmit={snapshot.can({ type: 'code.submit', code })}
      resendAvailable={!resendUsed}
      onCodeChange={(next) => send({ type: 'code.change', code: next })}
      onSubmit={(submitted) => send({ type: 'code.submit', code: submitted })}
      onResend={() => send({ type: 'code.resend' })}
    />
  )
}

export function VerificationRoute() {
  const { state, user } = useSession()
  if (state === 'restoring') return null
  if (!user) return <Navigate to="/login" replace />
  return <Verification email={user.email} />
}
