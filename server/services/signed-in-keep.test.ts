// What one process keeps of a signed-in call's session and user (docs/adr/0048, server/services/sessions.ts): kept
// between calls only when asked to (the embedded database), forgotten for the session or the user a signal names, and
// never kept from a read that a forgetting overtook.
import { describe, expect, it } from 'vitest'
import type { SessionsRepo, SessionWithUser } from '../db/repos/sessions.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { CACHED_SESSIONS, sessionsService } from './sessions'

const FUTURE = new Date(Date.now() + 3600_000)

function row(sessionId: string, userId: string, firstName = 'Ada'): SessionWithUser {
  return {
    session: { id: sessionId, userId, expiresAt: FUTURE, endedAt: null } as SessionWithUser['session'],
    user: { id: userId, firstName } as UserRecord,
  }
}

/** A repo answering findWithUser from `rows`, counting reads; `hold` makes the next read wait until released. */
function fakeRepo(rows: Map<string, SessionWithUser>) {
  let reads = 0
  let held: { release: () => void } | undefined
  const repo = {
    async findWithUser(id: string) {
      reads += 1
      const answer = rows.get(id) ?? null
      if (held) await new Promise<void>((resolve) => (held!.release = resolve))
      return answer
    },
  } as unknown as SessionsRepo
  return {
    repo,
    reads: () => reads,
    hold: () => (held = { release: () => {} }),
    release: () => {
      const { release } = held!
      held = undefined
      release()
    },
  }
}

describe("a signed-in call's session and user", () => {
  it('are read every call unless the store keeps them', async () => {
    const fake = fakeRepo(new Map([['s1', row('s1', 'u1')]]))
    const sessions = sessionsService({ repo: fake.repo, lifetimeSeconds: 3600 })
    await sessions.requireLiveUser('s1', 'u1')
    await sessions.requireLiveUser('s1', 'u1')
    expect(fake.reads()).toBe(2)
  })

  it('are kept, and read again once the session or its user is signalled, or everything is', async () => {
    const rows = new Map([
      ['s1', row('s1', 'u1')],
      ['s2', row('s2', 'u1')],
      ['s3', row('s3', 'u2')],
    ])
    const fake = fakeRepo(rows)
    const sessions = sessionsService({ repo: fake.repo, lifetimeSeconds: 3600, userCacheMs: 60_000 })
    const readAll = () =>
      Promise.all(['s1', 's2', 's3'].map((id, i) => sessions.requireLiveUser(id, `u${i < 2 ? 1 : 2}`)))
    await readAll()
    await readAll()
    expect(fake.reads()).toBe(3)
    rows.set('s1', row('s1', 'u1', 'Ada Changed'))
    rows.set('s2', row('s2', 'u1', 'Ada Changed'))
    sessions.forgetUser('u1')
    expect((await readAll()).map((user) => user.firstName)).toEqual(['Ada Changed', 'Ada Changed', 'Ada'])
    expect(fake.reads()).toBe(5)
    rows.set('s3', { ...row('s3', 'u2'), session: { ...row('s3', 'u2').session, endedAt: new Date() } })
    sessions.forgetSession('s3')
    await expect(sessions.requireLiveUser('s3', 'u2')).rejects.toMatchObject({ kind: 'unauthenticated' })
    sessions.forgetSession(null)
    await readAll().catch(() => {})
    expect(fake.reads()).toBe(9)
  })

  it('read while a change was signalled are not kept: the next call reads again', async () => {
    const fake = fakeRepo(new Map([['s1', row('s1', 'u1')]]))
    const sessions = sessionsService({ repo: fake.repo, lifetimeSeconds: 3600, userCacheMs: 60_000 })
    fake.hold()
    const reading = sessions.requireLiveUser('s1', 'u1')
    await Promise.resolve()
    sessions.forgetUser('u1')
    fake.release()
    await reading
    await sessions.requireLiveUser('s1', 'u1')
    expect(fake.reads()).toBe(2)
    await sessions.requireLiveUser('s1', 'u1')
    expect(fake.reads()).toBe(2)
  })

  it('are refused for another user’s session even when kept', async () => {
    const fake = fakeRepo(new Map([['s1', row('s1', 'u1')]]))
    const sessions = sessionsService({ repo: fake.repo, lifetimeSeconds: 3600, userCacheMs: 60_000 })
    await sessions.requireLiveUser('s1', 'u1')
    await expect(sessions.requireLiveUser('s1', 'u2')).rejects.toMatchObject({ kind: 'unauthenticated' })
  })

  it(`are kept for at most ${CACHED_SESSIONS} sessions, the least recently used forgotten first`, async () => {
    const rows = new Map<string, SessionWithUser>()
    for (let i = 0; i <= CACHED_SESSIONS; i += 1) rows.set(`s${i}`, row(`s${i}`, `u${i}`))
    const fake = fakeRepo(rows)
    const sessions = sessionsService({ repo: fake.repo, lifetimeSeconds: 3600, userCacheMs: 60_000 })
    for (let i = 0; i <= CACHED_SESSIONS; i += 1) await sessions.requireLiveUser(`s${i}`, `u${i}`)
    await sessions.requireLiveUser(`s${CACHED_SESSIONS}`, `u${CACHED_SESSIONS}`)
    expect(fake.reads()).toBe(CACHED_SESSIONS + 1)
    await sessions.requireLiveUser('s0', 'u0')
    expect(fake.reads()).toBe(CACHED_SESSIONS + 2)
  })
})
