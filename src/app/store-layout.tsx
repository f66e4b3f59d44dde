// The layout around every store route: promo bar (promoCountdown machine over GET api/promo), navigation bar
// (session, counts, search), the page, footer, the app promo modal (appPromoModal machine) and the sign-in
// modal host. The session, the modal's flow and the counts are the app's long-lived actors (./session-provider).
import { lazy, Suspense, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { promoCountdownMachine } from '@machines/promo-countdown/promo-countdown.machine'
import { appPromoModalMachine } from '@machines/app-promo-modal/app-promo-modal.machine'
import { appPromoModalActions, appPromoModalInput, getPromo } from '@/api/browsing-actors'
import { firstPageRequests } from '@/domain/first-page'
import { matchRoute, pathTo } from '@/domain/routes'
import { ProgressBar } from '@/ui/progress-bar'
import { StoreFrame } from '@/screens/shell/store-frame'
import { PromoBar } from '@/screens/shell/promo-bar'
import { NavBar } from '@/screens/shell/nav-bar'
import { Deferred } from '@/screens/deferred'
import type { FooterProps } from '@/screens/shell/footer'
import { useNavCounts, useSession } from './session-provider'
import { useFirstAnswer } from './first-page'
import { onFirstIntent } from './first-intent'
import type { LiveSearchSuggestions } from './search/live-search-suggestions'

// The modals (and the dialog library under them) stay out of the first download. The app promo appears 10 s
// after load at the earliest (spec §9), so it is fetched when it opens; the sign-in modal is fetched at the
// shopper's first touch, key or pointer movement, so it is on its way before a visitor reaches for Cart or
// Wishlist, and a visit that only looks costs nothing.
const AppPromoModal = lazy(async () => ({ default: (await import('@/screens/shell/app-promo-modal')).AppPromoModal }))
const loadSignInModal = () => import('@/screens/shell/sign-in-modal')
const SignInModal = lazy(async () => ({ default: (await loadSignInModal()).SignInModal }))
// The footer is below the fold on most pages: it comes when a shopper scrolls towards it. A page the server drew for a
// signed-in user is often short (an address or two, an empty audit log), and there the footer is in view: fetched after
// the page, its paragraph became the page's largest paint, seconds late. So on such a page the server draws it (the
// layout's first render is signed in only there, docs/adr/0050), and the browser keeps the drawn footer as it is, its
// store links followed by the router (./kept-footer, set before the takeover; docs/adr/0051): such a page fetches no
// code for a part that is links only.
const loadFooter = async () => ({ default: (await import('@/screens/shell/footer')).Footer })
let Footer: ComponentType<FooterProps> = lazy(loadFooter)

/** Parts of a page drawn for its shopper kept as drawn, set before the takeover (./drawn-session): the footer. */
export const keptParts: { footer?: ReactNode } = {}

/** The kept footer, for the layout's first mount only: it keeps what the server drew, and a layout mounted again later
 *  (back from a page outside it) has nothing drawn to keep, so it draws its own footer. */
function useKeptFooter(): ReactNode {
  const [kept] = useState(() => {
    const footer = keptParts.footer
    keptParts.footer = undefined
    return footer
  })
  return kept
}

/** The server's footer, loaded before it draws pages, so each page is drawn whole in one pass (the browser's build has
 *  none of it: import.meta.env.SSR is false there). */
export async function prepareFooterForServer(): Promise<void> {
  if (import.meta.env.SSR) Footer = (await loadFooter()).default
}

// The search box's suggestions (docs/adr/0047) come down at the shopper's first focus in the box; all they do is in
// that download, so the page's own is only this.
function useSearchSuggestions(navigate: (to: string) => void) {
  const [live, setLive] = useState<LiveSearchSuggestions>()
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  useEffect(() => live?.subscribe(redraw), [live])
  return {
    onSearchIntent: (box: HTMLInputElement) => {
      if (!live)
        import('./search/live-search-suggestions').then(
          (module) => setLive(module.startSearchSuggestions({ navigate, box })),
          // The box still searches on Enter; the next focus tries again.
          (error: unknown) => console.error('Loading the search suggestions failed', error),
        )
    },
    searchCombobox: live?.combobox(),
  }
}

export function listingSearchPath(text: string): string {
  return pathTo('productListing', undefined, `title=${encodeURIComponent(text)}`)
}

/** Its own component so the countdown's tick every second re-renders the bar only. */
function LivePromoBar() {
  // The promo the server wrote into the page, so the bar is drawn with the page rather than pushing it down
  // when GET api/promo answers; none on the Vite dev server and in stories, which ask the API.
  const embedded = useFirstAnswer(firstPageRequests.getPromo())
  const [snapshot, send] = useMachine(promoCountdownMachine, {
    input: { promo: embedded?.data ?? null, now: embedded?.renderedAt ?? Date.now() },
  })

  useEffect(() => {
    // First drawn for the server's instant (so it matches the server's HTML), then at once for this clock.
    if (embedded) {
      send({ type: 'clock.sync', now: Date.now() })
      return
    }
    const controller = new AbortController()
    getPromo({ signal: controller.signal }).then(
      (promo) => send({ type: 'promo.change', promo, now: Date.now() }),
      (error: unknown) => {
        // spec §8 does not list the promo among shown errors: the bar simply stays hidden.
        if (!controller.signal.aborted) console.error('Loading the promo failed', error)
      },
    )
    return () => controller.abort()
  }, [send, embedded])

  // A background tab's timers are throttled; the machine catches up with the real time on return.
  useEffect(() => {
    const sync = () => {
      if (document.visibilityState === 'visible') send({ type: 'clock.sync', now: Date.now() })
    }
    document.addEventListener('visibilitychange', sync)
    return () => document.removeEventListener('visibilitychange', sync)
  }, [send])

  return <PromoBar promo={snapshot.context.promo} now={snapshot.context.now} state={snapshot.value} />
}

function LiveAppPromoModal({ signedIn }: { signedIn: boolean }) {
  const [machine] = useState(() => appPromoModalMachine.provide({ actions: appPromoModalActions() }))
  const [input] = useState(appPromoModalInput)
  const [snapshot, send] = useMachine(machine, { input })
  const open = snapshot.matches('open')
  const [shown, setShown] = useState(false)
  if (open && !shown) setShown(true)

  useEffect(() => {
    if (signedIn) send({ type: 'auth.signIn' })
  }, [signedIn, send])

  // Stays mounted after closing so focus goes back where it was.
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <AppPromoModal open={open} onClose={() => send({ type: 'modal.close' })} />
    </Suspense>
  )
}

