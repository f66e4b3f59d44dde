// The promo bar's promos as the owner runs them (docs/adr/0031): listed for owners and staff, created, scheduled,
// edited and ended by owners. Only one promo runs at a time (src/domain/shop-promos.ts overlappingPromo), judged in
// the transaction that writes. No Fastify, no SQL.
import type { RequestBody, Schema } from '../../src/domain/contract'
import { isPromoFee, overlappingPromo, promoMessages, promoStateAt, PROMO_TEXT_MAX } from '../../src/domain/shop-promos'
import type { PromoChange, PromoRecord, ShopPromosRepo } from '../db/repos/shop-promos.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import { requireOwner, requireStaff, staffActor } from './verified-user'

export type StaffPromo = Schema<'StaffPromo'>

const windowOf = (promo: Pick<PromoRecord, 'startsAt' | 'expires'>) => ({
  startsAt: promo.startsAt.getTime(),
  expires: promo.expires.getTime(),
})

export function staffPromoOf(promo: PromoRecord, now: Date): StaffPromo {
  return {
    _id: promo.id,
    priceDrop: promo.priceDrop,
    text: promo.text,
    startsAt: promo.startsAt.toISOString(),
    expires: promo.expires.toISOString(),
    withdrawalFee: promo.withdrawalFee,
    state: promoStateAt(windowOf(promo), now.getTime()),
  }
}

/** The checks of a whole promo about to be written, the overlap last: a refusal names the field or the other promo. */
function refuseUnlessValid(promo: Omit<PromoRecord, 'id'>, others: PromoRecord[], id: string | undefined, now: Date) {
  if (promo.text === '') throw new DomainError('invalid', promoMessages.textRequired, 'text')
  if (promo.text.length > PROMO_TEXT_MAX) throw new DomainError('invalid', promoMessages.textTooLong, 'text')
  if (promo.withdrawalFee !== null && !isPromoFee(promo.withdrawalFee))
    throw new DomainError('invalid', promoMessages.feeRange, 'withdrawalFee')
  if (promo.expires.getTime() <= now.getTime()) throw new DomainError('invalid', promoMessages.endInPast, 'expires')
  if (promo.expires.getTime() <= promo.startsAt.getTime())
    throw new DomainError('invalid', promoMessages.endBeforeStart, 'expires')
  const overlapping = overlappingPromo(
    windowOf(promo),
    others.map((other) => ({ ...other, ...windowOf(other) })),
    id,
  )
  if (overlapping) throw new DomainError('conflict', promoMessages.overlaps(overlapping.text))
}

export interface ShopPromosDeps {
  promos: ShopPromosRepo
  now: () => Date
}

export function shopPromosService({ promos, now }: ShopPromosDeps) {
  async function list(): Promise<StaffPromo[]> {
    const at = now()
    return (await promos.list()).map((promo) => staffPromoOf(promo, at))
  }

  return {
    async list(user: UserRecord): Promise<StaffPromo[]> {
      requireStaff(user)
      return list()
    },

    /** A promo from `startsAt` (now when left out) to `expires`. */
    async create(user: UserRecord, body: RequestBody<'createPromo'>): Promise<StaffPromo[]> {
      requireOwner(user)
      const at = now()
      const startsAt = body.startsAt === undefined ? at : new Date(body.startsAt)
      if (startsAt.getTime() < at.getTime()) throw new DomainError('invalid', promoMessages.startInPast, 'startsAt')
      const promo = {
        text: body.text.trim(),
        priceDrop: body.priceDrop,
        startsAt,
        expires: new Date(body.expires),
        withdrawalFee: body.withdrawalFee ?? null,
      }
      await promos.change(
        null,
        (_held, all): PromoChange => {
          refuseUnlessValid(promo, all, undefined, at)
          return { kind: 'insert', promo }
        },
        { actor: staffActor(user), action: 'promo.create', now: at },
      )
      return list()
    },

    /** The fields sent, on a scheduled or running promo; a running one keeps its start. */
    async update(user: UserRecord, id: string, body: RequestBody<'updatePromo'>): Promise<StaffPromo[]> {
      requireOwner(user)
      const at = now()
      await promos.change(
        id,
        (held, all): PromoChange => {
          if (!held) throw new DomainError('notFound', promoMessages.notFound)
          const state = promoStateAt(windowOf(held), at.getTime())
          if (state === 'ended') throw new DomainError('conflict', promoMessages.ended)
          const startsAt = body.startsAt === undefined ? held.startsAt : new Date(body.startsAt)
          if (state === 'running' && startsAt.getTime() !== held.startsAt.getTime())
            throw new DomainError('invalid', promoMessages.startFixed, 'startsAt')
          if (state === 'scheduled' && startsAt.getTime() < at.getTime())
            throw new DomainError('invalid', promoMessages.startInPast, 'startsAt')
          const promo: PromoRecord = {
            id: held.id,
            text: body.text === undefined ? held.text : body.text.trim(),
            priceDrop: body.priceDrop ?? held.priceDrop,
            startsAt,
            expires: body.expires === undefined ? held.expires : new Date(body.expires),
            withdrawalFee: body.withdrawalFee === undefined ? held.withdrawalFee : body.withdrawalFee,
          }
          refuseUnlessValid(promo, all, id, at)
          return { kind: 'update', promo }
        },
        { actor: staffActor(user), action: 'promo.edit', now: at },
      )
      return list()
    },

    /** A running promo ends now; a scheduled one never ran and is removed. */
    async end(user: UserRecord, id: string): Promise<StaffPromo[]> {
      requireOwner(user)
      const at = now()
      await promos.change(
        id,
        (held): PromoChange => {
          if (!held) throw new DomainError('notFound', promoMessages.notFound)
          const state = promoStateAt(windowOf(held), at.getTime())
          if (state === 'ended') throw new DomainError('conflict', promoMessages.ended)
          if (state === 'scheduled') return { kind: 'delete' }
          // Started this very millisecond: it ends one after, as the table wants its end after its start.
          const expires = new Date(Math.max(at.getTime(), held.startsAt.getTime() + 1))
          return { kind: 'update', promo: { ...held, expires } }
        },
        { actor: staffActor(user), action: 'promo.end', now: at },
      )
      return list()
    },
  }
}

export type ShopPromosService = ReturnType<typeof shopPromosService>
