// Record ids: 24 lowercase hex characters (the contract's ObjectId), made by the server, never by clients.
import { randomBytes } from 'node:crypto'

/** A new id: 4 bytes of seconds (so ids sort roughly by creation) and 8 random bytes. */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8)
  return seconds + randomBytes(8).toString('hex')
}
