// Every web page the server answers (the route manifest, src/domain/routes.ts): the built index.html with the
// page's meta (html-meta.ts), the page itself drawn by the web app's render entry when it is built (ADR 0005), the
// answers of the API calls that drawing started from (the running promo, the listing's page 1, the product) for
// the app to take over from, and what lets a slow phone link get the rest sooner: the page's own script chunks
// (modulepreload, from Vite's manifest), its remaining first API calls and its largest image (preload).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TYPEFACE_SCRIPT } from '../../src/domain/typeface'
import { BESTSELLER_COUNT } from '../../src/domain/home'
import { EARLY_PRESS_KEEPER } from '../../src/domain/early-presses'
import { SHOW_LATER_PICTURES } from '../../src/domain/later-pictures'
import type { Product, ProductPage, User } from '../../src/domain/contract'
import { FIRST_PAGE_ID, firstPageRequests, type FirstPage } from '../../src/domain/first-page'
import { parseListingQuery, toProductsQuery } from '../../src/domain/listing-query'
import { CAROUSEL_SIZES } from '../../src/domain/product-images'
import { arrangeForDisplay } from '../../src/domain/listing-order'
import { isSlug, isStaffPath, matchRouteIn, type RouteMatch } from '../../src/domain/routes'
import { EVERY_ROUTE } from '../../src/domain/staff-routes'
import { VENDOR_ORDERS_PAGE_SIZE } from '../../src/domain/vendor-orders'
import { STAFF_FIRST_REQUESTS } from '../../src/domain/staff-first-pages'
import { dataPlansFirstRequest } from '../../src/domain/data-plans-page'
import { CHAT_ENTRY_MODULE } from '../../src/domain/chat'
import { chatButtonHtml } from './chat-button'
import { consentBannerHtml, consentSettingsHtml } from './consent-banner'
import { escapeHtml, headTags, pageMeta, productMeta, fillTemplate, type PageMeta } from './html-meta'
import type { PageRenderer, RenderedPage } from './page-renderer'

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
  /** Whether an analytics provider is configured: then store pages carry the consent banner (consent-banner.ts). */
  consentBanner?: boolean
}

export interface WebPage {
  status: number
  html: string
}

/** The shopper a signed-in page is drawn for (docs/adr/0050): their live session's user, and the store's API as them. */
export interface Shopper {
  user: User
  /** GET on the store's own API with the shopper's session, as their browser's app would ask it. */
  apiGet(path: string): Promise<ApiAnswer>
}

/** The signed-in pages drawn with the shopper's data: the API's answers each is drawn from beyond the shopper's cart and
 *  wishlist (which every one carries, SHOPPER_LISTS), which its route opens on (useFirstAnswer). A page is drawn for
 *  the shopper only with every one of them; else it is the store's frame. */
const SHOPPER_PAGES: Partial<Record<string, () => string[]>> = {
  cart: () => [],
  wishlist: () => [],
  // The shopper's summary is the session's user; the wallet card and its transactions load after the takeover.
  profile: () => [],
  // The cart comes with every page; the delivery methods are the store's own (src/domain/delivery).
  checkout: () => [firstPageRequests.listAddresses()],
  profileOrders: () => [firstPageRequests.listOrders()],
  profileAddresses: () => [firstPageRequests.listAddresses()],
  // An empty form: nothing but the lists every page carries.
  swap: () => [],
  // A vendor's first page of order lines (a shopper who is no vendor is refused it, so theirs is the frame).
  vendorOrders: () => [firstPageRequests.listVendorOrders({ page: 1, limit: VENDOR_ORDERS_PAGE_SIZE })],
  // The account's settings: four forms that open empty, for the session's user; nothing of its own to read.
  profileAccount: () => [],
  // The data plans the buy-data form offers (the airtime form beside it reads nothing).
  profileBuyData: () => [dataPlansFirstRequest()],
}

/** What every page drawn for a shopper carries: the app's shared lists start from them (the navigation's counts, the
 *  wishlist hearts, the cart the checkout follows), so they are drawn with the page and agree on the takeover. */
const SHOPPER_LISTS = () => [firstPageRequests.listCartItems(), firstPageRequests.listWishlistItems()]

/** The staff pages drawn with their data for the staff member the cookie names, by the address's query (docs/adr/0050,
 *  'Staff pages'); the API's role checks decide, so a page the role may not see is the staff frame, as before. */
