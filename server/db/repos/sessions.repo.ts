// Sign-in sessions (docs/adr/0023): start one, read one, swap its refresh token for a new one (pushing its end
// forward), note when it was last seen, and end one or every live one of a user. "Live" is decided here in SQL for the
// writes (not ended, not past expires_at), so two store processes ending and refreshing the same session at once
// cannot bring an ended one back, and two refreshes with one refresh token cannot both rotate it.
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { namedStatement } from '../named-statements'
import { sessions, users } from '../schema'
import type { UserRecord } from './users.repo'

export type SessionRecord = typeof sessions.$inferSelect

/** A session with its user as they are now (null: no such row). */
export interface SessionWithUser {
  session: SessionRecord
  user: UserRecord | null
}

/** Why a session was ended. */
export type SessionEndReason =
  'logout' | 'signedOutEverywhere' | 'passwordChanged' | 'passwordReset' | 'refreshReused' | 'accountDeleted'

/** Where a refreshed session's end moves: `kept` for a session with 'Keep me signed in', `idle` for one without. */
export interface SessionExpiry {
  kept: Date
  idle: Date
}

export function sessionsRepo(db: Db) {
  // What every signed-in request reads (server/services/auth-guard.ts): the session and its user in one statement. A
  // named statement, planned once (../named-statements.ts); built on first use.
  let withUser: ReturnType<typeof prepareWithUser> | undefined
  function prepareWithUser() {
    const statement = db
      .select({ session: sessions, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare('session_with_user')
    return namedStatement(db, 'session_with_user', statement)
  }

  function live(now: Date) {
    return and(isNull(sessions.endedAt), gt(sessions.expiresAt, now))
  }

  /** The new refresh hash in place of the current one, and the session's end moved on by its own lifetime. */
  function rotation(refreshHash: string, expiry: SessionExpiry, now: Date) {
    return {
      refreshHash,
      previousRefreshHash: sql`${sessions.refreshHash}`,
      rotatedAt: now,
      lastSeenAt: now,
      expiresAt: sql`case when ${sessions.keepSignedIn} then ${expiry.kept.toISOString()}::timestamptz
        else ${expiry.idle.toISOString()}::timestamptz end`,
    }
  }

  return {
    async create(
      session: { id: string; userId: string; expiresAt: Date; refreshHash: string; keepSignedIn: boolean },
      now: Date,
    ): Promise<SessionRecord> {
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

    /** The session and its user, read together and afresh; null when there is no such session. */
    async findWithUser(id: string): Promise<SessionWithUser | null> {
      withUser ??= prepareWithUser()
      const [row] = await withUser.execute({ id })
      return row ?? null
    },

    /** The session whose current or previous refresh token has this hash, live or not. */
    async findByRefreshHash(hash: string): Promise<SessionRecord | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(or(eq(sessions.refreshHash, hash), eq(sessions.previousRefreshHash, hash)))
        .limit(1)
      return row ?? null
    },

    /**
     * Swaps the live session's refresh token `presentedHash` for `nextHash` in one conditional update: of two
     * refreshes racing with one token, only the first finds it (null for the other, and for an unknown or ended one).
     */
    async rotate(presentedHash: string, nextHash: string, expiry: SessionExpiry, now: Date) {
      const [row] = await db
        .update(sessions)
        .set(rotation(nextHash, expiry, now))
        .where(and(eq(sessions.refreshHash, presentedHash), live(now)))
        .returning()
      return row ?? null
    },

    /** Gives a live session of the user a new refresh token (whatever it had); null when it is not live. */
    async reissue(id: string, userId: string, nextHash: string, expiry: SessionExpiry, now: Date) {
      const [row] = await db
        .update(sessions)
        .set(rotation(nextHash, expiry, now))
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
