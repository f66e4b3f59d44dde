// Swap deals (spec §1, §2 /swap and /request-success, §7 POST api/swap): a verified shopper offers a device for one
// they want; the request is checked by the swap form's own rules (src/domain/swap.ts), recorded, and then the store's
// team is emailed everything it needs to price the swap and the shopper a confirmation. No Fastify, no SQL.
import type { RequestBody, Schema } from '../../src/domain/contract'
import { pathTo } from '../../src/domain/routes'
import {
  SWAP_REQUESTS_PER_DAY,
  swapConditionLabel,
  swapMessages,
  validateSwapForm,
  type SwapForm,
} from '../../src/domain/swap'
import { uploadMessages } from '../../src/domain/uploads'
import type { SwapRepo, SwapRequestRecord, WantedProduct } from '../db/repos/swap.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { Mailer } from '../providers/mail/mailer'
import { requireVerified } from './verified-user'
import { startOfLagosDay } from '../lagos-day'

export type SwapRequest = Schema<'SwapRequest'>

export const swapErrors = {
  /** The product was archived (or never was) between the shopper picking it and sending the request. */
  wantedNotAvailable: 'The device you want is no longer in the catalogue. Pick another or describe it',
} as const

function formOf(input: RequestBody<'createSwapRequest'>): SwapForm {
  return {
    brand: input.brand,
    model: input.model,
    storage: input.storage ?? '',
    condition: input.condition,
    faults: input.faults ?? '',
    wanted: input.wanted,
    wantedProductId: input.wantedProductId ?? '',
    phone: input.phone,
    city: input.city,
  }
}

/** An 'invalid' error naming the first field the swap form's rules refuse. */
function checked(input: RequestBody<'createSwapRequest'>): void {
  for (const [field, message] of Object.entries(validateSwapForm(formOf(input)))) {
    if (message) throw new DomainError('invalid', message, field)
  }
}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

export function toApiSwapRequest(row: SwapRequestRecord): SwapRequest {
  return {
    _id: row.id,
    brand: row.brand,
    model: row.model,
    storage: row.storage,
    condition: row.condition,
    faults: row.faults,
    photos: row.photos,
    wantedProductId: row.wantedProductId,
    wanted: row.wanted,
    phone: row.phone,
    city: row.city,
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}

/** The most swap requests a shopper's profile lists (the newest). */
export const MY_SWAP_REQUESTS_SHOWN = 50

/** The team's copy: every field, with links that open from a mail client (the photos and the product wanted). */
export function swapTeamEmail({
  request,
  shopper,
  wantedProduct,
  publicUrl,
}: {
  request: SwapRequestRecord
  shopper: UserRecord
  wantedProduct: WantedProduct | null
  publicUrl: string
}) {
  const name = [shopper.firstName, shopper.lastName].filter(Boolean).join(' ')
  const absolute = (path: string) => new URL(path, publicUrl).toString()
  const offered = [request.brand, request.model, request.storage].filter(Boolean).join(' ')
  return {
    subject: `Swap request: ${offered} for ${request.wanted}`,
    text: [
      `A shopper asks to swap a device (request ${request.id}).`,
      '',
      'Offered',
      `Brand: ${request.brand}`,
      `Model: ${request.model}`,
      `Storage: ${request.storage ?? 'not given'}`,
      `Condition: ${swapConditionLabel(request.condition)}`,
      `Faults: ${request.faults ?? 'none given'}`,
      request.photos.length === 0 ? 'Photos: none' : 'Photos:',
      ...request.photos.map((photo) => `  ${absolute(photo)}`),
      '',
      'Wanted',
      `Device: ${request.wanted}`,
      ...(wantedProduct
        ? [`From the catalogue: ${absolute(pathTo('productDetails', { productId: wantedProduct.slug }))}`]
        : []),
      '',
      'Shopper',
      ...(name ? [`Name: ${name}`] : []),
      `Email: ${shopper.email}`,
      `Phone: ${request.phone}`,
      `City: ${request.city}`,
      `Sent: ${request.createdAt.toISOString()}`,
      '',
      'Reply to the shopper within 5 business days.',
    ].join('\n'),
  }
}

/** spec §2 /request-success: the shopper's confirmation, and the promise of a reply within 5 business days. */
export function swapConfirmationEmail(request: SwapRequestRecord) {
  const offered = [request.brand, request.model, request.storage].filter(Boolean).join(' ')
  return {
    subject: 'We have your swap request',
    text: [
      `Thank you for asking to swap your ${offered} for ${request.wanted}.`,
      '',
      `Our team will look at your device and reply within 5 business days, by email or by phone on ${request.phone}.`,
      '',
      `Your request number is ${request.id}.`,
    ].join('\n'),
  }
}

export interface SwapDeps {
  requests: SwapRepo
  mailer: Mailer
  /** Where the team reads swap requests (server/config.ts SWAP_TEAM_EMAIL). */
  teamEmail: string
  /** The store's public origin (server/config.ts PUBLIC_URL), for the links in the team's email. */
  publicUrl: string
  now?: () => Date
  /** Where a failed email goes: the request itself has been recorded. */
  log?: { error(details: object, message: string): void }
}

export function swapService({ requests, mailer, teamEmail, publicUrl, now = () => new Date(), log }: SwapDeps) {
  async function send(kind: string, requestId: string, message: { to: string; subject: string; text: string }) {
    try {
      await mailer.send(message)
    } catch (error) {
      log?.error({ err: error, requestId }, `the swap request's ${kind} email could not be sent`)
    }
  }

  return {
    /** listMySwapRequests: the shopper's own requests (sent from their account), newest first, with their status. */
    async mine(user: UserRecord): Promise<SwapRequest[]> {
      const rows = await requests.listByUser(user.id, { limit: MY_SWAP_REQUESTS_SHOWN })
      return rows.map(toApiSwapRequest)
    },

    async request(user: UserRecord, input: RequestBody<'createSwapRequest'>): Promise<SwapRequest> {
      requireVerified(user)
      checked(input)
      const at = now()
      const written = await requests.create(
        {
          userId: user.id,
          brand: input.brand.trim(),
          model: input.model.trim(),
          storage: optional(input.storage),
          condition: input.condition,
          faults: optional(input.faults),
          photos: [...new Set(input.photos ?? [])],
          wantedProductId: input.wantedProductId ?? null,
          wanted: input.wanted.trim(),
          phone: input.phone.trim(),
          city: input.city.trim(),
        },
        { since: startOfLagosDay(at), limit: SWAP_REQUESTS_PER_DAY, now: at },
      )
      switch (written.outcome) {
        case 'tooMany':
          throw new DomainError('tooMany', swapMessages.tooMany)
        case 'noProduct':
          throw new DomainError('invalid', swapErrors.wantedNotAvailable, 'wantedProductId')
        case 'notYourPhoto':
          throw new DomainError('invalid', uploadMessages.notYours, 'photos')
        case 'created': {
          const { request, wantedProduct } = written
          await send('team', request.id, {
            to: teamEmail,
            ...swapTeamEmail({ request, shopper: user, wantedProduct, publicUrl }),
          })
          await send('confirmation', request.id, { to: user.email, ...swapConfirmationEmail(request) })
          return toApiSwapRequest(request)
        }
      }
    },
  }
}

export type SwapService = ReturnType<typeof swapService>
