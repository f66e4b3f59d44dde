// Where uploaded pictures live. The default is a folder in the data directory's media folder, which one store
// process serves; with an S3-compatible bucket configured (server/config.ts MEDIA_S3_*) every store process reads
// and writes the same pictures, whichever of them took the upload.
import { mkdirSync, rmSync } from 'node:fs'
import { access, constants, mkdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type * as S3 from '@aws-sdk/client-s3'
import type { MediaStorageConfig, S3StorageConfig } from '../config'
import { writeAtomically } from './picture-files'

export interface StoredPicture {
  bytes: Buffer
  contentType: string
}

export interface PictureStorage {
  readonly kind: 'folder' | 's3'
  /** Stores `bytes` under `key`, replacing what was there; a reader sees the old file or the new one, never half. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The picture under `key`, or null when there is none. */
  get(key: string): Promise<StoredPicture | null>
  /** Removes the pictures of `keys`; a key with nothing under it is not an error. */
  delete(keys: readonly string[]): Promise<void>
  /** Resolves when pictures can be stored and read now (the folder is writable, the bucket answers); /readyz asks. */
  ready(): Promise<void>
}

/** A media path without its extension: lowercase words, digits and dashes, in folders; no dots, so no way out. */
export const MEDIA_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** Whether `key` is a WebP picture's key as the store names them ('uploads/<id>-800.webp'). */
export function isPictureKey(key: string): boolean {
  return key.endsWith('.webp') && MEDIA_PATH.test(key.slice(0, -'.webp'.length))
}

/** Every key reaches a storage through here, so no caller can name a file outside its place. */
function checkedKey(key: string): string {
  if (!isPictureKey(key)) throw new Error(`Not a picture key: ${JSON.stringify(key)}`)
  return key
}

/** Pictures as files under `mediaDir`, at their keys' paths. */
export function folderStorage(mediaDir: string): PictureStorage {
  return {
    kind: 'folder',
    async put(key, bytes) {
      const path = join(mediaDir, checkedKey(key))
      mkdirSync(dirname(path), { recursive: true })
      writeAtomically(path, bytes)
    },
    async get(key) {
      try {
        return { bytes: await readFile(join(mediaDir, checkedKey(key))), contentType: 'image/webp' }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(keys) {
      for (const key of keys) rmSync(join(mediaDir, checkedKey(key)), { force: true })
    },
    async ready() {
      // As a put would: the folder is made when missing.
      await mkdir(mediaDir, { recursive: true })
      await access(mediaDir, constants.R_OK | constants.W_OK)
    },
  }
}

function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}

/** Pictures as objects in an S3-compatible bucket, addressed by path (what MinIO, R2 and test servers expect). */
export function s3Storage(settings: S3StorageConfig): PictureStorage {
  // The SDK is loaded on first use: a store that keeps its pictures in its folder never pays for it.
  let connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: true,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Checksums only where S3 demands them: many S3-compatible servers do not take the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })))
  const prefix = settings.prefix ? `${settings.prefix}/` : ''
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const name = objectKey(key)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({ Bucket: settings.bucket, Key: name, Body: bytes, ContentType: contentType }),
      )
    },
    async get(key) {
      const name = objectKey(key)
      const { sdk, client } = await connect()
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: name }))
        if (!object.Body) return null
        return {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'image/webp',
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(keys) {
      const names = keys.map(objectKey)
      const { sdk, client } = await connect()
      // One call per key: the batch delete needs a checksum header that not every S3-compatible server reads, and a
      // picture has only a few files.
      await Promise.all(
        names.map((name) => client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: name }))),
      )
    },
    async ready() {
      const { sdk, client } = await connect()
      // The cheapest call that proves the bucket is there and the keys may use it.
      await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }))
    },
  }
}

/** The storage the settings name: the bucket when one is configured, else the media folder. */
export function pictureStorageOf(settings: MediaStorageConfig, mediaDir: string): PictureStorage {
  return settings.s3 ? s3Storage(settings.s3) : folderStorage(mediaDir)
}
