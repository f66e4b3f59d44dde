// What every area of the server shares, built once per app and decorated on it as `app.store`: the database, the
// clock, the settings, the mailer, the sign-in guard and the outside services (card payment, picture storage; the
// banks and VTU are plugins/wallet-providers.ts). Each area (server/areas/) builds its own repos, services and handlers from these; a service an area
// needs from another is built again from the same shared parts (services hold no state of their own).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { FastifyInstance } from 'fastify'
import { backgroundWork, type BackgroundWork } from './background-work'
import type { Database, Db } from './db/database'
import { catalogueCache, type CatalogueCache } from './db/repos/catalogue-cache'
import { followCatalogueSignals } from './db/repos/catalogue-signal'
import { followSessionSignals } from './db/repos/session-signal'
import { outboxRepo, type OutboxRepo } from './db/repos/outbox.repo'
import { smsOutboxRepo, type SmsOutboxRepo } from './db/repos/sms-outbox.repo'
import { sandboxPaymentsRepo } from './db/repos/sandbox-payments.repo'
import { sessionsRepo } from './db/repos/sessions.repo'
import { storeEventsRepo } from './db/repos/store-events.repo'
import { usersRepo, type UsersRepo } from './db/repos/users.repo'
import {
  APPLE_JWKS_URL,
  DEFAULT_ACCESS_TOKEN_MINUTES,
  DEFAULT_TOKEN_LIFETIME_HOURS,
  GOOGLE_JWKS_URL,
  repoRoot,
  type AccountsConfig,
  type AnalyticsConfig,
  type PaymentsConfig,
  type SmsConfig,
} from './config'
import type { Handlers } from './handlers/handler'
import type { HttpLimits } from './http-limits'
import { folderStorage, type PictureStorage } from './media/storage'
import type { IdentityProvider, IdentityProviderName } from './providers/identity/identity-provider'
import { liveIdentity } from './providers/identity/live-identity'
import { sandboxIdentity } from './providers/identity/sandbox-identity'
import type { Mailer } from './providers/mail/mailer'
import { sandboxMailer } from './providers/mail/sandbox-mailer'
import { sandboxSms } from './providers/sms/sandbox-sms'
import type { SmsSender } from './providers/sms/sms'
import { termiiSms } from './providers/sms/termii-sms'
import { smtpMailer } from './providers/mail/smtp-mailer'
import type { AnalyticsProvider } from './providers/analytics/analytics-provider'
import { ga4Measurement } from './providers/analytics/ga4-measurement'
import { metaConversions } from './providers/analytics/meta-conversions'
import { flutterwavePayments } from './providers/payments/flutterwave'
import type { PaymentProvider } from './providers/payments/payment-provider'
import { paymentGateways, type GatewayAdapters, type PaymentGateways } from './providers/payments/payment-gateways'
import { paystackPayments, type PaystackPayments } from './providers/payments/paystack'
import { sandboxPayments, type SandboxPayments } from './providers/payments/sandbox-payments'
import { sandboxPaystack, type SandboxPaystack } from './providers/payments/sandbox-paystack'
import { sandboxPaystackRepo } from './db/repos/sandbox-paystack.repo'
import { authGuard, type AuthGuard } from './services/auth-guard'
import { SESSION_CACHE_MS, sessionsService, type SessionsService } from './services/sessions'
import { paymentTokenService, tokenService, type PaymentTokenService, type TokenService } from './services/tokens'
import { storeEventsRecorder, type StoreEventsRecorder } from './services/store-events'
import type { ThrottleLimits } from './throttle'
import type { ChatStreamSettings } from './chat-streams'
import type { WalletProviders } from './providers/wallet/sandbox-wallet'
import type { PageRenderer } from './web/page-renderer'

export const specificationPath = join(repoRoot, 'openapi.yaml')

let specification: Record<string, unknown> | undefined

