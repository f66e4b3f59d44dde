// The store's settings, read once from the environment at start (server/main.ts) and validated by Ajv through
// env-schema, like the routes. This is the only reader of the server's environment: the database, the catalogue
// cache and the picture renderer get their settings from here. Every setting has a default that needs nothing
// outside this machine: without SMTP, Google/Apple client IDs or Flutterwave keys the sandboxes run.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { envSchema, type JSONSchemaType } from 'env-schema'
import { isEmail } from '../src/domain/account-forms'
import { DEFAULT_MAX_AGE_MS } from './db/repos/catalogue-cache'
import { ANALYTICS_ROUND_MS } from './services/analytics-forwarding'
import { gatewayOrderOf, isCardGateway, type CardGateway } from './providers/payments/payment-gateways'
import { GA4_BASE_URL, type Ga4MeasurementConfig } from './providers/analytics/ga4-measurement'
import { META_API_VERSION, META_GRAPH_URL, type MetaConversionsConfig } from './providers/analytics/meta-conversions'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface Config {
  port: number
  /** The address the store listens on: loopback while any sandbox is on (ADR 0007), every interface otherwise. */
  host: string
  /** The store's own address as shoppers reach it (PUBLIC_URL, an origin without a trailing slash): the only source
   *  of absolute URLs (canonical links, link previews); by default the listen address. */
  publicUrl: string
  /** The outside services still served by their built-in sandbox (empty when every provider is real). */
  sandboxes: Sandbox[]
  /** SANDBOX_PUBLIC=true: the operator lets a store with sandboxes listen beyond loopback (a demo). */
  sandboxPublic: boolean
  /** TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client's address (throttling counts by it):
   *  false (none), true (any), a number of hops, or a list of proxy addresses. */
  trustProxy: boolean | number | string[]
  /** PostgreSQL connection string; without it the store uses the embedded PGlite under dataDir. */
  databaseUrl?: string
  /** Absolute; holds the embedded database (`pg/`) and generated media (`media/`). */
  dataDir: string
  mediaDir: string
  /** Rendered pictures shared by every data folder on this machine (OJA_MEDIA_CACHE). */
  mediaCacheDir: string
  /** How long the catalogue's read cache serves an answer; 0 turns it off (CATALOGUE_CACHE_MS). */
  catalogueCacheMs: number
  /** The built web app (`vite build` output). */
  webRoot: string
  /** The web app's render entry, built beside dist/ by `npm run build` (ADR 0005). */
  pageRenderer: string
  logLevel: LogLevel
  accounts: AccountsConfig
  payments: PaymentsConfig
  sms: SmsConfig
  /** SWAP_TEAM_EMAIL: where swap requests are sent for the store's team to price and answer. */
  swapTeamEmail: string
  /** ORDERS_TEAM_EMAIL: where each newly paid order is announced for the store's team (docs/adr/0027). */
  ordersTeamEmail: string
  /** While any sandbox is on, start-up keeps the sandbox accounts' known sign-in (the vendor's, the owner's); once
   *  none is, it removes it. */
  sandboxAccountsOn: boolean
  media: MediaStorageConfig
  analytics: AnalyticsConfig
  /** How often the analytics round forwards what is due (ANALYTICS_ROUND_MS). */
  analyticsRoundMs: number
}

/** The analytics providers the operator configured (docs/adr/0038); with none, nothing is forwarded or asked. */
export interface AnalyticsConfig {
  meta?: Omit<MetaConversionsConfig, 'storeUrl'>
  ga4?: Ga4MeasurementConfig
}

/** Where uploaded pictures are kept: the media folder, unless an S3-compatible bucket is configured. */
export interface MediaStorageConfig {
  s3?: S3StorageConfig
}

/** An S3-compatible bucket that every store process shares for uploaded pictures. */
export interface S3StorageConfig {
  bucket: string
  /** The service's address (MinIO, R2, a test server); AWS's own when not given. */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** A folder before every key (no slash at either end), so one bucket can hold several stores' pictures. */
  prefix?: string
}

/** SMTP submission settings; mail goes through the sandbox outbox when SMTP_HOST is not set. */
export interface SmtpConfig {
  host: string
  port: number
  /** 'tls': TLS from the first byte (port 465); 'starttls': upgrade after EHLO (587); 'none': plain (tests). */
  security: 'tls' | 'starttls' | 'none'
  user?: string
  password?: string
}

/** A live identity provider: tokens are checked against its published key set for this client ID. */
export interface IdentityProviderConfig {
  clientId?: string
  jwksUrl: string
}

export interface AccountsConfig {
  /** Signs access tokens; at least 32 characters. Without TOKEN_SECRET one is made and kept in the data folder. */
  tokenSecret?: string
  /** How long a kept session ('Keep me signed in') lasts after its last refresh (TOKEN_LIFETIME_HOURS). */
  tokenLifetimeSeconds: number
  /** How long one access token is good for (ACCESS_TOKEN_MINUTES); the refresh cookie renews it (docs/adr/0023). */
  accessTokenLifetimeSeconds: number
  mailFrom: string
  smtp?: SmtpConfig
  google: IdentityProviderConfig
  apple: IdentityProviderConfig
}

