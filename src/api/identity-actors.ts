// Google and Apple ID tokens (spec §4 Auth): how the buttons get one, and the identity sandbox's chooser. Downloaded
// with the code that asks for a token (src/app/identity/identity-host.tsx), at a shopper's first press.
import type { RequestBody } from '@/domain/contract'
import { api, type CallOptions } from './client'
import { unwrap } from './errors'
import type { IdentityConfig } from './account-actors'

/** GET api/identity/config: how the Google and Apple buttons get a token. */
export async function getIdentityConfig({ signal, client = api }: CallOptions = {}): Promise<IdentityConfig> {
  return (await unwrap(client.GET('/api/identity/config', { signal }))).data
}

/** POST api/identity/sandbox/token: an ID token from the sandbox's chooser. */
export async function issueSandboxIdentityToken(
  input: RequestBody<'issueSandboxIdentityToken'>,
  { signal, client = api }: CallOptions = {},
): Promise<string> {
  return (await unwrap(client.POST('/api/identity/sandbox/token', { body: input, signal }))).data.idToken
}
