// The app's long-lived actors (machines/app): the session (spec §4 Auth, §2 Logout) over local storage (spec §3 keys
// token, isAuth, user, vendorId) and the users API, the sign-in modal's flow (spec §2 Sign-in modal, §8) with Google
// and Apple from anywhere (./sign-in-modal-logic, fetched at the first intent or press, and ./provider-sign-in, fetched
// on the first press of a provider's button), and the signed-in shopper's cart and
// wishlist (the navigation bar's counts, 'Go to cart', the wishlist hearts). One actor system for the page, reached
// through AppActors; useSession(), useNavCounts() and useShopperLists() are the selectors screens need, and
// useTellShopperLists() tells the lists a change directly.
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { createActorContext, useSelector } from '@xstate/react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { appMachine, type SignInModalActor } from '@machines/app/app.machine'
import { sessionMachine, sessionSelectors, type SessionSnapshot } from '@machines/session/session.machine'
import type { SignInModalEvent, SignInModalSnapshot } from '@machines/sign-in-modal/sign-in-modal.machine'
import { signInModalSelectors } from '@machines/sign-in-modal/sign-in-modal.selectors'
import {
  shopperListsMachine,
  shopperListsSelectors,
  type ShopperList,
  type ShopperListsChange,
  type ShopperListsContext,
  type ShopperListsInput,
  type ShopperListsSnapshot,
} from '@machines/shopper-lists/shopper-lists.machine'
import type { CartItem, WishlistItem } from '@/domain/contract'
import type { AccountUser, Session } from '@/domain/account'
import { renewSession, sessionActors, type IdentityProviderName } from '@/api/account-actors'
import { registerTokenRefresher } from '@/api/client'
import { listCartItems, listWishlistItems } from '@/api/shopper-lists-actors'
import { notifyWith } from './notify'
import { loadOnce } from './load-once'
import { onFirstIntent } from './first-intent'
import { useToast, type ToastApi } from './toast-provider'
import { disableGoogleAutoSelect } from './identity/load-live-identity'
import { useIdentity } from './identity/use-identity'
import { browserStorage, clearStoredSession, readSession, writeSession, type StorageLike } from './session-storage'

/** The app's actor system; `AppActors.useSelector` reads the root, whose children are the long-lived actors. */
export const AppActors = createActorContext(appMachine)

export type SessionState = 'restoring' | 'signedOut' | 'signedIn'

export interface SessionValue {
  state: SessionState
  user: AccountUser | null
  token: string | null
  isVendor: boolean
  signIn: (token: string, user: AccountUser) => void
  /** spec §2 Logout: clears storage, says 'You're logged out successfully!', turns Google auto-select off, goes to /. */
  logout: () => void
  /** Opens the sign-in modal; `from` is where a successful sign-in returns to. */
  openSignInModal: (from?: string) => void
  closeSignInModal: () => void
  signInModalOpen: boolean
  /** The route the modal was opened for, if any. */
  signInModalFrom: string | null
  /** Which provider the modal is waiting on (its button spins), or null. */
  signInModalBusy: IdentityProviderName | null
  /** Why the last sign-in from the modal failed (spec §8: the first server message), or null. */
  signInModalError: string | null
  /** The modal machine's state, which the modal draws as its data-state. */
  signInModalState: SignInModalSnapshot['value']
  /** The modal's Google and Apple buttons: get an ID token, sign in, close the modal and return to `from` (the
   *  route the modal was opened for unless given). Outside the modal (the Sign Up page) a failure is a toast. */
  continueWithGoogle: (from?: string | null) => void
  continueWithApple: (from?: string | null) => void
  /** A Google or Apple ID token for a screen that runs its own sign-in machine (the /login page). */
  requestIdToken: (provider: IdentityProviderName) => Promise<string | null>
}

