// buildApp: the whole store server as a Fastify instance that never listens (main.ts listens; tests inject()).
// Routes and request validation come from openapi.yaml; every operation without a handler answers 501.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Server } from 'node:http'
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify'
import fastifyOpenapiGlue from 'fastify-openapi-glue'
import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler'
import type { Database } from './db/database'
import { addressRepo } from './db/repos/address.repo'
import { availabilityRepo } from './db/repos/availability.repo'
import { cartRepo } from './db/repos/cart.repo'
import { catalogueRepo } from './db/repos/catalogue.repo'
import { catalogueCacheOf } from './db/repos/catalogue-cache'
import { productsWriteRepo } from './db/repos/products-write.repo'
import { otpRepo } from './db/repos/otp.repo'
import { outboxRepo } from './db/repos/outbox.repo'
import { usersRepo } from './db/repos/users.repo'
import { wishlistRepo } from './db/repos/wishlist.repo'
import { DEFAULT_SWAP_TEAM_EMAIL, DEFAULT_TOKEN_LIFETIME_HOURS, GOOGLE_JWKS_URL, APPLE_JWKS_URL, repoRoot, type AccountsConfig, type PaymentsConfig } from './config'
import { DomainError, NOT_FOUND_MESSAGE, NOT_IMPLEMENTED_MESSAGE, envelope, errorHandler } from './errors'
import type { AnyHandler, Handlers } from './handlers/handler'
import type { OperationId } from '../src/domain/contract'
import { addressHandlers } from './handlers/address'
import { cartHandlers } from './handlers/carts'
import { categoryHandlers } from './handlers/categories'
import { productHandlers } from './handlers/products'
import { promoHandlers } from './handlers/promo'
import { userHandlers } from './handlers/users'
import { identityHandlers } from './handlers/identity'
import { wishlistHandlers } from './handlers/wishlists'
import { registerOutboxPage } from './dev/outbox-page'
import { registerHealthChecks } from './health'
import { registerInputGuards } from './input-guard'
import { addRouteHook, operationIdOf } from './route-hooks'
import { registerAccessChecks } from './access'
import { liveScriptProviders, registerSecurityHeaders } from './security-headers'
import { registerSandboxCheckout } from './providers/payments/sandbox-checkout'
import { registerThrottling, THROTTLE_LIMITS, type ThrottleLimits } from './throttle'
import { rateLimitRepo } from './db/repos/rate-limit.repo'
import { applyServerLimits, clientErrorHandler, HTTP_LIMITS, serverLimits, type HttpLimits } from './http-limits'
import { registerLinkPreviewImages } from './media/link-preview-images'
import { folderStorage, isPictureKey, type PictureStorage } from './media/storage'
import { uploadsRepo } from './db/repos/uploads.repo'
import { uploadHandlers } from './handlers/uploads'
import { UPLOADS_FOLDER } from './media/ingest'
import { UPLOAD_LIMIT, uploadsService, type UploadsService } from './services/uploads'
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '../src/domain/uploads'
import type { Mailer } from './providers/mail/mailer'
import { sandboxMailer } from './providers/mail/sandbox-mailer'
import { smtpMailer } from './providers/mail/smtp-mailer'
import type { IdentityProvider, IdentityProviderName } from './providers/identity/identity-provider'
import { liveIdentity } from './providers/identity/live-identity'
import { sandboxIdentity } from './providers/identity/sandbox-identity'
import { accountsService, type AccountsService } from './services/accounts'
import { authGuard } from './services/auth-guard'
import { availabilityService, type AvailabilityService } from './services/availability'
import { cartService, type CartService } from './services/cart'
import { catalogueService, type CatalogueService } from './services/catalogue'
import { vendorProductsService, type VendorProductsService } from './services/vendor-products'
import { webPages } from './web/web-pages'
import { pageCache } from './web/page-cache'
import type { PageRenderer } from './web/page-renderer'
import { identityService, type IdentityService } from './services/identity'
import { tokenService } from './services/tokens'
import { wishlistService, type WishlistService } from './services/wishlist'
import { addressService, type AddressService } from './services/address'
import { ordersRepo } from './db/repos/orders.repo'
import { sandboxPaymentsRepo } from './db/repos/sandbox-payments.repo'
import { orderHandlers } from './handlers/orders'
import { paymentHandlers } from './handlers/payments'
import { flutterwavePayments } from './providers/payments/flutterwave'
import type { PaymentProvider } from './providers/payments/payment-provider'
import { sandboxPayments, type SandboxPayments } from './providers/payments/sandbox-payments'
import { ordersService, type OrdersService } from './services/orders'
import { paymentsService, type PaymentsService } from './services/payments'
import { paymentTokenService } from './services/tokens'
import { walletRepo } from './db/repos/wallet.repo'
import { walletHandlers } from './handlers/wallets'
import type { WalletProviders } from './providers/wallet/sandbox-wallet'
import type { BankProvider } from './providers/wallet/wallet-providers'
import { walletProvidersOf } from './providers/wallet/wallet-providers-of'
import { walletService, type WalletService } from './services/wallet'
import { walletPayouts, type WalletPayouts } from './services/wallet-payouts'
import { checkoutPricing } from './services/payments'
import { swapRepo } from './db/repos/swap.repo'
import { swapHandlers } from './handlers/swap'
import { swapService, type SwapService } from './services/swap'
import { refundsRepo } from './db/repos/refunds.repo'
import { refundsService } from './services/refunds'
import { roundTurnsRepo } from './db/repos/round-turns.repo'
import { scheduler, type Scheduler } from './scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    /** The background rounds (server/scheduler.ts): started when the app is ready, stopped when it closes. */
    rounds: Scheduler
  }
}