/** Card payment through Flutterwave; without its keys the store's own payment sandbox takes the cards. Paystack's
 *  keys are read and checked too (ADR 0040); checkout does not offer Paystack yet. */
export interface PaymentsConfig {
  flutterwave?: FlutterwaveConfig
  paystack?: PaystackConfig
  /** PAYMENT_GATEWAYS ('flutterwave,paystack'): the card gateways' order of preference (docs/adr/0041); Flutterwave
   *  first when unset. A gateway without keys is passed over. */
  gatewayOrder?: CardGateway[]
  /** SANDBOX_GATEWAY_DOWN: a gateway whose sandbox behaves as a gateway that is down (journeys and demos of the
   *  failover, docs/adr/0043); only a gateway running as its sandbox. */
  sandboxDown?: CardGateway
}

export interface FlutterwaveConfig {
  /** Given to the browser for the inline checkout. */
  publicKey: string
  /** Verifies transactions; never leaves the server. */
  secretKey: string
  /** The secret hash set on Flutterwave's dashboard, which it sends back in each webhook's `verif-hash` header. */
  webhookHash: string
  /** Flutterwave's v3 API, without a trailing slash (a test points it at a local fake). */
  apiBaseUrl: string
}

export interface PaystackConfig {
  /** Given to the browser for the inline checkout (`pk_test_…` or `pk_live_…`). */
  publicKey: string
  /** Calls the API and signs webhooks (`sk_test_…` or `sk_live_…`, of the same kind as the public key); never leaves
   *  the server. */
  secretKey: string
  /** Paystack's API, without a trailing slash (a test points it at a local fake). */
  apiBaseUrl: string
}

/** Texts to shoppers (docs/adr/0027) through Termii; without its key they are kept in the sandbox outbox. */
export interface SmsConfig {
  termii?: TermiiConfig
}

export const TERMII_CHANNELS = ['dnd', 'generic'] as const

export interface TermiiConfig {
  /** Sent in each request's body, as Termii's API takes it; never logged. */
  apiKey: string
  /** The sender ID registered on Termii's dashboard (3 to 11 letters or digits). */
  senderId: string
  /** Termii's API, without a trailing slash (a test points it at a local fake). */
  baseUrl: string
  /** Termii's route: 'dnd' (transactional, reaches numbers on Do-Not-Disturb) or 'generic' (promotional). */
  channel: (typeof TERMII_CHANNELS)[number]
}

export const FLUTTERWAVE_API_BASE_URL = 'https://api.flutterwave.com/v3'
export const PAYSTACK_API_BASE_URL = 'https://api.paystack.co'
export const TERMII_BASE_URL = 'https://api.ng.termii.com'
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs'
export const APPLE_JWKS_URL = 'https://appleid.apple.com/auth/keys'
export const TOKEN_SECRET_MIN_LENGTH = 32
export const DEFAULT_SWAP_TEAM_EMAIL = 'swaps@oja.ng'
export const DEFAULT_ORDERS_TEAM_EMAIL = 'orders@oja.ng'
export const DEFAULT_S3_REGION = 'us-east-1'
/** Rendered pictures are kept here unless OJA_MEDIA_CACHE says otherwise: shared by every data folder. */
export const DEFAULT_MEDIA_CACHE_DIR = join(tmpdir(), 'oja-media-cache')
/** docs/adr/0023: a kept session lasts 30 days from its last refresh; the web app refreshes while it is open. */
export const DEFAULT_TOKEN_LIFETIME_HOURS = 24 * 30
/** docs/adr/0023: an access token is good for a quarter hour; the refresh cookie gets the next one. */
export const DEFAULT_ACCESS_TOKEN_MINUTES = 15

export class ConfigError extends Error {}

