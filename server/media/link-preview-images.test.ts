// The JPEG copies link previews name (og:image): made from the WebP picture on first request, kept, and refused
// for anything that is not a served picture.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../test-support'
import { linkPreviewImage, registerLinkPreviewImages } from './link-preview-images'
import type { PictureStorage } from './storage'

let testApp: TestApp
let picture: string

beforeAll(async () => {
  testApp = await openTestApp()
  const list = await testApp.app.inject({ method: 'GET', url: '/api/products?limit=1' })
  picture = list.json().data.docs[0].imageVariants[0].src
})

afterAll(async () => {
  await testApp?.close()
})

describe('link preview pictures', () => {
  it('name a JPEG beside each served WebP picture, and nothing for anything else', () => {
    expect(linkPreviewImage('/media/products/tecno-spark-20-1-800.webp')).toBe(
      '/media/previews/products/tecno-spark-20-1-800.jpg',
    )
    expect(linkPreviewImage('/media/products/../secret.webp')).toBeNull()
    expect(linkPreviewImage('https://elsewhere.example/a.webp')).toBeNull()
    expect(linkPreviewImage('/media/products/a.png')).toBeNull()
  })

  it('serve the picture as an 800 px JPEG, made once and kept', async () => {
    const url = linkPreviewImage(picture)!
    const first = await testApp.app.inject({ method: 'GET', url })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/jpeg')
    expect(first.headers['cache-control']).toContain('immutable')
    const meta = await sharp(first.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 800])
    expect(existsSync(join(testApp.mediaDir, url.slice('/media/'.length)))).toBe(true)
    const again = await testApp.app.inject({ method: 'GET', url })
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
  })

  it('answer 404 for a picture that does not exist or a path that is not one', async () => {
    for (const url of [
      '/media/previews/products/no-such-phone-1-800.jpg',
      '/media/previews/products/..%2F..%2Fetc%2Fpasswd.jpg',
      '/media/previews/products/UPPER.jpg',
      '/media/previews/products/a.png',
      '/media/previews/',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({ errors: [{ message: expect.any(String) }] })
    }
  })

  it('read an uploaded picture through the picture storage, wherever it keeps them', async () => {
    const webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1478c8' } })
      .webp()
      .toBuffer()
    const asked: string[] = []
    // A storage that is not the media folder (a bucket, say): nothing of the upload is on this machine's disk.
    const bucket: PictureStorage = {
      kind: 's3',
      async put() {},
      async get(key) {
        asked.push(key)
        return key === 'uploads/0a1b2c-800.webp' ? { bytes: webp, contentType: 'image/webp' } : null
      },
      async delete() {},
      async ready() {},
    }
    const mediaDir = mkdtempSync(join(tmpdir(), 'oja-previews-'))
    const app = Fastify()
    registerLinkPreviewImages(app, { mediaDir, pictures: bucket, cacheControl: 'public, max-age=31536000, immutable' })
    try {
      const found = await app.inject({ method: 'GET', url: linkPreviewImage('/media/uploads/0a1b2c-800.webp')! })
      expect(found.statusCode).toBe(200)
      const meta = await sharp(found.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600])
      expect((await app.inject({ method: 'GET', url: '/media/previews/uploads/ffff-800.jpg' })).statusCode).toBe(404)
      expect(asked).toEqual(['uploads/0a1b2c-800.webp', 'uploads/ffff-800.webp'])
    } finally {
      await app.close()
      rmSync(mediaDir, { recursive: true, force: true })
    }
  })
})
