// Picture uploads through the API (uploadProductImages, uploadSwapPhotos): who may upload, what is taken (by the
// bytes, never the name), the WebP files served at both widths, every refusal in the store's words leaving no row and
// no file, no input answered with a 5xx, the per-user hourly allowance, and the sweep of uploads nothing named.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productMessages } from '../src/domain/product-form'
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_PRODUCT_IMAGES,
  MAX_SWAP_PHOTOS,
  uploadMessages,
} from '../src/domain/uploads'
import { buildApp } from './app'
import { openTestDatabase } from './db/database'
import { newId } from './db/ids'
import { rateLimitRepo } from './db/repos/rate-limit.repo'
import { uploadsRepo } from './db/repos/uploads.repo'
import { uploads, users, vendors } from './db/schema'
import { linkPreviewImage } from './media/link-preview-images'
import { folderStorage, s3Storage } from './media/storage'
import { VERIFY_EMAIL_MESSAGE } from './services/verified-user'
import { UNUSED_UPLOAD_MS, UPLOAD_LIMIT, uploadsService } from './services/uploads'
import { THROTTLE_LIMITS } from './throttle'
import { verifiedTestUser } from './test-shop'
import { bearer, openTestApp, signUpTestUser, type TestApp, type TestUser } from './test-support'

let testApp: TestApp
let vendor: TestUser
let shopper: TestUser
let people = 0

interface Part {
  bytes: Buffer
  filename?: string
  type?: string
  name?: string
}

const pictures: Record<'jpeg' | 'png' | 'webp' | 'gif', Buffer> = {
  jpeg: Buffer.alloc(0),
  png: Buffer.alloc(0),
  webp: Buffer.alloc(0),
  gif: Buffer.alloc(0),
}
/** A 1200×900 JPEG whose EXIF says to turn it a quarter clockwise (a phone held upright). */
let sideways: Buffer

function drawing(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
}

beforeAll(async () => {
  testApp = await openTestApp({ seed: false })
  vendor = await vendorUser('uploads-vendor@example.com')
  shopper = await verifiedTestUser(testApp.app, 'uploads-shopper@example.com')
  pictures.jpeg = await drawing().jpeg().toBuffer()
  pictures.png = await drawing().png().toBuffer()
  pictures.webp = await drawing().webp().toBuffer()
  pictures.gif = await drawing(60, 40).gif().toBuffer()
  sideways = await drawing().jpeg().withMetadata({ orientation: 6 }).toBuffer()
})

afterAll(async () => {
  await testApp?.close()
})

/** A verified user made a vendor as the store's operator does: a vendors row and the user's vendor_id. */
async function vendorUser(email: string): Promise<TestUser> {
  const user = await verifiedTestUser(testApp.app, email)
  const vendorId = newId()
  await testApp.database.db.insert(vendors).values({ id: vendorId, name: `Vendor ${email}` })
  await testApp.database.db.update(users).set({ vendorId }).where(eq(users.id, user.id))
  return user
}

function form(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----oja-uploads-test'
  const chunks: Buffer[] = []
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'images'}"${filename}${type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

const image = (kind: keyof typeof pictures, filename = `photo.${kind === 'jpeg' ? 'jpg' : kind}`): Part => ({
  bytes: pictures[kind],
  filename,
  type: `image/${kind}`,
})

function upload(
  url: '/api/products/pushimgs' | '/api/swap/photos',
  user: TestUser | null,
  parts: Part[] | { payload: Buffer; contentType: string },
) {
  const { payload, contentType } = Array.isArray(parts) ? form(parts) : parts
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(user ? bearer(user.token) : {}) },
  })
}
const productImages = (user: TestUser | null, parts: Part[] | { payload: Buffer; contentType: string }) =>
  upload('/api/products/pushimgs', user, parts)
const swapPhotos = (user: TestUser | null, parts: Part[]) => upload('/api/swap/photos', user, parts)

function firstError(response: { json(): unknown }): string | undefined {
  return (response.json() as { errors?: { message: string }[] }).errors?.[0]?.message
}

/** The uploads table's rows and the uploads folder's files: what a refusal must leave as it found. */
async function leftBehind(): Promise<{ rows: number; files: string[] }> {
  const [row] = await testApp.database.db.select({ rows: count() }).from(uploads)
  const folder = join(testApp.mediaDir, 'uploads')
  return { rows: row?.rows ?? 0, files: existsSync(folder) ? readdirSync(folder).sort() : [] }
}