/** The environment variables the server reads, as validated: empty means unset, numbers are numbers. */
interface Environment {
  PORT: number
  HOST?: string
  SANDBOX_PUBLIC: boolean
  TRUST_PROXY?: string
  PUBLIC_URL?: string
  DATA_DIR: string
  DATABASE_URL?: string
  LOG_LEVEL: LogLevel
  OJA_MEDIA_CACHE: string
  CATALOGUE_CACHE_MS: number
  TOKEN_SECRET?: string
  TOKEN_LIFETIME_HOURS: number
  ACCESS_TOKEN_MINUTES: number
  MAIL_FROM: string
  SMTP_HOST?: string
  SMTP_PORT?: number
  SMTP_SECURITY: SmtpConfig['security']
  SMTP_USER?: string
  SMTP_PASSWORD?: string
  GOOGLE_CLIENT_ID?: string
  GOOGLE_JWKS_URL: string
  APPLE_CLIENT_ID?: string
  APPLE_JWKS_URL: string
  FLUTTERWAVE_PUBLIC_KEY?: string
  FLUTTERWAVE_SECRET_KEY?: string
  FLUTTERWAVE_WEBHOOK_HASH?: string
  FLUTTERWAVE_API_BASE_URL: string
  PAYSTACK_PUBLIC_KEY?: string
  PAYSTACK_SECRET_KEY?: string
  PAYSTACK_API_BASE_URL: string
  PAYMENT_GATEWAYS?: string
  SANDBOX_GATEWAY_DOWN?: string
  TERMII_API_KEY?: string
  TERMII_SENDER_ID?: string
  TERMII_BASE_URL: string
  TERMII_CHANNEL: TermiiConfig['channel']
  SWAP_TEAM_EMAIL: string
  ORDERS_TEAM_EMAIL: string
  MEDIA_S3_BUCKET?: string
  MEDIA_S3_ENDPOINT?: string
  MEDIA_S3_REGION: string
  MEDIA_S3_ACCESS_KEY_ID?: string
  MEDIA_S3_SECRET_ACCESS_KEY?: string
  MEDIA_S3_PREFIX?: string
  META_PIXEL_ID?: string
  META_CAPI_TOKEN?: string
  META_GRAPH_URL: string
  META_API_VERSION: string
  GA4_MEASUREMENT_ID?: string
  GA4_API_SECRET?: string
  GA4_BASE_URL: string
  ANALYTICS_ROUND_MS: number
}

type Variable = keyof Environment

const optionalText = { type: 'string', nullable: true } as const
const MAX_TOKEN_LIFETIME_HOURS = 24 * 90
const MAX_ACCESS_TOKEN_MINUTES = 24 * 60

/** Every variable, its type, bounds and default: the README's settings table in schema form. */
const environmentSchema: JSONSchemaType<Environment> = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: optionalText,
    SANDBOX_PUBLIC: { type: 'boolean', default: false },
    TRUST_PROXY: optionalText,
    PUBLIC_URL: optionalText,
    DATA_DIR: { type: 'string', default: '.data' },
    DATABASE_URL: optionalText,
    LOG_LEVEL: { type: 'string', enum: LOG_LEVELS, default: 'info' },
    /** Where rendered product pictures are kept between data folders (server/db/seed/render.ts). */
    OJA_MEDIA_CACHE: { type: 'string', default: DEFAULT_MEDIA_CACHE_DIR },
    /** The catalogue read cache's maximum age; 0 turns it off (server/db/repos/catalogue-cache.ts). */
    CATALOGUE_CACHE_MS: { type: 'number', minimum: 0, default: DEFAULT_MAX_AGE_MS },
    TOKEN_SECRET: { type: 'string', minLength: TOKEN_SECRET_MIN_LENGTH, nullable: true },
    TOKEN_LIFETIME_HOURS: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_TOKEN_LIFETIME_HOURS,
      default: DEFAULT_TOKEN_LIFETIME_HOURS,
    },
    ACCESS_TOKEN_MINUTES: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_ACCESS_TOKEN_MINUTES,
      default: DEFAULT_ACCESS_TOKEN_MINUTES,
    },
    MAIL_FROM: { type: 'string', default: 'Oja <no-reply@oja.ng>' },
    SMTP_HOST: optionalText,
    SMTP_PORT: { type: 'integer', minimum: 1, maximum: 65535, nullable: true },
    SMTP_SECURITY: { type: 'string', enum: ['tls', 'starttls', 'none'], default: 'starttls' },
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: { type: 'string', default: GOOGLE_JWKS_URL },
    APPLE_CLIENT_ID: optionalText,
    APPLE_JWKS_URL: { type: 'string', default: APPLE_JWKS_URL },
    FLUTTERWAVE_PUBLIC_KEY: optionalText,
    FLUTTERWAVE_SECRET_KEY: optionalText,
    FLUTTERWAVE_WEBHOOK_HASH: optionalText,
    FLUTTERWAVE_API_BASE_URL: { type: 'string', default: FLUTTERWAVE_API_BASE_URL },
    PAYSTACK_PUBLIC_KEY: optionalText,
    PAYSTACK_SECRET_KEY: optionalText,
    PAYSTACK_API_BASE_URL: { type: 'string', default: PAYSTACK_API_BASE_URL },
    PAYMENT_GATEWAYS: { type: 'string', nullable: true },
    SANDBOX_GATEWAY_DOWN: { type: 'string', nullable: true },
    TERMII_API_KEY: optionalText,
    TERMII_SENDER_ID: optionalText,
    TERMII_BASE_URL: { type: 'string', default: TERMII_BASE_URL },
    TERMII_CHANNEL: { type: 'string', enum: TERMII_CHANNELS, default: 'dnd' },
    SWAP_TEAM_EMAIL: { type: 'string', default: DEFAULT_SWAP_TEAM_EMAIL },
    ORDERS_TEAM_EMAIL: { type: 'string', default: DEFAULT_ORDERS_TEAM_EMAIL },
    MEDIA_S3_BUCKET: optionalText,
    MEDIA_S3_ENDPOINT: optionalText,
    MEDIA_S3_REGION: { type: 'string', default: DEFAULT_S3_REGION },
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    MEDIA_S3_PREFIX: optionalText,
    META_PIXEL_ID: optionalText,
    META_CAPI_TOKEN: optionalText,
    META_GRAPH_URL: { type: 'string', default: META_GRAPH_URL },
    META_API_VERSION: { type: 'string', pattern: '^v\\d+\\.\\d+$', default: META_API_VERSION },
    GA4_MEASUREMENT_ID: optionalText,
    GA4_API_SECRET: optionalText,
    GA4_BASE_URL: { type: 'string', default: GA4_BASE_URL },
    ANALYTICS_ROUND_MS: { type: 'integer', minimum: 1000, default: ANALYTICS_ROUND_MS },
  },
  required: [],
}

