// The sessions' and users' signals between store processes (docs/adr/0048, over server/db/signals.ts): the database
// itself sends one for every session or user row updated or deleted (triggers, migration 0028_signed_in_signals), with
// the row's id, delivered when the change commits; no write has to remember to. Every store process forgets what it
// keeps of that session, or of that user's sessions, when it hears one, and all of it when the connection that listens
// was lost and is back (null: what was sent meanwhile was missed).
import type { SessionsService } from '../../services/sessions'
import type { Signals } from '../signals'

/** The channels the triggers send on: a session's id, a user's id. */
export const SESSIONS_CHANNEL = 'sessions'
export const USERS_CHANNEL = 'users'

/** Has `sessions` forget each session and user the database signals a change to. Resolves once listening to both;
 *  returns the call that stops it. */
export async function followSessionSignals(
  signals: Signals,
  sessions: Pick<SessionsService, 'forgetSession' | 'forgetUser'>,
): Promise<() => Promise<void>> {
  const stopSessions = await signals.listen(SESSIONS_CHANNEL, (sessionId) => sessions.forgetSession(sessionId))
  const stopUsers = await signals.listen(USERS_CHANNEL, (userId) => sessions.forgetUser(userId))
  return async () => {
    await stopSessions()
    await stopUsers()
  }
}
