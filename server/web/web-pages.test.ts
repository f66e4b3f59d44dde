// Link previews (issue 5): the product page's HTML carries its title, description and Open Graph tags before any
// script runs, with the data and preloads that let a slow link draw it sooner; unknown products answer 404. And
// pages drawn ahead of the script (ADR 0005): the render entry's HTML goes inside #root, drawn from that data.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../test-support'
import { formatNaira } from '../../src/domain/money'
import { FIRST_PAGE_ID, embeddedAnswer, firstPageRequests, type FirstPage } from '../../src/domain/first-page'
import type { PageRenderer } from './page-renderer'
import { CHAT_BUTTON_ID, CHAT_ENTRY_MODULE } from '../../src/domain/chat'
import { LOADER_SCRIPT, LOADER_SCRIPT_HASH, STAFF_SECTION_MODULE, TYPEFACE_SCRIPT_HASH } from './web-pages'
import { CHAT_BUTTON_SCRIPT, CHAT_BUTTON_SCRIPT_HASH } from './chat-button'

const INDEX = `<!doctype html>
<html lang="en-NG">
  <head>
    <title>Built title</title>
    <meta name="description" content="Built description" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/button-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>`

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_button.js'] },
  '_button.js': { file: 'assets/button-abc.js' },
  '_product-card.js': { file: 'assets/product-card-abc.js', imports: ['_button.js'] },
  'src/app/routes/product-detail-route.tsx': {
    file: 'assets/product-detail-route-abc.js',
    isDynamicEntry: true,
    imports: ['_button.js', '_product-card.js'],
  },
  'src/app/routes/browsing/home-route.tsx': {
    file: 'assets/home-route-abc.js',
    isDynamicEntry: true,
    imports: ['_product-card.js'],
  },
  'src/app/routes/browsing/message-routes.tsx': { file: 'assets/message-routes-abc.js', isDynamicEntry: true },
  'src/app/routes/cart-route.tsx': { file: 'assets/cart-route-abc.js', isDynamicEntry: true, imports: ['_button.js'] },
  'node_modules/openapi-fetch/dist/index.mjs': { file: 'assets/openapi-fetch-abc.js', isDynamicEntry: true },
  [STAFF_SECTION_MODULE]: { file: 'assets/staff-section-abc.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/staff/staff-orders-route.tsx': {
    file: 'assets/staff-orders-route-abc.js',
    isDynamicEntry: true,
    imports: ['_button.js'],
  },
  // Live chat's panel, an entry of its own, listed after the app's.
  [CHAT_ENTRY_MODULE]: { file: 'assets/chat-abc.js', isEntry: true, imports: ['_button.js'] },
}

let webRoot: string
let testApp: TestApp
let product: {
  slug: string
  title: string
  description: string
  discounted_price: number
  imageVariants: { src: string; srcSet: string }[]
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'oja-web-'))
  mkdirSync(join(webRoot, '.vite'), { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), INDEX)
  writeFileSync(join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST))
  testApp = await openTestApp({ webRoot, publicUrl: 'http://oja.ng' })
  const list = await testApp.app.inject({ method: 'GET', url: '/api/products?limit=1' })
  product = list.json().data.docs[0]
})

