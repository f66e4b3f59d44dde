import { describe, expect, it } from 'vitest'
import { logout } from './end-session'
import { clientReplying, json } from './test-client'

describe('ending the session on the server', () => {
  it('posts to api/users/logout with the token it is given, not the one in storage', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { ended: true } }), 'stored-token')
    await logout('the-session-token', { client })
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/logout')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer the-session-token')
  })

  it('rejects when the server refuses, with its message', async () => {
    const { client } = clientReplying(() => json(401, { errors: [{ message: 'Please sign in to continue' }] }))
    await expect(logout('ended-token', { client })).rejects.toMatchObject({ status: 401 })
  })
})
