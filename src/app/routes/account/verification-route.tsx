// /verification: the OTP machine with the real API, bound to the verification screen (use-verification-screen.ts)
// for the signed-in user's email. Without a session there is no one to verify, so the visitor signs in first.
import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import { otpMachine } from '@machines/otp/otp.machine'
import { pathTo } from '@/domain/routes'
import { otpActors } from '@/api/otp-actors'
import { VerificationScreen } from '@/screens/verification/verification-screen'
import { useVerificationScreen } from '@/screens/verification/use-verification-screen'
import { useAccountActions } from './use-account-actions'
import { useSession } from '../../session-provider'

function Verification({ email }: { email: string }) {
  const actions = useAccountActions()
  const [logic] = useState(() => otpMachine.provide({ actors: otpActors(), actions }))
  return <VerificationScreen {...useVerificationScreen(logic, email)} />
}

export function VerificationRoute() {
  const { state, user } = useSession()
  if (state === 'restoring') return null
  if (!user) return <Navigate to={pathTo('login')} replace />
  return <Verification email={user.email} />
}
