// Files: uploaded pictures from their storage, generated product images, link previews and small copies of pictures
// from the media folder, and the built web app's scripts, styles and icons. Pages themselves are drawn by
// server/plugins/web-pages.ts.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { envelope, NOT_FOUND_MESSAGE } from '../errors'
import { UPLOADS_FOLDER } from '../media/ingest'
import { registerLinkPreviewImages } from '../media/link-preview-images'
import { registerThumbnails } from '../media/thumbnails'
import { isPictureKey } from '../media/storage'

/** Long-lived caching for files whose URL changes when their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The built web app's folder, if it was built. */
export function webRootOf(webRoot: string | undefined): string | undefined {
  return webRoot && existsSync(join(webRoot, 'index.html')) ? webRoot : undefined
}

export const staticFilesPlugin = fp(
  async (app) => {
    const { deps, pictures } = app.store
    // Uploaded pictures from their storage (a bucket is not this folder); more specific than the folder's /media/*.
    app.get<{ Params: { '*': string } }>(`/media/${UPLOADS_FOLDER}/*`, async (request, reply) => {
      const key = `${UPLOADS_FOLDER}/${request.params['*']}`
      const picture = isPictureKey(key) ? await pictures.get(key) : null
      if (!picture) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
      return reply.header('Cache-Control', IMMUTABLE).type('image/webp').send(picture.bytes)
    })
    if (existsSync(deps.mediaDir)) {
      await app.register(fastifyStatic, {
        root: deps.mediaDir,
        prefix: '/media/',
        decorateReply: false,
        cacheControl: false,
        index: false,
        setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
      })
      registerLinkPreviewImages(app, { mediaDir: deps.mediaDir, pictures, cacheControl: IMMUTABLE })
      registerThumbnails(app, { mediaDir: deps.mediaDir, pictures, cacheControl: IMMUTABLE })
    }

    const webRoot = webRootOf(deps.webRoot)
    if (webRoot) {
      await app.register(fastifyStatic, {
        root: webRoot,
        prefix: '/',
        // Pages (/, /index.html, any folder) go through the page fallback, which writes each page's title and
        // link-preview tags into them.
        index: false,
        // One route per file of the build, found at start: a page's path goes straight to the fallback instead of
        // first asking the disk for a file of that name (the build does not change while the store runs).
        wildcard: false,
        allowedPath: (pathname) => !pathname.endsWith('/') && pathname !== '/index.html',
        // The build writes a .gz beside each script and style sheet (vite.config.ts).
        preCompressed: true,
        // Every file here is named by its content and cached for a year: validators and ranges would only add
        // header bytes to each response on a slow link.
        etag: false,
        lastModified: false,
        acceptRanges: false,
        cacheControl: false,
        // Vite names everything under /assets/ by content hash; index.html must be revalidated to pick them up.
        setHeaders: (reply, path) => reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
      })
    }
  },
  { name: 'static-files' },
)