const wholeNumber = (name: Variable, min: number, max: number) => (value: string) =>
  `${name} must be a whole number from ${min} to ${max}, not "${value}"`

/** What to say when a variable's value is refused; written for whoever sets up the server. */
const PROBLEMS: Partial<Record<Variable, (value: string) => string>> = {
  PORT: wholeNumber('PORT', 0, 65535),
  SANDBOX_PUBLIC: (value) => `SANDBOX_PUBLIC must be true or false, not "${value}"`,
  LOG_LEVEL: (value) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`,
  CATALOGUE_CACHE_MS: (value) => `CATALOGUE_CACHE_MS must be a number of milliseconds, 0 or more, not "${value}"`,
  ANALYTICS_ROUND_MS: (value) =>
    `ANALYTICS_ROUND_MS must be a whole number of milliseconds, 1000 or more, not "${value}"`,
  TOKEN_SECRET: () => `TOKEN_SECRET must be at least ${TOKEN_SECRET_MIN_LENGTH} characters long`,
  TOKEN_LIFETIME_HOURS: wholeNumber('TOKEN_LIFETIME_HOURS', 1, MAX_TOKEN_LIFETIME_HOURS),
  ACCESS_TOKEN_MINUTES: wholeNumber('ACCESS_TOKEN_MINUTES', 1, MAX_ACCESS_TOKEN_MINUTES),
  SMTP_PORT: wholeNumber('SMTP_PORT', 1, 65535),
  SMTP_SECURITY: (value) => `SMTP_SECURITY must be one of tls, starttls, none, not "${value}"`,
  TERMII_CHANNEL: (value) => `TERMII_CHANNEL must be one of ${TERMII_CHANNELS.join(', ')}, not "${value}"`,
  META_API_VERSION: (value) =>
    `META_API_VERSION must be a Graph API version such as ${META_API_VERSION}, not "${value}"`,
}

/** Names are matched as written; case does not matter in these values. */
const CASE_INSENSITIVE: readonly Variable[] = ['LOG_LEVEL', 'SMTP_SECURITY', 'SANDBOX_PUBLIC', 'TERMII_CHANNEL']
/** Settings that mean something only with SMTP_HOST, so without it they are neither read nor checked. */
const SMTP_ONLY: readonly Variable[] = ['SMTP_PORT', 'SMTP_SECURITY', 'SMTP_USER', 'SMTP_PASSWORD']

function isVariable(name: string): name is Variable {
  return Object.hasOwn(environmentSchema.properties, name)
}

/** The server's variables from `env`: trimmed (a password is taken as typed), blanks dropped, cases folded. */
function presentSettings(env: NodeJS.ProcessEnv): Partial<Record<Variable, string>> {
  const settings: Partial<Record<Variable, string>> = {}
  const smtp = Boolean(env.SMTP_HOST?.trim())
  for (const [name, raw] of Object.entries(env)) {
    if (!isVariable(name) || raw === undefined || (!smtp && SMTP_ONLY.includes(name))) continue
    const value = name === 'SMTP_PASSWORD' ? raw : raw.trim()
    if (value.trim() === '') continue
    settings[name] = CASE_INSENSITIVE.includes(name) ? value.toLowerCase() : value
  }
  return settings
}

function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const settings = presentSettings(env)
  try {
    return envSchema<Environment>({ schema: environmentSchema, data: { ...settings }, env: false })
  } catch (error) {
    const [first] = (error as { errors?: { instancePath: string; message?: string }[] }).errors ?? []
    const name = first?.instancePath.slice(1) ?? ''
    if (!isVariable(name)) throw error
    const problem = PROBLEMS[name]
    const value = env[name]?.trim() ?? ''
    throw new ConfigError(problem ? problem(value) : `${name} ${first?.message ?? 'is not valid'}`, { cause: error })
  }
}

function readSmtp(environment: Environment): SmtpConfig | undefined {
  const { SMTP_HOST: host, SMTP_SECURITY: security, SMTP_USER: user, SMTP_PASSWORD: password } = environment
  if (!host) return undefined
  return {
    host,
    port: environment.SMTP_PORT ?? (security === 'tls' ? 465 : 587),
    security,
    ...(user ? { user } : {}),
    ...(password ? { password } : {}),
  }
}

function readAccounts(environment: Environment): AccountsConfig {
  const { TOKEN_SECRET: tokenSecret, GOOGLE_CLIENT_ID: googleClientId, APPLE_CLIENT_ID: appleClientId } = environment
  const smtp = readSmtp(environment)
  return {
    ...(tokenSecret ? { tokenSecret } : {}),
    tokenLifetimeSeconds: environment.TOKEN_LIFETIME_HOURS * 3600,
    accessTokenLifetimeSeconds: environment.ACCESS_TOKEN_MINUTES * 60,
    mailFrom: environment.MAIL_FROM,
    ...(smtp ? { smtp } : {}),
    google: { ...(googleClientId ? { clientId: googleClientId } : {}), jwksUrl: environment.GOOGLE_JWKS_URL },
    apple: { ...(appleClientId ? { clientId: appleClientId } : {}), jwksUrl: environment.APPLE_JWKS_URL },
  }
}

const FLUTTERWAVE_KEYS = ['FLUTTERWAVE_PUBLIC_KEY', 'FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_WEBHOOK_HASH'] as const

/**
 * Flutterwave once all three keys are given. Some but not all is refused: a store that took real cards but could not
 * verify them, or could not tell Flutterwave's webhooks from anyone's, would sell without being paid.
 */
function readPayments(environment: Environment): PaymentsConfig {
  const paystack = readPaystack(environment)
  const setting = environment.PAYMENT_GATEWAYS
  const gatewayOrder = gatewayOrderOf(setting)
  if (setting !== undefined && setting.trim() !== '' && !gatewayOrder)
    throw new ConfigError('PAYMENT_GATEWAYS must name flutterwave and paystack, each at most once, separated by commas')
  const flutterwave = readFlutterwave(environment)
  const sandboxDown = sandboxDownOf(environment.SANDBOX_GATEWAY_DOWN, {
    flutterwave: Boolean(flutterwave.flutterwave),
    paystack: Boolean(paystack) || Boolean(flutterwave.flutterwave),
  })
  return {
    ...flutterwave,
    ...(paystack ? { paystack } : {}),
    ...(gatewayOrder ? { gatewayOrder } : {}),
    ...(sandboxDown ? { sandboxDown } : {}),
  }
}

/**
 * SANDBOX_GATEWAY_DOWN ('flutterwave' or 'paystack'): that gateway's sandbox answers as a gateway that is down. Only a
 * gateway running as its sandbox can be: Flutterwave's while it has no keys, Paystack's while neither gateway has
 * (its sandbox runs only beside Flutterwave's). A live gateway is never made to fail by a setting.
 */
function sandboxDownOf(setting: string | undefined, live: Record<CardGateway, boolean>): CardGateway | undefined {
  if (setting === undefined || setting.trim() === '') return undefined
  const gateway = setting.trim().toLowerCase()
  if (!isCardGateway(gateway))
    throw new ConfigError(`SANDBOX_GATEWAY_DOWN must be flutterwave or paystack, not "${setting}"`)
  if (live[gateway])
    throw new ConfigError(
      `SANDBOX_GATEWAY_DOWN=${gateway} is for ${gateway}'s sandbox only; ${gateway} is not one here`,
    )
  return gateway
}