export function StoreLayout() {
  const keptFooter = useKeptFooter()
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const signedIn = session.state === 'signedIn'
  const counts = useNavCounts()
  const query =
    matchRoute(location.pathname).name === 'productListing'
      ? (new URLSearchParams(location.search).get('title') ?? '')
      : ''
  // Mounted from the first opening on, so closing hands focus back to where it was.
  const [signInModalShown, setSignInModalShown] = useState(false)
  if (session.signInModalOpen && !signInModalShown) setSignInModalShown(true)
  useEffect(() => onFirstIntent(() => void loadSignInModal()), [])
  const suggestions = useSearchSuggestions((to) => void navigate(to))

  return (
    <>
      {navigation.state === 'loading' ? <ProgressBar placement="top" size="sm" label="Loading page" /> : null}
      <StoreFrame
        promoBar={<LivePromoBar />}
        navBar={
          <NavBar
            signedIn={signedIn}
            wishlistCount={counts.wishlist}
            cartCount={counts.cart}
            defaultQuery={query}
            currentPath={location.pathname}
            onSearch={(text) => void navigate(listingSearchPath(text))}
            onRequireSignIn={(target) => session.openSignInModal(target)}
            onSearchIntent={suggestions.onSearchIntent}
            searchCombobox={suggestions.searchCombobox}
          />
        }
        footer={
          keptFooter ?? (
            <Deferred shown={signedIn}>
              <Suspense fallback={null}>
                <Footer year={new Date().getFullYear()} />
              </Suspense>
            </Deferred>
          )
        }
        overlays={
          <>
            <LiveAppPromoModal signedIn={signedIn} />
            {signInModalShown ? (
              <Suspense fallback={null}>
                <SignInModal
                  open={session.signInModalOpen}
                  state={session.signInModalState}
                  onOpenChange={(open) =>
                    open ? session.openSignInModal(location.pathname) : session.closeSignInModal()
                  }
                  onGoogle={() => session.continueWithGoogle()}
                  onApple={() => session.continueWithApple()}
                  busy={session.signInModalBusy}
                  error={session.signInModalError}
                />
              </Suspense>
            ) : null}
          </>
        }
      >
        <Outlet />
      </StoreFrame>
      <ScrollRestoration />
    </>
  )
}