async function served(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url })
  expect(response.statusCode, url).toBe(200)
  return { response, meta: await sharp(response.rawPayload).metadata() }
}

describe('a vendor uploading product pictures', () => {
  it('gets one URL per picture, in the order sent, each served as WebP at 400 and 800 px wide', async () => {
    const response = await productImages(vendor, [image('jpeg'), image('png'), image('webp')])
    expect(response.statusCode, response.body).toBe(201)
    const { images } = response.json<{ data: { images: string[] } }>().data
    expect(images).toHaveLength(3)
    for (const src of images) {
      expect(src).toMatch(/^\/media\/uploads\/[a-f0-9]{32}-800\.webp$/)
      const large = await served(src)
      expect(large.response.headers['content-type']).toBe('image/webp')
      expect(large.response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect([large.meta.format, large.meta.width, large.meta.height]).toEqual(['webp', 800, 600])
      const small = await served(src.replace('-800.webp', '-400.webp'))
      expect([small.meta.format, small.meta.width, small.meta.height]).toEqual(['webp', 400, 300])
    }
    const rows = await testApp.database.db.select().from(uploads).where(eq(uploads.ownerId, vendor.id))
    const bySrc = new Map(rows.map((row) => [row.image.src, row]))
    expect(images.map((src) => bySrc.get(src)?.image)).toEqual(
      images.map((src) => ({
        src,
        width: 800,
        height: 600,
        srcSet: `${src.replace('-800.webp', '-400.webp')} 400w, ${src} 800w`,
      })),
    )
    expect(images.map((src) => bySrc.get(src)?.purpose)).toEqual(['product', 'product', 'product'])
  })

  it('turns a phone photo upright by its orientation and keeps none of its metadata', async () => {
    const response = await productImages(vendor, [{ bytes: sideways, filename: 'IMG_0001.JPG', type: 'image/jpeg' }])
    expect(response.statusCode, response.body).toBe(201)
    const { meta } = await served(response.json<{ data: { images: string[] } }>().data.images[0]!)
    expect([meta.width, meta.height]).toEqual([800, 1067])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
  })

  it('takes a picture by its bytes, whatever its name or declared type says', async () => {
    const response = await productImages(vendor, [
      { bytes: pictures.jpeg, filename: 'phone.png', type: 'image/png' },
      { bytes: pictures.png, filename: 'case', type: 'application/octet-stream' },
    ])
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ data: { images: string[] } }>().data.images).toHaveLength(2)
  })

  it('links a JPEG preview of an uploaded picture', async () => {
    const response = await productImages(vendor, [image('webp')])
    const preview = linkPreviewImage(response.json<{ data: { images: string[] } }>().data.images[0]!)!
    const { response: jpeg, meta } = await served(preview)
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    expect([meta.format, meta.width]).toEqual(['jpeg', 800])
  })
})

describe('who may upload', () => {
  it('refuses product pictures from a shopper who is not a vendor, and everything from an unverified or signed-out one', async () => {
    const before = await leftBehind()
    const notVendor = await productImages(shopper, [image('jpeg')])
    expect([notVendor.statusCode, firstError(notVendor)]).toEqual([403, productMessages.notVendor])
    people += 1
    const unverified = await signUpTestUser(testApp.app, `uploads-unverified-${people}@example.com`)
    for (const response of [
      await productImages(unverified, [image('jpeg')]),
      await swapPhotos(unverified, [image('jpeg')]),
    ]) {
      expect([response.statusCode, firstError(response)]).toEqual([403, VERIFY_EMAIL_MESSAGE])
    }
    expect((await productImages(null, [image('jpeg')])).statusCode).toBe(401)
    expect((await swapPhotos(null, [image('jpeg')])).statusCode).toBe(401)
    expect(await leftBehind()).toEqual(before)
  })

  it('takes up to 4 swap photos from any verified shopper, kept as swap uploads', async () => {
    const response = await swapPhotos(shopper, [image('jpeg'), image('png'), image('webp'), image('jpeg', 'back.jpg')])
    expect(response.statusCode, response.body).toBe(201)
    const { images } = response.json<{ data: { images: string[] } }>().data
    expect(images).toHaveLength(MAX_SWAP_PHOTOS)
    const rows = await testApp.database.db.select().from(uploads).where(eq(uploads.ownerId, shopper.id))
    expect(rows.map((row) => row.purpose)).toEqual(['swap', 'swap', 'swap', 'swap'])
    await served(images[3]!)
  })
})