export type SessionProviderProps = {
  children?: ReactNode
  /** The router's navigate; the provider sits above the router. Defaults to a full page load. */
  navigate?: (to: string) => void
  /** Defaults to localStorage. */
  storage?: StorageLike | null
  /** The session the page was drawn for, read before the start (docs/adr/0050): the first render is signed in. */
  readAhead?: Session | null
  /** The cart and wishlist that page was drawn with: the shared lists start from them (docs/adr/0050). */
  drawnLists?: ShopperListsInput['drawn']
}

const loadPage = (to: string) => globalThis.location.assign(to)

/** The sign-in modal's flow: its code comes at the first intent (or the first press, whichever is sooner). */
export const signInModalCode = loadOnce(() => import('./sign-in-modal-logic'))

/** Ends the session on the server without holding the shopper up: logged out here already, they are not told if the
 *  server could not be reached (the session then runs out on its own, ADR 0023). */
function endServerSession(token: string | null): void {
  if (!token) return
  import('@/api/end-session')
    .then(({ logout }) => logout(token))
    .catch((error: unknown) => console.error('Ending the session on the server failed', error))
}

type AppSession = NonNullable<ReturnType<typeof appMachine.getInitialSnapshot>['children']['session']>

interface AppWiring {
  storage: StorageLike | null
  toast: ToastApi
  navigate: (to: string) => void
}

/** The app machine with every slot of its children filled by the browser, the API and the toasts. */
function appLogic({ storage, toast, navigate }: AppWiring) {
  const notify = notifyWith(toast)
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          ...sessionActors(),
          readStoredSession: fromPromise(async () => readSession(storage)),
        },
        actions: {
          persistSession: (_, session) => writeSession(storage, session),
          clearSession: () => clearStoredSession(storage),
          endServerSession: (_, { token }) => endServerSession(token),
          disableGoogleAutoSelect: () => disableGoogleAutoSelect(),
          notify: (_, notice) => notify(notice),
          navigate: (_, { to }) => navigate(to),
        },
      }),
      shopperLists: shopperListsMachine.provide({
        actors: {
          loadCart: fromPromise(({ signal }) => listCartItems({ signal })),
          loadWishlist: fromPromise(({ signal }) => listWishlistItems({ signal })),
        },
        actions: {
          // spec §8: cart and wishlist load failures are only logged.
          logFailure: (_, { list, error }) => console.error(`Loading the ${list} failed`, error),
        },
      }),
    },
  })
}

// The identity provider's token window (or the sandbox chooser) is React state, so it is handed down beside the
// actors rather than through them (ModalContext).

export function SessionProvider({
  children,
  navigate = loadPage,
  storage,
  readAhead = null,
  drawnLists = null,
}: SessionProviderProps) {
  const toast = useToast()
  const { requestIdToken, dialog } = useIdentity()
  // Built once, like the actors it starts: the first render's toasts, navigate and identity serve the page's life.
  const [logic] = useState(() =>
    appLogic({
      storage: storage === undefined ? browserStorage() : storage,
      toast,
      navigate,
    }),
  )
  return (
    <AppActors.Provider logic={logic} options={{ input: { readAhead, drawn: drawnLists } }}>
      <TokenRenewal />
      <SignInModalHost toast={toast} navigate={navigate} requestIdToken={requestIdToken}>
        {children}
        {dialog}
      </SignInModalHost>
    </AppActors.Provider>
  )
}

function useAppChild<Id extends 'session' | 'shopperLists'>(id: Id) {
  const child = AppActors.useSelector((snapshot) => snapshot.children[id])
  if (!child) throw new Error(`The app's ${id} actor has stopped`)
  return child
}

type ModalWiring = Pick<AppWiring, 'toast' | 'navigate'> & Pick<SessionValue, 'requestIdToken'>

interface ModalValue {
  requestIdToken: SessionValue['requestIdToken']
  /** Tells the modal's flow an event, starting it first if its code has not come yet: a press is never lost. */
  tell: (event: SignInModalEvent) => void
}

const ModalContext = createContext<ModalValue | null>(null)

/**
 * Starts the sign-in modal's flow in the app's system (machines/app) at the shopper's first intent, or at the first
 * event told to it, whichever is sooner; events told before its code has come are told, in order, when it comes. A
 * failed download is logged and tried again at the next event.
 */
