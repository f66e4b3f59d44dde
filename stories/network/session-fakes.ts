// What every signed-in page asks the store as it starts, answered in memory for stories: the stored session refreshed
// (GET api/users/refreshToken gives the same shopper back), the cart and the wishlist the navigation bar counts, and the
// identity configuration (Google and Apple on the sandbox); 'Forgot your password?' with a fixed sandbox code; and the
// account page's calls (change the password, sign out everywhere, download the data, delete the account).
import type { AccountUser } from '@/domain/account'
import {
  confirmsDeletion,
  CURRENT_PASSWORD_WRONG,
  DELETE_CONFIRMATION_MISMATCH,
  NO_PASSWORD_YET,
  RESET_CODE_LOCKED,
  RESET_CODE_WRONG,
} from '@/domain/account-recovery'
import type { CartItem, SuccessBody, User, WishlistItem } from '@/domain/contract'
import { errorReply, http } from './network-fakes'

/** The API's user for a stored one (the store keeps a pending verification as a truthy string). */
export function apiUser(user: AccountUser): User {
  return {
    _id: '64b7f0c2a1b2c3d4e5f60718',
    firstName: '',
    lastName: '',
    referralCode: null,
    vendorId: null,
    isAuth: true,
    ...user,
    verificationCode: Boolean(user.verificationCode),
  }
}

export interface ShopperLists {
  /** The cart's lines, asked each time the page loads it (a function when a story's cart changes). */
  cart?: CartItem[] | (() => CartItem[] | Promise<CartItem[]>)
  wishlist?: WishlistItem[] | (() => WishlistItem[] | Promise<WishlistItem[]>)
}

const read = async <Item>(list: Item[] | (() => Item[] | Promise<Item[]>) | undefined) =>
  typeof list === 'function' ? await list() : (list ?? [])

/** A list's reply: its items, or the server's error when the story's list fails. */
async function listReply<Item>(list: Item[] | (() => Item[] | Promise<Item[]>) | undefined) {
  try {
    return Response.json({ data: { docs: await read(list) } })
  } catch (error) {
    return Response.json(errorReply(error instanceof Error ? error.message : String(error)), { status: 500 })
  }
}

/** Handlers for a shopper signed in before the page opened, with these lists (empty unless given). */
export function signedInHandlers(user: AccountUser, lists: ShopperLists = {}) {
  return [
    http.get('/api/users/refreshToken', ({ response }) =>
      response(200).json({ data: { token: 'shopper-token', user: apiUser(user) } }),
    ),
    http.post('/api/users/logout', ({ response }) => response(200).json({ data: { ended: true } })),
    ...shopperListHandlers(lists),
    identityConfigHandler,
  ]
}

/** The cart and wishlist reads, for a store whose session comes from elsewhere. */
export function shopperListHandlers(lists: ShopperLists = {}) {
  return [
    http.get('/api/carts', () => listReply(lists.cart)),
    http.get('/api/wishlists', () => listReply(lists.wishlist)),
  ]
}

/** Google and Apple on the identity sandbox, as on a fresh machine. */
export const identityConfigHandler = http.get('/api/identity/config', ({ response }) =>
  response(200).json({
    data: { google: { mode: 'sandbox', clientId: null }, apple: { mode: 'sandbox', clientId: null } },
  }),
)

/** The one right password-reset code of the stories and the demo store, whatever address it was sent to. */
export const SANDBOX_RESET_CODE = 'OJA25'
/** Wrong codes for one address before its code is locked (docs/adr/0025). */
const WRONG_CODES_ALLOWED = 5

/**
 * 'Forgot your password?' over memory: a code goes out for any address (the store never says whether an account uses
 * it), SANDBOX_RESET_CODE is the right one in either case, and five wrong ones lock it until a new one is asked for.
 * `onReset` hears each new password, for a store that keeps its shoppers' passwords.
 */
export function passwordResetHandlers({ onReset }: { onReset?: (email: string, password: string) => void } = {}) {
  const wrongCodes = new Map<string, number>()
  return [
    http.post('/api/users/forgotPassword', async ({ request, response }) => {
      const { email } = await request.json()
      wrongCodes.delete(email.toLowerCase())
      return response(200).json({ data: { sent: true } })
    }),
    http.post('/api/users/resetPassword', async ({ request, response }) => {
      const { email, code, password } = await request.json()
      const address = email.toLowerCase()
      const wrong = wrongCodes.get(address) ?? 0
      if (wrong >= WRONG_CODES_ALLOWED) return response(429).json(errorReply(RESET_CODE_LOCKED))
      if (code.toUpperCase() !== SANDBOX_RESET_CODE) {
        wrongCodes.set(address, wrong + 1)
        return response(400).json({ errors: [{ message: RESET_CODE_WRONG, field: 'code' }] })
      }
      wrongCodes.delete(address)
      onReset?.(email, password)
      return response(200).json({ data: { reset: true } })
    }),
  ]
}

