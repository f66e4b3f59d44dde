// buildApp: the whole store server as a Fastify instance that never listens (main.ts listens; tests inject()).
// The shared parts are built once (server/store.ts, `app.store`); then, in order, the cross-cutting plugins
// (server/plugins/), one encapsulated plugin per area of the store (server/areas/), each building its own repos,
// services and handlers, and the contract, which routes every operation of openapi.yaml to its area's handler.
// A new area is one file in server/areas/ and one line below.
import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { accountsArea } from './areas/accounts'
import { cartWishlistArea } from './areas/cart-wishlist'
import { catalogueArea } from './areas/catalogue'
import { chatArea } from './areas/chat'
import { paymentsArea } from './areas/payments'
import { staffArea } from './areas/staff'
import { swapArea } from './areas/swap'
import { vendorsArea } from './areas/vendors'
import { contractPlugin } from './plugins/contract'
import { errorsPlugin, requestChecksPlugin, serverOptions } from './plugins/http'
import { roundsPlugin } from './plugins/scheduler'
import { sandboxesPlugin } from './plugins/sandboxes'
import { securityPlugin } from './plugins/security'
import { staticFilesPlugin } from './plugins/static-files'
import { walletProvidersPlugin } from './plugins/wallet-providers'
import { analyticsPlugin } from './plugins/analytics'
import { appDownloadsPlugin } from './plugins/app-downloads'
import { webPagesPlugin } from './plugins/web-pages'
import { openStore, type AppDeps } from './store'
import { sessionCookieKey } from './handlers/session-cookie'

export { sandboxAccounts, specificationPath, type AppDeps } from './store'

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(deps))
  app.decorate('store', await openStore(app, deps))
  await app.register(errorsPlugin)
  await app.register(roundsPlugin)
  // Before any route is added: each route gets the headers, checks and guards as it is registered.
  await app.register(securityPlugin)
  await app.register(requestChecksPlugin)
  // request.cookies and reply.setCookie: the refresh token's cookie (server/handlers/refresh-cookie.ts), and the page
  // session's, signed (server/handlers/session-cookie.ts).
  await app.register(fastifyCookie, { secret: sessionCookieKey(app.store.settings.tokenSecret) })
  // After the cookies are read, before any route: a consenting visitor's requests run as theirs (docs/adr/0038).
  await app.register(analyticsPlugin)
  await app.register(walletProvidersPlugin)

  await app.register(accountsArea)
  await app.register(catalogueArea)
  await app.register(cartWishlistArea)
  await app.register(paymentsArea)
  await app.register(vendorsArea)
  await app.register(swapArea)
  await app.register(staffArea)
  await app.register(chatArea)
  await app.register(contractPlugin)

  await app.register(sandboxesPlugin)
  await app.register(staticFilesPlugin)
  await app.register(appDownloadsPlugin)
  await app.register(webPagesPlugin)
  return app
}