const STAFF_PAGES: Partial<Record<string, (search: string, params: Partial<Record<string, string>>) => string[]>> =
  Object.fromEntries(
    Object.entries(STAFF_FIRST_REQUESTS).map(([name, request]) => [
      name,
      (search: string, params: Partial<Record<string, string>>) => [request(search, params)],
    ]),
  )

/** What a signed-in page opens on for the user its cookie names (a shopper's page with the shopper's lists); undefined
 *  for a page drawn as anyone's. */
function signedInRequests({ name, params }: RouteMatch<string>, search: string): string[] | undefined {
  const shopperPage = SHOPPER_PAGES[name]?.()
  if (shopperPage) return [...SHOPPER_LISTS(), ...shopperPage]
  // The route reads its parameters decoded (useParams); one that does not decode names no record to draw.
  const decoded = decodedParams(params)
  return decoded ? STAFF_PAGES[name]?.(search, decoded) : undefined
}

/** A path's parameters as the route reads them, or null when one is not a valid encoding. */
function decodedParams(params: Partial<Record<string, string>>): Partial<Record<string, string>> | null {
  try {
    return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value && decodeURIComponent(value)]))
  } catch {
    return null
  }
}

/** Whether a page of the store is drawn with a signed-in shopper's data when their page session cookie comes with it. */
export function isShopperPage(pathname: string): boolean {
  const { name } = matchRouteIn(EVERY_ROUTE, pathname)
  return SHOPPER_PAGES[name] !== undefined || STAFF_PAGES[name] !== undefined
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/** A page's route module (its screen's chunk), as Vite's manifest names it: a drawn page's loader fetches it after
 *  the page, and a page the browser draws (account, cart, wishlist) preloads it beside the app's script, so the app
 *  does not wait for its own entry to ask for it. */
function routeModule({ route }: RouteMatch<string>): string | null {
  return route.screen ? `src/app/routes/${route.screen.chunk}.tsx` : null
}

/** The module that brings the staff section's routes, which the app fetches first on a staff page (src/app/routes.tsx). */
export const STAFF_SECTION_MODULE = 'src/app/routes/staff-section.ts'

/** What the app fetches first on a page drawn for a shopper, to take it over for them (docs/adr/0050). */
export const DRAWN_SESSION_MODULE = 'src/app/drawn-session.ts'

/** A product slug as the API accepts it; anything else is not a product, without asking the database. */
function decodeSlug(encoded: string): string | null {
  try {
    const slug = decodeURIComponent(encoded)
    return isSlug(slug) ? slug : null
  } catch {
    return null
  }
}

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The element that names a drawn page's script and the chunks to preload with it, for the loader below. */
const SCRIPTS_ID = 'oja-scripts'

/** How long the loader waits for the browser to say it has shown the page's first paint before it adds the script all
 *  the same (a browser that paints but never reports it). */
const FIRST_PAINT_WAIT_MS = 3000

/**
 * A drawn page's one inline script. It keeps the shopper's presses until the app has taken the page over (ADR 0015,
 * src/domain/early-presses.ts), and it adds the page's script once the page is on screen: a browsing page's once the
 * page and its pictures have loaded, as a signed-in page's drawn for the shopper (docs/adr/0050); a signed-in page's
 * drawn as the frame (whose content the script fetches) once the frame has been parsed. Either then waits until the
 * browser reports the page's first contentful paint as shown (the paint timing entry, stamped when the frame reaches
 * the screen: the load event or the next animation frame can come before it, and a script fetched and run then delays
 * that paint and becomes part of it), and goes after the frame that follows; a hidden tab, or one hidden meanwhile,
 * paints nothing, so it goes at once. Before it looks for that paint it waits until the page's eager pictures (those
 * that may be its largest paint) are decoded, ready to be drawn (ADR 0052): a script fetched before the largest picture
 * is on screen shares the link with it and delays it. It then gives the page's later pictures their addresses (ADR
 * 0052, src/domain/later-pictures.ts), and preloads the page's chunks beside the app's script. It is the same text on
 * every drawn page, so the Content-Security-Policy allows it by its hash (LOADER_SCRIPT_HASH), and a page can be kept
 * and sent again as it is.
 */
export const LOADER_SCRIPT =
  EARLY_PRESS_KEEPER +
  `(function(){` +
  SHOW_LATER_PICTURES +
  `var e=document.getElementById('${SCRIPTS_ID}');if(!e)return addEventListener('DOMContentLoaded',showLater);` +
  `var d=JSON.parse(e.textContent);function go(){showLater();var h=document.head;` +
  `d.preload.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l)});` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;h.appendChild(s)}` +
  `var gone=0;function once(){if(!gone){gone=1;go()}}` +
  `function next(){requestAnimationFrame(function(){setTimeout(once)})}` +
  `function shown(){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return next();` +
  `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();next()}}).observe({type:'paint',buffered:true})}` +
  `function painted(){if(document.hidden)return once();addEventListener('visibilitychange',function(){if(document.hidden)once()});setTimeout(once,${FIRST_PAINT_WAIT_MS});` +
  `var w=[];for(var i=0;i<document.images.length;i++){var m=document.images[i];if(m.getAttribute('loading')!=='lazy'&&m.getAttribute('src')&&m.decode)w.push(m.decode()['catch'](function(){}))}` +
  `Promise.all(w).then(shown)}` +
  `addEventListener(d.after==='paint'?'DOMContentLoaded':'load',painted)})()`

/** The head's typeface flag (src/domain/typeface.ts; index.html carries it): its CSP source expression. */
export const TYPEFACE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(TYPEFACE_SCRIPT).digest('base64')}'`