afterAll(async () => {
  await testApp?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

/** A page as a browser asks for it; the Host header names somewhere else, which must not reach the page (issue 10). */
async function page(url: string, app = testApp) {
  return app.app.inject({ method: 'GET', url, headers: { host: 'attacker.example' } })
}

/** The data the page was drawn from, as the page carries it. */
function firstPageOf(body: string): FirstPage {
  const match = new RegExp(`<script id="${FIRST_PAGE_ID}" type="application/json">([^<]*)</script>`).exec(body)
  expect(match).not.toBeNull()
  return JSON.parse(match![1]!) as FirstPage
}

async function apiData(url: string) {
  return (await testApp.app.inject({ method: 'GET', url })).json().data
}

function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

describe('a product page', () => {
  it('carries the product title and description as the page title and meta description', async () => {
    const response = await page(`/product-details/${product.slug}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<title>${escaped(product.title)}</title>`)
    expect(response.body).toContain(
      `<meta name="description" content="${escaped(product.description.replace(/\s+/g, ' ').trim())}" />`,
    )
    expect(response.body).not.toContain('Built title')
  })

  it('carries the Open Graph and X tags a shared link is previewed from', async () => {
    const { body } = await page(`/product-details/${product.slug}`)
    expect(body).toContain(
      `<meta property="og:title" content="${escaped(product.title)} · ${formatNaira(product.discounted_price)}" />`,
    )
    expect(body).toContain('<meta property="og:type" content="product" />')
    expect(body).toContain(`<meta property="og:url" content="http://oja.ng/product-details/${product.slug}" />`)
    expect(body).toContain(
      `<meta property="og:image" content="http://oja.ng${product.imageVariants[0]!.src.replace('/media/', '/media/previews/').replace(/\.webp$/, '.jpg')}" />`,
    )
    expect(body).toContain(`<meta property="product:price:amount" content="${product.discounted_price.toFixed(2)}" />`)
    expect(body).toContain('<meta property="product:price:currency" content="NGN" />')
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(body).toMatch(/<meta property="og:description" content="[^"]+" \/>/)
  })

  it('carries the product as GET api/products/{slug} answers it, and preloads its script chunks and first picture', async () => {
    const { body } = await page(`/product-details/${product.slug}`)
    expect(embeddedAnswer(firstPageOf(body), firstPageRequests.getProductBySlug(product.slug))).toEqual(
      await apiData(`/api/products/${product.slug}`),
    )
    // The app starts from the carried product: no request for it to preload.
    expect(body).not.toContain(`href="/api/products/${product.slug}"`)
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-detail-route-abc.js" />')
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-card-abc.js" />')
    // Already in the built page: not preloaded twice.
    expect(body.match(/button-abc\.js/g)).toHaveLength(1)
    expect(body).toContain(
      `<link rel="preload" as="image" href="${product.imageVariants[0]!.src}" imagesrcset="${product.imageVariants[0]!.srcSet}"`,
    )
  })

  it('answers an unknown slug with the app page (which says the product is not available) and 404', async () => {
    const response = await page('/product-details/no-such-phone')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('<title>This product is not available! | Oja</title>')
    expect(response.body).toContain('<div id="root"></div>')
    expect(response.body).not.toContain('og:image')
    expect(firstPageOf(response.body).answers).toHaveProperty(['/api/products/no-such-phone'], null)
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product-detail-route-abc.js" />',
    )
  })

  it("counts each time a product's page is opened as one view of it, drawn or kept, and nothing for others (ADR 0037)", async () => {
    const views = async () => {
      await testApp.app.store.background.idle()
      const { rows } = await testApp.database.db.execute<{ count: string }>(
        sql`select count(*) as count from store_events where kind = 'viewContent' and detail = ${product.slug}`,
      )
      return Number(rows[0]?.count)
    }
    const before = await views()
    expect((await page(`/product-details/${product.slug}`)).statusCode).toBe(200)
    expect((await page(`/product-details/${product.slug}`)).statusCode).toBe(200)
    await page('/product-details/no-such-phone')
    await page('/')
    expect(await views()).toBe(before + 2)
  })

  it('never writes what the address carries into the page unescaped', async () => {
    for (const url of [
      '/product-details/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/product-details/%22%3E%3Cimg%20src%3Dx%3E',
    ]) {
      const response = await page(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toMatch(/<script>alert|"><img/)
    }
    // Malformed percent-encoding is refused before routing.
    expect((await page('/product-details/%E0%A4%A')).statusCode).toBe(400)
    const listing = await page('/product-listing?title=%22%3E%3Cscript%3Ealert(1)%3C/script%3E')
    expect(listing.statusCode).toBe(200)
    expect(listing.body).not.toContain('<script>alert')
  })
})

describe('other pages', () => {
  it('have their own title and website preview tags', async () => {
    const home = await page('/')
    expect(home.body).toContain('<title>Oja: gadgets and accessories, delivered across Nigeria</title>')
    expect(home.body).toContain('<meta property="og:type" content="website" />')
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-route-abc.js" />')
    const contact = await page('/contact')
    expect(contact.body).toContain('<title>Contact Us | Oja</title>')
  })

  it("carry home's bestsellers and categories, and the listing's categories, as the app asks for them", async () => {
    const home = (await page('/')).body
    expect(embeddedAnswer(firstPageOf(home), firstPageRequests.listProducts({ limit: 4 }))).toEqual(
      await apiData('/api/products?limit=4'),
    )
    expect(embeddedAnswer(firstPageOf(home), firstPageRequests.listCategories())).toEqual(
      await apiData('/api/categories'),
    )
    const listing = (await page('/product-listing')).body
    expect(embeddedAnswer(firstPageOf(listing), firstPageRequests.listCategories())).toEqual(
      await apiData('/api/categories'),
    )
    // Carried, so not fetched again.
    for (const body of [home, listing]) expect(body).not.toContain('as="fetch"')
  })

  it("carry the listing's page 1 as the app asks for it, in relevance order during a title search", async () => {
    const { body } = await page('/product-listing?title=galaxy&sort=lowToHigh')
    const listing = embeddedAnswer(
      firstPageOf(body),
      firstPageRequests.listProducts({ limit: 12, page: 1, sort: 'lowToHigh', title: 'galaxy' }),
    )
    expect(listing).toEqual(await apiData('/api/products?limit=12&page=1&sort=lowToHigh&title=galaxy'))
    expect(listing?.docs.length).toBeGreaterThan(0)
    expect(body).not.toContain('as="fetch" href="/api/products?')
  })

  it("carry the listing's page 1 shuffled when there is no title search (spec §4), the same products as the API's", async () => {
    const answer = await apiData('/api/products?limit=12&page=1')
    const orders = new Set<string>()
    for (let visit = 0; visit < 5; visit++) {
      const listing = embeddedAnswer(
        firstPageOf((await page('/product-listing')).body),
        firstPageRequests.listProducts({ limit: 12, page: 1 }),
      )!
      expect(listing.docs.map((doc) => doc._id).sort()).toEqual(
        answer.docs.map((doc: { _id: string }) => doc._id).sort(),
      )
      expect({ ...listing, docs: [] }).toEqual({ ...answer, docs: [] })
      orders.add(listing.docs.map((doc) => doc._id).join())
    }
    expect(orders.size).toBeGreaterThan(1)
  })

  it("preload the listing's page 1 instead when the API refuses the query", async () => {
    // Not a category id the API accepts: it answers 400, and the app shows its own error after asking.
    const { body } = await page('/product-listing?categoryId=x')
    expect(Object.keys(firstPageOf(body).answers)).toEqual(['/api/promo', '/api/categories'])
    expect(body).toContain(
      '<link rel="preload" as="fetch" href="/api/products?limit=12&amp;page=1&amp;categoryId=x" crossorigin="anonymous" />',
    )
  })

  it('preload, for a page that needs a session, its route chunk and the API client it calls at once', async () => {
    const { body } = await page('/cart')
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-route-abc.js" />')
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/openapi-fetch-abc.js" />')
    // A browsing page makes no call before the shopper acts: the client comes with the first call.
    expect((await page('/')).body).not.toContain('openapi-fetch-abc.js')
  })

  it("preload, for a staff page, the staff section's routes before its own chunk, which no store page names", async () => {
    const { body } = await page('/staff/orders')
    expect(body).toContain('<title>Orders board | Oja</title>')
    const preloads = [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])
    expect(preloads).toEqual([
      '/assets/button-abc.js', // index.html's own
      '/assets/staff-section-abc.js',
      '/assets/staff-orders-route-abc.js',
      '/assets/openapi-fetch-abc.js',
    ])
    expect((await page('/cart')).body).not.toContain('staff-')
    // The module the app fetches them with is where the server looks for it.
    expect(existsSync(join(import.meta.dirname, '../..', STAFF_SECTION_MODULE))).toBe(true)
  })

  it("carry the chat button outside #root, which fetches the panel's own script only when pressed; staff pages do not", async () => {
    for (const path of ['/', '/product-listing', '/cart', '/login']) {
      const response = await page(path)
      const button = response.body.match(new RegExp(`<button id="${CHAT_BUTTON_ID}"[^>]*>Chat with us</button>`))
      expect(button?.[0], path).toContain('data-src="/assets/chat-abc.js"')
      expect(button?.[0], path).toContain('type="button"')
      expect(response.body.indexOf(button![0]), path).toBeGreaterThan(response.body.indexOf('<div id="root">'))
      expect(response.body, path).toContain(`<script>${CHAT_BUTTON_SCRIPT}</script>`)
      // Never preloaded nor loaded with the page.
      expect(response.body.match(/chat-abc\.js/g), path).toHaveLength(1)
      expect(response.headers['content-security-policy'], path).toContain(CHAT_BUTTON_SCRIPT_HASH)
    }
    expect((await page('/staff/orders')).body).not.toContain(CHAT_BUTTON_ID)
    expect(existsSync(join(import.meta.dirname, '../..', CHAT_ENTRY_MODULE))).toBe(true)
  })

  it('answer an unknown path with the app page (its 404 screen) and a 404 status', async () => {
    const response = await page('/no-such-page')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<title>Page not found | Oja</title>')
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/message-routes-abc.js" />')
  })

  it('carry the running promo for the promo bar and the instant they were drawn, as JSON that cannot close its element', async () => {
    const before = Date.now()
    const { body } = await page('/')
    const firstPage = firstPageOf(body)
    expect(firstPage.answers['/api/promo']).toEqual(await apiData('/api/promo'))
    expect(firstPage.renderedAt).toBeGreaterThanOrEqual(before)
    expect(firstPage.renderedAt).toBeLessThanOrEqual(Date.now())
    const hostile = await page('/product-listing?title=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(hostile.body).not.toContain('</script><script>alert')
    expect(firstPageOf(hostile.body).answers).toHaveProperty([
      '/api/products?limit=12&page=1&title=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ])
  })
})

describe("pages drawn by the web app's render entry", () => {
  let drawing: TestApp
  const calls: { url: string; firstPage: FirstPage }[] = []
  let fail = false
  const renderApp: PageRenderer = async (url, firstPage) => {
    calls.push({ url, firstPage })
    if (fail) throw new Error('a screen broke')
    return {
      head: ['<link rel="preload" as="image" href="/media/drawn.webp"/>'],
      body: `<main data-drawn-from="${Object.keys(firstPage.answers).join(' ')}">drawn</main>`,
    }
  }

  beforeAll(async () => {
    drawing = await openTestApp({ webRoot, renderApp, publicUrl: 'http://oja.ng' })
  })

  afterAll(async () => {
    await drawing?.close()
  })

  it('put the drawing inside #root, drawn from the same data the page carries', async () => {
    const response = await page(`/product-details/${product.slug}?from=share`, drawing)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(
      `<div id="root"><main data-drawn-from="/api/promo /api/products/${product.slug}">drawn</main></div>`,
    )
    expect(response.body).toMatch(/<link rel="preload" as="image" href="\/media\/drawn\.webp"\/>[\s\S]*<\/head>/)
    // The script comes after the page has loaded: no module script or preload in the HTML, a loader naming them.
    expect(response.body).not.toMatch(/<script type="module"|rel="modulepreload"/)
    // The loader is the same on every page, allowed by the Content-Security-Policy through its hash (as the head's
    // typeface flag is); what it loads rides beside it as data.
    expect(response.body).toContain(`<script>${LOADER_SCRIPT}</script>`)
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' ${TYPEFACE_SCRIPT_HASH} ${LOADER_SCRIPT_HASH}`,
    )
    const scripts = JSON.parse(
      /<script id="oja-scripts" type="application\/json">([^<]*)<\/script>/.exec(response.body)?.[1] ?? 'null',
    )
    expect(scripts).toEqual({
      after: 'load',
      entry: '/assets/index-abc.js',
      preload: ['/assets/button-abc.js', '/assets/product-detail-route-abc.js', '/assets/product-card-abc.js'],
    })
    const call = calls.at(-1)!
    expect(call.url).toBe(`http://oja.ng/product-details/${product.slug}?from=share`)
    expect(call.firstPage).toEqual(firstPageOf(response.body))
  })

  it("hold a signed-in page's script until its drawn frame has painted, not until the page has loaded", async () => {
    const response = await page('/cart', drawing)
    expect(response.body).toContain('<div id="root"><main')
    expect(response.body).not.toMatch(/<script type="module"|rel="modulepreload"/)
    expect(response.body).toContain(`<script>${LOADER_SCRIPT}</script>`)
    const scripts = JSON.parse(
      /<script id="oja-scripts" type="application\/json">([^<]*)<\/script>/.exec(response.body)?.[1] ?? 'null',
    )
    // What fills the frame is fetched by the script, with the API client it calls at once.
    expect(scripts).toEqual({
      after: 'paint',
      entry: '/assets/index-abc.js',
      preload: ['/assets/button-abc.js', '/assets/cart-route-abc.js', '/assets/openapi-fetch-abc.js'],
    })
  })

  it('leave the account pages to the browser: their forms must not submit before the script is there', async () => {
    const response = await page('/login', drawing)
    expect(response.body).toContain('<div id="root"></div>')
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
  })

  it('still send the page, for the browser to draw, when drawing fails', async () => {
    fail = true
    try {
      const response = await page('/contact', drawing)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<div id="root"></div>')
      expect(response.body).toContain('<title>Contact Us | Oja</title>')
      // Undrawn, the page needs its script at once.
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
    } finally {
      fail = false
    }
  })
})
