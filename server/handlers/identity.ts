// identity tag: getIdentityConfig, issueSandboxIdentityToken.
import type { IdentityService } from '../services/identity'
import type { Handlers } from './handler'

export function identityHandlers({ identity }: { identity: IdentityService }) {
  return {
    async getIdentityConfig() {
      return { data: identity.config() }
    },

    async issueSandboxIdentityToken(request, reply) {
      const { provider, email, name = '' } = request.body
      reply.code(201)
      return { data: { idToken: await identity.sandboxToken(provider, { email, name }) } }
    },
  } satisfies Handlers
}