function SignInModalHost({ toast, navigate, requestIdToken, children }: ModalWiring & { children: ReactNode }) {
  const app = AppActors.useActorRef()
  const [value] = useState<ModalValue>(() => {
    const modal = (): SignInModalActor | null => {
      const started = app.getSnapshot().context.signInModal
      const code = signInModalCode.loaded()
      if (started || !code) return started
      const session: AppSession | undefined = app.getSnapshot().children.session
      const logic = code.signInModalLogic({
        requestIdToken,
        storeSession: ({ token, user }) => session?.send({ type: 'session.signIn', token, user }),
        notify: notifyWith(toast),
        navigate,
      })
      app.send({ type: 'signInModal.arrived', logic })
      return app.getSnapshot().context.signInModal
    }
    return {
      requestIdToken,
      tell: (event) => {
        const now = modal()
        if (now) return now.send(event)
        signInModalCode.load().then(
          () => modal()?.send(event),
          (error: unknown) => console.error('Loading the sign-in modal failed', error),
        )
      },
    }
  })
  // Fetched at the first intent, so that the press that opens the modal finds it here.
  useEffect(() => onFirstIntent(() => void signInModalCode.load().catch(() => undefined)), [])
  return <ModalContext value={value}>{children}</ModalContext>
}

/** Lets the API client renew an access token about to run out (docs/adr/0023), telling the session what came back. */
function TokenRenewal() {
  const session = useAppChild('session')
  useEffect(() => registerTokenRefresher(() => renewSession((renewal) => session.send(renewal))), [session])
  return null
}

function sessionState(snapshot: SessionSnapshot): SessionState {
  if (sessionSelectors.isRestoring(snapshot)) return 'restoring'
  return sessionSelectors.isSignedIn(snapshot) ? 'signedIn' : 'signedOut'
}

/** The modal's state before its flow has started: closed. */
const closedModal =
  <T,>(read: (snapshot: SignInModalSnapshot) => T, closed: T) =>
  (snapshot?: SignInModalSnapshot) =>
    snapshot ? read(snapshot) : closed
const modalOpen = closedModal(signInModalSelectors.isOpen, false)
const modalFrom = closedModal(signInModalSelectors.from, null)
const modalBusy = closedModal(signInModalSelectors.busy, null)
const modalError = closedModal(signInModalSelectors.error, null)
const modalState = closedModal((snapshot): SignInModalSnapshot['value'] => snapshot.value, 'closed')

export function useSession(): SessionValue {
  const modalValue = use(ModalContext)
  if (!modalValue) throw new Error('useSession needs a <SessionProvider> above it')
  const { requestIdToken, tell } = modalValue
  const session = useAppChild('session')
  const modal = AppActors.useSelector((snapshot) => snapshot.context.signInModal) ?? undefined
  const state = useSelector(session, sessionState)
  const user = useSelector(session, sessionSelectors.user)
  const token = useSelector(session, sessionSelectors.token)
  const isVendor = useSelector(session, sessionSelectors.isVendor)
  const open = useSelector(modal, modalOpen)
  const from = useSelector(modal, modalFrom)
  const busy = useSelector(modal, modalBusy)
  const error = useSelector(modal, modalError)
  const modalValueState = useSelector(modal, modalState)

  const signIn = useCallback(
    (token: string, user: AccountUser) => session.send({ type: 'session.signIn', token, user }),
    [session],
  )
  const logout = useCallback(() => session.send({ type: 'session.logout' }), [session])
  const openSignInModal = useCallback((from?: string) => tell({ type: 'modal.open', from: from ?? null }), [tell])
  const closeSignInModal = useCallback(() => tell({ type: 'modal.close' }), [tell])
  const continueWithGoogle = useCallback(
    (from?: string | null) => tell({ type: 'provider.continue', provider: 'google', from }),
    [tell],
  )
  const continueWithApple = useCallback(
    (from?: string | null) => tell({ type: 'provider.continue', provider: 'apple', from }),
    [tell],
  )

  return useMemo<SessionValue>(
    () => ({
      state,
      user,
      token,
      isVendor,
      signIn,
      logout,
      openSignInModal,
      closeSignInModal,
      signInModalOpen: open,
      signInModalFrom: from,
      signInModalBusy: busy,
      signInModalError: error,
      signInModalState: modalValueState,
      continueWithGoogle,
      continueWithApple,
      requestIdToken,
    }),
    [
      state,
      user,
      token,
      isVendor,
      signIn,
      logout,
      openSignInModal,
      closeSignInModal,
      open,
      from,
      busy,
      error,
      modalValueState,
      continueWithGoogle,
      continueWithApple,
      requestIdToken,
    ],
  )
}