export const specificationPath = join(repoRoot, 'openapi.yaml')

export interface AppDeps {
  database: Database
  /** Generated product images, served at /media/. */
  mediaDir: string
  /** The built web app; without it only /api and /media are served. */
  webRoot?: string
  /** The web app's built render entry (server/web/page-renderer.ts); without it pages are drawn in the browser. */
  renderApp?: PageRenderer
  /** false (the default) for tests; true or pino options for JSON logs (a stream: tests that read the log). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } }
  /** The clock, so tests can decide which promo is running and when codes and tokens expire. */
  now?: () => Date
  /** Per-account and per-address limits on the account operations (ADR 0007); false turns them off (tests that
   *  are not about throttling sign many people up from one address). */
  throttle?: ThrottleLimits | false
  /** How long a drawn page is kept and sent again (the catalogue cache's age in production); 0, the default, draws
   *  every page afresh. */
  pageCacheMs?: number
  /** The store's public origin (server/config.ts PUBLIC_URL): the only source of absolute URLs in pages. */
  publicUrl?: string
  /** Which proxies to believe about the client's address (server/config.ts TRUST_PROXY); none by default. */
  trustProxy?: boolean | number | string[]
  /** How long to wait for clients and how many connections to hold (ADR 0007); tests shorten them. */
  httpLimits?: HttpLimits
  /** Token, mail and identity settings (server/config.ts, token secret resolved). Without them: a random token
   *  secret for this instance, the sandbox outbox and the sandbox identity providers. */
  accounts?: AccountsConfig & { tokenSecret: string }
  /** Card payment: the Flutterwave keys (server/config.ts), or a provider a test made. Without keys the store's own
   *  card payment sandbox takes the payments (ADR 0009). */
  payments?: PaymentsConfig | PaymentProvider
  /** How long after a successful sandbox payment the sandbox calls the webhook; false: never (tests that confirm
   *  only by the shopper's call). */
  sandboxWebhookDelayMs?: number | false
  /** The wallet's banks and VTU services (ADR 0010), or ones a test made. Without them: Flutterwave's with the card
   *  payment keys, else the store's own sandboxes. */
  walletProviders?: WalletProviders
  /** How often payouts left pending are settled with their providers (wallet-payouts.ts settlePending); every
   *  minute by default, false: never (tests that settle by hand or are not about it). */
  walletSettlementMs?: number | false
  /** Where swap requests are emailed (server/config.ts SWAP_TEAM_EMAIL); swaps@oja.ng by default. */
  swapTeamEmail?: string
  /** Where uploaded pictures are kept (server/media/storage.ts); the folder storage on `mediaDir` by default. */
  pictures?: PictureStorage
  /** How often uploads nothing named are swept (services/uploads.ts sweep); hourly by default, false: never. */
  uploadSweepMs?: number | false
  /** How often due refunds of refused orders are tried again (services/refunds.ts round); every minute by default,
   *  false: never by itself. Every round still runs by hand: `app.rounds.run(name)` (server/scheduler.ts). */
  refundRoundMs?: number | false
}

