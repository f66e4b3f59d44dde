// Connections take turns (docs/adr/0048). Node's event loop (libuv 1.45 and later) accepts one new connection per turn
// of the loop, and a turn reads every connection that has a request waiting: with a thousand busy connections a turn
// lasts hundreds of milliseconds, so a thousand shoppers arriving at once wait minutes in the accept queue and their
// pages time out, while the first ones in are served over and over. So once a response has gone, its connection's
// next request waits for a turn: each turn of the loop reads again only as many waiting connections as keep the turn
// short (TURN_MS), oldest first, which lets the loop accept newcomers while it is busy, and serves every connection in
// turn. An idle store is not slowed: a connection waits at most until the next turn (microseconds).
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/** How long one turn of the loop should take at most: a new connection is accepted at least this often under load. */
export const TURN_MS = 2
/** The most connections read again in one turn, however cheap their requests. */
const MOST_PER_TURN = 64

/**
 * `turnMs`: how long a turn should last. How many waiting connections a turn reads follows what the last turn cost:
 * fewer when it took longer than `turnMs` (at least one), one more when it was quicker (at most 64), so cheap requests
 * are read many at a time and dear ones (a signed-in call to the database) one or two at a time.
 */
export function takeTurns(server: Server, { turnMs = TURN_MS }: { turnMs?: number } = {}): void {
  // A Map keeps insertion order: the connection that has waited longest is read first.
  // Each with the timeout it had (the server's keep-alive wait), which does not run while its request waits here: the
  // shopper has sent it; it is the store that has not read it yet.
  const waiting = new Map<Socket, number>()
  let scheduled = false
  let perTurn = 1
  let lastTurnAt = 0

  function nextTurn() {
    scheduled = false
    const at = performance.now()
    const tookMs = at - lastTurnAt
    lastTurnAt = at
    perTurn =
      tookMs > turnMs ? Math.max(1, Math.floor((perTurn * turnMs) / tookMs)) : Math.min(MOST_PER_TURN, perTurn + 1)
    let read = 0
    for (const [socket, timeoutMs] of waiting) {
      if (read >= perTurn) break
      read += 1
      waiting.delete(socket)
      if (socket.destroyed) continue
      socket.setTimeout(timeoutMs)
      socket.resume()
    }
    if (waiting.size > 0) schedule()
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    setImmediate(nextTurn)
  }

  server.on('connection', (socket: Socket) => socket.once('close', () => waiting.delete(socket)))
  server.on('request', (request, response) => {
    response.once('finish', () => {
      const socket = request.socket
      // A connection being closed (Connection: close, an error) or taken over (an upgrade) is not the store's to read.
      if (socket.destroyed || !socket.readable || response.getHeader('connection') === 'close') return
      socket.pause()
      waiting.set(socket, socket.timeout ?? 0)
      socket.setTimeout(0)
      schedule()
    })
  })
}
