// Record ids: 24 lowercase hex characters (the contract's ObjectId), made by the server, never by clients.
import { createHash, randomBytes } from 'node:crypto'

/** A new id: 4 bytes of seconds (so ids sort roughly by creation) and 8 random bytes. */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0').slice(-8)
  return seconds + randomBytes(8).toString('hex')
}

/** The same id every time for the same name: seeded records keep their ids across machines and restarts. */
export function stableId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 24)
}
