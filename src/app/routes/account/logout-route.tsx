// /logout: the button ends the session; the session machine clears storage, shows the toast, turns Google
// auto-select off and goes home (spec §2 Logout).
import { LogoutScreen } from '@/screens/logout/logout-screen'
import { useSession } from '../../session-provider'

export function LogoutRoute() {
  const { user, logout } = useSession()
  return <LogoutScreen email={user?.email ?? null} onLogout={logout} />
}
