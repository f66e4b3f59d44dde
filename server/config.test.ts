import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  APPLE_JWKS_URL,
  ConfigError,
  DEFAULT_MEDIA_CACHE_DIR,
  DEFAULT_S3_REGION,
  FLUTTERWAVE_API_BASE_URL,
  GOOGLE_JWKS_URL,
  PAYSTACK_API_BASE_URL,
  isLoopback,
  readConfig,
  repoRoot,
  resolveTokenSecret,
  TERMII_BASE_URL,
} from './config'

const termii = { TERMII_API_KEY: 'TLkey-oja', TERMII_SENDER_ID: 'Oja' }

const flutterwave = {
  FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-oja-X',
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-oja-X',
  FLUTTERWAVE_WEBHOOK_HASH: 'a hash set on the dashboard',
}

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
    const config = readConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://oja@localhost/oja',
      DATA_DIR: '/var/lib/oja',
      LOG_LEVEL: 'DEBUG',
    })
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://oja@localhost/oja',
      dataDir: '/var/lib/oja',
      mediaDir: '/var/lib/oja/media',
      logLevel: 'debug',
    })
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

  it('defaults the picture cache to the temp folder and the catalogue cache to 2 seconds, and reads both', () => {
    expect(readConfig({})).toMatchObject({ mediaCacheDir: DEFAULT_MEDIA_CACHE_DIR, catalogueCacheMs: 2000 })
    expect(readConfig({ OJA_MEDIA_CACHE: '/var/cache/oja', CATALOGUE_CACHE_MS: '0' })).toMatchObject({
      mediaCacheDir: '/var/cache/oja',
      catalogueCacheMs: 0,
    })
    expect(() => readConfig({ CATALOGUE_CACHE_MS: '-1' })).toThrow(ConfigError)
  })

  it('says which setting is wrong and what it was', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, not "eighty"')
    expect(() => readConfig({ SMTP_HOST: 'smtp.example.com', SMTP_SECURITY: 'ssl3' })).toThrow(
      'SMTP_SECURITY must be one of tls, starttls, none, not "ssl3"',
    )
  })

  it('ignores SMTP settings without SMTP_HOST', () => {
    expect(readConfig({ SMTP_SECURITY: 'ssl3', SMTP_PORT: 'none' }).accounts.smtp).toBeUndefined()
  })

  it('defaults accounts to a 30-day kept session, a 15-minute access token, the sandbox outbox and the identity sandboxes', () => {
    const { accounts } = readConfig({})
    expect(accounts).toEqual({
      tokenLifetimeSeconds: 30 * 24 * 3600,
      accessTokenLifetimeSeconds: 15 * 60,
      mailFrom: 'Oja <no-reply@oja.ng>',
      google: { jwksUrl: GOOGLE_JWKS_URL },
      apple: { jwksUrl: APPLE_JWKS_URL },
    })
  })

  it('reads SMTP, client IDs, the token secret and lifetime', () => {
    const { accounts } = readConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_USER: 'oja',
      SMTP_PASSWORD: 'pw',
      MAIL_FROM: 'Oja <hello@oja.ng>',
      GOOGLE_CLIENT_ID: 'g.apps.googleusercontent.com',
      APPLE_CLIENT_ID: 'ng.oja.web',
      TOKEN_SECRET: 'x'.repeat(32),
      TOKEN_LIFETIME_HOURS: '12',
      ACCESS_TOKEN_MINUTES: '5',
    })
    expect(accounts).toMatchObject({
      smtp: { host: 'smtp.example.com', port: 587, security: 'starttls', user: 'oja', password: 'pw' },
      mailFrom: 'Oja <hello@oja.ng>',
      google: { clientId: 'g.apps.googleusercontent.com', jwksUrl: GOOGLE_JWKS_URL },
      apple: { clientId: 'ng.oja.web', jwksUrl: APPLE_JWKS_URL },
      tokenSecret: 'x'.repeat(32),
      tokenLifetimeSeconds: 12 * 3600,
      accessTokenLifetimeSeconds: 5 * 60,
    })
    expect(readConfig({ SMTP_HOST: 'smtp.example.com', SMTP_SECURITY: 'tls' }).accounts.smtp).toEqual({
      host: 'smtp.example.com',
      port: 465,
      security: 'tls',
    })
  })

  it('refuses a short token secret, an unknown SMTP security and a lifetime that is not whole hours', () => {
    expect(() => readConfig({ TOKEN_SECRET: 'short' })).toThrow(ConfigError)
    expect(() => readConfig({ SMTP_HOST: 'smtp.example.com', SMTP_SECURITY: 'ssl3' })).toThrow(ConfigError)
    expect(() => readConfig({ TOKEN_LIFETIME_HOURS: '1.5' })).toThrow(ConfigError)
    expect(() => readConfig({ ACCESS_TOKEN_MINUTES: '0' })).toThrow('ACCESS_TOKEN_MINUTES must be a whole number')
  })

  it('makes a token secret once, keeps it in the data folder only for its owner, and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oja-config-'))
    try {
      const config = readConfig({ DATA_DIR: dataDir })
      const secret = resolveTokenSecret(config)
      expect(secret.length).toBeGreaterThanOrEqual(32)
      expect(readFileSync(join(dataDir, 'token-secret'), 'utf8').trim()).toBe(secret)
      expect(statSync(join(dataDir, 'token-secret')).mode & 0o077).toBe(0)
      expect(resolveTokenSecret(config)).toBe(secret)
      expect(resolveTokenSecret(readConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'y'.repeat(40) }))).toBe('y'.repeat(40))
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  describe('texts (Termii)', () => {
    it('keeps the texts in the sandbox outbox while the key is not set', () => {
      expect(readConfig({}).sms).toEqual({})
      expect(readConfig({ TERMII_API_KEY: ' ', TERMII_SENDER_ID: '' }).sms).toEqual({})
    })

    it('reads the key and sender ID, on the DND route at Termii unless told otherwise', () => {
      expect(readConfig(termii).sms).toEqual({
        termii: { apiKey: 'TLkey-oja', senderId: 'Oja', baseUrl: TERMII_BASE_URL, channel: 'dnd' },
      })
      expect(
        readConfig({ ...termii, TERMII_BASE_URL: 'http://127.0.0.1:4020/', TERMII_CHANNEL: 'Generic' }).sms.termii,
      ).toMatchObject({ baseUrl: 'http://127.0.0.1:4020', channel: 'generic' })
    })

    it('refuses one of the two without the other, a sender ID Termii would refuse, and another route', () => {
      expect(() => readConfig({ TERMII_API_KEY: 'TLkey-oja' })).toThrow(
        'Termii needs TERMII_API_KEY and TERMII_SENDER_ID together; TERMII_SENDER_ID is not set',
      )
      expect(() => readConfig({ TERMII_SENDER_ID: 'Oja' })).toThrow(/TERMII_API_KEY is not set/)
      expect(() => readConfig({ ...termii, TERMII_SENDER_ID: 'Oja Store Nigeria' })).toThrow(
        'TERMII_SENDER_ID must be 3 to 11 letters or digits, such as Oja, not "Oja Store Nigeria"',
      )
      expect(() => readConfig({ ...termii, TERMII_CHANNEL: 'whatsapp' })).toThrow(
        'TERMII_CHANNEL must be one of dnd, generic, not "whatsapp"',
      )
      expect(() => readConfig({ ...termii, TERMII_BASE_URL: 'api.ng.termii.com' })).toThrow(ConfigError)
    })
  })

  describe('card payment', () => {
    it('uses the payment sandbox while the Flutterwave keys are not set', () => {
      expect(readConfig({}).payments).toEqual({})
      expect(readConfig({ FLUTTERWAVE_PUBLIC_KEY: ' ', FLUTTERWAVE_SECRET_KEY: '' }).payments).toEqual({})
    })

    it('reads the three keys, with the API at Flutterwave unless told otherwise', () => {
      expect(readConfig(flutterwave).payments).toEqual({
        flutterwave: {
          publicKey: 'FLWPUBK_TEST-oja-X',
          secretKey: 'FLWSECK_TEST-oja-X',
          webhookHash: 'a hash set on the dashboard',
          apiBaseUrl: FLUTTERWAVE_API_BASE_URL,
        },
      })
      expect(
        readConfig({ ...flutterwave, FLUTTERWAVE_API_BASE_URL: 'http://127.0.0.1:4010/v3/' }).payments.flutterwave
          ?.apiBaseUrl,
      ).toBe('http://127.0.0.1:4010/v3')
    })

    it('refuses some of the keys without the others, naming the missing ones', () => {
      expect(() => readConfig({ FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-oja-X' })).toThrow(
        'Flutterwave needs FLUTTERWAVE_PUBLIC_KEY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH together; FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH are not set',
      )
      expect(() => readConfig({ ...flutterwave, FLUTTERWAVE_WEBHOOK_HASH: '' })).toThrow(
        /; FLUTTERWAVE_WEBHOOK_HASH is not set$/,
      )
    })

    it('refuses an API address that is not an http or https URL', () => {
      for (const FLUTTERWAVE_API_BASE_URL of [
        'api.flutterwave.com/v3',
        'ftp://api.flutterwave.com/v3',
        'https://api.flutterwave.com/v3?x=1',
      ]) {
        expect(() => readConfig({ ...flutterwave, FLUTTERWAVE_API_BASE_URL }), FLUTTERWAVE_API_BASE_URL).toThrow(
          ConfigError,
        )
      }
    })

    it('names the secret nowhere in its refusals', () => {
      const refusal = (() => {
        try {
          readConfig({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK-live-secret-X' })
        } catch (error) {
          return String(error)
        }
      })()
      expect(refusal).toMatch(/FLUTTERWAVE_PUBLIC_KEY/)
      expect(refusal).not.toContain('FLWSECK-live-secret-X')
    })
  })

  describe('Paystack', () => {
    const paystack = {
      PAYSTACK_PUBLIC_KEY: 'pk_test_0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
      PAYSTACK_SECRET_KEY: 'sk_test_0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
    }
    const refusalOf = (environment: NodeJS.ProcessEnv) => {
      try {
        readConfig(environment)
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
        return String(error)
      }
      throw new Error('accepted')
    }

    it('reads both keys, with the API at Paystack unless told otherwise, beside Flutterwave or alone', () => {
      const expected = { publicKey: paystack.PAYSTACK_PUBLIC_KEY, secretKey: paystack.PAYSTACK_SECRET_KEY }
      expect(readConfig(paystack).payments).toEqual({ paystack: { ...expected, apiBaseUrl: PAYSTACK_API_BASE_URL } })
      expect(readConfig({ ...paystack, ...flutterwave }).payments).toMatchObject({
        flutterwave: { publicKey: 'FLWPUBK_TEST-oja-X' },
        paystack: expected,
      })
      expect(
        readConfig({ ...paystack, PAYSTACK_API_BASE_URL: 'http://127.0.0.1:4011/' }).payments.paystack?.apiBaseUrl,
      ).toBe('http://127.0.0.1:4011')
      expect(readConfig({ PAYSTACK_PUBLIC_KEY: ' ', PAYSTACK_SECRET_KEY: '' }).payments).toEqual({})
    })

    it('refuses one key without the other, a key of the wrong kind, and test beside live, naming no secret', () => {
      expect(refusalOf({ PAYSTACK_PUBLIC_KEY: paystack.PAYSTACK_PUBLIC_KEY })).toMatch(
        /Paystack needs PAYSTACK_PUBLIC_KEY, PAYSTACK_SECRET_KEY together; PAYSTACK_SECRET_KEY is not set/,
      )
      expect(refusalOf({ PAYSTACK_SECRET_KEY: paystack.PAYSTACK_SECRET_KEY })).toMatch(/PAYSTACK_PUBLIC_KEY is not set/)
      expect(refusalOf({ ...paystack, PAYSTACK_PUBLIC_KEY: paystack.PAYSTACK_SECRET_KEY })).toMatch(
        /PAYSTACK_PUBLIC_KEY must be a Paystack public key/,
      )
      expect(refusalOf({ ...paystack, PAYSTACK_SECRET_KEY: 'FLWSECK_TEST-oja-X' })).toMatch(
        /PAYSTACK_SECRET_KEY must be a Paystack secret key/,
      )
      const live = 'sk_live_ffffffffffffffffffffffffffffffffffffffff'
      const mixed = refusalOf({ ...paystack, PAYSTACK_SECRET_KEY: live })
      expect(mixed).toMatch(/PAYSTACK_PUBLIC_KEY is a test key and PAYSTACK_SECRET_KEY a live one/)
      expect(mixed).not.toContain(live)
      expect(refusalOf({ ...paystack, PAYSTACK_API_BASE_URL: 'api.paystack.co' })).toMatch(/PAYSTACK_API_BASE_URL/)
    })

    it("reads PAYMENT_GATEWAYS as the gateways' order of preference, and refuses names it does not know", () => {
      expect(readConfig({ ...paystack, PAYMENT_GATEWAYS: ' Paystack, flutterwave ' }).payments.gatewayOrder).toEqual([
        'paystack',
        'flutterwave',
      ])
      expect(readConfig({ PAYMENT_GATEWAYS: '' }).payments).toEqual({})
      for (const setting of ['stripe', 'paystack,paystack', 'paystack,,flutterwave'])
        expect(refusalOf({ PAYMENT_GATEWAYS: setting })).toMatch(/PAYMENT_GATEWAYS must name flutterwave and paystack/)
    })

    it('reads SANDBOX_GATEWAY_DOWN for a gateway running as its sandbox only (docs/adr/0043)', () => {
      expect(readConfig({ SANDBOX_GATEWAY_DOWN: ' Paystack ' }).payments.sandboxDown).toBe('paystack')
      expect(readConfig({ SANDBOX_GATEWAY_DOWN: 'flutterwave', ...paystack }).payments.sandboxDown).toBe('flutterwave')
      expect(readConfig({ SANDBOX_GATEWAY_DOWN: '' }).payments).toEqual({})
      expect(refusalOf({ SANDBOX_GATEWAY_DOWN: 'stripe' })).toContain(
        'SANDBOX_GATEWAY_DOWN must be flutterwave or paystack, not "stripe"',
      )
      expect(refusalOf({ SANDBOX_GATEWAY_DOWN: 'paystack', ...paystack })).toMatch(/for paystack's sandbox only/)
      expect(refusalOf({ SANDBOX_GATEWAY_DOWN: 'flutterwave', ...flutterwave })).toMatch(/for flutterwave's sandbox/)
      // Paystack's sandbox runs only beside Flutterwave's: with Flutterwave live there is none to take down.
      expect(refusalOf({ SANDBOX_GATEWAY_DOWN: 'paystack', ...flutterwave })).toMatch(/for paystack's sandbox only/)
    })
  })

  describe('picture storage', () => {
    const bucket = {
      MEDIA_S3_BUCKET: 'oja-media',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIA-oja-X',
      MEDIA_S3_SECRET_ACCESS_KEY: 'a-secret-access-key-X',
    }

    it('keeps uploaded pictures in the media folder while no bucket is set', () => {
      expect(readConfig({}).media).toEqual({})
      expect(readConfig({ MEDIA_S3_BUCKET: ' ', MEDIA_S3_REGION: 'eu-west-1' }).media).toEqual({})
    })

    it('reads the bucket and its keys, in us-east-1 at AWS unless told otherwise', () => {
      expect(readConfig(bucket).media).toEqual({
        s3: {
          bucket: 'oja-media',
          region: DEFAULT_S3_REGION,
          accessKeyId: 'AKIA-oja-X',
          secretAccessKey: 'a-secret-access-key-X',
        },
      })
      expect(DEFAULT_S3_REGION).toBe('us-east-1')
      expect(
        readConfig({
          ...bucket,
          MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
          MEDIA_S3_REGION: 'auto',
          MEDIA_S3_PREFIX: '/store-one/',
        }).media.s3,
      ).toMatchObject({
        endpoint: 'http://127.0.0.1:9000',
        region: 'auto',
        prefix: 'store-one',
      })
    })

    it('refuses a bucket without both keys, naming the missing ones, and never the secret', () => {
      expect(() => readConfig({ MEDIA_S3_BUCKET: 'oja-media' })).toThrow(
        'MEDIA_S3_BUCKET needs MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY; MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY are not set',
      )
      const refusal = (() => {
        try {
          readConfig({ MEDIA_S3_BUCKET: 'oja-media', MEDIA_S3_SECRET_ACCESS_KEY: 'a-secret-access-key-X' })
        } catch (error) {
          return String(error)
        }
      })()
      expect(refusal).toMatch(/; MEDIA_S3_ACCESS_KEY_ID is not set$/)
      expect(refusal).not.toContain('a-secret-access-key-X')
    })

    it('refuses bucket settings without a bucket, and an endpoint that is not an http or https URL', () => {
      expect(() => readConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_PREFIX: 'one' })).toThrow(
        'MEDIA_S3_ENDPOINT, MEDIA_S3_PREFIX mean nothing without MEDIA_S3_BUCKET',
      )
      for (const MEDIA_S3_ENDPOINT of ['minio:9000', 'ftp://127.0.0.1:9000', 'http://127.0.0.1:9000/?x=1']) {
        expect(() => readConfig({ ...bucket, MEDIA_S3_ENDPOINT }), MEDIA_S3_ENDPOINT).toThrow(ConfigError)
      }
    })
  })

  describe('where the store listens (ADR 0007)', () => {
    const real = {
      SMTP_HOST: 'smtp.example.com',
      GOOGLE_CLIENT_ID: 'google-client',
      APPLE_CLIENT_ID: 'ng.oja.web',
      ...flutterwave,
      ...termii,
    }

    it('listens on loopback only while any sandbox is on, and names them', () => {
      const config = readConfig({})
      expect(config.host).toBe('127.0.0.1')
      expect(config.sandboxes.map((sandbox) => sandbox.setting)).toEqual([
        'SMTP_HOST',
        'TERMII_API_KEY, TERMII_SENDER_ID',
        'GOOGLE_CLIENT_ID',
        'APPLE_CLIENT_ID',
        'FLUTTERWAVE_PUBLIC_KEY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH',
        'FLUTTERWAVE_PUBLIC_KEY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH',
        'PAYSTACK_PUBLIC_KEY, PAYSTACK_SECRET_KEY',
      ])
      expect(readConfig({ SMTP_HOST: 'smtp.example.com', GOOGLE_CLIENT_ID: 'google-client' }).host).toBe('127.0.0.1')
    })

    it('keeps to loopback while only the payment sandbox is on, and refuses a reachable address then', () => {
      const allButPayments = {
        SMTP_HOST: 'smtp.example.com',
        GOOGLE_CLIENT_ID: 'google-client',
        APPLE_CLIENT_ID: 'ng.oja.web',
        ...termii,
      }
      expect(readConfig(allButPayments)).toMatchObject({
        host: '127.0.0.1',
        sandboxes: [
          { name: 'card payment sandbox' },
          { name: 'bank transfer and data/airtime sandbox' },
          { name: 'Paystack sandbox' },
        ],
      })
      expect(() => readConfig({ ...allButPayments, HOST: '0.0.0.0' })).toThrow(
        /card payment sandbox.*FLUTTERWAVE_PUBLIC_KEY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH/,
      )
      expect(readConfig({ ...allButPayments, HOST: '0.0.0.0', SANDBOX_PUBLIC: 'true' }).host).toBe('0.0.0.0')
      expect(readConfig({ ...allButPayments, HOST: '::1' }).host).toBe('::1')
    })

    it('listens on every interface once every provider is real', () => {
      expect(readConfig(real)).toMatchObject({ host: '0.0.0.0', sandboxes: [] })
      expect(readConfig({ ...real, HOST: '10.0.0.5' }).host).toBe('10.0.0.5')
    })

    it('refuses a reachable address while a sandbox is on, naming the sandbox and its setting', () => {
      for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'oja.example']) {
        expect(() => readConfig({ HOST })).toThrow(ConfigError)
      }
      expect(() =>
        readConfig({ HOST: '0.0.0.0', SMTP_HOST: 'smtp.example.com', GOOGLE_CLIENT_ID: 'g', ...flutterwave }),
      ).toThrow(/Apple sign-in.*APPLE_CLIENT_ID/)
      for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])
        expect(readConfig({ HOST }).host).toBe(HOST)
    })

    it('lets the operator expose the sandboxes with SANDBOX_PUBLIC=true, and reads only true or false there', () => {
      expect(readConfig({ SANDBOX_PUBLIC: 'true' })).toMatchObject({ host: '0.0.0.0', sandboxPublic: true })
      expect(readConfig({ SANDBOX_PUBLIC: 'TRUE', HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
      expect(readConfig({ SANDBOX_PUBLIC: 'false' })).toMatchObject({ host: '127.0.0.1', sandboxPublic: false })
      expect(() => readConfig({ SANDBOX_PUBLIC: 'yes please' })).toThrow(
        'SANDBOX_PUBLIC must be true or false, not "yes please"',
      )
    })

    it('believes no proxy unless TRUST_PROXY names them', () => {
      expect(readConfig({}).trustProxy).toBe(false)
      expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
      expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
      expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8'])
    })

    it('takes PUBLIC_URL as the one origin for absolute URLs, and defaults it to the listen address', () => {
      expect(readConfig({}).publicUrl).toBe('http://127.0.0.1:3000')
      expect(readConfig({ PORT: '8080', HOST: 'localhost' }).publicUrl).toBe('http://localhost:8080')
      expect(readConfig({ SANDBOX_PUBLIC: 'true', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000')
      expect(readConfig({ PUBLIC_URL: 'https://oja.ng/' }).publicUrl).toBe('https://oja.ng')
      expect(readConfig({ PUBLIC_URL: 'https://Shop.Oja.ng:8443' }).publicUrl).toBe('https://shop.oja.ng:8443')
      for (const PUBLIC_URL of [
        'oja.ng',
        'ftp://oja.ng',
        'https://oja.ng/shop',
        'https://oja.ng/?a=1',
        'https://user@oja.ng',
      ]) {
        expect(() => readConfig({ PUBLIC_URL }), PUBLIC_URL).toThrow(ConfigError)
      }
    })

    it('knows loopback addresses', () => {
      expect(['localhost', '127.0.0.1', '127.255.0.9', '::1', '[::1]'].every(isLoopback)).toBe(true)
      expect(
        ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.example', '127.0.0.1.example'].some(isLoopback),
      ).toBe(false)
    })
  })
})
