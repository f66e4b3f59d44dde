// Sign-in sessions the server knows (docs/adr/0023): each sign-in starts one, every access token names one, and a token
// is good only while its session is live. A session ends on its own at its expiry (each refresh pushes it forward by
// the token lifetime) or when the shopper logs out or signs out everywhere.
//
// The check of a live session reads the database, through a cache of SESSION_CACHE_MS per process: several store
// processes share one database, so a session ended by one is refused by every other within that time, and a busy page
// does not read the session on each of its calls. last_seen_at is written at most once a LAST_SEEN_EVERY_MS.
import { randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { DomainError } from '../errors'
import type { SessionEndReason, SessionRecord, SessionsRepo } from '../db/repos/sessions.repo'
import { SESSION_EXPIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './tokens'

/** How long one process trusts what it read of a session: the most an ended session can still be used elsewhere. */
export const SESSION_CACHE_MS = 2_000
/** How often a session's last_seen_at is written while it is in use. */
export const LAST_SEEN_EVERY_MS = 60_000
/** How many sessions one process keeps in its cache. */
const CACHED_SESSIONS = 10_000

/** A new session id: 128 random bits, base64url (22 characters). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

export interface SessionsService {
  /** Starts a session for the user, ending on its own a token lifetime from now; its id. */
  start(userId: string): Promise<string>
  /** Nothing when the session is the user's and live; 'unauthenticated' otherwise. */
  requireLive(sessionId: string, userId: string): Promise<void>
  /** Notes the session was used now (written at most once a minute). */
  seen(sessionId: string): Promise<void>
  /** Pushes a live session's end a token lifetime from now; 'unauthenticated' when it has ended or expired. */
  renew(sessionId: string, userId: string): Promise<void>
  /** Ends one live session of the user; 'unauthenticated' when it had already ended. */
  end(sessionId: string, userId: string, reason: SessionEndReason): Promise<void>
  /** Ends every live session of the user; how many. */
  endAll(userId: string, reason: SessionEndReason): Promise<number>
  /** Ends every live session of the user except `keep` (the caller's, after a password change); how many. */
  endOthers(userId: string, keep: string, reason: SessionEndReason): Promise<number>
}

export function sessionsService({
  repo,
  lifetimeSeconds,
  now = () => new Date(),
  cacheMs = SESSION_CACHE_MS,
}: {
  repo: SessionsRepo
  lifetimeSeconds: number
  now?: () => Date
  cacheMs?: number
}): SessionsService {
  const cache = new LRUCache<string, SessionRecord>({ max: CACHED_SESSIONS, ttl: cacheMs })
  /** When this process last wrote each session's last_seen_at, by the store's clock. */
  const lastWritten = new LRUCache<string, number>({ max: CACHED_SESSIONS })

  function expiryFrom(at: Date): Date {
    return new Date(at.getTime() + lifetimeSeconds * 1000)
  }

  async function read(sessionId: string): Promise<SessionRecord | null> {
    const cached = cache.get(sessionId)
    if (cached) return cached
    const found = await repo.findById(sessionId)
    if (found) cache.set(sessionId, found)
    return found
  }

  return {
    async start(userId) {
      const at = now()
      const session = await repo.create({ id: newSessionId(), userId, expiresAt: expiryFrom(at) }, at)
      return session.id
    },

    async requireLive(sessionId, userId) {
      const session = await read(sessionId)
      if (!session || session.userId !== userId) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      if (session.endedAt !== null || session.expiresAt.getTime() <= now().getTime())
        throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
    },

    async seen(sessionId) {
      const at = now()
      const written = lastWritten.get(sessionId)
      if (written !== undefined && at.getTime() - written < LAST_SEEN_EVERY_MS) return
      lastWritten.set(sessionId, at.getTime())
      await repo.touch(sessionId, at, new Date(at.getTime() - LAST_SEEN_EVERY_MS))
    },

    async renew(sessionId, userId) {
      const at = now()
      const renewed = await repo.extend(sessionId, userId, expiryFrom(at), at)
      if (!renewed) {
        cache.delete(sessionId)
        throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
      }
      cache.set(sessionId, renewed)
    },

    async end(sessionId, userId, reason) {
      const ended = await repo.end(sessionId, userId, reason, now())
      cache.delete(sessionId)
      if (!ended) throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
    },

    async endAll(userId, reason) {
      const ended = await repo.endAll(userId, reason, now())
      for (const sessionId of ended) cache.delete(sessionId)
      return ended.length
    },

    async endOthers(userId, keep, reason) {
      const ended = await repo.endAll(userId, reason, now(), keep)
      for (const sessionId of ended) cache.delete(sessionId)
      return ended.length
    },
  }
}
