// Sign-in sessions the server knows (docs/adr/0023): each sign-in starts one, every access token names one, and a token
// is good only while its session is live. A session ends on its own at its expiry (each refresh pushes it forward: by
// the token lifetime with 'Keep me signed in', by IDLE_SESSION_MS without) or when the shopper logs out or signs out
// everywhere, or when a refresh token it has replaced comes back after REFRESH_GRACE_MS (someone else holds a copy).
//
// Each session has one refresh token (256 random bits, kept as its sha256 only): the web app's httpOnly cookie, which
// each refresh swaps for a new one.
//
// A signed-in call reads its session together with its user in one statement (requireLiveUser: the user had to be read
// anyway). On PostgreSQL it reads them afresh every call, so a session ended by any store process is refused by every
// other at once. On the embedded PGlite (one process) it keeps what it read for SESSION_CACHE_MS (`userCacheMs`),
// and forgets it the moment the database signals a change to that session or that user (forgetSession, forgetUser:
// triggers send the signals, server/db/repos/session-signal.ts), so a logout, a sign-out everywhere, a revoked session
// or a changed user is seen on the next call there too (docs/adr/0048). The check of a live session alone
// (requireLive, for drawing a signed-in page) reads through a cache of SESSION_CACHE_MS per process, which the same
// signals empty: a session ended elsewhere is refused there within that time at most. last_seen_at is written at most
// once a LAST_SEEN_EVERY_MS.
import { createHash, randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { DomainError } from '../errors'
import type {
  SessionEndReason,
  SessionExpiry,
  SessionRecord,
  SessionsRepo,
  SessionWithUser,
} from '../db/repos/sessions.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { SESSION_EXPIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './tokens'

/** How long one process trusts what it read of a session: the most an ended session can still be used elsewhere. */
export const SESSION_CACHE_MS = 2_000
/** How often a session's last_seen_at is written while it is in use. */
export const LAST_SEEN_EVERY_MS = 60_000
/** How many sessions one process keeps in its cache. */
export const CACHED_SESSIONS = 10_000
/** How long a session without 'Keep me signed in' lasts after its last refresh. */
export const IDLE_SESSION_MS = 2 * 3600_000
/** How long after a rotation the refresh token it replaced still gets an access token (two tabs loading at once);
 *  after it, that token coming back ends the session. */
export const REFRESH_GRACE_MS = 10_000
/** A refresh token as the store makes them: 32 bytes, base64url. */
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** A new session id: 128 random bits, base64url (22 characters). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

/** A new refresh token for the browser, and how long to keep it: null until the browser closes. */
export interface IssuedRefresh {
  token: string
  maxAgeSeconds: number | null
}

/** A session a refresh token answered for, with its next refresh token (null within the grace: no new one). */
export interface RefreshedSession {
  sessionId: string
  userId: string
  refresh: IssuedRefresh | null
}

/** A new refresh token: 256 random bits, base64url. */
function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a refresh token. */
function refreshHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface SessionsService {
  /** Starts a session for the user ('Keep me signed in' or not), with its first refresh token. */
  start(userId: string, keepSignedIn: boolean): Promise<{ sessionId: string; refresh: IssuedRefresh }>
  /** Nothing when the session is the user's and live; 'unauthenticated' otherwise. */
  requireLive(sessionId: string, userId: string): Promise<void>
  /**
   * The user of a session that is the user's and live, both read afresh in one statement (what a signed-in request
   * acts for: server/services/auth-guard.ts); 'unauthenticated' otherwise, or when the user is gone. What it read
   * of the session is kept for requireLive's cache.
   */
  requireLiveUser(sessionId: string, userId: string): Promise<UserRecord>
  /** Notes the session was used now (written at most once a minute). */
  seen(sessionId: string): Promise<void>
  /**
   * The live session whose refresh token this is, its token swapped for a new one and its end moved on; the session
   * whose token this was until less than REFRESH_GRACE_MS ago, unchanged; 'unauthenticated' for anything else, and a
   * replaced token after the grace also ends its session ('refreshReused').
   */
  refresh(refreshToken: string): Promise<RefreshedSession>
  /** A new refresh token for a live session of the user (its end moved on); 'unauthenticated' when it is not live. */
  reissue(sessionId: string, userId: string): Promise<IssuedRefresh>
  /** The live session whose current refresh token this is, or null. */
  findByRefreshToken(refreshToken: string): Promise<{ sessionId: string; userId: string } | null>
  /** Ends one live session of the user; 'unauthenticated' when it had already ended. */
  end(sessionId: string, userId: string, reason: SessionEndReason): Promise<void>
  /** Ends every live session of the user; how many. */
  endAll(userId: string, reason: SessionEndReason): Promise<number>
  /** Ends every live session of the user except `keep` (the caller's, after a password change); how many. */
  endOthers(userId: string, keep: string, reason: SessionEndReason): Promise<number>
  /** Forgets what this process keeps of a session that changed; null: of every session (a signal may have been
   *  missed). */
  forgetSession(sessionId: string | null): void
  /** Forgets what this process keeps of a user who changed, and of their sessions; null: of every user. */
  forgetUser(userId: string | null): void
}

export function sessionsService({
  repo,
  lifetimeSeconds,
  now = () => new Date(),
  cacheMs = SESSION_CACHE_MS,
  userCacheMs = 0,
}: {
  repo: SessionsRepo
  lifetimeSeconds: number
  now?: () => Date
  cacheMs?: number
  /** How long requireLiveUser keeps a session with its user; 0 (the default): it reads them every call. Only for a
   *  store that follows the sessions' and users' signals (followSessionSignals), which empty it on every change. */
  userCacheMs?: number
}): SessionsService {
  const cache = new LRUCache<string, SessionRecord>({ max: CACHED_SESSIONS, ttl: cacheMs })
  const signedIn =
    userCacheMs > 0 ? new LRUCache<string, SessionWithUser>({ max: CACHED_SESSIONS, ttl: userCacheMs }) : undefined
  /** Counts what was forgotten: a read that started before something was forgotten is not kept, as it may be older. */
  let forgotten = 0
  /** When this process last wrote each session's last_seen_at, by the store's clock. */
  const lastWritten = new LRUCache<string, number>({ max: CACHED_SESSIONS })

  function expiryFrom(at: Date, keepSignedIn: boolean): Date {
    return new Date(at.getTime() + (keepSignedIn ? lifetimeSeconds * 1000 : IDLE_SESSION_MS))
  }

  function expiriesFrom(at: Date): SessionExpiry {
    return { kept: expiryFrom(at, true), idle: expiryFrom(at, false) }
  }

  function isLive(session: SessionRecord, at: Date): boolean {
    return session.endedAt === null && session.expiresAt.getTime() > at.getTime()
  }

  /** The cookie of a session's new refresh token: kept for the session's lifetime, or for the browser's. */
  function issued(token: string, keepSignedIn: boolean): IssuedRefresh {
    return { token, maxAgeSeconds: keepSignedIn ? lifetimeSeconds : null }
  }

  async function read(sessionId: string): Promise<SessionRecord | null> {
    const cached = cache.get(sessionId)
    if (cached) return cached
    const before = forgotten
    const found = await repo.findById(sessionId)
    if (found && before === forgotten) cache.set(sessionId, found)
    return found
  }

  /** The session with its user: kept (signedIn), or read afresh, and kept when nothing was forgotten meanwhile. */
  async function readWithUser(sessionId: string): Promise<SessionWithUser | null> {
    const kept = signedIn?.get(sessionId)
    if (kept) return kept
    const before = forgotten
    const found = await repo.findWithUser(sessionId)
    if (found && before === forgotten) {
      cache.set(sessionId, found.session)
      if (found.user) signedIn?.set(sessionId, found)
    }
    return found
  }

  function forgetSession(sessionId: string) {
    forgotten += 1
    cache.delete(sessionId)
    signedIn?.delete(sessionId)
  }

  return {
    async start(userId, keepSignedIn) {
      const at = now()
      const token = newRefreshToken()
      const session = await repo.create(
        {
          id: newSessionId(),
          userId,
          expiresAt: expiryFrom(at, keepSignedIn),
          refreshHash: refreshHashOf(token),
          keepSignedIn,
        },
        at,
      )
      return { sessionId: session.id, refresh: issued(token, keepSignedIn) }
    },

    async requireLive(sessionId, userId) {
      const session = await read(sessionId)
      if (!session || session.userId !== userId) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      if (!isLive(session, now())) throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
    },

    async requireLiveUser(sessionId, userId) {
      const found = await readWithUser(sessionId)
      if (!found || found.session.userId !== userId || !found.user)
        throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      if (!isLive(found.session, now())) throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
      return found.user
    },

    async seen(sessionId) {
      const at = now()
      const written = lastWritten.get(sessionId)
      if (written !== undefined && at.getTime() - written < LAST_SEEN_EVERY_MS) return
      lastWritten.set(sessionId, at.getTime())
      await repo.touch(sessionId, at, new Date(at.getTime() - LAST_SEEN_EVERY_MS))
    },

    async refresh(refreshToken) {
      if (!REFRESH_TOKEN.test(refreshToken)) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      const at = now()
      const presented = refreshHashOf(refreshToken)
      const next = newRefreshToken()
      const rotated = await repo.rotate(presented, refreshHashOf(next), expiriesFrom(at), at)
      if (rotated) {
        cache.set(rotated.id, rotated)
        return { sessionId: rotated.id, userId: rotated.userId, refresh: issued(next, rotated.keepSignedIn) }
      }
      const found = await repo.findByRefreshHash(presented)
      if (!found) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      const replaced = found.previousRefreshHash === presented && found.refreshHash !== presented
      if (!isLive(found, at) || !replaced) throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
      if (found.rotatedAt && at.getTime() - found.rotatedAt.getTime() <= REFRESH_GRACE_MS)
        return { sessionId: found.id, userId: found.userId, refresh: null }
      await repo.end(found.id, found.userId, 'refreshReused', at)
      forgetSession(found.id)
      throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
    },

    async reissue(sessionId, userId) {
      const at = now()
      const token = newRefreshToken()
      const reissued = await repo.reissue(sessionId, userId, refreshHashOf(token), expiriesFrom(at), at)
      if (!reissued) {
        forgetSession(sessionId)
        throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
      }
      cache.set(sessionId, reissued)
      return issued(token, reissued.keepSignedIn)
    },

    async findByRefreshToken(refreshToken) {
      if (!REFRESH_TOKEN.test(refreshToken)) return null
      const found = await repo.findByRefreshHash(refreshHashOf(refreshToken))
      return found && found.refreshHash === refreshHashOf(refreshToken) && isLive(found, now())
        ? { sessionId: found.id, userId: found.userId }
        : null
    },

    async end(sessionId, userId, reason) {
      const ended = await repo.end(sessionId, userId, reason, now())
      forgetSession(sessionId)
      if (!ended) throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
    },

    async endAll(userId, reason) {
      const ended = await repo.endAll(userId, reason, now())
      for (const sessionId of ended) forgetSession(sessionId)
      return ended.length
    },

    async endOthers(userId, keep, reason) {
      const ended = await repo.endAll(userId, reason, now(), keep)
      for (const sessionId of ended) forgetSession(sessionId)
      return ended.length
    },

    forgetSession(sessionId) {
      if (sessionId !== null) return forgetSession(sessionId)
      forgotten += 1
      cache.clear()
      signedIn?.clear()
    },

    forgetUser(userId) {
      forgotten += 1
      if (!signedIn) return
      if (userId === null) return signedIn.clear()
      const theirs: string[] = []
      for (const [sessionId, kept] of signedIn.entries()) if (kept.user?.id === userId) theirs.push(sessionId)
      for (const sessionId of theirs) signedIn.delete(sessionId)
    },
  }
}
