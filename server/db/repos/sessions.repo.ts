// Sign-in sessions (docs/adr/0023): start one, read one, push its end forward, note when it was last seen, and end one
// or every live one of a user. "Live" is decided here in SQL for the writes (not ended, not past expires_at), so two
// store processes ending and refreshing the same session at once cannot bring an ended one back.
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm'
import type { Db } from '../database'
import { sessions } from '../schema'

export type SessionRecord = typeof sessions.$inferSelect

/** Why a session was ended. */
export type SessionEndReason =
  | 'logout'
  | 'signedOutEverywhere'
  | 'passwordChanged'
  | 'passwordReset'
  | 'refreshReused'
  | 'accountDeleted'

export function sessionsRepo(db: Db) {
  function live(now: Date) {
    return and(isNull(sessions.endedAt), gt(sessions.expiresAt, now))
  }

  return {
    async create(session: { id: string; userId: string; expiresAt: Date }, now: Date): Promise<SessionRecord> {
      const [row] = await db
        .insert(sessions)
        .values({ ...session, createdAt: now, lastSeenAt: now, endedAt: null, endedReason: null })
        .returning()
      return row!
    },

    async findById(id: string): Promise<SessionRecord | null> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id))
      return row ?? null
    },

    /** Sets a live session's end to `expiresAt`; null when the session is not the user's or is no longer live. */
    async extend(id: string, userId: string, expiresAt: Date, now: Date): Promise<SessionRecord | null> {
      const [row] = await db
        .update(sessions)
        .set({ expiresAt, lastSeenAt: now })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), live(now)))
        .returning()
      return row ?? null
    },

    /** Notes the session was seen at `now`, unless it was seen after `seenAfter` already (once a minute, not more). */
    async touch(id: string, now: Date, seenAfter: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, seenAfter), isNull(sessions.endedAt)))
    },

    /** Ends one live session of the user; false when there was none to end. */
    async end(id: string, userId: string, reason: SessionEndReason, now: Date): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), live(now)))
        .returning({ id: sessions.id })
      return ended.length > 0
    },

    /** Ends every live session of the user but `keep` (when given); the ids of those it ended. */
    async endAll(userId: string, reason: SessionEndReason, now: Date, keep?: string): Promise<string[]> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(sessions.userId, userId), live(now), keep === undefined ? undefined : ne(sessions.id, keep)))
        .returning({ id: sessions.id })
      return ended.map((row) => row.id)
    },
  }
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>
