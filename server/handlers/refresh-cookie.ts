// The refresh token's cookie (docs/adr/0023): `oja_refresh`, readable by no script (HttpOnly), sent by the browser only
// to the store's own pages (SameSite=Strict) and only to the users calls (Path=/api/users), over https only when the
// request came over https (Fastify's request.protocol, which believes X-Forwarded-Proto from a trusted proxy only).
// With 'Keep me signed in' it lasts the session's lifetime (Max-Age); without, until the browser closes.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Session } from '../../src/domain/contract'
import type { SessionGrant } from '../services/accounts'
import { clearSessionCookie, setSessionCookie } from './session-cookie'

export const REFRESH_COOKIE = 'oja_refresh'
export const REFRESH_COOKIE_PATH = '/api/users'

const ATTRIBUTES = { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: 'auto' } as const

/** The refresh token the browser sent, if any. */
export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined
}

/** Sets the grant's refresh token as the cookie (when it has one), with the page session's cookie beside it for as
 *  long (docs/adr/0050), and answers with its session. */
export function grantReply(reply: FastifyReply, { session, sessionId, refresh }: SessionGrant): { data: Session } {
  if (refresh) {
    reply.setCookie(REFRESH_COOKIE, refresh.token, {
      ...ATTRIBUTES,
      ...(refresh.maxAgeSeconds === null ? {} : { maxAge: refresh.maxAgeSeconds }),
    })
    setSessionCookie(reply, { userId: session.user._id, sessionId }, refresh.maxAgeSeconds)
  }
  return { data: session }
}

/** Tells the browser to forget the refresh token and the page session (the session has ended). */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, ATTRIBUTES)
  clearSessionCookie(reply)
}