/** openapi.yaml as data, read once per process: the router and the access checks take it from here, never write it. */
export function contractDocument(): Readonly<Record<string, unknown>> {
  specification ??= parse(readFileSync(specificationPath, 'utf8')) as Record<string, unknown>
  return specification
}

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
  /** Live chat's streams' heartbeat, lifetime and cap (docs/adr/0036); tests shorten them. */
  chatStreams?: Partial<ChatStreamSettings>
  /** Which proxies to believe about the client's address (server/config.ts TRUST_PROXY); none by default. */
  trustProxy?: boolean | number | string[]
  /** How long to wait for clients and how many connections to hold (ADR 0007); tests shorten them. */
  httpLimits?: HttpLimits
  /** Token, mail and identity settings (server/config.ts, token secret resolved). Without them: a random token
   *  secret for this instance, the sandbox outbox and the sandbox identity providers. */
  accounts?: AccountsConfig & { tokenSecret: string }
  /** Card payment: the Flutterwave keys (server/config.ts), or a provider a test made. Without keys the store's own
   *  card payment sandbox takes the payments (ADR 0009). */
  payments?: PaymentsConfig | PaymentProvider | GivenGateways
  /** How long after a successful sandbox payment the sandbox calls the webhook; false: never (tests that confirm
   *  only by the shopper's call). */
  sandboxWebhookDelayMs?: number | false
  /** Texts to shoppers: Termii's settings (server/config.ts); without them the sandbox outbox keeps every text. */
  sms?: SmsConfig
  /** The wallet's banks and VTU services (ADR 0010), or ones a test made. Without them: Flutterwave's with the card
   *  payment keys, else the store's own sandboxes. */
  walletProviders?: WalletProviders
  /** How often payouts left pending are settled with their providers (wallet-payouts.ts settlePending); every
   *  minute by default, false: never (tests that settle by hand or are not about it). */
  walletSettlementMs?: number | false
  /** Where swap requests are emailed (server/config.ts SWAP_TEAM_EMAIL); swaps@oja.ng by default. */
  swapTeamEmail?: string
  /** Where newly paid orders are announced (server/config.ts ORDERS_TEAM_EMAIL); orders@oja.ng by default. */
  ordersTeamEmail?: string
  /** Where uploaded pictures are kept (server/media/storage.ts); the folder storage on `mediaDir` by default. */
  pictures?: PictureStorage
  /** How often uploads nothing named are swept (services/uploads.ts sweep); hourly by default, false: never. */
  uploadSweepMs?: number | false
  /** How often due refunds of refused orders are tried again (services/refunds.ts round); every minute by default,
   *  false: never by itself. Every round still runs by hand: `app.rounds.run(name)` (server/scheduler.ts). */
  refundRoundMs?: number | false
  /** The analytics providers the operator configured (server/config.ts; docs/adr/0038); none by default, and then
   *  no banner, no cookie and no call. */
  analytics?: AnalyticsConfig
  /** How often consenting visitors' events are forwarded to them; every ANALYTICS_ROUND_MS by default, false: by hand only. */
  analyticsRoundMs?: number | false
}

/** A token secret for an app built without one (tests): tokens die with the instance. */
function instanceSecret(): string {
  return randomBytes(48).toString('base64url')
}

/** The account settings of a store with no outside services configured: the outbox and the identity sandboxes. */
export function sandboxAccounts(tokenSecret: string): AccountsConfig & { tokenSecret: string } {
  return {
    tokenSecret,
    tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_HOURS * 3600,
    accessTokenLifetimeSeconds: DEFAULT_ACCESS_TOKEN_MINUTES * 60,
    mailFrom: 'Oja <no-reply@oja.ng>',
    google: { jwksUrl: GOOGLE_JWKS_URL },
    apple: { jwksUrl: APPLE_JWKS_URL },
  }
}

async function identityProvider(
  provider: IdentityProviderName,
  settings: AccountsConfig['google'],
  now: () => Date,
  storeSecret: string,
): Promise<IdentityProvider> {
  return settings.clientId
    ? liveIdentity({ provider, clientId: settings.clientId, jwksUrl: settings.jwksUrl, now })
    : sandboxIdentity({ provider, now, storeSecret })
}

