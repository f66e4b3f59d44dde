// /profile (index): the signed-in shopper's summary. Rendered inside <RequireSession>, so a user is present.
import { ProfileScreen } from '@/screens/profile/profile-screen'
import { useSession } from '../../session-provider'
import { renderRouterLink } from './render-router-link'

export function ProfileRoute() {
  const { user } = useSession()
  // Logging out on another route of this tab clears the user a moment before the guard redirects.
  if (!user) return null
  return <ProfileScreen user={user} renderLink={renderRouterLink} />
}
