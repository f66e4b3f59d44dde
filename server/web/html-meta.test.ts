// The page's title, description and link-preview tags, written into index.html by the server.
import { describe, expect, it } from 'vitest'
import { pageHead, ROUTE_HEADS } from '../../src/domain/page-heads'
import { ROUTE_NAMES, ROUTES } from '../../src/domain/routes'
import {
  escapeHtml,
  headTags,
  isDrawnAhead,
  pageMeta,
  previewDescription,
  productMeta,
  fillTemplate,
  type MetaProduct,
} from './html-meta'

const TEMPLATE = `<!doctype html>
<html lang="en-NG">
  <head>
    <title>Built title</title>
    <meta name="description" content="Built description" />
  </head>
  <body><div id="root"></div></body>
</html>`

const PRODUCT: MetaProduct = {
  slug: 'tecno-spark-20',
  title: 'Tecno Spark 20 "Pro" <128GB>',
  description: 'A phone\n\nwith   a big battery & a "fast" charger.',
  discounted_price: 185000,
  is_stock: 4,
  imageVariants: [{ src: '/media/products/tecno-spark-20-1-800.webp', width: 800, height: 800 }],
}

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or a quoted attribute', () => {
    expect(escapeHtml(`<script>alert('x') & "y"</script>`)).toBe(
      '&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;',
    )
  })
})

describe('previewDescription', () => {
  it('keeps a short description whole', () => {
    expect(previewDescription('A phone.')).toBe('A phone.')
  })

  it('cuts a long description at a word, with an ellipsis, within 200 characters', () => {
    const long = 'word '.repeat(100).trim()
    const preview = previewDescription(long)
    expect(preview.length).toBeLessThanOrEqual(200)
    expect(preview.endsWith('word…')).toBe(true)
  })
})

describe("the server's page list", () => {
  it('answers every page of the route manifest with its head, drawing ahead exactly the pages it says', () => {
    for (const name of ROUTE_NAMES) {
      const route = ROUTES[name]
      const path = route.path === '*' ? '/no-such-page' : route.path.replace(/:\w+/g, 'x')
      expect(isDrawnAhead(path), path).toBe(route.drawnAhead)
      const head = ROUTE_HEADS[name]
      if (head === 'product') continue
      expect(pageMeta(path), path).toMatchObject({ status: name === 'notFound' ? 404 : 200, head: pageHead(head) })
    }
  })

  it('leaves the sign-in and sign-up forms to the browser and draws the rest, the 404 page and the frame of signed-in pages included', () => {
    for (const path of ['/login', '/signup', '/verification']) expect(isDrawnAhead(path), path).toBe(false)
    for (const path of [
      '/',
      '/product-listing',
      '/product-details/x',
      '/terms',
      '/no-such-page',
      '/profile',
      '/cart',
      '/wishlist',
      '/staff/orders',
      '/staff/orders/64b7f0c2a1b2c3d4e5f60718',
    ])
      expect(isDrawnAhead(path), path).toBe(true)
  })
})

describe('pageMeta', () => {
  it('names the home page and the listing', () => {
    expect(pageMeta('/').head.title).toBe('Oja: gadgets and accessories, delivered across Nigeria')
    expect(pageMeta('/product-listing', '?title=tecno').path).toBe('/product-listing?title=tecno')
    expect(pageMeta('/product-listing').head.title).toBe('Explore gadgets and accessories | Oja')
  })

  it("names the staff section's pages, from its own list", () => {
    expect(pageMeta('/staff/orders')).toMatchObject({ status: 200, head: { title: 'Orders board | Oja' } })
    expect(pageMeta('/staff/orders/64b7f0c2a1b2c3d4e5f60718').head.title).toBe('Order | Oja')
    expect(pageMeta('/staff/audit').head.title).toBe('Audit log | Oja')
    expect(pageMeta('/staff/nothing').status).toBe(404)
  })

  it('names each static page after its heading', () => {
    expect(pageMeta('/contact').head.title).toBe('Contact Us | Oja')
    expect(pageMeta('/terms').head.title).toBe('Terms & Conditions | Oja')
    expect(pageMeta('/shipping-policy').status).toBe(200)
  })

  it('answers the spec routes with 200 and any other path with 404', () => {
    for (const path of ['/cart', '/checkout', '/profile/orders', '/schedule-call', '/request-success'])
      expect(pageMeta(path).status, path).toBe(200)
    expect(pageMeta('/no-such-page')).toMatchObject({ status: 404, head: { title: 'Page not found | Oja' } })
    expect(pageMeta('/contact/more').status).toBe(404)
    expect(pageMeta('/contact/').status).toBe(200)
  })
})