function readFlutterwave(environment: Environment): Pick<PaymentsConfig, 'flutterwave'> {
  const {
    FLUTTERWAVE_PUBLIC_KEY: publicKey,
    FLUTTERWAVE_SECRET_KEY: secretKey,
    FLUTTERWAVE_WEBHOOK_HASH: webhookHash,
  } = environment
  if (publicKey && secretKey && webhookHash) {
    return {
      flutterwave: {
        publicKey,
        secretKey,
        webhookHash,
        apiBaseUrl: apiBaseUrlOf(environment.FLUTTERWAVE_API_BASE_URL),
      },
    }
  }
  const missing = FLUTTERWAVE_KEYS.filter((name) => environment[name] === undefined)
  if (missing.length === FLUTTERWAVE_KEYS.length) return {}
  throw new ConfigError(
    `Flutterwave needs ${FLUTTERWAVE_KEYS.join(', ')} together; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`,
  )
}

const PAYSTACK_KEYS = ['PAYSTACK_PUBLIC_KEY', 'PAYSTACK_SECRET_KEY'] as const

/**
 * Paystack once both keys are given, of the same kind: `pk_test_…` with `sk_test_…`, or `pk_live_…` with `sk_live_…`.
 * One without the other is refused, and so is a test key beside a live one: checkouts opened with one kind are
 * invisible to verification with the other, so every payment would stay unconfirmed.
 */