/** The loader's CSP source expression. */
export const LOADER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOADER_SCRIPT).digest('base64')}'`

/** The listing's first call for this query, as the listing route asks it. */
function firstListingPage(search: string) {
  return firstPageRequests.listProducts(toProductsQuery(parseListingQuery(search), 1))
}

/** The `data` of a 200 answer; null for any other. The answer comes from the store's own API, which replies
 *  with the shapes of openapi.yaml, so the caller names the shape it asked for. */
function dataOf(answer: ApiAnswer): unknown {
  return answer.status === 200 && typeof answer.body === 'object' && answer.body !== null && 'data' in answer.body
    ? answer.body.data
    : null
}

function fetchPreload(url: string): string {
  // Same mode and credentials as the app's fetch (same origin), so the app's request is served from this one.
  return `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="anonymous" />`
}

export function webPages({ webRoot, apiGet, renderApp, logError, now = Date.now, consentBanner }: WebPagesDeps) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8')
  const manifestPath = join(webRoot, '.vite/manifest.json')
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {}
  // The entry's own imports are already in index.html.
  const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry)
  // Live chat's panel, a script of its own that the chat button fetches at its first press (chat-button.ts).
  const chatPanel = manifest[CHAT_ENTRY_MODULE]?.file
  const inTemplate = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)].filter(Boolean))
  // The API client (openapi-fetch), which the app fetches at its first call: a page that needs a session calls the API
  // as soon as it starts, so it is preloaded with the page instead of waiting for the app to ask.
  const apiClient = Object.entries(manifest).find(([key]) => /node_modules[\\/]openapi-fetch[\\/]/.test(key))?.[1].file

  /** The chunks these modules (a page's route module, and the staff section's on a staff page) need beyond what
   *  index.html already loads. */
  function routeChunks(keys: (string | null)[]): string[] {
    const files: string[] = []
    const visit = (name: string) => {
      const chunk = manifest[name]
      if (!chunk || inTemplate.has(chunk.file) || files.includes(chunk.file)) return
      files.push(chunk.file)
      chunk.imports?.forEach(visit)
    }
    for (const key of keys) if (key !== null) visit(key)
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
  function scriptsAfter(after: 'load' | 'paint', files: string[]): string {
    if (!entry) return ''
    const scripts = {
      after,
      entry: `/${entry.file}`,
      preload: [...inTemplate, ...files].filter((file) => file !== entry.file).map((file) => `/${file}`),
    }
    return `<script id="${SCRIPTS_ID}" type="application/json">${scriptJson(scripts)}</script>`
  }

  /** The product for a slug, null when there is none; a failing API is an error (the page cannot say which). */
  async function findProduct(request: string): Promise<Product | null> {
    const answer = await apiGet(request)
    if (answer.status === 404) return null
    const product = dataOf(answer)
    if (!product) throw new Error(`GET ${request} answered ${answer.status}`)
    return product as Product
  }

  /** The listing's page 1 for this query, arranged for display; undefined when the API does not answer it. */
  async function firstListing(request: string, search: string): Promise<ProductPage | undefined> {
    const page = dataOf(await apiGet(request)) as ProductPage | null
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

  /** The answer to a GET the page is drawn from, carried in the page; when the API does not answer it, the app's
   *  own request for it is preloaded instead. */
  async function embedOrPreload(firstPage: FirstPage, preloads: string[], request: string) {
    const data = dataOf(await apiGet(request))
    if (data === null) preloads.push(fetchPreload(request))
    else firstPage.answers[request] = data
  }

  return {
    /** `origin` is the store's public address; `shopper`, who a signed-in page is drawn for (else its frame only). */
    async render(pathname: string, search: string, origin: string, shopper?: Shopper): Promise<WebPage> {
      const preloads: string[] = []
      const route = matchRouteIn(EVERY_ROUTE, pathname)
      const promo = firstPageRequests.getPromo()
      const firstPage: FirstPage = { renderedAt: now(), answers: { [promo]: dataOf(await apiGet(promo)) } }
      const shopperRequests = shopper && route.route.signIn ? signedInRequests(route, search) : undefined
      if (shopper && shopperRequests) {
        // Every answer the page opens on, or none of them: a page drawn from part of its data would not be the app's.
        const answers = await Promise.all(shopperRequests.map(async (request) => dataOf(await shopper.apiGet(request))))
        if (answers.every((answer) => answer !== null)) {
          shopperRequests.forEach((request, index) => (firstPage.answers[request] = answers[index]))
          firstPage.session = { user: shopper.user }
        }
      }
      let meta: PageMeta
      if (route.name === 'productDetails') {
        const encoded = route.params.productId ?? ''
        const slug = decodeSlug(encoded)
        const request = slug === null ? null : firstPageRequests.getProductBySlug(slug)
        const product = request === null ? null : await findProduct(request)
        meta = productMeta(slug ?? encoded, product)
        if (request !== null) firstPage.answers[request] = product
        const image = product?.imageVariants[0]
        if (image) {
          preloads.push(
            `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" ` +
              `imagesizes="${CAROUSEL_SIZES}" fetchpriority="high" />`,
          )
        }
      } else {
        meta = pageMeta(pathname, search)
        if (route.name === 'home') {
          await embedOrPreload(firstPage, preloads, firstPageRequests.listProducts({ limit: BESTSELLER_COUNT }))
          await embedOrPreload(firstPage, preloads, firstPageRequests.listCategories())
        }
        if (route.name === 'productListing') {
          const request = firstListingPage(search)
          const listing = await firstListing(request, search)
          if (listing) firstPage.answers[request] = listing
          else preloads.push(fetchPreload(request))
          await embedOrPreload(firstPage, preloads, firstPageRequests.listCategories())
        }
      }
      const data = `<script id="${FIRST_PAGE_ID}" type="application/json">${scriptJson(firstPage)}</script>`
      const drawn = route.route.drawnAhead
        ? await draw(`${origin}${pathname}${search}`, firstPage)
        : { head: [], body: '' }
      const chunks = routeChunks([
        isStaffPath(pathname) ? STAFF_SECTION_MODULE : null,
        firstPage.session ? DRAWN_SESSION_MODULE : null,
        routeModule(route),
      ])
      if (route.route.signIn && apiClient && !chunks.includes(apiClient)) chunks.push(apiClient)
      // A drawn page's script waits until the page is on screen (LOADER_SCRIPT): a browsing page, and a signed-in page
      // drawn for the shopper, are whole without it, so it waits for the page and its pictures to load; a signed-in
      // page drawn as the store's frame only needs the script for what fills it, so that waits for the frame's first
      // paint. A page the browser draws needs its script at once.
      const held = drawn.body !== ''
      const after = route.route.signIn && !firstPage.session ? 'paint' : 'load'
      const scripts = held ? [scriptsAfter(after, chunks)] : modulePreloads(chunks)
      // Every drawn page (a browsing page, a signed-in page's frame) keeps the presses made before its script is live.
      const inline = held ? [`<script>${LOADER_SCRIPT}</script>`] : []
      const extra = [...headTags(meta, origin), ...preloads, ...drawn.head, data, ...scripts, ...inline]
      const html = fillTemplate(held ? drawnTemplate : template, meta, extra, drawn.body)
      // Every store page has the chat button; the staff section has its console instead.
      const chat = chatPanel && !isStaffPath(pathname) ? chatButtonHtml(`/${chatPanel}`) : ''
      // The consent banner and its settings, only when the operator configured an analytics provider (ADR 0038).
      const consent = consentBanner === true && !isStaffPath(pathname)
      const page = consent ? html.replace(/<body[^>]*>/, (body) => `${body}${consentBannerHtml()}`) : html
      const end = `${consent ? consentSettingsHtml() : ''}${chat}`
      return { status: meta.status, html: end ? page.replace('</body>', () => `${end}\n  </body>`) : page }
    },
  }
}
