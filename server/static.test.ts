// The built web app and the product images, served beside /api on one origin.
import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from './test-support'

// Long enough that sending it compressed is worth it.
const APP_SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))})`
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-3f2a1b.js"></script></body></html>'

let webRoot: string
let testApp: TestApp

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'oja-web-'))
  mkdirSync(join(webRoot, 'assets'))
  writeFileSync(join(webRoot, 'index.html'), INDEX)
  writeFileSync(join(webRoot, 'assets/app-3f2a1b.js'), APP_SCRIPT)
  writeFileSync(join(webRoot, 'assets/app-3f2a1b.js.gz'), gzipSync(APP_SCRIPT))
  testApp = await openTestApp({ seed: false, webRoot })
  mkdirSync(join(testApp.mediaDir, 'products'))
  writeFileSync(join(testApp.mediaDir, 'products/phone-1-800.webp'), Buffer.from('RIFF0000WEBPVP8 ', 'latin1'))
})

afterAll(async () => {
  await testApp?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

async function get(url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') {
  return testApp.app.inject({ method, url })
}

describe('the web app', () => {
  it('serves the page at / and asks browsers to revalidate it', async () => {
    const response = await get('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('<div id="root"></div><script type="module" src="/assets/app-3f2a1b.js"></script>')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  for (const route of ['/product-listing?categoryId=65a1f0c2e4b0a1b2c3d4e5f6', '/profile/orders', '/contact']) {
    it(`answers the client route ${route} with the page (history fallback)`, async () => {
      const response = await get(route)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain('<script type="module" src="/assets/app-3f2a1b.js"></script>')
      expect(response.headers['cache-control']).toBe('no-cache')
    })
  }

  for (const route of ['/no-such-page', '/product-details/galaxy-buds-2']) {
    it(`answers ${route}, which the app shows as not found, with the page and a 404 status`, async () => {
      const response = await get(route)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain('<script type="module" src="/assets/app-3f2a1b.js"></script>')
    })
  }

  it('sends the page gzipped to browsers that accept it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toMatch(/Accept-Encoding/)
    expect(gunzipSync(response.rawPayload).toString()).toContain('<div id="root"></div>')
  })

  it('answers HEAD for a client route', async () => {
    const response = await get('/checkout', 'HEAD')
    expect(response.statusCode).toBe(200)
  })

  it("serves the build's gzipped copy of an asset to browsers that accept gzip", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_SCRIPT)
    // Named by content and cached for a year: no validators to send.
    expect(response.headers.etag).toBeUndefined()
    expect(response.headers['last-modified']).toBeUndefined()
  })

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get('/assets/app-3f2a1b.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers 404, not the page, for a missing asset', async () => {
    const response = await get('/assets/app-000000.js')
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<html')
  })

  it('answers 404, not the page, for a missing file anywhere (/favicon.ico, /robots.txt)', async () => {
    for (const path of ['/favicon.ico', '/robots.txt', '/apple-touch-icon.png']) {
      const response = await get(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.body, path).not.toContain('<html')
    }
  })

  it('does not fall back to the page for unknown /api routes or other methods', async () => {
    const api = await get('/api/nothing-here')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ errors: [{ message: 'Not found' }] })
    const post = await get('/product-listing', 'POST')
    expect(post.statusCode).toBe(404)
    expect(post.json()).toEqual({ errors: [{ message: 'Not found' }] })
  })
})

describe('product images', () => {
  it('are served at /media/ with a year-long cache', async () => {
    const response = await get('/media/products/phone-1-800.webp')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answer 404 with the envelope, never the page, when missing', async () => {
    const response = await get('/media/products/missing-1-800.webp')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] })
  })

  it('cannot reach files outside the media folder', async () => {
    // A file beside the media folder, which a path climbing out of /media/ would reach.
    const secret = join(testApp.mediaDir, '..', `${basename(testApp.mediaDir)}-secret.txt`)
    writeFileSync(secret, 'the secret')
    try {
      const name = basename(secret)
      for (const url of [
        `/media/%2e%2e/${name}`,
        `/media/..%2f${name}`,
        `/media/products/..%2f..%2f${name}`,
        `/media/products/%2e%2e/%2e%2e/${name}`,
      ]) {
        const response = await get(url)
        expect(response.body, url).not.toContain('the secret')
      }
    } finally {
      rmSync(secret, { force: true })
    }
  })
})

describe('without a built web app', () => {
  it('serves only the API: / answers the 404 envelope', async () => {
    const apiOnly = await openTestApp({ seed: false })
    try {
      const response = await apiOnly.app.inject({ method: 'GET', url: '/' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] })
    } finally {
      await apiOnly.close()
    }
  })
})
