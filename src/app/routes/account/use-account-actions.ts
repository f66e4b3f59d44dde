// The action slots the account machines (sign-in, sign-up, OTP) share, filled the same way on every account route:
// a session they produce goes to the app's session actor, their notices become toasts, and where they send the
// shopper replaces the account page in the history, so Back does not return to a form already done.
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Navigation, Notice } from '@machines/lib/notice'
import type { Session } from '@/domain/account'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'

export function useAccountActions() {
  const { signIn } = useSession()
  const toast = useToast()
  const navigate = useNavigate()
  return useMemo(
    () => ({
      storeSession: (_: unknown, { token, user }: Session) => signIn(token, user),
      notify: (_: unknown, notice: Notice) => notifyWith(toast)(notice),
      navigate: (_: unknown, { to }: Navigation) => void navigate(to, { replace: true }),
    }),
    [signIn, toast, navigate],
  )
}
