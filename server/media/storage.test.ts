// Both picture storages keep the same promises: what is put is got back, replaced whole, deleted without fuss when
// missing, and no key outside the store's naming reaches a file or an object. The bucket runs against a local
// S3-compatible server started here, on a loopback port, over a temporary folder.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { folderStorage, isPictureKey, s3Storage, type PictureStorage } from './storage'

const BUCKET = 'oja-test-media'
const KEY = 'uploads/0a1b2c-800.webp'

let folder: string
let s3Folder: string
let server: S3rver
const storages: Record<'folder' | 's3' | 's3 with a prefix', () => PictureStorage> = {
  folder: () => folderStorage(folder),
  s3: () => bucketStorage(),
  's3 with a prefix': () => bucketStorage('store-one'),
}
let endpoint = ''

function bucketStorage(prefix?: string): PictureStorage {
  return s3Storage({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    ...(prefix ? { prefix } : {}),
  })
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'oja-pictures-'))
  s3Folder = mkdtempSync(join(tmpdir(), 'oja-s3-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Folder,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await server?.close()
  rmSync(folder, { recursive: true, force: true })
  rmSync(s3Folder, { recursive: true, force: true })
})

describe('picture keys', () => {
  it('are lowercase words, digits and dashes in folders, ending in .webp', () => {
    expect(isPictureKey(KEY)).toBe(true)
    expect(isPictureKey('products/tecno-spark-20-1-400.webp')).toBe(true)
    for (const key of [
      'uploads/../secret.webp',
      '../x.webp',
      '/uploads/a.webp',
      'uploads//a.webp',
      'uploads/A.webp',
      'uploads/a.png',
      'uploads/a',
      'uploads/a.webp/',
      'uploads/a_b.webp',
      'uploads/-a.webp',
      '',
    ]) {
      expect(isPictureKey(key), key).toBe(false)
    }
  })
})

for (const [name, make] of Object.entries(storages)) {
  describe(`the ${name} storage`, () => {
    let storage: PictureStorage
    beforeAll(() => {
      storage = make()
    })

    it('says which kind it is', () => {
      expect(storage.kind).toBe(name === 'folder' ? 'folder' : 's3')
    })

    it('says it is ready (what /readyz asks)', async () => {
      await expect(storage.ready()).resolves.toBeUndefined()
    })

    it('gives back what was put, with its type, and null for a key never put', async () => {
      const bytes = Buffer.from(`${name} picture`)
      await storage.put(KEY, bytes, 'image/webp')
      expect(await storage.get(KEY)).toEqual({ bytes, contentType: 'image/webp' })
      expect(await storage.get('uploads/never-put-800.webp')).toBeNull()
    })

    it('replaces a picture whole', async () => {
      await storage.put(KEY, Buffer.from('a longer first version of the picture'), 'image/webp')
      await storage.put(KEY, Buffer.from('second'), 'image/webp')
      expect((await storage.get(KEY))?.bytes.toString()).toBe('second')
    })

    it('deletes the keys it is given, and takes keys with nothing under them in its stride', async () => {
      const other = 'uploads/0a1b2c-400.webp'
      await storage.put(other, Buffer.from('400'), 'image/webp')
      await storage.put(KEY, Buffer.from('800'), 'image/webp')
      await storage.delete([KEY, other, 'uploads/never-put-400.webp'])
      expect(await storage.get(KEY)).toBeNull()
      expect(await storage.get(other)).toBeNull()
      await storage.delete([])
    })

    it("refuses a key outside the store's naming before touching anything", async () => {
      for (const key of ['../escape.webp', 'uploads/a.png', 'uploads/../../x.webp']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Not a picture key/)
        await expect(storage.get(key), key).rejects.toThrow(/Not a picture key/)
        await expect(storage.delete([key]), key).rejects.toThrow(/Not a picture key/)
      }
    })
  })
}

describe('the folder storage', () => {
  it("keeps each picture at its key's path under the media folder, with no partial file left", async () => {
    await folderStorage(folder).put('uploads/d4e5-800.webp', Buffer.from('file'), 'image/webp')
    expect(existsSync(join(folder, 'uploads', 'd4e5-800.webp'))).toBe(true)
    expect(readdirSync(join(folder, 'uploads')).filter((file) => file.endsWith('.partial'))).toEqual([])
  })

  it('is not ready when its folder cannot be made (a file stands in its place)', async () => {
    const file = join(folder, 'not-a-folder')
    writeFileSync(file, 'x')
    await expect(folderStorage(file).ready()).rejects.toThrow()
  })
})

describe('the bucket storage', () => {
  it("keeps a prefixed store's pictures apart from an unprefixed one's in the same bucket", async () => {
    await bucketStorage('store-one').put('uploads/f00d-800.webp', Buffer.from('one'), 'image/webp')
    expect(await bucketStorage().get('uploads/f00d-800.webp')).toBeNull()
    expect((await bucketStorage().get('store-one/uploads/f00d-800.webp'))?.bytes.toString()).toBe('one')
  })

  it('is not ready when its bucket is not there', async () => {
    const missing = s3Storage({
      bucket: 'no-such-bucket',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    })
    await expect(missing.ready()).rejects.toThrow()
  })

  it('is shared: a picture one store process puts, another reads', async () => {
    await bucketStorage().put('uploads/beef-800.webp', Buffer.from('shared'), 'image/webp')
    expect((await bucketStorage().get('uploads/beef-800.webp'))?.bytes.toString()).toBe('shared')
  })
})
