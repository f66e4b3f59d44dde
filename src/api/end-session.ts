// POST api/users/logout (ADR 0023): the end of the session a token belongs to, on the server, so a copy of the token
// left on a shared phone stops working too. A module of its own, fetched when a shopper logs out.
import { api, type CallOptions } from './client'
import { unwrap } from './errors'

/** Ends the session of `token`, which is passed rather than read from storage: logout clears storage at once. */
export async function logout(token: string, { signal, client = api }: CallOptions = {}): Promise<void> {
  await unwrap(client.POST('/api/users/logout', { headers: { Authorization: `Bearer ${token}` }, signal }))
}
