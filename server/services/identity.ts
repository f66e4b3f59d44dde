// What the web app needs to know about Google and Apple sign-in (live client IDs or the sandbox), and the
// sandbox's token issuing, which exists only while a provider runs in sandbox mode.
import type { Schema } from '../../src/domain/contract'
import { DomainError } from '../errors'
import {
  PROVIDER_NAMES,
  type IdentityProvider,
  type IdentityProviderName,
} from '../providers/identity/identity-provider'
import type { SandboxIdentityProvider } from '../providers/identity/sandbox-identity'

const sandboxOffMessage = (provider: string) =>
  `${provider} sign-in is live on this store: use the real ${provider} window`

function isSandbox(provider: IdentityProvider): provider is SandboxIdentityProvider {
  return provider.mode === 'sandbox'
}

export function identityService(providers: Record<IdentityProviderName, IdentityProvider>) {
  const settings = (provider: IdentityProvider): Schema<'IdentityProviderSettings'> => ({
    mode: provider.mode,
    clientId: provider.clientId,
  })
  return {
    config: (): Schema<'IdentityConfig'> => ({ google: settings(providers.google), apple: settings(providers.apple) }),

    async sandboxToken(provider: IdentityProviderName, person: { email: string; name: string }): Promise<string> {
      const chosen = providers[provider]
      if (!isSandbox(chosen)) throw new DomainError('notFound', sandboxOffMessage(PROVIDER_NAMES[provider]), 'provider')
      return chosen.issue({ email: person.email.trim(), name: person.name.trim() })
    },
  }
}

export type IdentityService = ReturnType<typeof identityService>