/** spec §2: the Cart (total quantity) and Wishlist counts of the navigation bar (zero while signed out). */
export function useNavCounts(): { cart: number; wishlist: number } {
  const lists = useAppChild('shopperLists')
  const cart = useSelector(lists, shopperListsSelectors.cartQuantity)
  const wishlist = useSelector(lists, shopperListsSelectors.wishlistCount)
  return useMemo(() => ({ cart, wishlist }), [cart, wishlist])
}

export interface ShopperListsValue {
  cart: CartItem[]
  wishlist: WishlistItem[]
  /** Whether each list holds the server's contents yet (while it first loads, 'Add to cart' cannot know). */
  cartKnown: boolean
  wishlistKnown: boolean
}

/** The signed-in shopper's cart and wishlist as the server last answered them (empty while signed out). */
export function useShopperLists(): ShopperListsValue {
  const lists = useAppChild('shopperLists')
  const cart = useSelector(lists, shopperListsSelectors.cart)
  const wishlist = useSelector(lists, shopperListsSelectors.wishlist)
  const cartKnown = useSelector(lists, shopperListsSelectors.cartKnown)
  const wishlistKnown = useSelector(lists, shopperListsSelectors.wishlistKnown)
  return useMemo(() => ({ cart, wishlist, cartKnown, wishlistKnown }), [cart, wishlist, cartKnown, wishlistKnown])
}

/**
 * The shopper's list as the app's own load of it answers, for a page that needs the list and opens while the app is
 * still loading it: it waits for that answer instead of asking the server a second time. Null when the app has no
 * list to give (its load failed, or nobody is signed in): the page asks for itself.
 */
export function useShopperListAnswer<List extends ShopperList>(
  list: List,
): (signal: AbortSignal) => Promise<ShopperListsContext[List] | null> {
  const lists = useAppChild('shopperLists')
  return useCallback(
    (signal: AbortSignal) =>
      new Promise<ShopperListsContext[List] | null>((resolve) => {
        const answer = (snapshot: ShopperListsSnapshot) => {
          if (snapshot.matches({ signedIn: { [list]: 'loading' } })) return undefined
          return snapshot.matches({ signedIn: { [list]: 'ready' } }) ? snapshot.context[list] : null
        }
        const now = answer(lists.getSnapshot())
        if (now !== undefined) return resolve(now)
        const subscription = lists.subscribe((snapshot) => {
          const later = answer(snapshot)
          if (later === undefined) return
          subscription.unsubscribe()
          resolve(later)
        })
        signal.addEventListener('abort', () => {
          subscription.unsubscribe()
          resolve(null)
        })
      }),
    [lists, list],
  )
}

export type ShopperListsActor = ActorRefFrom<typeof shopperListsMachine>

/** The shopper's lists themselves, for code that reads them at the moment of a press or an answer. */
export function useShopperListsActor(): ShopperListsActor {
  return useAppChild('shopperLists')
}

/**
 * Tells the shopper's lists, directly, a change the server confirmed ('cart.lineAdded', 'cart.ordered' ...), after
 * the caller's own transition, like a toast: one actor's action never runs another's transition inside it.
 */
export function useTellShopperLists(): (change: ShopperListsChange) => void {
  const lists = useAppChild('shopperLists')
  return useCallback((change: ShopperListsChange) => queueMicrotask(() => lists.send(change)), [lists])
}
