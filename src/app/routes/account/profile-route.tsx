// /profile (index): the signed-in shopper's summary, inside the profile's frame. Rendered inside <RequireSession>, so a
// user is present.
import { ProfileScreen } from '@/screens/profile/profile-screen'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { useSession } from '../../session-provider'
import { renderRouterLink } from './render-router-link'
import { PROFILE_HEAD } from '@/domain/page-head'

export function ProfileRoute() {
  const { user } = useSession()
  // Logging out on another route of this tab clears the user a moment before the guard redirects.
  if (!user) return null
  return (
    <>
      <title>{PROFILE_HEAD.title}</title>
      <ProfileLayout current="profile" renderLink={renderRouterLink}>
        <ProfileScreen user={user} renderLink={renderRouterLink} className="max-w-none p-0" />
      </ProfileLayout>
    </>
  )
}
