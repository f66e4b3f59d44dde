// The default Google and Apple sign-in: the store plays the provider. It has a signing key (the same in every process of
// one store, server/providers/sandbox-keys.ts) and issues
// ID tokens for whatever email and name the shopper types into the sandbox dialog, and checks them exactly as the
// live adapter checks real ones.
import { createHash } from 'node:crypto'
import { createLocalJWKSet, importJWK, SignJWT } from 'jose'
import { sandboxSigningKey } from '../sandbox-keys'
import { verifyIdToken, type IdentityProvider, type IdentityProviderName } from './identity-provider'

export const SANDBOX_TOKEN_LIFETIME_SECONDS = 10 * 60

export interface SandboxIdentityProvider extends IdentityProvider {
  readonly mode: 'sandbox'
  issue(person: { email: string; name: string }): Promise<string>
}

export async function sandboxIdentity({
  provider,
  now = () => new Date(),
  storeSecret,
}: {
  provider: IdentityProviderName
  now?: () => Date
  /** The store's token secret, which the signing key is derived from; a random key without it. */
  storeSecret?: string
}): Promise<SandboxIdentityProvider> {
  const { privateJwk, publicJwk } = sandboxSigningKey(storeSecret, `identity-${provider}`)
  const privateKey = await importJWK(privateJwk, 'ES256')
  const kid = `sandbox-${provider}`
  const keys = createLocalJWKSet({ keys: [{ ...publicJwk, kid, alg: 'ES256', use: 'sig' }] })
  const issuer = `https://identity.sandbox.oja.localhost/${provider}`
  const audience = `oja-sandbox-${provider}`
  return {
    provider,
    mode: 'sandbox',
    clientId: null,
    verify: (idToken) => verifyIdToken(idToken, { provider, keys, issuer, audience, now }),
    async issue({ email, name }) {
      const issuedAt = Math.floor(now().getTime() / 1000)
      const [givenName = '', ...familyName] = name.split(/\s+/).filter(Boolean)
      // The same person always gets the same subject, as with a real provider.
      const subject = createHash('sha256')
        .update(`${provider}:${email.trim().toLowerCase()}`)
        .digest('hex')
        .slice(0, 21)
      return new SignJWT({
        email,
        email_verified: true,
        name,
        given_name: givenName,
        family_name: familyName.join(' '),
      })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SANDBOX_TOKEN_LIFETIME_SECONDS)
        .sign(privateKey)
    },
  }
}
