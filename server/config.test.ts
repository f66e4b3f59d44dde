import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig, repoRoot } from './config'

describe('the store configuration', () => {
  it('defaults to port 3000, the embedded database in .data, and info logs', () => {
    const config = readConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe(join(repoRoot, '.data'))
    expect(config.mediaDir).toBe(join(repoRoot, '.data', 'media'))
    expect(config.webRoot).toBe(join(repoRoot, 'dist'))
    expect(config.logLevel).toBe('info')
  })

  it('reads PORT, DATABASE_URL, DATA_DIR and LOG_LEVEL', () => {
    const config = readConfig({ PORT: '8080', DATABASE_URL: 'postgres://oja@localhost/oja', DATA_DIR: '/var/lib/oja', LOG_LEVEL: 'DEBUG' })
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://oja@localhost/oja', dataDir: '/var/lib/oja', mediaDir: '/var/lib/oja/media', logLevel: 'debug' })
  })

  it('resolves a relative DATA_DIR against the repository, not the working directory', () => {
    expect(readConfig({ DATA_DIR: 'tmp/data' }).dataDir).toBe(join(repoRoot, 'tmp/data'))
  })

  it('treats empty settings as unset', () => {
    const config = readConfig({ PORT: '', DATABASE_URL: ' ', DATA_DIR: '', LOG_LEVEL: '' })
    expect(config).toMatchObject({ port: 3000, dataDir: join(repoRoot, '.data'), logLevel: 'info' })
    expect(config.databaseUrl).toBeUndefined()
  })

  it('refuses a port that is not a port and an unknown log level', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => readConfig({ PORT: '70000' })).toThrow(ConfigError)
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError)
  })
})
