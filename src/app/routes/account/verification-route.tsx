// /verification: the OTP machine with the real API, bound to the verification screen (use-verification-screen.ts)
// for the signed-in user's email. Without a session there is no one to verify, so the visitor signs in first.
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { otpMachine } from '@machines/otp/otp.machine'
import { otpActors } from '@/api/account-actors'
import { VerificationScreen } from '@/screens/verification/verification-screen'
import { useVerificationScreen } from '@/screens/verification/use-verification-screen'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'

const otpLogic = otpMachine.provide({ actors: otpActors() })

function Verification({ email }: { email: string }) {
  const session = useSession()
  const toast = useToast()
  const navigate = useNavigate()
  const [logic] = useState(() =>
    otpLogic.provide({
      actions: {
        storeSession: (_, { token, user }) => session.signIn(token, user),
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
      },
    }),
  )
  return <VerificationScreen {...useVerificationScreen(logic, email)} />
}

export function VerificationRoute() {
  const { state, user } = useSession()
  if (state === 'restoring') return null
  if (!user) return <Navigate to="/login" replace />
  return <Verification email={user.email} />
}
