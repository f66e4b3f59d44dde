// The JPEG copies link previews name (og:image): made from the WebP picture on first request, kept, and refused
// for anything that is not a served picture.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../test-support'
import { linkPreviewImage } from './link-preview-images'

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
    expect(linkPreviewImage('/media/products/tecno-spark-20-1-800.webp')).toBe('/media/previews/products/tecno-spark-20-1-800.jpg')
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
    for (const url of ['/media/previews/products/no-such-phone-1-800.jpg', '/media/previews/products/..%2F..%2Fetc%2Fpasswd.jpg',
      '/media/previews/products/UPPER.jpg', '/media/previews/products/a.png', '/media/previews/']) {
      const response = await testApp.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({ errors: [{ message: expect.any(String) }] })
    }
  })
})
