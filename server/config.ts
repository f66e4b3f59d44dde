// The store's settings, read once from the environment at start (server/main.ts).
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
  logLevel: LogLevel
}

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
    logLevel: readLogLevel(env.LOG_LEVEL),
  }
}
