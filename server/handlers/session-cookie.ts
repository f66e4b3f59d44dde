// The page session's cookie (docs/adr/0050): `oja_session`, set beside the refresh cookie by every way a session is
// granted, so that the server can draw a signed-in page (/cart, /wishlist …) with the shopper's data. It names the
// session (its user and id), signed with a key of the store's own (@fastify/cookie's signed cookies, HMAC-SHA256), and
// is no credential of the API: only the drawing of a page (a GET of a web route) reads it; `/api/*` takes the bearer
// header alone (server/access.ts), so a request a page on another site makes the browser send cannot act with it
// (CSRF). HttpOnly (no script reads it), SameSite=Lax (sent when a link to the store is followed, never with another
// site's POST), Path=/ (every page), Secure when the request came over https (as the refresh cookie).
import { createHmac } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const SESSION_COOKIE = 'oja_session'

const ATTRIBUTES = { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto', signed: true } as const

/** The key the cookie is signed with: derived from the token secret, so it is never the key of a token. */
export function sessionCookieKey(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('oja page session cookie').digest('base64url')
}

/** Who a page session cookie names. */
export interface PageSession {
  userId: string
  sessionId: string
}

/** Sets the cookie for a session; `maxAgeSeconds` null: until the browser closes (no 'Keep me signed in'). */
export function setSessionCookie(
  reply: FastifyReply,
  { userId, sessionId }: PageSession,
  maxAgeSeconds: number | null,
) {
  reply.setCookie(SESSION_COOKIE, `${userId}.${sessionId}`, {
    ...ATTRIBUTES,
    ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
  })
}

/** Tells the browser to forget the page session. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, ATTRIBUTES)
}

/** The session the request's cookie names, when it carries one the store signed; null when it carries none; 'invalid'
 *  for a cookie that is not the store's (it is cleared). Whether the session is still live is the caller's to ask. */
export function pageSessionOf(request: FastifyRequest): PageSession | null | 'invalid' {
  const raw = request.cookies[SESSION_COOKIE]
  if (!raw) return null
  const unsigned = request.unsignCookie(raw)
  if (!unsigned.valid || unsigned.value === null) return 'invalid'
  const [userId, sessionId, ...rest] = unsigned.value.split('.')
  if (!userId || !sessionId || rest.length > 0) return 'invalid'
  return { userId, sessionId }
}
