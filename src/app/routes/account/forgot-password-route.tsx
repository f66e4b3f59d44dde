// /forgot-password: the forgot-password machine with the real API, bound to its screen
// (use-forgot-password-screen.ts). Open to everyone, signed in or not: a reset ends every session of the account, and
// the shopper signs in again at /login either way.
import { useState } from 'react'
import { forgotPasswordMachine } from '@machines/forgot-password/forgot-password.machine'
import { passwordResetActors } from '@/api/password-reset-actors'
import { ForgotPasswordScreen } from '@/screens/forgot-password/forgot-password-screen'
import { useForgotPasswordScreen } from '@/screens/forgot-password/use-forgot-password-screen'
import { useAccountActions } from './use-account-actions'

export function ForgotPasswordRoute() {
  const actions = useAccountActions()
  const [logic] = useState(() => forgotPasswordMachine.provide({ actors: passwordResetActors(), actions }))
  return <ForgotPasswordScreen {...useForgotPasswordScreen(logic)} />
}
