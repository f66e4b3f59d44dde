// Every web page the server answers: the built index.html with the page's meta (html-meta.ts) and what lets a
// slow phone link draw the page sooner: the page's own script chunks (modulepreload, from Vite's manifest), its
// first API calls and its largest image (preload), and the running promo written into the page so the promo bar
// is there from the first paint instead of pushing the page down when it arrives (ADR 0003).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BESTSELLER_COUNT } from '../../src/domain/home'
import { parseListingQuery, toProductsQuery } from '../../src/domain/listing-query'
import { EMBEDDED_PROMO_ID } from '../../src/domain/page-head'
import { CAROUSEL_SIZES } from '../../src/domain/product-images'
import { escapeHtml, headTags, pageMeta, productMeta, renderPage, type MetaProduct, type PageMeta } from './html-meta'

/** The API's Product as far as the page needs it. */
export type PageProduct = MetaProduct & { imageVariants: { src: string; width: number; height: number; srcSet: string }[] }

export interface WebPagesDeps {
  webRoot: string
  /** null when there is no such product. */
  findProduct(slug: string): Promise<PageProduct | null>
  /** The running promo as GET api/promo sends it, or null. */
  activePromo(): Promise<unknown>
}

export interface WebPage {
  status: number
  html: string
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/** The route modules of src/app/routes, by page, as Vite's manifest names them. */
function routeModule(pathname: string, meta: PageMeta): string {
  if (pathname === '/') return 'src/app/routes/browsing/home-route.tsx'
  if (pathname === '/product-listing') return 'src/app/routes/listing-route.tsx'
  if (pathname.startsWith('/product-details/')) return 'src/app/routes/product-detail-route.tsx'
  if (meta.status === 404 || pathname === '/schedule-call' || pathname === '/request-success') return 'src/app/routes/browsing/message-routes.tsx'
  return 'src/app/routes/browsing/static-page-route.tsx'
}

/** A product slug as the API accepts it (openapi.yaml); anything else is not a product, without asking the database. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

function decodeSlug(encoded: string): string | null {
  try {
    const slug = decodeURIComponent(encoded)
    return SLUG.test(slug) && slug.length <= 200 ? slug : null
  } catch {
    return null
  }
}

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** The listing's first call for this query, spelled as the app's client spells it (name=encodeURIComponent(value)). */
function firstListingPage(search: string): string {
  const query = toProductsQuery(parseListingQuery(search), 1)
  return `/api/products?${Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&')}`
}

function fetchPreload(url: string): string {
  // Same mode and credentials as the app's fetch (same origin), so the app's request is served from this one.
  return `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="anonymous" />`
}

export function webPages({ webRoot, findProduct, activePromo }: WebPagesDeps) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8')
  const manifestPath = join(webRoot, '.vite/manifest.json')
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {}
  // The entry's own imports are already in index.html.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const inTemplate = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)].filter(Boolean))

  function modulePreloads(key: string): string[] {
    const files: string[] = []
    const visit = (name: string) => {
      const chunk = manifest[name]
      if (!chunk || inTemplate.has(chunk.file) || files.includes(chunk.file)) return
      files.push(chunk.file)
      chunk.imports?.forEach(visit)
    }
    visit(key)
    return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
  }

  return {
    async render(pathname: string, search: string, origin: string): Promise<WebPage> {
      const preloads: string[] = []
      let meta: PageMeta
      if (pathname.startsWith('/product-details/')) {
        const encoded = pathname.slice('/product-details/'.length)
        const slug = decodeSlug(encoded)
        const product = slug === null ? null : await findProduct(slug)
        meta = productMeta(slug ?? encoded, product)
        if (product && slug !== null) {
          preloads.push(fetchPreload(`/api/products/${slug}`))
          const image = product.imageVariants[0]
          if (image) {
            preloads.push(`<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" ` +
              `imagesizes="${CAROUSEL_SIZES}" fetchpriority="high" />`)
          }
        }
      } else {
        meta = pageMeta(pathname, search)
        if (pathname === '/') preloads.push(fetchPreload(`/api/products?limit=${BESTSELLER_COUNT}`), fetchPreload('/api/categories'))
        if (pathname === '/product-listing') preloads.push(fetchPreload(firstListingPage(search)), fetchPreload('/api/categories'))
      }
      const promo = `<script id="${EMBEDDED_PROMO_ID}" type="application/json">${scriptJson(await activePromo())}</script>`
      const extra = [...headTags(meta, origin), ...modulePreloads(routeModule(pathname, meta)), ...preloads, promo]
      return { status: meta.status, html: renderPage(template, meta, extra) }
    },
  }
}
