// The store's settings, read once from the environment at start (server/main.ts). Every setting has a default
// that needs nothing outside this machine: without SMTP or Google/Apple client IDs the sandboxes run.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface Config {
  port: number
  /** PostgreSQL connection string; without it the store uses the embedded PGlite under dataDir. */
  databaseUrl?: string
  /** Absolute; holds the embedded database (`pg/`) and generated media (`media/`). */
  dataDir: string
  mediaDir: string
  /** The built web app (`vite build` output). */
  webRoot: string
  /** The web app's render entry, built beside dist/ by `npm run build` (ADR 0005). */
  pageRenderer: string
  logLevel: LogLevel
  accounts: AccountsConfig
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
  tokenLifetimeSeconds: number
  mailFrom: string
  smtp?: SmtpConfig
  google: IdentityProviderConfig
  apple: IdentityProviderConfig
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs'
export const APPLE_JWKS_URL = 'https://appleid.apple.com/auth/keys'
export const TOKEN_SECRET_MIN_LENGTH = 32
/** docs/adr/0004: a week; the web app refreshes the token on every load, so an active shopper stays in. */
export const DEFAULT_TOKEN_LIFETIME_HOURS = 24 * 7

export class ConfigError extends Error {}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}"`)
  return port
}

function readLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return 'info'
  const level = value.trim().toLowerCase()
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`)
  return level as LogLevel
}

function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined
}

function readWholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, { min, max }: { min: number; max: number }): number {
  const value = setting(env, name)
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${value}"`)
  return number
}

function readSmtp(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const host = setting(env, 'SMTP_HOST')
  if (!host) return undefined
  const security = (setting(env, 'SMTP_SECURITY') ?? 'starttls').toLowerCase()
  if (security !== 'tls' && security !== 'starttls' && security !== 'none') throw new ConfigError(`SMTP_SECURITY must be one of tls, starttls, none, not "${security}"`)
  const user = setting(env, 'SMTP_USER')
  const password = env.SMTP_PASSWORD
  return {
    host,
    port: readWholeNumber(env, 'SMTP_PORT', security === 'tls' ? 465 : 587, { min: 1, max: 65535 }),
    security,
    ...(user ? { user } : {}),
    ...(password ? { password } : {}),
  }
}

function readAccounts(env: NodeJS.ProcessEnv): AccountsConfig {
  const tokenSecret = setting(env, 'TOKEN_SECRET')
  if (tokenSecret !== undefined && tokenSecret.length < TOKEN_SECRET_MIN_LENGTH) throw new ConfigError(`TOKEN_SECRET must be at least ${TOKEN_SECRET_MIN_LENGTH} characters long`)
  const smtp = readSmtp(env)
  const googleClientId = setting(env, 'GOOGLE_CLIENT_ID')
  const appleClientId = setting(env, 'APPLE_CLIENT_ID')
  return {
    ...(tokenSecret ? { tokenSecret } : {}),
    tokenLifetimeSeconds: readWholeNumber(env, 'TOKEN_LIFETIME_HOURS', DEFAULT_TOKEN_LIFETIME_HOURS, { min: 1, max: 24 * 90 }) * 3600,
    mailFrom: setting(env, 'MAIL_FROM') ?? 'Oja <no-reply@oja.ng>',
    ...(smtp ? { smtp } : {}),
    google: { ...(googleClientId ? { clientId: googleClientId } : {}), jwksUrl: setting(env, 'GOOGLE_JWKS_URL') ?? GOOGLE_JWKS_URL },
    apple: { ...(appleClientId ? { clientId: appleClientId } : {}), jwksUrl: setting(env, 'APPLE_JWKS_URL') ?? APPLE_JWKS_URL },
  }
}

/**
 * TOKEN_SECRET when given; otherwise the secret kept in `${dataDir}/token-secret`, made on first start so that
 * signed-in shoppers stay signed in across restarts.
 */
export function resolveTokenSecret(config: Pick<Config, 'dataDir' | 'accounts'>): string {
  if (config.accounts.tokenSecret) return config.accounts.tokenSecret
  const path = join(config.dataDir, 'token-secret')
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim()
    if (stored.length >= TOKEN_SECRET_MIN_LENGTH) return stored
  }
  mkdirSync(config.dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(path, `${secret}\n`, { mode: 0o600 })
  return secret
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDirSetting = env.DATA_DIR?.trim() || '.data'
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(repoRoot, dataDirSetting)
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  return {
    port: readPort(env.PORT),
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir,
    mediaDir: join(dataDir, 'media'),
    webRoot: join(repoRoot, 'dist'),
    pageRenderer: join(repoRoot, 'dist-ssr/render-page.js'),
    logLevel: readLogLevel(env.LOG_LEVEL),
    accounts: readAccounts(env),
  }
}
