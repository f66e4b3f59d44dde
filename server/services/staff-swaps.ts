// Swap requests as staff work them (docs/adr/0033): the inbox, one request with every field and its timeline, a move
// through the one transition table (src/domain/swap-status.ts) applied once, and a reply emailed to the shopper
// through the store's mailer and then kept. `get` is the one StaffSwap reply every staff operation on a request
// answers with. No Fastify, no SQL.
import type { RequestBody, Schema } from '../../src/domain/contract'
import { swapConditionLabel } from '../../src/domain/swap'
import {
  canMoveSwap,
  cleanSwapReply,
  nextSwapStatuses,
  SWAP_REPLY_MAX_LENGTH,
  swapStatusMessages,
  type SwapStatus,
} from '../../src/domain/swap-status'
import type { StaffSwapRow, StaffSwapsRepo, SwapShopper } from '../db/repos/staff-swaps.repo'
import type { SwapRequestRecord } from '../db/repos/swap.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { Mailer } from '../providers/mail/mailer'
import { pageOf, type Page } from './paging'
import { toApiSwapRequest } from './swap'
import { requireStaff, staffActor } from './verified-user'

export type StaffSwap = Schema<'StaffSwap'>
export type StaffSwapSummary = Schema<'StaffSwapSummary'>

export interface StaffSwapsQuery {
  status?: SwapStatus
  q?: string
  limit: number
  page: number
}

export interface StaffSwapsDeps {
  swaps: StaffSwapsRepo
  mailer: Mailer
  now?: () => Date
}

function customerOf(shopper: SwapShopper): Schema<'StaffSwapCustomer'> {
  return { name: [shopper.firstName, shopper.lastName].filter(Boolean).join(' '), email: shopper.email }
}

function offeredOf(request: SwapRequestRecord): string {
  return [request.brand, request.model, request.storage].filter(Boolean).join(' ')
}

function summaryOf({ request, shopper }: StaffSwapRow): StaffSwapSummary {
  return {
    _id: request.id,
    status: request.status,
    offered: offeredOf(request),
    condition: request.condition,
    conditionLabel: swapConditionLabel(request.condition),
    wanted: request.wanted,
    customer: customerOf(shopper),
    phone: request.phone,
    city: request.city,
    photos: request.photos.length,
    createdAt: request.createdAt.toISOString(),
    statusChangedAt: request.statusChangedAt.toISOString(),
  }
}

/** The email a reply is sent as: the staff member's words between a greeting and the request's number. */
export function swapReplyEmail(request: SwapRequestRecord, shopper: SwapShopper, text: string) {
  return {
    subject: `About your swap request: ${offeredOf(request)} for ${request.wanted}`,
    text: [
      shopper.firstName ? `Hello ${shopper.firstName},` : 'Hello,',
      '',
      text,
      '',
      'The Oja team',
      '',
      `Your request number is ${request.id}.`,
    ].join('\n'),
  }
}

export function staffSwapsService({ swaps, mailer, now = () => new Date() }: StaffSwapsDeps) {
  /** getStaffSwap: the request as staff see it; 404 for no such request. */
  async function get(requestId: string): Promise<StaffSwap> {
    const found = await swaps.find(requestId)
    if (!found) throw new DomainError('notFound', swapStatusMessages.swapNotFound)
    const { request } = found
    return {
      request: toApiSwapRequest(request),
      conditionLabel: swapConditionLabel(request.condition),
      customer: customerOf(found.shopper),
      wantedProduct: found.wantedProduct,
      events: [
        { kind: 'sent', status: 'new', text: null, actor: null, at: request.createdAt.toISOString() },
        ...found.events.map((event) => ({
          kind: event.kind,
          status: event.status,
          text: event.text,
          actor: event.actorEmail,
          at: event.at.toISOString(),
        })),
      ],
      nextStatuses: nextSwapStatuses(request.status),
    }
  }

  return {
    get,

    /** listStaffSwaps: one page of the inbox. */
    async list(user: UserRecord, query: StaffSwapsQuery): Promise<Page<StaffSwapSummary>> {
      requireStaff(user)
      const limit = Math.max(1, Math.floor(query.limit))
      const page = Math.max(1, Math.floor(query.page))
      const q = query.q?.trim()
      const { rows, total } = await swaps.list({
        ...(query.status === undefined ? {} : { status: query.status }),
        ...(q ? { q } : {}),
        limit,
        page,
      })
      return pageOf(rows.map(summaryOf), { page, limit, total })
    },

    /** getStaffSwap, for staff only. */
    async getFor(user: UserRecord, requestId: string): Promise<StaffSwap> {
      requireStaff(user)
      return get(requestId)
    },

    /**
     * moveStaffSwap: the move must follow the table from the status the staff member saw, and that must be the
     * status now (else 409 naming it).
     */
    async move(user: UserRecord, requestId: string, body: RequestBody<'moveStaffSwap'>): Promise<StaffSwap> {
      const actor = staffActor(user)
      const moved = await swaps.move({
        requestId,
        from: body.from,
        to: body.status,
        allowed: canMoveSwap(body.from, body.status),
        actor,
        now: now(),
      })
      switch (moved.outcome) {
        case 'notFound':
          throw new DomainError('notFound', swapStatusMessages.swapNotFound)
        case 'stale':
          throw new DomainError('conflict', swapStatusMessages.notAllowed(moved.status, body.status))
        case 'refused':
          throw new DomainError('conflict', swapStatusMessages.notAllowed(body.from, body.status))
        case 'moved':
          return get(requestId)
      }
    },

    /**
     * replyStaffSwap: the text, cleaned (src/domain/swap-status.ts cleanSwapReply), is emailed to the shopper's account
     * address first; only once the mailer has taken it are the reply and its audit entry kept, together. A mailer that
     * refuses leaves nothing kept (503, try again): a timeline never shows a reply the shopper was not sent.
     */
    async reply(user: UserRecord, requestId: string, body: RequestBody<'replyStaffSwap'>): Promise<StaffSwap> {
      const actor = staffActor(user)
      const text = cleanSwapReply(body.text)
      if (text === '') throw new DomainError('invalid', swapStatusMessages.replyRequired, 'text')
      if (text.length > SWAP_REPLY_MAX_LENGTH) throw new DomainError('invalid', swapStatusMessages.replyTooLong, 'text')
      const found = await swaps.find(requestId)
      if (!found) throw new DomainError('notFound', swapStatusMessages.swapNotFound)
      const email = swapReplyEmail(found.request, found.shopper, text)
      try {
        await mailer.send({ to: found.shopper.email, ...email })
      } catch {
        throw new DomainError('unavailable', swapStatusMessages.replyNotSent)
      }
      const kept = await swaps.recordReply({
        requestId,
        to: found.shopper.email,
        subject: email.subject,
        text,
        actor,
        now: now(),
      })
      if (!kept) throw new DomainError('notFound', swapStatusMessages.swapNotFound)
      return get(requestId)
    },
  }
}

export type StaffSwapsService = ReturnType<typeof staffSwapsService>
