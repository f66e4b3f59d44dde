// Real Google and Apple sign-in: ID tokens are checked against the provider's published JWKS (fetched and cached
// by jose), its issuer, and this store's client ID as audience.
import { createRemoteJWKSet } from 'jose'
import { verifyIdToken, type IdentityProvider, type IdentityProviderName } from './identity-provider'

/** The `iss` each provider puts in its ID tokens (Google documents both spellings). */
export const ISSUERS: Record<IdentityProviderName, string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  apple: ['https://appleid.apple.com'],
}

export function liveIdentity({
  provider,
  clientId,
  jwksUrl,
  now,
}: {
  provider: IdentityProviderName
  clientId: string
  jwksUrl: string
  now?: () => Date
}): IdentityProvider {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 })
  return {
    provider,
    mode: 'live',
    clientId,
    verify: (idToken) =>
      verifyIdToken(idToken, {
        provider,
        keys,
        issuer: ISSUERS[provider],
        audience: clientId,
        ...(now ? { now } : {}),
      }),
  }
}
