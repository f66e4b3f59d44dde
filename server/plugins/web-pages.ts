// The pages: every path that is not the API, a file or media is drawn by the web app's router (its own 404 page
// included), with the page's title and preview tags already in the HTML (ADR 0003, 0005); anything else unknown is
// the envelope's 404. The not-found handler is the root's, so this plugin is not encapsulated.
import { gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { matchRoute } from '../../src/domain/routes'
import { DomainError, envelope, NOT_FOUND_MESSAGE } from '../errors'
import { DRAWING_HEADER } from '../handlers/products'
import { clearSessionCookie, pageSessionOf } from '../handlers/session-cookie'
import { toApiUser } from '../services/accounts'
import { pageCache, type SentPage } from '../web/page-cache'
import { isShopperPage, webPages, type Shopper } from '../web/web-pages'
import { webRootOf } from './static-files'

export const webPagesPlugin = fp(
  async (app) => {
    const { deps, publicUrl, catalogueCache, sessions, users, tokens } = app.store
    const webRoot = webRootOf(deps.webRoot)
    const drawing = webRoot
      ? webPages({
          webRoot,
          // Through the API itself, so the page starts from exactly what the app's own calls get (its schema,
          // its errors, the catalogue's read cache).
          apiGet: async (path) => {
            const answer = await app.inject({ method: 'GET', url: path, headers: { [DRAWING_HEADER]: '1' } })
            return { status: answer.statusCode, body: answer.json() }
          },
          ...(deps.renderApp ? { renderApp: deps.renderApp } : {}),
          logError: (error, url) => app.log.error({ err: error, url }, 'drawing the page failed; the browser draws it'),
          ...(deps.now ? { now: () => deps.now!().getTime() } : {}),
          consentBanner: app.store.analytics.length > 0,
        })
      : undefined

    // Absolute URLs (canonical, previews) come from the configured address, never from the request's Host.
    const pages =
      drawing && pageCache((pathname, search) => drawing.render(pathname, search, publicUrl), deps.pageCacheMs ?? 0)
    if (pages) {
      // A catalogue write forgets the drawn pages as well as the read cache's answers, so pages show it at once.
      const stopListening = catalogueCache.subscribe(pages.clear)
      app.addHook('onClose', async () => stopListening())
    }

    /**
     * The shopper a signed-in page is drawn for (docs/adr/0050): the one its page session cookie names, while that
     * session is live (the guard's own check, through its 2-second cache) and their email verified (an unverified
     * shopper's page is /verification, which the browser decides). A cookie the store did not sign, or one for a session
     * that has ended, is cleared, and the page is drawn as for anyone (its frame).
     */
    async function shopperOf(request: FastifyRequest, reply: FastifyReply): Promise<Shopper | undefined> {
      const named = pageSessionOf(request)
      if (named === null) return undefined
      if (named !== 'invalid') {
        try {
          await sessions.requireLive(named.sessionId, named.userId)
          const user = await users.findById(named.userId)
          if (user && user.emailVerifiedAt === null) return undefined
          if (user) {
            // A token for this drawing only, never sent: the page's reads go through the API's own guard.
            const authorization = `Bearer ${await tokens.issue(user.id, named.sessionId)}`
            return {
              user: toApiUser(user),
              apiGet: async (path) => {
                const answer = await app.inject({
                  method: 'GET',
                  url: path,
                  headers: { authorization, [DRAWING_HEADER]: '1' },
                })
                return { status: answer.statusCode, body: answer.json() }
              },
            }
          }
        } catch (error) {
          if (!(error instanceof DomainError)) throw error
        }
      }
      clearSessionCookie(reply)
      return undefined
    }

    app.setNotFoundHandler(async (request, reply) => {
      const queryAt = request.url.indexOf('?')
      const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt)
      // A path ending in a file name (/favicon.ico, /robots.txt) is a missing file, not a page: a plain 404,
      // without drawing the 404 page for it.
      const isClientRoute =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/(api|media|assets)(\/|$)/.test(path) &&
        !/\/[^/]*\.[a-z0-9]+$/i.test(path)
      if (pages && isClientRoute) {
        // History fallback: the web app's router draws every other path, its own 404 page included; the HTML
        // already carries the page's title and preview tags, and a 404 status when the page is the 404 or an
        // unknown product (ADR 0003).
        const search = queryAt === -1 ? '' : request.url.slice(queryAt)
        // A signed-in page drawn for the shopper its cookie names is theirs alone: drawn for them each time, never kept
        // here nor by any shared cache (docs/adr/0050).
        const shopper = drawing && isShopperPage(path) ? await shopperOf(request, reply) : undefined
        let page: SentPage
        if (drawing && shopper) {
          const own = await drawing.render(path, search, publicUrl, shopper)
          page = { ...own, gzip: gzipSync(own.html) }
          reply.header('Cache-Control', 'private, no-store')
        } else {
          page = await pages.page(path, search)
          reply.header('Cache-Control', 'no-cache')
        }
        // A product's page opened at its address, drawn or from the cache (spec §7 'view content'; docs/adr/0037).
        const shown = matchRoute(path)
        if (request.method === 'GET' && page.status === 200 && shown.name === 'productDetails')
          app.store.events.seen('viewContent', shown.params.productId ?? null)
        reply
          .code(page.status)
          // A page that can be drawn for a shopper differs by their cookie.
          .header('Vary', isShopperPage(path) ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
          .type('text/html; charset=utf-8')
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
          return reply.header('Content-Encoding', 'gzip').send(page.gzip)
        return reply.send(page.html)
      }
      return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
    })
  },
  { name: 'web-pages' },
)
