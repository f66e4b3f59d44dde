// Connections take turns (docs/adr/0048). Node's event loop (libuv 1.45 and later) accepts one new connection per turn
// of the loop, and a turn reads every connection that has a request waiting: with a thousand busy connections a turn
// lasts hundreds of milliseconds, so a thousand shoppers arriving at once wait minutes in the accept queue and their
// pages time out, while the first ones in are served over and over. So once a response has gone, its connection's
// next request waits for a turn: at most `perTurn` waiting connections are read again in each turn of the loop, oldest
// first, which keeps turns short, lets the loop accept newcomers while it is busy, and serves every connection in
// turn. An idle store is not slowed: a connection waits at most until the next turn (microseconds).
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/** Connections read again in one turn of the event loop. */
export const CONNECTIONS_PER_TURN = 4

export function takeTurns(server: Server, perTurn = CONNECTIONS_PER_TURN): void {
  // A Set keeps insertion order: the connection that has waited longest is read first.
  const waiting = new Set<Socket>()
  let scheduled = false

  function nextTurn() {
    scheduled = false
    let read = 0
    for (const socket of waiting) {
      if (read >= perTurn) break
      read += 1
      waiting.delete(socket)
      if (!socket.destroyed) socket.resume()
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
      waiting.add(socket)
      schedule()
    })
  })
}