describe('every refusal leaves no row and no file', () => {
  const oversized = () => Buffer.concat([pictures.jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - pictures.jpeg.length)])
  const cases: {
    title: string
    parts: () => Promise<Part[]> | Part[]
    status: number
    message: string
    swap?: boolean
  }[] = [
    {
      title: 'a text file',
      parts: () => [{ bytes: Buffer.from('not a picture'), filename: 'notes.txt', type: 'text/plain' }],
      status: 400,
      message: uploadMessages.notAnImage('notes.txt'),
    },
    { title: 'a GIF', parts: () => [image('gif')], status: 400, message: uploadMessages.notAnImage('photo.gif') },
    {
      title: 'a text file named .jpg and declared a JPEG',
      parts: () => [{ bytes: Buffer.from('hello'), filename: 'photo.jpg', type: 'image/jpeg' }],
      status: 400,
      message: uploadMessages.notAnImage('photo.jpg'),
    },
    {
      title: 'an SVG named .png',
      parts: () => [
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
          filename: 'logo.png',
          type: 'image/png',
        },
      ],
      status: 400,
      message: uploadMessages.notAnImage('logo.png'),
    },
    {
      title: 'a file over the size limit',
      parts: () => [{ bytes: oversized(), filename: 'huge.jpg', type: 'image/jpeg' }],
      status: 413,
      message: uploadMessages.tooLarge('huge.jpg'),
    },
    {
      title: 'a picture of more pixels than the limit',
      parts: async () => [
        {
          bytes: await sharp({
            create: { width: 8000, height: Math.ceil(MAX_IMAGE_PIXELS / 8000) + 1, channels: 3, background: '#fff' },
          })
            .png({ compressionLevel: 9 })
            .toBuffer(),
          filename: 'panorama.png',
        },
      ],
      status: 400,
      message: uploadMessages.tooManyPixels('panorama.png'),
    },
    {
      title: 'more product pictures than a product takes',
      parts: () => Array.from({ length: MAX_PRODUCT_IMAGES + 1 }, () => image('png')),
      status: 400,
      message: uploadMessages.tooMany(MAX_PRODUCT_IMAGES),
    },
    {
      title: 'far more product pictures than that',
      parts: () => Array.from({ length: MAX_PRODUCT_IMAGES + 5 }, () => image('png')),
      status: 400,
      message: uploadMessages.tooMany(MAX_PRODUCT_IMAGES),
    },
    {
      title: 'more swap photos than a request takes',
      parts: () => Array.from({ length: MAX_SWAP_PHOTOS + 1 }, () => image('png')),
      status: 400,
      message: uploadMessages.tooMany(MAX_SWAP_PHOTOS),
      swap: true,
    },
    {
      title: 'one bad file among good ones',
      parts: () => [
        image('jpeg'),
        image('png'),
        { bytes: Buffer.from('GIF89a...'), filename: 'third.jpg', type: 'image/jpeg' },
        image('webp'),
      ],
      status: 400,
      message: uploadMessages.notAnImage('third.jpg'),
    },
    {
      title: 'a cut-off JPEG',
      parts: () => [
        {
          bytes: pictures.jpeg.subarray(0, Math.floor(pictures.jpeg.length / 2)),
          filename: 'cut.jpg',
          type: 'image/jpeg',
        },
      ],
      status: 400,
      message: uploadMessages.notAnImage('cut.jpg'),
    },
    {
      title: 'an empty file',
      parts: () => [{ bytes: Buffer.alloc(0), filename: 'empty.jpg', type: 'image/jpeg' }],
      status: 400,
      message: uploadMessages.notAnImage('empty.jpg'),
    },
    {
      title: 'a picture sent as a field, with no file name',
      parts: () => [{ bytes: pictures.jpeg }],
      status: 400,
      message: uploadMessages.notAnImage('Picture 1'),
    },
    {
      title: 'a file with an empty name that is not a picture',
      parts: () => [{ bytes: Buffer.from('x'), filename: '', type: 'image/jpeg' }],
      status: 400,
      message: uploadMessages.notAnImage('Picture 1'),
    },
    {
      title: 'a field other than images',
      parts: () => [image('jpeg'), { bytes: Buffer.from('1'), name: 'title' }],
      status: 400,
      message: 'title is not allowed',
    },
    {
      title: 'a file under another name',
      parts: () => [{ ...image('jpeg'), name: 'photo' }],
      status: 400,
      message: 'photo is not allowed',
    },
    { title: 'no files at all', parts: () => [], status: 400, message: uploadMessages.none },
  ]

  for (const { title, parts, status, message, swap } of cases) {
    it(`refuses ${title} with ${status}: "${message}"`, async () => {
      const before = await leftBehind()
      const sent = await parts()
      const response = swap ? await swapPhotos(shopper, sent) : await productImages(vendor, sent)
      expect([response.statusCode, firstError(response)], response.body).toEqual([status, message])
      expect(await leftBehind()).toEqual(before)
    })
  }

  it('answers a body that is not a well-formed form with 400, never a server error', async () => {
    const before = await leftBehind()
    const whole = form([image('jpeg')])
    const bodies = [
      { payload: whole.payload.subarray(0, whole.payload.length - 40), contentType: whole.contentType },
      { payload: Buffer.from('no boundary in here'), contentType: whole.contentType },
      { payload: whole.payload, contentType: 'multipart/form-data' },
      { payload: Buffer.alloc(0), contentType: whole.contentType },
      {
        payload: Buffer.from(
          '--x\r\nContent-Disposition: form-data; name="__proto__"; filename="a.jpg"\r\n\r\nx\r\n--x--\r\n',
        ),
        contentType: 'multipart/form-data; boundary=x',
      },
    ]
    for (const body of bodies) {
      const response = await productImages(vendor, body)
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, response.body).toBeLessThan(500)
      expect(response.json()).toEqual({ errors: [expect.objectContaining({ message: expect.any(String) })] })
    }
    expect(await leftBehind()).toEqual(before)
  })
})