function readPaystack(environment: Environment): PaystackConfig | undefined {
  const { PAYSTACK_PUBLIC_KEY: publicKey, PAYSTACK_SECRET_KEY: secretKey } = environment
  const missing = PAYSTACK_KEYS.filter((name) => environment[name] === undefined)
  if (missing.length === PAYSTACK_KEYS.length) return undefined
  if (publicKey === undefined || secretKey === undefined)
    throw new ConfigError(`Paystack needs ${PAYSTACK_KEYS.join(', ')} together; ${missing.join(', ')} is not set`)
  const publicKind = /^pk_(test|live)_\w+$/.exec(publicKey)?.[1]
  const secretKind = /^sk_(test|live)_\w+$/.exec(secretKey)?.[1]
  if (publicKind === undefined)
    throw new ConfigError('PAYSTACK_PUBLIC_KEY must be a Paystack public key (pk_test_… or pk_live_…)')
  if (secretKind === undefined)
    throw new ConfigError('PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)')
  if (publicKind !== secretKind)
    throw new ConfigError(
      `PAYSTACK_PUBLIC_KEY is a ${publicKind} key and PAYSTACK_SECRET_KEY a ${secretKind} one; give both of one kind`,
    )
  return {
    publicKey,
    secretKey,
    apiBaseUrl: httpUrlOf('PAYSTACK_API_BASE_URL', environment.PAYSTACK_API_BASE_URL, PAYSTACK_API_BASE_URL),
  }
}

/** Flutterwave's API address; its path is kept (Flutterwave's is /v3). */
function apiBaseUrlOf(value: string): string {
  return httpUrlOf('FLUTTERWAVE_API_BASE_URL', value, FLUTTERWAVE_API_BASE_URL)
}

const TERMII_KEYS = ['TERMII_API_KEY', 'TERMII_SENDER_ID'] as const
const TERMII_SENDER_ID_PATTERN = /^[A-Za-z0-9]{3,11}$/

/**
 * Termii once its key and sender ID are given. One without the other is refused: Termii sends nothing without a sender
 * ID, and a sender ID alone would leave the texts in the sandbox while the operator thinks they go out.
 */
function readSms(environment: Environment): SmsConfig {
  const { TERMII_API_KEY: apiKey, TERMII_SENDER_ID: senderId } = environment
  if (apiKey && senderId) {
    if (!TERMII_SENDER_ID_PATTERN.test(senderId))
      throw new ConfigError(`TERMII_SENDER_ID must be 3 to 11 letters or digits, such as Oja, not "${senderId}"`)
    return {
      termii: {
        apiKey,
        senderId,
        baseUrl: httpUrlOf('TERMII_BASE_URL', environment.TERMII_BASE_URL, TERMII_BASE_URL),
        channel: environment.TERMII_CHANNEL,
      },
    }
  }
  const missing = TERMII_KEYS.filter((name) => environment[name] === undefined)
  if (missing.length === TERMII_KEYS.length) return {}
  throw new ConfigError(`Termii needs ${TERMII_KEYS.join(' and ')} together; ${missing.join(', ')} is not set`)
}

const META_KEYS = ['META_PIXEL_ID', 'META_CAPI_TOKEN'] as const
const GA4_KEYS = ['GA4_MEASUREMENT_ID', 'GA4_API_SECRET'] as const

/**
 * Meta's Conversions API with a pixel id and its access token, GA4's Measurement Protocol with a measurement id and
 * its API secret; either, both or neither. Half of a pair is refused: the operator would believe events go out.
 */
function readAnalytics(environment: Environment): AnalyticsConfig {
  const pair = (keys: readonly [Variable, Variable], name: string) => {
    const missing = keys.filter((key) => environment[key] === undefined)
    if (missing.length === 1)
      throw new ConfigError(`${name} needs ${keys.join(' and ')} together; ${missing[0]} is not set`)
    return missing.length === 0
  }
  const meta = pair(META_KEYS, "Meta's Conversions API")
  const ga4 = pair(GA4_KEYS, 'Google Analytics')
  if (ga4 && !/^G-[A-Z0-9]+$/i.test(environment.GA4_MEASUREMENT_ID!))
    throw new ConfigError(
      `GA4_MEASUREMENT_ID must be a web stream's measurement ID such as G-ABC123, not "${environment.GA4_MEASUREMENT_ID}"`,
    )
  if (meta && !/^\d+$/.test(environment.META_PIXEL_ID!))
    throw new ConfigError(`META_PIXEL_ID must be the pixel's number, not "${environment.META_PIXEL_ID}"`)
  return {
    ...(meta
      ? {
          meta: {
            pixelId: environment.META_PIXEL_ID!,
            accessToken: environment.META_CAPI_TOKEN!,
            graphUrl: httpUrlOf('META_GRAPH_URL', environment.META_GRAPH_URL, META_GRAPH_URL),
            apiVersion: environment.META_API_VERSION,
          },
        }
      : {}),
    ...(ga4
      ? {
          ga4: {
            measurementId: environment.GA4_MEASUREMENT_ID!,
            apiSecret: environment.GA4_API_SECRET!,
            baseUrl: httpUrlOf('GA4_BASE_URL', environment.GA4_BASE_URL, GA4_BASE_URL),
          },
        }
      : {}),
  }
}

