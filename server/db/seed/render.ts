// Turns the seed's SVG drawings into the WebP files the store serves: every picture at 400 and 800 px wide, square.
// Each render is kept in a content-addressed cache (the SVG text decides the file), so a second data folder on
// the same machine — every test run, a reset store — copies files instead of drawing them again.
import { createHash, randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { DEFAULT_MEDIA_CACHE_DIR } from '../../config'
import { IMAGE_WIDTHS, writeAtomically, type ImageWidth } from '../../media/picture-files'
import { ART_SIZE } from './product-art'

/**
 * Flat drawings need little encoder effort: effort 0 is about twice as fast as the default and the files are
 * barely larger. The drawings are opaque, so the alpha channel is dropped before encoding (less work, smaller files).
 */
const WEBP = { quality: 82, effort: 0 } as const

/** Bump when the drawing or encoding changes in a way the SVG text does not show. */
const RENDER_VERSION = 1

export interface RenderJob {
  svg: string
  /** Where each width goes (absolute paths). */
  outputs: Record<ImageWidth, string>
}

export interface RenderReport {
  /** Drawn and encoded now. */
  rendered: number
  /** Taken from the cache (linked or copied). */
  copied: number
  /** Already in place. */
  skipped: number
  ms: number
}

/**
 * Puts a cached file in place: a hard link when the cache and the media folder share a file system (instant, no
 * extra space; files are only ever replaced by rename, never edited in place), otherwise a copy.
 */
function placeAtomically(from: string, to: string) {
  const partial = `${to}.${process.pid}.${randomBytes(4).toString('hex')}.partial`
  try {
    linkSync(from, partial)
  } catch {
    copyFileSync(from, partial)
  }
  renameSync(partial, to)
}

async function encode(svg: string): Promise<Record<ImageWidth, Buffer>> {
  // Rasterise once at the widest size; the narrower file is a downscale of those pixels.
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * widest) / ART_SIZE })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const files = await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      (width === info.width ? sharp(data, raw) : sharp(data, raw).resize(width, width)).webp(WEBP).toBuffer(),
    ),
  )
  return Object.fromEntries(IMAGE_WIDTHS.map((width, i) => [width, files[i]!])) as Record<ImageWidth, Buffer>
}

/**
 * Writes every job's files that are missing. Runs a few jobs at a time: sharp works off the main thread, so
 * this keeps both cores busy without queueing hundreds of buffers in memory.
 */
export async function renderAll(
  jobs: RenderJob[],
  options: { cacheDir?: string | false; concurrency?: number } = {},
): Promise<RenderReport> {
  const started = performance.now()
  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? DEFAULT_MEDIA_CACHE_DIR)
  if (cacheDir) mkdirSync(cacheDir, { recursive: true })
  const report: RenderReport = { rendered: 0, copied: 0, skipped: 0, ms: 0 }
  const folders = new Set(jobs.flatMap((job) => IMAGE_WIDTHS.map((width) => dirname(job.outputs[width]))))
  for (const folder of folders) mkdirSync(folder, { recursive: true })

  const missing = jobs.filter((job) => IMAGE_WIDTHS.some((width) => !existsSync(job.outputs[width])))
  report.skipped = jobs.length - missing.length

  let next = 0
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!
      const key = createHash('sha256')
        .update(`${RENDER_VERSION}:${sharp.versions.sharp}:${JSON.stringify(WEBP)}:${job.svg}`)
        .digest('hex')
        .slice(0, 32)
      const cached = cacheDir ? IMAGE_WIDTHS.map((width) => join(cacheDir, `${key}-${width}.webp`)) : undefined
      if (cached && cached.every((path) => existsSync(path))) {
        IMAGE_WIDTHS.forEach((width, i) => placeAtomically(cached[i]!, job.outputs[width]))
        report.copied++
        continue
      }
      const files = await encode(job.svg)
      IMAGE_WIDTHS.forEach((width, i) => {
        writeAtomically(job.outputs[width], files[width])
        if (cached) writeAtomically(cached[i]!, files[width])
      })
      report.rendered++
    }
  }
  const concurrency = options.concurrency ?? Math.max(2, availableParallelism())
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker))
  report.ms = Math.round(performance.now() - started)
  return report
}