/** The live Flutterwave adapter with keys (or the provider a test gave), else the sandbox, which answers inside `app`. */
/** Card gateways' adapters a test made (the real adapters against the local fakes), beside each other. */
export interface GivenGateways {
  adapters: { flutterwave: PaymentProvider; paystack?: PaystackPayments }
}

/** The store's payment gateways and the sandboxes among them. */
export interface StorePayment {
  /** The first configured gateway's (the card checkout of a store that offers one). */
  provider: PaymentProvider
  /** The card payment sandbox (ADR 0009), while Flutterwave has no keys. */
  sandbox?: SandboxPayments
  /** The Paystack sandbox (docs/adr/0043), while neither gateway has keys. */
  paystackSandbox?: SandboxPaystack
  gateways: PaymentGateways
}

function paymentProviderOf(deps: AppDeps, app: FastifyInstance, now: () => Date, storeSecret: string): StorePayment {
  const given = deps.payments
  const order = given && 'gatewayOrder' in given ? given.gatewayOrder : undefined
  const settle = (adapters: GatewayAdapters, sandboxes: Pick<StorePayment, 'sandbox' | 'paystackSandbox'> = {}) => {
    const gateways = paymentGateways(adapters, { ...(order ? { order } : {}), now })
    // `provider` is the first configured gateway's; every gateway's checkout is offered by createPayment.
    return { provider: gateways.of('flutterwave'), gateways, ...sandboxes }
  }
  if (given && 'mode' in given) return settle({ flutterwave: given })
  if (given && 'adapters' in given) return settle(given.adapters)
  const paystack = given?.paystack ? { paystack: paystackPayments(given.paystack) } : {}
  if (given?.flutterwave) return settle({ flutterwave: flutterwavePayments(given.flutterwave), ...paystack })
  const webhookDelay = deps.sandboxWebhookDelayMs === undefined ? {} : { webhookDelayMs: deps.sandboxWebhookDelayMs }
  const down = given?.sandboxDown
  const sandbox = sandboxPayments({
    app,
    storeSecret,
    payments: sandboxPaymentsRepo(deps.database.db),
    now,
    down: down === 'flutterwave',
    ...webhookDelay,
  })
  // No gateway keys at all: Paystack's sandbox beside Flutterwave's (the store listens on loopback only, ADR 0007).
  if (given?.paystack) return settle({ flutterwave: sandbox.provider, ...paystack }, { sandbox })
  const paystackSandbox = sandboxPaystack({
    app,
    storeSecret,
    transactions: sandboxPaystackRepo(deps.database.db),
    now,
    down: down === 'paystack',
    ...webhookDelay,
  })
  return settle({ flutterwave: sandbox.provider, paystack: paystackSandbox.provider }, { sandbox, paystackSandbox })
}

/** The configured analytics providers' adapters; none without settings. */
function analyticsProviders(config: AnalyticsConfig | undefined, storeUrl: string): AnalyticsProvider[] {
  return [
    ...(config?.meta ? [metaConversions({ ...config.meta, storeUrl })] : []),
    ...(config?.ga4 ? [ga4Measurement(config.ga4)] : []),
  ]
}

export interface Store {
  deps: AppDeps
  database: Database
  db: Db
  now: () => Date
  publicUrl: string
  settings: AccountsConfig & { tokenSecret: string }
  /** The catalogue's read cache, the store's one: handed to the repos that read the catalogue and to those that write
   *  it (which forget it once a write commits); drawn pages listen to it, and it forgets everything when any store
   *  process signals a catalogue change (server/db/repos/catalogue-signal.ts). */
  catalogueCache: CatalogueCache
  users: UsersRepo
  outbox: OutboxRepo
  mailer: Mailer
  /** Texts to shoppers (docs/adr/0027): the sandbox outbox unless a provider is configured. */
  smsOutbox: SmsOutboxRepo
  sms: SmsSender
  identityProviders: Record<IdentityProviderName, IdentityProvider>
  /** Sign-in tokens: issued by accounts, read by the guard. */
  tokens: TokenService
  /** Sign-in sessions (docs/adr/0023): started and ended by accounts, checked by the guard through its short cache,
   *  which is why there is one per store. */
  sessions: SessionsService
  guard: AuthGuard
  paymentTokens: PaymentTokenService
  /** `provider`: the first configured gateway's (the one the card checkout opens today); `gateways`: every configured
   *  gateway, for verifying, webhooks and refunds by the gateway that took the money (docs/adr/0041). */
  payment: StorePayment
  pictures: PictureStorage
  /** Work started by a request and not waited for; closing the app waits for it (tests too). */
  background: BackgroundWork
  /** What shoppers see and follow, recorded after the reply (docs/adr/0037). */
  events: StoreEventsRecorder
  /** The analytics providers the operator configured (docs/adr/0038); empty unless one is. */
  analytics: AnalyticsProvider[]
  /** Each area hands its handlers here; server/plugins/contract.ts routes them all from openapi.yaml. */
  handlers: Handlers
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store
  }
}