describe('the served uploads', () => {
  it('answer 404 for a missing picture or a path that is not one', async () => {
    for (const url of [
      '/media/uploads/0123abcd-800.webp',
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
      '/media/uploads/UPPER-800.webp',
      '/media/uploads/a.png',
      '/media/uploads/',
      '/media/uploads/a/b-800.webp',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({ errors: [{ message: expect.any(String) }] })
    }
  })
})

describe('the hourly allowance', () => {
  it("refuses a user's pictures beyond it with 429 until the hour turns, counting refused ones too", async () => {
    let clock = new Date('2026-11-24T10:00:00.000Z')
    const service = uploadsService({
      uploads: uploadsRepo(testApp.database.db),
      storage: folderStorage(testApp.mediaDir),
      throttle: { repo: rateLimitRepo(testApp.database.db), limit: { max: 3, windowMs: 60 * 60_000 } },
      now: () => clock,
    })
    people += 1
    const user = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, (await verifiedTestUser(testApp.app, `uploads-allowance-${people}@example.com`)).id))
    const record = user[0]!
    const file = { filename: 'a.jpg', bytes: pictures.jpeg }
    expect(await service.store(record, 'swap', [file, file])).toHaveLength(2)
    await expect(service.store(record, 'swap', [file, file])).rejects.toMatchObject({
      kind: 'tooMany',
      message: expect.stringMatching(/^Too many attempts\. Please try again in 60 minutes$/),
    })
    clock = new Date(clock.getTime() + 60 * 60_000 + 1)
    expect(await service.store(record, 'swap', [file])).toHaveLength(1)
  })
})

describe('the hourly allowance through the API', () => {
  it('answers 429 with Retry-After once a user has sent 60 pictures in the hour, refused ones included', async () => {
    const throttled = await openTestApp({ seed: false, throttle: THROTTLE_LIMITS })
    try {
      const user = await verifiedTestUser(throttled.app, 'uploads-throttled@example.com')
      const { payload, contentType } = form(
        Array.from({ length: MAX_SWAP_PHOTOS }, () => ({ bytes: Buffer.from('not a picture'), filename: 'notes.txt' })),
      )
      const send = () =>
        throttled.app.inject({
          method: 'POST',
          url: '/api/swap/photos',
          payload,
          headers: { 'content-type': contentType, ...bearer(user.token) },
        })
      for (let sent = 0; sent < UPLOAD_LIMIT.max; sent += MAX_SWAP_PHOTOS) expect((await send()).statusCode).toBe(400)
      const refused = await send()
      expect([refused.statusCode, firstError(refused)]).toEqual([
        429,
        'Too many attempts. Please try again in 60 minutes',
      ])
      // The hour began with the first request, a moment ago.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600)
    } finally {
      await throttled.close()
    }
  })
})

