// Getting a Google or Apple ID token: the live provider when the server has client IDs, otherwise the
// store's identity sandbox through a small chooser dialog. Either way the caller gets a token (or null when
// the shopper backs out) to send to POST api/users/signin. Fetched at the first press (./use-identity).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { firstMessage } from '@/domain/account'
import type { IdentityConfig, IdentityProviderName } from '@/api/account-actors'
import { getIdentityConfig, issueSandboxIdentityToken } from '@/api/identity-actors'
import type { SandboxIdentity } from '@/screens/identity/sandbox-identity-dialog'
import { loadLiveIdentity } from './load-live-identity'

interface Chooser {
  provider: IdentityProviderName
  resolve: (token: string | null) => void
  submitting: boolean
  error: string | null
}

/** Resolves an ID token, or null when the shopper closes the window; rejects when no token can be had. */
export type RequestIdToken = (provider: IdentityProviderName) => Promise<string | null>

export type IdentityHostProps = {
  /** Receives the way to ask for a token once the host is on the page. */
  onReady: (requestIdToken: RequestIdToken) => void
}

// The chooser (and the dialog library under it) stays out of the first download: it is fetched the first time a
// shopper picks Google or Apple with the sandbox on.
const SandboxIdentityDialog = lazy(async () => ({
  default: (await import('@/screens/identity/sandbox-identity-dialog')).SandboxIdentityDialog,
}))

/** Draws the sandbox chooser when it is open; render it once, anywhere below the providers. */
export function IdentityHost({ onReady }: IdentityHostProps) {
  const [chooser, setChooser] = useState<Chooser | null>(null)
  // Mounted from the first opening on, so closing hands focus back to where it was.
  const [shown, setShown] = useState(false)
  if (chooser && !shown) setShown(true)
  // The configuration does not change while the page is open; a failed fetch is retried next time.
  const config = useRef<Promise<IdentityConfig> | null>(null)

  const requestIdToken = useCallback<RequestIdToken>(async (provider) => {
    config.current ??= getIdentityConfig().catch((error: unknown) => {
      config.current = null
      throw error
    })
    const settings = (await config.current)[provider]
    if (settings.mode === 'live' && settings.clientId) {
      const { appleIdToken, googleIdToken } = await loadLiveIdentity()
      return provider === 'google' ? googleIdToken(settings.clientId) : appleIdToken(settings.clientId)
    }
    return new Promise<string | null>((resolve) => {
      setChooser((current) => {
        current?.resolve(null)
        return { provider, resolve, submitting: false, error: null }
      })
    })
  }, [])
  useEffect(() => onReady(requestIdToken), [onReady, requestIdToken])

  async function issue(current: Chooser, identity: SandboxIdentity) {
    setChooser({ ...current, submitting: true, error: null })
    try {
      const token = await issueSandboxIdentityToken({ provider: current.provider, ...identity })
      current.resolve(token)
      setChooser(null)
    } catch (error) {
      setChooser({ ...current, submitting: false, error: firstMessage(error) })
    }
  }

  return shown ? (
    <Suspense fallback={null}>
      <SandboxIdentityDialog
        open={chooser !== null}
        provider={chooser?.provider ?? 'google'}
        submitting={chooser?.submitting ?? false}
        error={chooser?.error ?? null}
        onSubmit={(identity) => {
          if (chooser) void issue(chooser, identity)
        }}
        onOpenChange={(open) => {
          if (open || !chooser || chooser.submitting) return
          chooser.resolve(null)
          setChooser(null)
        }}
      />
    </Suspense>
  ) : null
}
