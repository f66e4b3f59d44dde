// Money that needs a person (docs/adr/0032), for the store's owner: every held refund and withdrawal with its history
// and the actions its state allows (src/domain/held-money.ts HELD_MONEY_MOVES), and the wallet float beside the
// payment provider's balance. An action is applied once by the repo's transaction; a 'retry' of a refund is then tried
// once at once (claimed first, as the refund round claims it, so the provider is asked once), a withdrawal's goes back
// to the settlement round. No Fastify, no SQL.
import type { Schema } from '../../src/domain/contract'
import {
  floatDifferenceKobo,
  heldMoneyActions,
  heldMoneyMessages,
  isSettleReference,
  type HeldMoney,
  type HeldMoneyAction,
  type HeldMoneyKind,
  type HeldMoneyState,
  type WalletFloat,
} from '../../src/domain/held-money'
import { koboToNaira } from '../../src/domain/money'
import type { HeldMoneyRepo, HeldRecord } from '../db/repos/held-money.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import { WalletProviderError, type BankProvider } from '../providers/wallet/wallet-providers'
import { requireOwner, staffActor } from './verified-user'

export function heldMoneyOf(record: HeldRecord, state: HeldMoneyState): HeldMoney {
  const held = record.events.filter((event) => event.kind === 'held').at(-1)
  return {
    kind: record.kind,
    id: record.id,
    state,
    amount: koboToNaira(record.amountKobo),
    fee: koboToNaira(record.feeKobo),
    what: record.what,
    shopper: record.shopper,
    orderId: record.orderId,
    reason: record.reason,
    attempts: record.attempts,
    createdAt: record.createdAt.toISOString(),
    heldAt: held?.at.toISOString() ?? null,
    events: [
      { at: record.createdAt.toISOString(), kind: 'created', note: null, actor: null },
      ...record.events.map((event) => ({
        at: event.at.toISOString(),
        kind: event.kind,
        note: event.note,
        actor: event.actorEmail,
      })),
    ],
    actions: heldMoneyActions(state),
  }
}

type Log = { error(details: object, message: string): void }

export interface HeldMoneyDeps {
  held: HeldMoneyRepo
  /** The provider the wallet's withdrawals are paid from: its balance is shown beside the float. */
  banks: Pick<BankProvider, 'balance' | 'mode'>
  /** Tries a refund handed back at once (claimed first), per kind: whether it went through. */
  retryNow: Record<Exclude<HeldMoneyKind, 'withdrawal'>, (id: string) => Promise<boolean>>
  now?: () => Date
  log?: Log
}

export function heldMoneyService({ held, banks, retryNow, now = () => new Date(), log }: HeldMoneyDeps) {
  async function providerBalance(): Promise<{ kobo: number | null; message: string | null }> {
    try {
      return { kobo: (await banks.balance()).availableKobo, message: null }
    } catch (error) {
      if (!(error instanceof WalletProviderError)) throw error
      if (error.problem !== 'unreachable') log?.error({ err: error }, 'the payment provider could not say its balance')
      return { kobo: null, message: heldMoneyMessages.providerUnavailable }
    }
  }

  return {
    /** getHeldMoney: every held item, and the float beside the provider's balance. The owner only. */
    async overview(user: UserRecord): Promise<{ items: HeldMoney[]; float: WalletFloat }> {
      requireOwner(user)
      const [records, walletsKobo, provider] = await Promise.all([held.list(), held.walletFloat(), providerBalance()])
      const difference = floatDifferenceKobo(walletsKobo, provider.kobo)
      return {
        items: records.map((record) => heldMoneyOf(record, 'held')),
        float: {
          wallets: koboToNaira(walletsKobo),
          provider: provider.kobo === null ? null : koboToNaira(provider.kobo),
          providerMode: banks.mode,
          providerMessage: provider.message,
          difference: difference === null ? null : koboToNaira(difference),
        },
      }
    },

    /** actOnHeldMoney: the owner's action, once; 'conflict' when the item is no longer held. */
    async act(
      user: UserRecord,
      kind: HeldMoneyKind,
      id: string,
      body: Schema<'HeldMoneyActionInput'>,
    ): Promise<HeldMoney> {
      requireOwner(user)
      const action: HeldMoneyAction = body.action
      let reference: string | null = null
      if (action === 'settle') {
        if (!isSettleReference(body.reference))
          throw new DomainError('invalid', heldMoneyMessages.referenceNeeded, 'reference')
        reference = body.reference.trim()
      }
      const outcome = await held.act({ kind, id, action, reference, actor: staffActor(user), now: now() })
      if (outcome.outcome === 'notFound') throw new DomainError('notFound', heldMoneyMessages.notFound)
      if (outcome.outcome === 'notHeld') throw new DomainError('conflict', heldMoneyMessages.notHeld)
      if (action === 'retry' && kind !== 'withdrawal') await retryNow[kind](id)
      return heldMoneyOf(outcome.item, outcome.state)
    },
  }
}

export type HeldMoneyService = ReturnType<typeof heldMoneyService>