/** Builds what the areas share, in the order they need it; `app` is the root, which the sandboxes answer inside. */
export async function openStore(app: FastifyInstance, deps: AppDeps): Promise<Store> {
  const now = deps.now ?? (() => new Date())
  const { db } = deps.database
  const settings = deps.accounts ?? sandboxAccounts(instanceSecret())
  const users = usersRepo(db)
  const outbox = outboxRepo(db)
  const mailer: Mailer = settings.smtp
    ? smtpMailer({ ...settings.smtp, from: settings.mailFrom, now })
    : sandboxMailer({ outbox, log: app.log, now })
  const smsOutbox = smsOutboxRepo(db)
  const tokens = tokenService({
    secret: settings.tokenSecret,
    lifetimeSeconds: settings.accessTokenLifetimeSeconds,
    now,
  })
  const background = backgroundWork(app.log)
  // On the embedded database (one process) a signed-in call's session and user are kept until the database signals a
  // change to either; on PostgreSQL they are read every call (docs/adr/0048).
  const sessions = sessionsService({
    repo: sessionsRepo(db),
    lifetimeSeconds: settings.tokenLifetimeSeconds,
    now,
    userCacheMs: deps.database.kind === 'pglite' ? SESSION_CACHE_MS : 0,
  })
  const stopSessionSignals = await followSessionSignals(deps.database.signals, sessions)
  app.addHook('onClose', async () => stopSessionSignals())
  // Every process's cache, and so its drawn pages, forgets the catalogue when any process changes it (docs/adr/0031).
  const cache = catalogueCache({ maxAgeMs: deps.database.catalogueCacheMs })
  const stopFollowing = await followCatalogueSignals(deps.database.signals, cache)
  app.addHook('onClose', async () => stopFollowing())
  return {
    deps,
    database: deps.database,
    db,
    now,
    publicUrl: deps.publicUrl ?? 'http://localhost',
    settings,
    catalogueCache: cache,
    users,
    outbox,
    mailer,
    smsOutbox,
    sms: deps.sms?.termii ? termiiSms(deps.sms.termii) : sandboxSms({ outbox: smsOutbox, log: app.log, now }),
    identityProviders: {
      google: await identityProvider('google', settings.google, now, settings.tokenSecret),
      apple: await identityProvider('apple', settings.apple, now, settings.tokenSecret),
    },
    tokens,
    sessions,
    guard: authGuard({ tokens, sessions }),
    paymentTokens: paymentTokenService({ secret: settings.tokenSecret, now }),
    payment: paymentProviderOf(deps, app, now, settings.tokenSecret),
    pictures: deps.pictures ?? folderStorage(deps.mediaDir),
    background,
    events: storeEventsRecorder({ events: storeEventsRepo(db), background, now }),
    analytics: analyticsProviders(deps.analytics, deps.publicUrl ?? 'http://localhost'),
    handlers: {},
  }
}

/** Hands an area's handlers to the contract (server/plugins/contract.ts); one operation has one handler. */
export function serve(store: Store, handlers: Handlers): void {
  const twice = Object.keys(handlers).filter((operationId) => Object.hasOwn(store.handlers, operationId))
  if (twice.length > 0) throw new Error(`Operations handled by two areas: ${twice.join(', ')}`)
  Object.assign(store.handlers, handlers)
}
