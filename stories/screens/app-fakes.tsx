// Fakes for the stories that run a route inside the app's real actor system (SessionProvider): the users calls of a
// shopper whose session is already stored, identity calls nothing asks for, and a probe of where the page went and
// what the navigation bar's cart count reads.
import { useLocation } from 'react-router-dom'
import type { AccountApi, IdentityApi } from '@/api/account-actors'
import type { memoryStorage } from '@/app/memory-storage'
import { useNavCounts } from '@/app/session-provider'

export const unreachable = () => Promise.reject(new Error('not used in this story'))

export const unusedIdentity: IdentityApi = { config: unreachable, sandboxToken: unreachable }

/** The users calls of a shopper signed in before the page opened: refreshing the stored session gives it back. */
export function storedSessionCalls(storage: ReturnType<typeof memoryStorage>): AccountApi {
  return {
    signIn: unreachable,
    signUp: unreachable,
    sendOtp: unreachable,
    verifyOtp: unreachable,
    refreshToken: async () => ({ token: storage.getItem('token') ?? '', user: JSON.parse(storage.getItem('user') ?? '{}') }),
  }
}

/** Where the page is, and the navigation bar's cart count, for a play function to read. */
export function LocationAndCartCount() {
  const location = useLocation()
  const counts = useNavCounts()
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="cart-count">{counts.cart}</output>
    </div>
  )
}
