// Small copies of pictures (src/domain/thumbnails.ts): made from the served WebP on the first request at one width,
// kept, read through the picture storage for an upload, and refused for anything that is not a served picture.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { THUMBNAIL_WIDTH, thumbnailSrcSet } from '../../src/domain/thumbnails'
import type { PictureStorage } from './storage'
import { registerThumbnails } from './thumbnails'

const square = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: '#1478c8' } })
    .webp()
    .toBuffer()

let mediaDir: string
let upload: Buffer
const asked: string[] = []
const app = Fastify()

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'oja-thumbs-'))
  mkdirSync(join(mediaDir, 'categories'))
  writeFileSync(join(mediaDir, 'categories/phones-400.webp'), await square(400))
  upload = await square(400)
  // A storage that is not the media folder (a bucket, say): nothing of the upload is on this machine's disk.
  const bucket: PictureStorage = {
    kind: 's3',
    async put() {},
    async get(key) {
      asked.push(key)
      return key === 'uploads/0a1b2c-400.webp' ? { bytes: upload, contentType: 'image/webp' } : null
    },
    async delete() {},
    async ready() {},
  }
  registerThumbnails(app, { mediaDir, pictures: bucket, cacheControl: 'public, max-age=31536000, immutable' })
})

afterAll(async () => {
  await app.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

describe('small copies of pictures', () => {
  it("name a picture's small copy and its 400 px file, and nothing for a picture named otherwise", () => {
    expect(thumbnailSrcSet('/media/categories/phones-800.webp')).toBe(
      `/media/thumbs/categories/phones-400.webp ${THUMBNAIL_WIDTH}w, /media/categories/phones-400.webp 400w`,
    )
    expect(thumbnailSrcSet('/media/uploads/0a1b2c-800.webp')).toContain('/media/thumbs/uploads/0a1b2c-400.webp')
    for (const src of ['/media/categories/phones.webp', 'https://elsewhere.example/a-800.webp', '/media/../a-800.webp'])
      expect(thumbnailSrcSet(src), src).toBeUndefined()
  })

  it('serve the picture at the small width, made once and kept, an upload read through the storage', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/thumbs/categories/phones-400.webp' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/webp')
    expect(first.headers['cache-control']).toContain('immutable')
    const meta = await sharp(first.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', THUMBNAIL_WIDTH, THUMBNAIL_WIDTH])
    expect(existsSync(join(mediaDir, 'thumbs/categories/phones-400.webp'))).toBe(true)
    const again = await app.inject({ method: 'GET', url: '/media/thumbs/categories/phones-400.webp' })
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    const uploaded = await app.inject({ method: 'GET', url: '/media/thumbs/uploads/0a1b2c-400.webp' })
    expect((await sharp(uploaded.rawPayload).metadata()).width).toBe(THUMBNAIL_WIDTH)
    expect(asked).toEqual(['uploads/0a1b2c-400.webp'])
  })

  it('answer 404 for a picture that does not exist or a path that is not one', async () => {
    for (const url of [
      '/media/thumbs/categories/no-such-400.webp',
      '/media/thumbs/uploads/ffff-400.webp',
      '/media/thumbs/categories/..%2F..%2Fetc%2Fpasswd.webp',
      '/media/thumbs/categories/UPPER.webp',
      '/media/thumbs/categories/a.png',
      '/media/thumbs/',
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({ errors: [{ message: expect.any(String) }] })
    }
  })
})