const S3_KEYS = ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const
const S3_WITH_BUCKET = ['MEDIA_S3_ENDPOINT', ...S3_KEYS, 'MEDIA_S3_PREFIX'] as const

/**
 * The bucket when MEDIA_S3_BUCKET is set, with both keys; else the media folder. A bucket without its keys, or bucket
 * settings without a bucket, are refused: a store that quietly kept pictures in its own folder would show other
 * store processes broken pictures.
 */
function readMedia(environment: Environment): MediaStorageConfig {
  const { MEDIA_S3_BUCKET: bucket, MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_PREFIX: prefix } = environment
  if (!bucket) {
    const stray = S3_WITH_BUCKET.filter((name) => environment[name] !== undefined)
    if (stray.length > 0)
      throw new ConfigError(
        `${stray.join(', ')} ${stray.length === 1 ? 'means' : 'mean'} nothing without MEDIA_S3_BUCKET`,
      )
    return {}
  }
  const { MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } = environment
  if (!accessKeyId || !secretAccessKey) {
    const missing = S3_KEYS.filter((name) => environment[name] === undefined)
    throw new ConfigError(
      `MEDIA_S3_BUCKET needs ${S3_KEYS.join(' and ')}; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`,
    )
  }
  const folder = prefix?.replace(/^\/+|\/+$/g, '')
  return {
    s3: {
      bucket,
      ...(endpoint ? { endpoint: httpUrlOf('MEDIA_S3_ENDPOINT', endpoint, 'http://127.0.0.1:9000') } : {}),
      region: environment.MEDIA_S3_REGION,
      accessKeyId,
      secretAccessKey,
      ...(folder ? { prefix: folder } : {}),
    },
  }
}

/** An http(s) URL without its trailing slash (a path is kept); `name` and `example` make the refusal. */
function httpUrlOf(name: Variable, value: string, example: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`${name} must be a URL such as ${example}, not "${value}"`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new ConfigError(`${name} must be an http or https URL such as ${example}, not "${value}"`)
  }
  return url.href.replace(/\/+$/, '')
}

/** The token secret kept in `${dataDir}/token-secret` by an earlier start, if there is a usable one. */
export function storedTokenSecret(dataDir: string): string | undefined {
  const path = join(dataDir, 'token-secret')
  if (!existsSync(path)) return undefined
  const stored = readFileSync(path, 'utf8').trim()
  return stored.length >= TOKEN_SECRET_MIN_LENGTH ? stored : undefined
}

/** A new token secret, for a store whose operator gave none. */
export function newTokenSecret(): string {
  return randomBytes(48).toString('base64url')
}

/**
 * TOKEN_SECRET when given; otherwise the secret kept in `${dataDir}/token-secret`, made on first start so that
 * signed-in shoppers stay signed in across restarts. (On PostgreSQL, server/main.ts keeps it in the database instead,
 * so that every store process shares it: docs/adr/0049.)
 */
export function resolveTokenSecret(config: Pick<Config, 'dataDir' | 'accounts'>): string {
  if (config.accounts.tokenSecret) return config.accounts.tokenSecret
  const stored = storedTokenSecret(config.dataDir)
  if (stored) return stored
  mkdirSync(config.dataDir, { recursive: true })
  const secret = newTokenSecret()
  writeFileSync(join(config.dataDir, 'token-secret'), `${secret}\n`, { mode: 0o600 })
  return secret
}

/** A setting that names a team's mailbox (SWAP_TEAM_EMAIL, ORDERS_TEAM_EMAIL). */
function teamEmailOf(setting: string, value: string, example: string): string {
  if (!isEmail(value)) throw new ConfigError(`${setting} must be an email address, such as ${example}, not "${value}"`)
  return value
}

/** PUBLIC_URL as an origin (https://oja.ng), or the listen address when it is not given. */
function publicUrlOf(value: string | undefined, host: string, port: number): string {
  if (value === undefined) {
    const name =
      host === '0.0.0.0' || host === '::'
        ? 'localhost'
        : host.includes(':') && !host.startsWith('[')
          ? `[${host}]`
          : host
    return `http://${name}:${port}`
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`PUBLIC_URL must be the store's address, such as https://oja.ng, not "${value}"`)
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new ConfigError(
      `PUBLIC_URL must be an http or https origin with no path, such as https://oja.ng, not "${value}"`,
    )
  }
  return url.origin
}