/** A token secret for an app built without one (tests): tokens die with the instance. */
function instanceSecret(): string {
  return randomBytes(48).toString('base64url')
}

async function identityProvider(provider: IdentityProviderName, settings: AccountsConfig['google'], now: () => Date): Promise<IdentityProvider> {
  return settings.clientId ? liveIdentity({ provider, clientId: settings.clientId, jwksUrl: settings.jwksUrl, now }) : sandboxIdentity({ provider, now })
}

/** The account settings of a store with no outside services configured: the outbox and the identity sandboxes. */
export function sandboxAccounts(tokenSecret: string): AccountsConfig & { tokenSecret: string } {
  return {
    tokenSecret,
    tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_HOURS * 3600,
    mailFrom: 'Oja <no-reply@oja.ng>',
    google: { jwksUrl: GOOGLE_JWKS_URL },
    apple: { jwksUrl: APPLE_JWKS_URL },
  }
}

/** The live Flutterwave adapter with keys (or the provider a test gave), else the sandbox, which answers inside `app`. */
function paymentProviderOf(deps: AppDeps, app: FastifyInstance, now: () => Date): { provider: PaymentProvider; sandbox?: SandboxPayments } {
  const given = deps.payments
  if (given && 'mode' in given) return { provider: given }
  if (given?.flutterwave) return { provider: flutterwavePayments(given.flutterwave) }
  const sandbox = sandboxPayments({
    app,
    payments: sandboxPaymentsRepo(deps.database.db),
    now,
    ...(deps.sandboxWebhookDelayMs === undefined ? {} : { webhookDelayMs: deps.sandboxWebhookDelayMs }),
  })
  return { provider: sandbox.provider, sandbox }
}


/** Long-lived caching for files whose URL changes when their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

const notImplemented: AnyHandler = async () => {
  throw new DomainError('notImplemented', NOT_IMPLEMENTED_MESSAGE)
}

/** What Fastify calls to compile one route part's schema (see validatorFactory). */
type RouteCompiler = (route: RouteDefinition) => ReturnType<ReturnType<BuildCompilerFromPool>>

/**
 * One Ajv for query, path and header values, which arrive as text and are coerced to the contract's types, and
 * one for bodies, which are JSON already and are taken as sent. Both keep unknown fields so that
 * `additionalProperties: false` rejects them with 400 instead of dropping them silently.
 */
function validatorFactory(): BuildCompilerFromPool {
  const build = AjvCompiler()
  const shared = { removeAdditional: false, useDefaults: true, allErrors: false, allowUnionTypes: true, formats: { binary: true } } as const
  return (externalSchemas, serverOptions = {}) => {
    // openapi.yaml is JSON Schema: Fastify's own Ajv options apply, JTD ones never arise.
    const customOptions = serverOptions.mode === 'JTD' ? {} : serverOptions.customOptions
    const compile = (coerceTypes: boolean): RouteCompiler =>
      build(externalSchemas, { onCreate: serverOptions.onCreate, plugins: serverOptions.plugins, customOptions: { ...customOptions, ...shared, coerceTypes } })
    const forText = compile(true)
    const forBodies = compile(false)
    const byPart: RouteCompiler = (route) => (route.httpPart === 'body' ? forBodies(route) : forText(route))
    // @fastify/ajv-compiler declares the compiler as (schema, meta) => validate, but Fastify calls it with the
    // route definition ({ schema, method, url, httpPart }), which is what this one reads.
    return byPart as ReturnType<BuildCompilerFromPool>
  }
}

