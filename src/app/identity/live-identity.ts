// Google Identity Services and Sign in with Apple JS, used when the server reports live client IDs: load the
// provider's script (spec §7: wait up to 100 × 1000 ms), ask it for an ID token, hand the token back.
import { PROVIDER_SCRIPTS } from '@/domain/provider-scripts'
import { loadScript } from './load-script'

interface GooglePromptNotification {
  isNotDisplayed?: () => boolean
  isSkippedMoment?: () => boolean
  isDismissedMoment?: () => boolean
  getDismissedReason?: () => string
}

interface GoogleAccountsId {
  initialize: (config: {
    client_id: string
    callback: (response: { credential?: string }) => void
    auto_select?: boolean
    cancel_on_tap_outside?: boolean
  }) => void
  prompt: (listener?: (notification: GooglePromptNotification) => void) => void
  disableAutoSelect?: () => void
}

interface AppleAuth {
  init: (config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }) => void
  signIn: () => Promise<{ authorization?: { id_token?: string } }>
}

interface IdentityGlobals {
  google?: { accounts?: { id?: GoogleAccountsId } }
  AppleID?: { auth?: AppleAuth }
}

function globals(): IdentityGlobals {
  return globalThis as IdentityGlobals
}

/** Resolves the Google credential (an ID token), or null when the shopper closes the prompt. */
export async function googleIdToken(clientId: string): Promise<string | null> {
  const accountsId = await loadScript({ src: PROVIDER_SCRIPTS.google.src, ready: () => globals().google?.accounts?.id })
  return new Promise((resolve) => {
    accountsId.initialize({
      client_id: clientId,
      callback: (response) => resolve(response.credential ?? null),
      auto_select: false,
      cancel_on_tap_outside: true,
    })
    accountsId.prompt((notification) => {
      const dismissed =
        notification.isDismissedMoment?.() && notification.getDismissedReason?.() !== 'credential_returned'
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.() || dismissed) resolve(null)
    })
  })
}

/** Resolves Apple's ID token, or null when the shopper closes Apple's window. */
export async function appleIdToken(clientId: string): Promise<string | null> {
  const auth = await loadScript({ src: PROVIDER_SCRIPTS.apple.src, ready: () => globals().AppleID?.auth })
  auth.init({ clientId, scope: 'name email', redirectURI: globalThis.location.origin, usePopup: true })
  try {
    const result = await auth.signIn()
    return result.authorization?.id_token ?? null
  } catch (error) {
    // Apple reports a closed window as { error: 'popup_closed_by_user' }: a choice, not a failure.
    if (typeof error === 'object' && error !== null && 'error' in error && error.error === 'popup_closed_by_user')
      return null
    throw error
  }
}

/** spec §2 Logout: Google must not pick the account again by itself. A no-op when Google never loaded. */
export function disableGoogleAutoSelect(): void {
  globals().google?.accounts?.id?.disableAutoSelect?.()
}