/** TRUST_PROXY as Fastify's trustProxy takes it. */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value.toLowerCase() === 'false') return false
  if (value.toLowerCase() === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
}

/** An outside service answered by the store's own sandbox, and the setting that makes it real. */
export interface Sandbox {
  name: string
  setting: string
}

/** The sandboxes these settings leave on. The bank and VTU sandboxes join this list as they are built. */
export function sandboxesOf(accounts: AccountsConfig, payments: PaymentsConfig, sms: SmsConfig): Sandbox[] {
  return [
    ...(accounts.smtp ? [] : [{ name: 'mail outbox (/dev/outbox)', setting: 'SMTP_HOST' }]),
    ...(sms.termii ? [] : [{ name: 'SMS outbox (/dev/outbox)', setting: TERMII_KEYS.join(', ') }]),
    ...(accounts.google.clientId ? [] : [{ name: 'Google sign-in', setting: 'GOOGLE_CLIENT_ID' }]),
    ...(accounts.apple.clientId ? [] : [{ name: 'Apple sign-in', setting: 'APPLE_CLIENT_ID' }]),
    ...(payments.flutterwave
      ? []
      : [
          { name: 'card payment sandbox', setting: FLUTTERWAVE_KEYS.join(', ') },
          { name: 'bank transfer and data/airtime sandbox', setting: FLUTTERWAVE_KEYS.join(', ') },
        ]),
    // Paystack's sandbox runs beside the card payment sandbox only (docs/adr/0043).
    ...(payments.flutterwave || payments.paystack
      ? []
      : [{ name: 'Paystack sandbox', setting: PAYSTACK_KEYS.join(', ') }]),
  ]
}

/** Whether an address reaches this machine only: localhost, 127.0.0.0/8 or ::1. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return bare === 'localhost' || bare === '::1' || bare === '0:0:0:0:0:0:0:1' || /^127(\.\d{1,3}){3}$/.test(bare)
}

/**
 * Where to listen. A sandbox answers whoever asks (the identity sandbox signs anyone in, the outbox shows every
 * code, the payment sandbox takes a test card as payment), so while one is on the store listens on loopback only,
 * unless the operator says SANDBOX_PUBLIC=true.
 */
function listenHost(host: string | undefined, sandboxes: Sandbox[], sandboxPublic: boolean): string {
  if (host === undefined) return sandboxes.length > 0 && !sandboxPublic ? '127.0.0.1' : '0.0.0.0'
  if (sandboxes.length > 0 && !sandboxPublic && !isLoopback(host)) {
    throw new ConfigError(
      `HOST=${host} would let anyone reach the store's sandboxes (${sandboxes.map((sandbox) => sandbox.name).join(', ')}). ` +
        `Configure the real providers (${sandboxes.map((sandbox) => sandbox.setting).join(', ')}), listen on loopback, ` +
        'or set SANDBOX_PUBLIC=true for a demonstration store that holds nothing of value.',
    )
  }
  return host
}

/** The store's settings from the environment, checked against environmentSchema; ConfigError names what is wrong. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const environment = readEnvironment(env)
  const dataDir = isAbsolute(environment.DATA_DIR) ? environment.DATA_DIR : resolve(repoRoot, environment.DATA_DIR)
  const databaseUrl = environment.DATABASE_URL
  const accounts = readAccounts(environment)
  const payments = readPayments(environment)
  const sms = readSms(environment)
  const sandboxes = sandboxesOf(accounts, payments, sms)
  const host = listenHost(environment.HOST, sandboxes, environment.SANDBOX_PUBLIC)
  return {
    port: environment.PORT,
    host,
    publicUrl: publicUrlOf(environment.PUBLIC_URL, host, environment.PORT),
    sandboxes,
    sandboxPublic: environment.SANDBOX_PUBLIC,
    trustProxy: trustProxyOf(environment.TRUST_PROXY),
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir,
    mediaDir: join(dataDir, 'media'),
    mediaCacheDir: environment.OJA_MEDIA_CACHE,
    catalogueCacheMs: environment.CATALOGUE_CACHE_MS,
    webRoot: join(repoRoot, 'dist'),
    pageRenderer: join(repoRoot, 'dist-ssr/render-page.js'),
    logLevel: environment.LOG_LEVEL,
    accounts,
    payments,
    sms,
    swapTeamEmail: teamEmailOf('SWAP_TEAM_EMAIL', environment.SWAP_TEAM_EMAIL, DEFAULT_SWAP_TEAM_EMAIL),
    ordersTeamEmail: teamEmailOf('ORDERS_TEAM_EMAIL', environment.ORDERS_TEAM_EMAIL, DEFAULT_ORDERS_TEAM_EMAIL),
    sandboxAccountsOn: sandboxes.length > 0,
    media: readMedia(environment),
    analytics: readAnalytics(environment),
    analyticsRoundMs: environment.ANALYTICS_ROUND_MS,
  }
}