/** What the account page's calls answer over (/profile/account), as the server would. */
export interface AccountSettingsServer {
  /** The signed-in account's email, whose password a change must name and which a deletion is confirmed with. */
  emailOf: (request: Request) => string | null
  /** Each account's password now (a change must name it, and replaces it); null for an account made with Google or
   *  Apple, which has none yet. A deleted account is taken out. */
  passwords: Map<string, string | null>
  /** Why the account may not be deleted now (the 409's reason), or null. */
  deletionRefusal?: () => string | null
  /** Exports allowed before the rest are refused for coming too often (the server allows 3 a minute). */
  exportsAllowed?: number
  /** How many other sessions a change of password or signing out everywhere ends. */
  otherSessions?: number
  /** Ms each call waits before answering, so a story sees the page waiting. */
  delayMs?: number
}

const EXPORT_DAY = '2026-11-27'

/** The data export of a shopper with nothing in the store but their account. */
function accountData(email: string): SuccessBody<'exportMyData'> {
  return {
    data: {
      exportedAt: `${EXPORT_DAY}T09:00:00.000Z`,
      account: {
        _id: '64b7f0c2a1b2c3d4e5f60718',
        email,
        firstName: '',
        lastName: '',
        referralCode: null,
        emailVerified: true,
        createdAt: '2026-01-05T09:00:00.000Z',
        passwordSet: true,
        googleLinked: false,
        appleLinked: false,
        vendorId: null,
      },
      addresses: [],
      orders: [],
      unpaidOrders: [],
      walletBalance: 0,
      walletAccounts: [],
      walletTransactions: [],
      wishlist: [],
      swapRequests: [],
      backInStockRequests: [],
    },
  }
}

/** changePassword, signOutEverywhere, the data export and deleteAccount, over one account in memory. */
export function accountSettingsHandlers({
  emailOf,
  passwords,
  deletionRefusal = () => null,
  exportsAllowed = 3,
  otherSessions = 2,
  delayMs = 0,
}: AccountSettingsServer) {
  let exports = 0
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs))
  return [
    http.post('/api/users/changePassword', async ({ request, response }) => {
      await wait()
      const body = await request.json()
      const email = emailOf(request)
      if (!email) return response(401).json(errorReply('Please sign in again'))
      const password = passwords.get(email)
      if (password === null) return response(400).json(fieldReply(NO_PASSWORD_YET, 'currentPassword'))
      if (body.currentPassword !== password)
        return response(400).json(fieldReply(CURRENT_PASSWORD_WRONG, 'currentPassword'))
      passwords.set(email, body.password)
      return response(200).json({ data: { changed: true, signedOut: otherSessions } })
    }),
    http.post('/api/users/signOutEverywhere', async ({ response }) => {
      await wait()
      return response(200).json({ data: { ended: otherSessions + 1 } })
    }),
    http.get('/api/users/me/data', async ({ request, response }) => {
      await wait()
      const email = emailOf(request)
      if (!email) return response(401).json(errorReply('Please sign in again'))
      exports += 1
      if (exports > exportsAllowed) {
        return response(429).json(errorReply('Too many attempts. Please try again in 1 minute'))
      }
      return new Response(JSON.stringify(accountData(email)), {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': `attachment; filename="oja-data-${EXPORT_DAY}.json"`,
        },
      })
    }),
    http.post('/api/users/deleteAccount', async ({ request, response }) => {
      await wait()
      const { email } = await request.json()
      const accountEmail = emailOf(request)
      if (!accountEmail) return response(401).json(errorReply('Please sign in again'))
      if (!confirmsDeletion(email, accountEmail))
        return response(400).json(fieldReply(DELETE_CONFIRMATION_MISMATCH, 'email'))
      const refusal = deletionRefusal()
      if (refusal) return response(409).json(errorReply(refusal))
      passwords.delete(accountEmail)
      return response(200).json({ data: { deleted: true } })
    }),
  ]
}

function fieldReply(message: string, field: string) {
  return { errors: [{ message, field }] }
}