describe('productMeta', () => {
  it('takes the title and the description (on one line) from the product, spec §2', () => {
    const meta = productMeta('tecno-spark-20', PRODUCT)
    expect(meta).toMatchObject({ status: 200, type: 'product', path: '/product-details/tecno-spark-20' })
    expect(meta.head).toEqual({
      title: 'Tecno Spark 20 "Pro" <128GB>',
      description: 'A phone with a big battery & a "fast" charger.',
    })
    expect(meta.product).toEqual({ price: 185000, inStock: true })
  })

  it('answers an unknown product with 404 and the spec message as title', () => {
    expect(productMeta('nothing', null)).toMatchObject({
      status: 404,
      head: { title: 'This product is not available! | Oja' },
    })
  })
})

describe('headTags', () => {
  it('gives a product Open Graph and X tags with an absolute image and the price in naira', () => {
    const tags = headTags(productMeta('tecno-spark-20', PRODUCT), 'https://oja.ng').join('\n')
    expect(tags).toContain('<meta property="og:type" content="product" />')
    expect(tags).toContain(
      '<meta property="og:title" content="Tecno Spark 20 &quot;Pro&quot; &lt;128GB&gt; · ₦185,000" />',
    )
    expect(tags).toContain(
      '<meta name="twitter:title" content="Tecno Spark 20 &quot;Pro&quot; &lt;128GB&gt; · ₦185,000" />',
    )
    expect(tags).toContain('<meta property="og:url" content="https://oja.ng/product-details/tecno-spark-20" />')
    // A JPEG copy: WhatsApp does not reliably show WebP previews.
    expect(tags).toContain(
      '<meta property="og:image" content="https://oja.ng/media/previews/products/tecno-spark-20-1-800.jpg" />',
    )
    expect(tags).toContain('<meta property="og:image:type" content="image/jpeg" />')
    expect(tags).toContain(
      '<meta name="twitter:image" content="https://oja.ng/media/previews/products/tecno-spark-20-1-800.jpg" />',
    )
    expect(tags).toContain('<meta property="og:image:width" content="800" />')
    expect(tags).toContain('<meta property="product:price:amount" content="185000.00" />')
    expect(tags).toContain('<meta property="product:price:currency" content="NGN" />')
    expect(tags).toContain('<meta property="product:availability" content="in stock" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(tags).toContain('<meta name="twitter:data1" content="₦185,000" />')
  })

  it('gives other pages website tags without an image', () => {
    const tags = headTags(pageMeta('/contact'), 'http://localhost:3000').join('\n')
    expect(tags).toContain('<meta property="og:type" content="website" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary" />')
    expect(tags).not.toContain('og:image')
  })
})

describe('fillTemplate', () => {
  it('replaces the built title and description and adds the tags before </head>', () => {
    const html = fillTemplate(TEMPLATE, productMeta('tecno-spark-20', PRODUCT), [
      '<meta property="og:type" content="product" />',
    ])
    expect(html).toContain('<title>Tecno Spark 20 &quot;Pro&quot; &lt;128GB&gt;</title>')
    expect(html).toContain(
      '<meta name="description" content="A phone with a big battery &amp; a &quot;fast&quot; charger." />',
    )
    expect(html).not.toContain('Built title')
    expect(html).not.toContain('Built description')
    expect(html.indexOf('og:type')).toBeLessThan(html.indexOf('</head>'))
    expect(html.match(/<title>/g)).toHaveLength(1)
  })

  it('adds a title and description to a template without them', () => {
    const html = fillTemplate('<html><head></head><body></body></html>', pageMeta('/'), [])
    expect(html).toContain('<title>Oja: gadgets and accessories, delivered across Nigeria</title>')
    expect(html).toContain('<meta name="description"')
  })

  it('writes $ patterns in product text literally', () => {
    const html = fillTemplate(TEMPLATE, productMeta('x', { ...PRODUCT, title: "$& $' $` $1" }), [])
    expect(html).toContain('<title>$&amp; $&#39; $` $1</title>')
  })
})
