// Whose turn it is to run a background round (server/scheduler.ts): one row per round, taken by one store process
// until `held_until`. Taking it is one statement, so two processes asking at once cannot both get it.
import { lte } from 'drizzle-orm'
import type { Db } from '../database'
import { roundTurns } from '../schema'

export function roundTurnsRepo(db: Db) {
  return {
    /** Takes the round's turn for `holder` until `until` when nobody holds it after `now`; whether it was taken. */
    async take(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
      const taken = await db
        .insert(roundTurns)
        .values({ name, heldUntil: until, heldBy: holder })
        .onConflictDoUpdate({
          target: roundTurns.name,
          set: { heldUntil: until, heldBy: holder },
          setWhere: lte(roundTurns.heldUntil, now),
        })
        .returning({ name: roundTurns.name })
      return taken.length > 0
    },
  }
}

export type RoundTurnsRepo = ReturnType<typeof roundTurnsRepo>
