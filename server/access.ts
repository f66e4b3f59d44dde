// Who you are before what you sent (ADR 0013). For every protected operation of openapi.yaml (its `security`, or the
// document's), the request is authenticated (401) and then checked against the role its operation needs (403) as
// soon as it arrives, in onRequest, before its body is parsed, guarded or validated (400). fastify-openapi-glue would
// run the bearerAuth handler as a preHandler, after validation; here it only finds the user already known.
//
// A visitor's chat operations (docs/adr/0036) are secured by their own key (openapi.yaml's `chatKey`), not a sign-in:
// a request without a well-formed X-Chat-Key is refused 401 in onRequest too; which conversation the key opens is the
// chat service's to find.
//
// The roles are named per operation in ROLE_CHECKS below; the rules themselves are the services' own (requireVerified,
// requireVendor in server/services/verified-user.ts), which the services still apply to whoever calls them.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import type { OperationId } from '../src/domain/contract'
import type { UserRecord } from './db/repos/users.repo'
import { addRouteHook, operationIdOf } from './route-hooks'
import type { AuthGuard } from './services/auth-guard'
import { isChatKey } from '../src/domain/chat'
import { DomainError } from './errors'
import { CHAT_KEY_REQUIRED } from './services/chat'
import { requireOwner, requireStaff, requireVendor, requireVerified } from './services/verified-user'

/** The checks an operation may need beyond being signed in. */
const ROLE_RULES = {
  /** spec §6: a verified email (carts, availability, checkout, swap). */
  verified: (user: UserRecord) => void requireVerified(user),
  /** spec §6 and ADR 0011: a verified vendor (the product writes and their pictures). */
  vendor: (user: UserRecord) => void requireVendor(user),
  /** docs/adr/0027: the store's owner or staff (the orders board, an order's life, returns, what shoppers wait for). */
  staff: (user: UserRecord) => void requireStaff(user),
  /** docs/adr/0027: the store's owner (the audit log; money that needs a person, docs/adr/0032; the vendors, 0034). */
  owner: (user: UserRecord) => void requireOwner(user),
} as const

export type Role = keyof typeof ROLE_RULES

/** The operations that need more than a signed-in user, and what. */
export const ROLE_CHECKS = {
  createProduct: 'vendor',
  updateProduct: 'vendor',
  listVendorProducts: 'vendor',
  uploadProductImages: 'vendor',
  createAvailabilityRequest: 'verified',
  listCartItems: 'verified',
  addCartItem: 'verified',
  updateCartItem: 'verified',
  removeCartItem: 'verified',
  createPayment: 'verified',
  payOrderWithWallet: 'verified',
  createSwapRequest: 'verified',
  uploadSwapPhotos: 'verified',
  createReturnRequest: 'verified',
  listVendorOrders: 'vendor',
  listStaffOrders: 'staff',
  getStaffOrder: 'staff',
  moveStaffOrder: 'staff',
  cancelStaffOrder: 'staff',
  decideReturn: 'staff',
  listAuditLog: 'owner',
  listRestockDemand: 'staff',
  getHeldMoney: 'owner',
  actOnHeldMoney: 'owner',
  listVendors: 'owner',
  addVendorAccount: 'owner',
  removeVendorAccount: 'owner',
  listStaffSwaps: 'staff',
  getStaffSwap: 'staff',
  moveStaffSwap: 'staff',
  replyStaffSwap: 'staff',
  getStaffDashboard: 'owner',
  listChatConversations: 'staff',
  getChatConversation: 'staff',
  replyToChat: 'staff',
  streamStaffChat: 'staff',
  // docs/adr/0031: promos and categories, read by staff, written by the owner.
  listStaffPromos: 'staff',
  createPromo: 'owner',
  updatePromo: 'owner',
  endPromo: 'owner',
  listStaffCategories: 'staff',
  createCategory: 'owner',
  updateCategory: 'owner',
  moveCategory: 'owner',
  retireCategory: 'owner',
  uploadCategoryPicture: 'owner',
} as const satisfies Partial<Record<OperationId, Role>>

type Security = Record<string, unknown>[]

interface ContractDocument {
  security?: Security
  paths?: Record<string, Record<string, { operationId?: string; security?: Security } | undefined>>
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/** The operationIds of openapi.yaml secured by `scheme`: their own `security`, else the document's. */
function operationsSecuredBy(contract: Readonly<Record<string, unknown>>, scheme: string): Set<string> {
  const document = contract as ContractDocument
  const secured = new Set<string>()
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation?.operationId) continue
      if ((operation.security ?? document.security ?? []).some((requirement) => scheme in requirement))
        secured.add(operation.operationId)
    }
  }
  return secured
}

/** The operationIds of openapi.yaml that need a signed-in user (bearerAuth). */
export function protectedOperations(contract: Readonly<Record<string, unknown>>): Set<string> {
  return operationsSecuredBy(contract, 'bearerAuth')
}

/** The operationIds of openapi.yaml opened by a visitor's chat key (chatKey). */
export function keyedOperations(contract: Readonly<Record<string, unknown>>): Set<string> {
  return operationsSecuredBy(contract, 'chatKey')
}

/** Authenticates every protected operation's requests, then checks their role, before anything reads the body. */
export function registerAccessChecks(
  app: FastifyInstance,
  { guard, contract }: { guard: AuthGuard; contract: Readonly<Record<string, unknown>> },
): void {
  const secured = protectedOperations(contract)
  const unprotected = Object.keys(ROLE_CHECKS).filter((operationId) => !secured.has(operationId))
  if (unprotected.length > 0)
    throw new Error(`Role checks for operations that need no sign-in in openapi.yaml: ${unprotected.join(', ')}`)
  const keyed = keyedOperations(contract)
  const roles: Partial<Record<string, Role>> = ROLE_CHECKS
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = operationIdOf(route)
    if (operationId !== undefined && keyed.has(operationId))
      addRouteHook(route, 'onRequest', async (request: FastifyRequest) => {
        if (!isChatKey(request.headers['x-chat-key'])) throw new DomainError('unauthenticated', CHAT_KEY_REQUIRED)
      })
    if (operationId === undefined || !secured.has(operationId)) return
    const role = roles[operationId]
    const check = async (request: FastifyRequest) => {
      const { user, sessionId } = await guard.authenticate(request.headers.authorization)
      request.user = user
      request.sessionId = sessionId
      if (role) ROLE_RULES[role](user)
    }
    addRouteHook(route, 'onRequest', check)
  })
  // A session's last_seen_at moves when it is used for something that worked: a refused request changes nothing.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionId && reply.statusCode < 400)
      await guard.seen(request.sessionId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the session could not be marked as seen')
      })
    return payload
  })
}
