// The server's way into the web app (ADR 0005): draws a page to HTML from the same routes, components and
// machines as the browser, starting from the data the server read for it (FirstPage), so a slow phone shows
// the page as soon as the HTML arrives and the script only has to take it over. Built by `vite build --ssr`
// into dist-ssr/render-page.js, which the server loads when it is there (server/web/page-renderer.ts).
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import type { FirstPage, PageRenderer, RenderedPage } from '@/domain/first-page'
import { App } from './app'
import { appRoutes } from './routes'
import { prepareSizePickerForServer } from './routes/deferred-size-picker'
import { serverSession } from './drawn-session'
import { prepareFooterForServer } from './store-layout'

// The server draws every page, the staff section's too (which the browser fetches only for a staff address, so its
// module is imported the same way here, and stays one chunk).
const handler = import('./routes/staff-section').then(({ staffRoutes }) => createStaticHandler(appRoutes(staffRoutes)))

/** Navigation belongs to the browser; nothing on the server asks for it before the page is sent. */
function noNavigation() {}

/** What React writes ahead of the page for the document's head: <title>, <meta> and <link> (image preloads). */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/

/**
 * Splits React's output into the page and what belongs in <head>. The title and meta the screens render are left
 * out: the server already writes them from the same page-head rules (server/web/html-meta.ts), and the browser's
 * React takes those over.
 */
function splitHead(html: string): RenderedPage {
  const head: string[] = []
  let body = html
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    if (match[0].startsWith('<link')) head.push(match[0])
    body = body.slice(match[0].length)
  }
  return { head, body }
}

/**
 * The page for `url` (absolute, e.g. http://localhost:3000/product-listing?sort=lowToHigh), or null when the
 * router answers with a redirect instead of a page.
 */
export const renderPage: PageRenderer = async (url: string, firstPage: FirstPage) => {
  const { query, dataRoutes } = await handler
  const context = await query(new Request(url))
  if (context instanceof Response) return null
  const router = createStaticRouter(dataRoutes, context)
  await prepareSizePickerForServer()
  await prepareFooterForServer()
  const html = renderToString(
    <StrictMode>
      <App firstPage={firstPage} navigate={noNavigation} readAhead={serverSession(firstPage)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  )
  return splitHead(html)
}
