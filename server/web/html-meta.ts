// The web app's page as the server sends it: index.html with the page's title, meta description and link-preview
// tags (Open Graph, X) written in, so WhatsApp, Facebook, X and search engines see them without running a script
// (issue 5, link previews), and the status the page deserves (404 for an unknown product or path).
import type { ImageVariant, Product } from '../../src/domain/contract'
import { formatNaira } from '../../src/domain/money'
import { linkPreviewImage } from '../media/link-preview-images'
import { HOME_HEAD, STORE_NAME, productHead, type PageHead } from '../../src/domain/page-head'
import { pageHead, ROUTE_HEADS } from '../../src/domain/page-heads'
import { matchRouteIn, normalisePath, pathTo } from '../../src/domain/routes'
import { EVERY_ROUTE, isStaffRoute, staffPageHead } from '../../src/domain/staff-routes'

/** What the page needs to know of a product (the API's Product has all of it). */
export type MetaProduct = Pick<Product, 'slug' | 'title' | 'description' | 'discounted_price' | 'is_stock'> & {
  imageVariants: Pick<ImageVariant, 'src' | 'width' | 'height'>[]
}

export interface PageMeta {
  status: 200 | 404
  head: PageHead
  type: 'website' | 'product'
  /** Root-relative; made absolute with the request's origin. */
  path: string
  image?: { src: string; width: number; height: number; alt: string }
  product?: { price: number; inStock: boolean }
}

/** Whether the server draws this page ahead of the script (the route manifest says which; the 404 page is drawn). */
export function isDrawnAhead(path: string): boolean {
  return matchRouteIn(EVERY_ROUTE, path).route.drawnAhead
}

/** Previews cut long descriptions anyway; this keeps the cut at a word and the HTML small. */
const PREVIEW_DESCRIPTION_LENGTH = 200

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for an element's content or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

export function previewDescription(description: string): string {
  if (description.length <= PREVIEW_DESCRIPTION_LENGTH) return description
  const cut = description.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > PREVIEW_DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`
}

function page(path: string, head: PageHead, status: 200 | 404 = 200): PageMeta {
  return { status, head, type: 'website', path }
}

/** The meta of every page but a product's (which needs the catalogue, see `productMeta`). */
export function pageMeta(path: string, search = ''): PageMeta {
  const pathname = normalisePath(path)
  const { name } = matchRouteIn(EVERY_ROUTE, pathname)
  if (isStaffRoute(name)) return page(pathname, staffPageHead(name))
  const head = ROUTE_HEADS[name]
  // A product's path without its product says nothing about a product: not found, like any unknown path.
  if (name === 'notFound' || head === 'product') return page(pathname, pageHead(ROUTE_HEADS.notFound), 404)
  // The listing's query is the page (its filters); every other page is its path.
  return page(name === 'productListing' ? `${pathname}${search}` : pathname, pageHead(head))
}

/** A product page; without a product the app shows 'This product is not available!', answered as a 404. */
export function productMeta(slug: string, product: MetaProduct | null): PageMeta {
  const path = pathTo('productDetails', { productId: slug })
  if (!product)
    return page(
      path,
      { title: `This product is not available! | ${STORE_NAME}`, description: HOME_HEAD.description },
      404,
    )
  const head = productHead(product)
  const image = product.imageVariants[0]
  return {
    status: 200,
    head,
    type: 'product',
    path,
    ...(image ? { image: { src: image.src, width: image.width, height: image.height, alt: product.title } } : {}),
    product: { price: product.discounted_price, inStock: product.is_stock > 0 },
  }
}

function tag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
}

/** The tags that go into <head> for this page; `origin` is e.g. https://oja.ng (no trailing slash). */
export function headTags(meta: PageMeta, origin: string): string[] {
  const url = `${origin}${meta.path}`
  const description = previewDescription(meta.head.description)
  // WhatsApp and Facebook show a preview's title and description only, never the product:price tags, so the
  // price a shopper would pay rides in the preview's title (the page's own <title> stays the product's, spec §2).
  const previewTitle = meta.product ? `${meta.head.title} · ${formatNaira(meta.product.price)}` : meta.head.title
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('property', 'og:site_name', STORE_NAME),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', previewTitle),
    tag('property', 'og:description', description),
    tag('property', 'og:url', url),
    tag('property', 'og:locale', 'en_NG'),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', previewTitle),
    tag('name', 'twitter:description', description),
  ]
  if (meta.image) {
    // A JPEG where there is one: WhatsApp does not reliably show WebP.
    const jpeg = linkPreviewImage(meta.image.src)
    const image = `${origin}${jpeg ?? meta.image.src}`
    tags.push(
      tag('property', 'og:image', image),
      tag('property', 'og:image:type', jpeg ? 'image/jpeg' : 'image/webp'),
      tag('property', 'og:image:width', String(meta.image.width)),
      tag('property', 'og:image:height', String(meta.image.height)),
      tag('property', 'og:image:alt', meta.image.alt),
      tag('name', 'twitter:image', image),
      tag('name', 'twitter:image:alt', meta.image.alt),
    )
  }
  if (meta.product) {
    const amount = meta.product.price.toFixed(2)
    tags.push(
      tag('property', 'product:price:amount', amount),
      tag('property', 'product:price:currency', 'NGN'),
      tag('property', 'og:price:amount', amount),
      tag('property', 'og:price:currency', 'NGN'),
      tag('property', 'product:availability', meta.product.inStock ? 'in stock' : 'out of stock'),
      tag('name', 'twitter:label1', 'Price'),
      tag('name', 'twitter:data1', formatNaira(meta.product.price)),
    )
  }
  return tags
}

/**
 * index.html with this page's title and description in place of the built ones, `extra` (link-preview tags,
 * preloads) before </head> and `body` (the app's own HTML, or '') inside #root. Everything written here is
 * escaped; nothing from the request reaches the page unescaped.
 */
export function fillTemplate(template: string, meta: PageMeta, extra: string[], body = ''): string {
  const title = `<title>${escapeHtml(meta.head.title)}</title>`
  const description = tag('name', 'description', meta.head.description)
  let html = /<title>[\s\S]*?<\/title>/.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : template.replace('</head>', () => `${title}\n</head>`)
  html = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, () => description)
    : html.replace('</head>', () => `${description}\n</head>`)
  html = html.replace('</head>', () => `${extra.map((line) => `    ${line}`).join('\n')}\n  </head>`)
  return body ? html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`) : html
}
