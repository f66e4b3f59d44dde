// The web app's entry. A page the server drew (ADR 0005) is hydrated: React takes over the nodes already on the
// screen instead of drawing them again. Without one (the Vite dev server) the app draws the page itself.
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import '../styles/globals.css'
import { FIRST_PAGE_ID, parseFirstPage } from '@/domain/first-page'
import { loadShopperListsEarly } from '@/api/shopper-lists-actors'
import { App } from './app'
import { createAppRouter } from './routes'

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  let firstPage = parseFirstPage(document.getElementById(FIRST_PAGE_ID)?.textContent)
  // A stored session: the shopper's cart and wishlist are asked for now, not once the page is drawn (unless the page
  // was drawn with them).
  loadShopperListsEarly(firstPage)
  // A page drawn for a signed-in shopper is taken over only by that shopper's stored session (docs/adr/0050); for
  // anyone else it is drawn afresh, without the answers it was drawn from.
  const { kind, readAhead } = firstPage?.session
    ? (await import('./drawn-session')).takeOver(firstPage)
    : { kind: 'asDrawn', readAhead: null }
  if (kind === 'afresh') {
    container.replaceChildren()
    firstPage = null
    loadShopperListsEarly(null)
  }
  const drawn = container.firstElementChild !== null
  const router = await createAppRouter({ drawn })
  const app = (
    <StrictMode>
      <App firstPage={firstPage} navigate={(to) => void router.navigate(to)} readAhead={readAhead}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  )
  if (drawn) {
    // As a transition, taking over the page yields to the browser every few milliseconds instead of holding a
    // slow phone's main thread in one long task; the page is on screen meanwhile. A mismatch is recovered from by
    // drawing afresh; it is a bug to fix, so it is logged.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration failed', error) })
    })
  } else {
    // A page drawn here (a signed-in page, which the server does not draw) yields to the browser the same way.
    const root = createRoot(container)
    startTransition(() => root.render(app))
  }
}

void start()
