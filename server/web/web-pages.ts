// Every web page the server answers: the built index.html with the page's meta (html-meta.ts), the page itself
// drawn by the web app's render entry when it is built (ADR 0005), the data that drawing started from (the
// running promo, the listing's page 1, the product) for the app to take over from, and what lets a slow phone
// link get the rest sooner: the page's own script chunks (modulepreload, from Vite's manifest), its remaining
// first API calls and its largest image (preload).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BESTSELLER_COUNT } from '../../src/domain/home'
import { FIRST_PAGE_ID, type FirstListingPage, type FirstPage } from '../../src/domain/first-page'
import { parseListingQuery, toProductsQuery } from '../../src/domain/listing-query'
import { CAROUSEL_SIZES } from '../../src/domain/product-images'
import { arrangeForDisplay } from '../../src/domain/listing-order'
import { escapeHtml, headTags, isDrawnAhead, pageMeta, productMeta, fillTemplate, type MetaProduct, type PageMeta } from './html-meta'
import type { PageRenderer, RenderedPage } from './page-renderer'

/** The API's Product as far as the page needs it. */
export type PageProduct = MetaProduct & Record<string, unknown> & { _id: string; imageVariants: { src: string; width: number; height: number; srcSet: string }[] }

/** A GET answered by the store's own API, as a browser would get it. */
export interface ApiAnswer {
  status: number
  body: unknown
}

export interface WebPagesDeps {
  webRoot: string
  /** GET on the store's own API (a path with its query): the page starts from exactly what the app would fetch. */
  apiGet(path: string): Promise<ApiAnswer>
  /** The web app's render entry, when it is built; without it the app draws the page in the browser. */
  renderApp?: PageRenderer
  /** When drawing a page fails, the page is still sent, for the browser to draw; the failure is logged here. */
  logError?(error: unknown, url: string): void
  /** Defaults to the system clock. */
  now?(): number
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

/** The route modules of src/app/routes, by browsing page, as Vite's manifest names them; null for the others
 *  (account, cart, checkout), whose chunks the app fetches itself. */
function routeModule(pathname: string, meta: PageMeta): string | null {
  if (!isDrawnAhead(pathname)) return null
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

/** The `data` of a 200 answer; null for any other. */
function dataOf(answer: ApiAnswer): unknown {
  return answer.status === 200 && typeof answer.body === 'object' && answer.body !== null && 'data' in answer.body ? answer.body.data : null
}

function fetchPreload(url: string): string {
  // Same mode and credentials as the app's fetch (same origin), so the app's request is served from this one.
  return `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="anonymous" />`
}

export function webPages({ webRoot, apiGet, renderApp, logError, now = Date.now }: WebPagesDeps) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8')
  const manifestPath = join(webRoot, '.vite/manifest.json')
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {}
  // The entry's own imports are already in index.html.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const inTemplate = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)].filter(Boolean))

  /** The chunks a page's route module needs beyond what index.html already loads. */
  function routeChunks(key: string | null): string[] {
    const files: string[] = []
    if (key === null) return files
    const visit = (name: string) => {
      const chunk = manifest[name]
      if (!chunk || inTemplate.has(chunk.file) || files.includes(chunk.file)) return
      files.push(chunk.file)
      chunk.imports?.forEach(visit)
    }
    visit(key)
    return files
  }

  function modulePreloads(files: string[]): string[] {
    return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
  }

  // A drawn page is complete without its script, which only makes it work: the script is fetched once the page
  // and its pictures have loaded, so on a slow link it does not compete with what the shopper sees first, and the
  // browser has painted the page before it spends the main thread on taking it over (ADR 0005).
  const templateScripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g
  const drawnTemplate = template.replace(templateScripts, '')
  function scriptsAfterLoad(files: string[]): string {
    if (!entry) return ''
    const preload = [...inTemplate, ...files].filter((file) => file !== entry.file).map((file) => `/${file}`)
    // JSON inside a script: scriptJson keeps it from closing the element.
    // After the frame that follows the load event; a hidden tab paints no frames, so it loads at once.
    return `<script>addEventListener('load',function(){function go(){` +
      `var h=document.head;${scriptJson(preload)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l)});` +
      `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${scriptJson(`/${entry.file}`)};h.appendChild(s)}` +
      `if(document.hidden)go();else requestAnimationFrame(function(){setTimeout(go)})})</script>`
  }

  /** The product for a slug, null when there is none; a failing API is an error (the page cannot say which). */
  async function findProduct(slug: string): Promise<PageProduct | null> {
    const answer = await apiGet(`/api/products/${slug}`)
    if (answer.status === 404) return null
    const product = dataOf(answer)
    if (!product) throw new Error(`GET /api/products/${slug} answered ${answer.status}`)
    return product as PageProduct
  }

  /** The listing's page 1 for this query, arranged for display; undefined when the API does not answer it. */
  async function firstListing(search: string): Promise<FirstListingPage | undefined> {
    const page = dataOf(await apiGet(firstListingPage(search))) as FirstListingPage | null
    if (!page || !Array.isArray(page.docs)) return undefined
    return { ...page, docs: arrangeForDisplay(page.docs, parseListingQuery(search), Math.random) }
  }

  /** The app's own drawing of the page; nothing (the browser draws it) when there is no render entry or it fails. */
  async function draw(url: string, firstPage: FirstPage): Promise<RenderedPage> {
    const nothing = { head: [], body: '' }
    if (!renderApp) return nothing
    try {
      return (await renderApp(url, firstPage)) ?? nothing
    } catch (error) {
      logError?.(error, url)
      return nothing
    }
  }

  return {
    async render(pathname: string, search: string, origin: string): Promise<WebPage> {
      const preloads: string[] = []
      const firstPage: FirstPage = { renderedAt: now(), promo: dataOf(await apiGet('/api/promo')) }
      let meta: PageMeta
      if (pathname.startsWith('/product-details/')) {
        const encoded = pathname.slice('/product-details/'.length)
        const slug = decodeSlug(encoded)
        const product = slug === null ? null : await findProduct(slug)
        meta = productMeta(slug ?? encoded, product)
        if (slug !== null) firstPage.product = { slug, product }
        const image = product?.imageVariants[0]
        if (image) {
          preloads.push(`<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" ` +
            `imagesizes="${CAROUSEL_SIZES}" fetchpriority="high" />`)
        }
      } else {
        meta = pageMeta(pathname, search)
        if (pathname === '/') preloads.push(fetchPreload(`/api/products?limit=${BESTSELLER_COUNT}`), fetchPreload('/api/categories'))
        if (pathname === '/product-listing') {
          const listing = await firstListing(search)
          if (listing) firstPage.listing = { search, page: listing }
          else preloads.push(fetchPreload(firstListingPage(search)))
          preloads.push(fetchPreload('/api/categories'))
        }
      }
      const data = `<script id="${FIRST_PAGE_ID}" type="application/json">${scriptJson(firstPage)}</script>`
      const drawn = isDrawnAhead(pathname) ? await draw(`${origin}${pathname}${search}`, firstPage) : { head: [], body: '' }
      const chunks = routeChunks(routeModule(pathname, meta))
      const scripts = drawn.body ? [scriptsAfterLoad(chunks)] : modulePreloads(chunks)
      const extra = [...headTags(meta, origin), ...preloads, ...drawn.head, data, ...scripts]
      return { status: meta.status, html: fillTemplate(drawn.body ? drawnTemplate : template, meta, extra, drawn.body) }
    },
  }
}