/**
 * Fastify validates a body only when its content type has a schema, so a body-less or text/plain request would
 * skip validation. Each operation with a request body therefore also checks that the body came in a declared
 * content type. Multipart bodies are read as streams by their handler, so their schema is not run on
 * `request.body` (which multipart leaves empty).
 */
function requireDeclaredBody(route: RouteOptions) {
  const body = route.schema?.body as { content?: Record<string, unknown> } | undefined
  const content = body?.content
  if (!content || !route.schema) return
  const accepted = Object.keys(content)
  if ('multipart/form-data' in content) {
    delete content['multipart/form-data']
    if (Object.keys(content).length === 0) delete route.schema.body
  }
  const check = async (request: FastifyRequest) => {
    const mediaType = request.mediaType
    if (mediaType === undefined) throw new DomainError('invalid', 'The request body is required')
    if (!accepted.includes(mediaType)) throw new DomainError('unsupportedMediaType', `Send the request body as ${accepted.join(' or ')}`)
  }
  addRouteHook(route, 'preValidation', check)
}

/** The handler of an operationId the router read from openapi.yaml, if there is one. */
function handlerFor(handlers: Handlers, operationId: string): AnyHandler | undefined {
  const byOperationId: Partial<Record<string, AnyHandler>> = handlers
  return Object.hasOwn(byOperationId, operationId) ? byOperationId[operationId] : undefined
}

export interface Services {
  catalogue: CatalogueService
  accounts: AccountsService
  identity: IdentityService
  cart: CartService
  wishlist: WishlistService
  availability: AvailabilityService
  vendorProducts: VendorProductsService
  address: AddressService
  payments: PaymentsService
  orders: OrdersService
  wallet: WalletService
  payouts: WalletPayouts
  uploads: UploadsService
  paymentProvider: PaymentProvider
  /** Banks and transfers: their webhook calls come to the same URL as card payments'. */
  banks: BankProvider
  /** Only while card payment runs in the sandbox. */
  sandboxPayments?: SandboxPayments
  swap: SwapService
}

export function buildHandlers(services: Services): Handlers {
  return {
    ...productHandlers(services),
    ...categoryHandlers(services),
    ...promoHandlers(services),
    ...userHandlers(services),
    ...identityHandlers(services),
    ...cartHandlers(services),
    ...wishlistHandlers(services),
    ...addressHandlers(services),
    ...paymentHandlers(services),
    ...orderHandlers(services),
    ...walletHandlers(services),
    ...swapHandlers(services),
    ...uploadHandlers(services),
  }
}

/** Fastify's trustProxy: a count of hops to believe is given to it as a function. */
function trustProxyOption(trust: boolean | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}

/** The catalogue's public reads; every other operation's answer may carry a token or someone's data. */
const PUBLIC_READS: ReadonlySet<string> = new Set<OperationId>(['listProducts', 'getProductBySlug', 'listCategories', 'getPromo'])

/** `Cache-Control: no-store` on every operation's answer that may carry a token or personal data, so no cache keeps
 *  it: all but the public reads, and those too when asked with a token. */