describe('the sweep', () => {
  it('removes an upload nothing named after a day, its row and its files, and keeps a claimed one and a recent one', async () => {
    people += 1
    const owner = await vendorUser(`uploads-sweep-${people}@example.com`)
    const start = new Date()
    const response = await productImages(owner, [image('jpeg'), image('png')])
    const [kept, dropped] = response.json<{ data: { images: string[] } }>().data.images as [string, string]
    const repo = uploadsRepo(testApp.database.db)
    const claim = await testApp.database.db.transaction((tx) =>
      repo.claim(tx, { ownerId: owner.id, purpose: 'product', srcs: [kept], now: start }),
    )
    expect(claim.ok).toBe(true)
    const service = uploadsService({ uploads: repo, storage: folderStorage(testApp.mediaDir) })
    const fileOf = (src: string, width: number) =>
      join(testApp.mediaDir, src.slice('/media/'.length).replace('-800.webp', `-${width}.webp`))

    await service.sweep(new Date(start.getTime() + UNUSED_UPLOAD_MS - 60_000))
    expect(existsSync(fileOf(dropped, 800))).toBe(true)

    await service.sweep(new Date(start.getTime() + UNUSED_UPLOAD_MS + 60_000))
    const rows = await testApp.database.db.select().from(uploads).where(eq(uploads.ownerId, owner.id))
    expect(rows.map((row) => row.image.src)).toEqual([kept])
    for (const width of [400, 800]) {
      expect(existsSync(fileOf(kept, width)), `${kept} ${width}`).toBe(true)
      expect(existsSync(fileOf(dropped, width)), `${dropped} ${width}`).toBe(false)
    }
    expect((await testApp.app.inject({ method: 'GET', url: dropped })).statusCode).toBe(404)
    await served(kept)
  })
})

describe('pictures in an S3-compatible bucket', () => {
  it("are stored there by one store process and served by another, with nothing in either's media folder", async () => {
    const s3Folder = mkdtempSync(join(tmpdir(), 'oja-uploads-s3-'))
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Folder,
      silent: true,
      configureBuckets: [{ name: 'oja-media' }],
    })
    const { port } = await server.run()
    const database = await openTestDatabase()
    const folders = [mkdtempSync(join(tmpdir(), 'oja-media-a-')), mkdtempSync(join(tmpdir(), 'oja-media-b-'))]
    const stores: FastifyInstance[] = []
    try {
      for (const mediaDir of folders) {
        const pictures = s3Storage({
          bucket: 'oja-media',
          endpoint: `http://127.0.0.1:${port}`,
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          prefix: 'oja',
        })
        stores.push(
          await buildApp({
            database,
            mediaDir,
            pictures,
            throttle: false,
            walletSettlementMs: false,
            uploadSweepMs: false,
          }),
        )
      }
      const [first, second] = stores as [FastifyInstance, FastifyInstance]
      const user = await verifiedTestUser(first, 'uploads-bucket@example.com')
      const { payload, contentType } = form([image('jpeg'), image('webp')])
      const response = await first.inject({
        method: 'POST',
        url: '/api/swap/photos',
        payload,
        headers: { 'content-type': contentType, ...bearer(user.token) },
      })
      expect(response.statusCode, response.body).toBe(201)
      for (const src of response.json<{ data: { images: string[] } }>().data.images) {
        for (const url of [src, src.replace('-800.webp', '-400.webp')]) {
          const picture = await second.inject({ method: 'GET', url })
          expect(picture.statusCode, url).toBe(200)
          expect(picture.headers['content-type']).toBe('image/webp')
          expect((await sharp(picture.rawPayload).metadata()).format).toBe('webp')
        }
      }
      expect(folders.map((folder) => existsSync(join(folder, 'uploads')))).toEqual([false, false])
    } finally {
      for (const store of stores) await store.close()
      await database.close()
      await server.close()
      for (const folder of [...folders, s3Folder]) rmSync(folder, { recursive: true, force: true })
    }
  })
})
