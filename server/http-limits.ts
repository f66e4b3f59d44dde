// How long the store waits for a client, how many connections it holds, and what a request Node's HTTP parser
// refuses gets back (ADR 0007). A client that sends its headers or body slowly, or not at all, is cut off instead
// of holding a connection for minutes; every refusal, even one made before Fastify sees the request, answers the
// error envelope.
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyHttpOptions } from 'fastify'
import { envelope } from './errors'

export interface HttpLimits {
  /** All request headers must arrive within this (Node's headersTimeout). */
  headersMs: number
  /** The whole request, headers and body, must arrive within this (Node's requestTimeout). */
  requestMs: number
  /** A connection with nothing moving on it for this long is closed (the socket timeout). */
  idleMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number
  /** Connections held at once; more are refused at accept. */
  maxConnections: number
}

export const HTTP_LIMITS: HttpLimits = {
  headersMs: 10_000,
  // Long enough for a vendor's 5 MB picture over a slow 4G link (about 1.6 Mbit/s: 25 s), short enough that a
  // body that never comes frees its connection within a minute.
  requestMs: 60_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  maxConnections: 2_048,
}

/**
 * Connections the kernel completes and holds for the store to accept (listen's backlog; Linux caps it at
 * net.core.somaxconn). Node's default, 511, is less than a thousand shoppers arriving at once: the rest have their
 * handshakes dropped and retried a second or more later, which a shopper sees as a page that hangs.
 */
export const LISTEN_BACKLOG = HTTP_LIMITS.maxConnections

/** Fastify's server options for these limits (headers and connections: applyServerLimits). */
export function serverLimits(limits: HttpLimits) {
  return {
    connectionTimeout: limits.idleMs,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    // Node looks for requests past their time only this often (30 s by default, which would let a slow request
    // live half a minute beyond its limit).
    http: {
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: Math.min(1_000, limits.headersMs, limits.requestMs),
    },
  } satisfies FastifyHttpOptions<Server>
}

/** What the options cannot say: set on the Node server before it listens. */
export function applyServerLimits(server: Server, limits: HttpLimits): void {
  server.maxConnections = limits.maxConnections
}

const REFUSALS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' },
}
const MALFORMED = { status: 400, reason: 'Bad Request', message: 'The request is malformed' }

/**
 * Answers what Node's parser refused (malformed framing, headers too large, a request too slow to arrive) with the
 * error envelope, then closes the connection. Nothing is written to a connection that has already started a reply.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const { status, reason, message } = REFUSALS[error.code ?? ''] ?? MALFORMED
  const body = JSON.stringify(envelope(message))
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}