function noStoreUnlessPublic(route: RouteOptions) {
  const operationId = operationIdOf(route)
  if (operationId === undefined) return
  const publicRead = PUBLIC_READS.has(operationId)
  const mark = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!publicRead || request.headers.authorization !== undefined) reply.header('Cache-Control', 'no-store')
  }
  addRouteHook(route, 'onRequest', mark)
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const limits = deps.httpLimits ?? HTTP_LIMITS
  const options: FastifyHttpOptions<Server> = {
    logger: deps.logger ?? false,
    schemaController: { compilersFactory: { buildValidator: validatorFactory() } },
    // /api/products/x/ is not /api/products/x: one URL per resource. Path values up to 256 characters reach
    // validation (and get a 400 naming the field); longer ones are refused by the router (414).
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, maxParamLength: 256 },
    // Malformed URLs and over-long path values are refused before routing: same envelope.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    // So is what Node's HTTP parser refuses before Fastify sees a request.
    clientErrorHandler,
    ...serverLimits(limits),
    trustProxy: trustProxyOption(deps.trustProxy ?? false),
    // While closing, server/health.ts answers new requests 503 in the store's envelope.
    return503OnClosing: false,
  }
  const app = Fastify(options)
  applyServerLimits(app.server, limits)

  app.setErrorHandler(errorHandler)
  const publicUrl = deps.publicUrl ?? 'http://localhost'
  const now = deps.now ?? (() => new Date())
  const payment = paymentProviderOf(deps, app, now)
  await registerSecurityHeaders(app, {
    publicUrl,
    providers: liveScriptProviders({
      google: Boolean(deps.accounts?.google.clientId),
      apple: Boolean(deps.accounts?.apple.clientId),
      flutterwave: payment.provider.mode === 'live',
    }),
  })
  // After the security headers, so the sandbox's script is sent with a file's headers.
  if (payment.sandbox) registerSandboxCheckout(app)
  app.addHook('onRoute', noStoreUnlessPublic)

  // Only the content types the contract declares: JSON and multipart (text/plain is Fastify's default too).
  app.removeContentTypeParser('text/plain')
  // One file more than a product takes, so "too many" is told apart from a form cut short (handlers/uploads.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES + 1, fields: 20, parts: 30 } })

  app.addHook('onRoute', requireDeclaredBody)
  registerInputGuards(app)

  const settings: AccountsConfig & { tokenSecret: string } = deps.accounts ?? sandboxAccounts(instanceSecret())
  if (deps.throttle !== false) {
    const repo = rateLimitRepo(deps.database.db)
    registerThrottling(app, { repo, limits: deps.throttle ?? THROTTLE_LIMITS, now })
  }
  const users = usersRepo(deps.database.db)
  const outbox = outboxRepo(deps.database.db)
  const mailer: Mailer = settings.smtp
    ? smtpMailer({ ...settings.smtp, from: settings.mailFrom, now })
    : sandboxMailer({ outbox, log: app.log, now })
  const identityProviders = {
    google: await identityProvider('google', settings.google, now),
    apple: await identityProvider('apple', settings.apple, now),
  }
  const tokens = tokenService({ secret: settings.tokenSecret, lifetimeSeconds: settings.tokenLifetimeSeconds, now })
  const guard = authGuard({ tokens, findUser: users.findById })
  // Who is calling, and whether they may, before anything reads what they sent (server/access.ts).
  registerAccessChecks(app, { guard, specificationPath })
  const products = catalogueRepo(deps.database.db)
  const catalogue = catalogueService(products, deps.now)
  const accounts = accountsService({ users, otp: otpRepo(deps.database.db), mailer, tokens, identity: identityProviders, now, log: app.log })
  // Carts, wishlists and availability requests read products afresh (not through the read cache): their prices and
  // stock checks must be the catalogue's as it is now.
  const cart = cartService({ carts: cartRepo(deps.database.db), catalogue: products, now })
  const wishlist = wishlistService({ wishlists: wishlistRepo(deps.database.db), catalogue: products, now })
  const availability = availabilityService({ requests: availabilityRepo(deps.database.db), catalogue: products, mailer, publicUrl, now, log: app.log })
  const vendorProducts = vendorProductsService({ writes: productsWriteRepo(deps.database.db), catalogue: products, availability, now })
  const address = addressService({ addresses: addressRepo(deps.database.db), now })
  const orderRows = ordersRepo(deps.database.db)
  const paymentTokens = paymentTokenService({ secret: settings.tokenSecret, now })
  const given = deps.payments
  const walletProviders = deps.walletProviders ?? walletProvidersOf({
    app,
    database: deps.database,
    now,
    log: app.log,
    // One set of Flutterwave keys for all of its services: live card payment means live banks and VTU.
    flutterwave: given && !('mode' in given) ? given.flutterwave : undefined,
    ...(deps.sandboxWebhookDelayMs === false ? { webhook: false } : deps.sandboxWebhookDelayMs === undefined ? {} : { transferDelayMs: deps.sandboxWebhookDelayMs }),
  })
  const payments = paymentsService({
    carts: cartRepo(deps.database.db),
    catalogue: products,
    addresses: addressRepo(deps.database.db),
    orders: orderRows,
    tokens: paymentTokens,
    provider: payment.provider,
    now,
  })
  const refunds = refundsService({ refunds: refundsRepo(deps.database.db), provider: payment.provider, findUser: users.findById, mailer, now, log: app.log })
  const orders = ordersService({
    orders: orderRows,
    provider: payment.provider,
    paymentTokens,
    findUser: users.findById,
    mailer,
    refunds,
    now,
    log: app.log,
  })
  const wallets = walletRepo(deps.database.db)
  const wallet = walletService({
    wallets,
    provider: payment.provider,
    price: checkoutPricing({ carts: cartRepo(deps.database.db), catalogue: products, addresses: addressRepo(deps.database.db) }),
    orders,
    now,
    log: app.log,
  })
  const payouts = walletPayouts({
    wallets,
    banks: walletProviders.banks,
    vtu: walletProviders.vtu,
    withdrawalFeePercent: async () => (await catalogue.getActivePromo())?.withdrawalFee,
    mailer,
    findUser: users.findById,
    now,
    log: app.log,
  })
  const pictures = deps.pictures ?? folderStorage(deps.mediaDir)
  registerHealthChecks(app, { database: deps.database, pictures })
  const uploads = uploadsService({
    uploads: uploadsRepo(deps.database.db),
    storage: pictures,
    ...(deps.throttle === false ? {} : { throttle: { repo: rateLimitRepo(deps.database.db), limit: UPLOAD_LIMIT } }),
    now,
  })
  // Background work, each round once across every store process on the database (ADR 0014).
  const rateLimits = rateLimitRepo(deps.database.db)
  const rounds = scheduler({
    rounds: [
      { name: 'settlement', everyMs: deps.walletSettlementMs ?? 60_000, run: () => payouts.settlePending() },
      { name: 'refunds', everyMs: deps.refundRoundMs ?? 60_000, run: () => refunds.round() },
      // Ended windows are only clutter; with throttling off there are none.
      { name: 'throttleSweep', everyMs: deps.throttle === false ? false : 10 * 60_000, run: () => rateLimits.sweep(now()) },
      { name: 'uploadSweep', everyMs: deps.uploadSweepMs ?? 60 * 60_000, run: () => uploads.sweep() },
    ],
    turns: roundTurnsRepo(deps.database.db),
    now,
    log: app.log,
  })
  app.decorate('rounds', rounds)
  app.addHook('onReady', async () => rounds.start())
  app.addHook('onClose', async () => rounds.stop())
  const handlers = buildHandlers({
    catalogue,
    accounts,
    identity: identityService(identityProviders),
    cart,
    wishlist,
    availability,
    vendorProducts,
    address,
    payments,
    orders,
    wallet,
    payouts,
    uploads,
    paymentProvider: payment.provider,
    banks: walletProviders.banks,
    ...(payment.sandbox ? { sandboxPayments: payment.sandbox } : {}),
    swap: swapService({ requests: swapRepo(deps.database.db), mailer, teamEmail: deps.swapTeamEmail ?? DEFAULT_SWAP_TEAM_EMAIL, publicUrl, now, log: app.log }),
  })
  app.decorateRequest('user', null)
  const served = new Set<string>()
  await app.register(fastifyOpenapiGlue, {
    specification: specificationPath,
    operationResolver: (operationId: string) => {
      served.add(operationId)
      return handlerFor(handlers, operationId) ?? notImplemented
    },
    securityHandlers: {
      // Run as a preHandler, after validation: the user was already authenticated in onRequest (server/access.ts).
      async bearerAuth(request: FastifyRequest) {
        request.user ??= await guard.authenticate(request.headers.authorization)
      },
    },
  })
  // A handler whose operationId is not in the contract would never run: fail at start, not in production.
  const orphans = Object.keys(handlers).filter((operationId) => !served.has(operationId))
  if (orphans.length > 0) throw new Error(`Handlers for operations that are not in openapi.yaml: ${orphans.join(', ')}`)
  if (mailer.kind === 'sandbox') registerOutboxPage(app, outbox)

  // Uploaded pictures from their storage (a bucket is not this folder); more specific than the folder's /media/*.
  app.get<{ Params: { '*': string } }>(`/media/${UPLOADS_FOLDER}/*`, async (request, reply) => {
    const key = `${UPLOADS_FOLDER}/${request.params['*']}`
    const picture = isPictureKey(key) ? await pictures.get(key) : null
    if (!picture) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
    return reply.header('Cache-Control', IMMUTABLE).type('image/webp').send(picture.bytes)
  })
  if (existsSync(deps.mediaDir)) {
    await app.register(fastifyStatic, {
      root: deps.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
    })
    registerLinkPreviewImages(app, { mediaDir: deps.mediaDir, pictures, cacheControl: IMMUTABLE })
  }

  const webRoot = deps.webRoot && existsSync(join(deps.webRoot, 'index.html')) ? deps.webRoot : undefined
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      // Pages (/, /index.html, any folder) go through the fallback below, which writes each page's title and
      // link-preview tags into them.
      index: false,
      // One route per file of the build, found at start: a page's path goes straight to the fallback instead of
      // first asking the disk for a file of that name (the build does not change while the store runs).
      wildcard: false,
      allowedPath: (pathname) => !pathname.endsWith('/') && pathname !== '/index.html',
      // The build writes a .gz beside each script and style sheet (vite.config.ts).
      preCompressed: true,
      // Every file here is named by its content and cached for a year: validators and ranges would only add
      // header bytes to each response on a slow link.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      cacheControl: false,
      // Vite names everything under /assets/ by content hash; index.html must be revalidated to pick them up.
      setHeaders: (reply, path) => reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
    })
  }

  const drawing = webRoot
    ? webPages({
        webRoot,
        // Through the API itself, so the page starts from exactly what the app's own calls get (its schema,
        // its errors, the catalogue's read cache).
        apiGet: async (path) => {
          const answer = await app.inject({ method: 'GET', url: path })
          return { status: answer.statusCode, body: answer.json() }
        },
        ...(deps.renderApp ? { renderApp: deps.renderApp } : {}),
        logError: (error, url) => app.log.error({ err: error, url }, 'drawing the page failed; the browser draws it'),
        ...(deps.now ? { now: () => deps.now!().getTime() } : {}),
      })
    : undefined

  // Absolute URLs (canonical, previews) come from the configured address, never from the request's Host.
  const pages = drawing && pageCache((pathname, search) => drawing.render(pathname, search, publicUrl), deps.pageCacheMs ?? 0)
  if (pages) {
    // A catalogue write forgets the drawn pages as well as the read cache's answers, so pages show it at once.
    const stopListening = catalogueCacheOf(deps.database.db).subscribe(pages.clear)
    app.addHook('onClose', async () => stopListening())
  }

  app.setNotFoundHandler(async (request, reply) => {
    const queryAt = request.url.indexOf('?')
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt)
    // A path ending in a file name (/favicon.ico, /robots.txt) is a missing file, not a page: a plain 404,
    // without drawing the 404 page for it.
    const isClientRoute = (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|media|assets)(\/|$)/.test(path) && !/\/[^/]*\.[a-z0-9]+$/i.test(path)
    if (pages && isClientRoute) {
      // History fallback: the web app's router draws every other path, its own 404 page included; the HTML
      // already carries the page's title and preview tags, and a 404 status when the page is the 404 or an
      // unknown product (ADR 0003).
      const page = await pages.page(path, queryAt === -1 ? '' : request.url.slice(queryAt))
      reply.code(page.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8')
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('Content-Encoding', 'gzip').send(page.gzip)
      return reply.send(page.html)
    }
    return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
  })

  return app
}
