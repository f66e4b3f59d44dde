// The analytics providers the operator configured (docs/adr/0038), and nothing at all without one: no cookie, no
// route, no round (the banner and its CSP hash are drawn by web-pages and security on the same condition). With one:
// each request of a visitor whose consent cookie says they accepted runs as theirs (server/analytics-context.ts), so the
// events it records are forwarded; POST /consent keeps a choice in the cookie; and the forwarding round sends what is
// due. POST /consent is outside /api and the contract, like /get-app: a form a person sends, not an API call.
import { randomUUID } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_PATH,
  consentCookieValue,
  consentOf,
  isConsentChoice,
  type Consent,
} from '../../src/domain/consent'
import { asNobody, asVisitor } from '../analytics-context'
import { analyticsForwardsRepo } from '../db/repos/analytics-forwards.repo'
import { envelope } from '../errors'
import { ANALYTICS_ROUND_MS, analyticsForwarding } from '../services/analytics-forwarding'

/** The store page a request came from: the page itself, or for a call the page made, its Referer (the store's only). */
function pageUrlOf(request: FastifyRequest, publicUrl: string): string | null {
  const path = request.url.split('?')[0] ?? '/'
  if (request.method === 'GET' && !path.startsWith('/api/')) return `${publicUrl}${path}`
  const referer = request.headers.referer
  return referer && referer.startsWith(`${publicUrl}/`) ? referer.split('#')[0]! : null
}

/** A choice sent from another site's page is refused: only the store's own pages ask for it. */
function isFromAnotherSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site'
  try {
    return new URL(origin).host !== request.headers.host
  } catch {
    return true
  }
}

export const analyticsPlugin = fp(
  async (app) => {
    const { deps, db, now, publicUrl, analytics } = app.store
    if (analytics.length === 0) return
    const providers = analytics.map((provider) => provider.name)

    app.addHook('onRequest', (request, _reply, done) => {
      const consent = consentOf(request.cookies[CONSENT_COOKIE])
      if (consent?.state !== 'accepted') return asNobody(done)
      asVisitor(
        {
          visitor: consent.visitor,
          ip: request.ip,
          userAgent: request.headers['user-agent'] || null,
          pageUrl: pageUrlOf(request, publicUrl),
          providers,
        },
        done,
      )
    })

    const forwarding = analyticsForwarding({ forwards: analyticsForwardsRepo(db), providers: analytics, now })
    app.rounds.add({
      name: 'analytics',
      everyMs: deps.analyticsRoundMs ?? ANALYTICS_ROUND_MS,
      run: () => forwarding.round(),
    })

    await app.register(async (scoped) => {
      scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      )
      scoped.post(CONSENT_PATH, async (request, reply) => {
        reply.header('Cache-Control', 'no-store')
        if (isFromAnotherSite(request)) return reply.code(403).send(envelope('Choose on the store’s own page.'))
        const body = request.body as Record<string, unknown> | undefined
        const choice = body?.choice
        if (!isConsentChoice(choice)) return reply.code(400).send(envelope('Choose Accept or Decline.'))
        const previous = consentOf(request.cookies[CONSENT_COOKIE])
        const consent: Consent =
          choice === 'accept'
            ? { state: 'accepted', visitor: previous?.state === 'accepted' ? previous.visitor : randomUUID() }
            : { state: 'declined' }
        reply.setCookie(CONSENT_COOKIE, consentCookieValue(consent), {
          path: '/',
          maxAge: CONSENT_MAX_AGE_SECONDS,
          sameSite: 'lax',
          secure: publicUrl.startsWith('https:'),
          // The banner's script reads whether a choice was made; the value is no secret.
          httpOnly: false,
        })
        // A form sent without the script: back to the page it was sent from (the store's own), else home.
        if (/\btext\/html\b/.test(request.headers.accept ?? '')) {
          const referer = request.headers.referer
          const back = referer?.startsWith(`${publicUrl}/`) ? referer.slice(publicUrl.length) : '/'
          return reply.redirect(back, 303)
        }
        return reply.code(204).send()
      })
    })
  },
  { name: 'analytics', dependencies: ['rounds'] },
)
