// The history of money the store could not finish by itself (docs/adr/0032, money_events): written by the refund
// queues when the provider refuses, by the settlement round when it holds a withdrawal, and by the owner's actions,
// each in the transaction of the change it tells of.
import type { Db } from '../database'
import { newId } from '../ids'
import { moneyEvents } from '../schema'

export type MoneySubject = 'orderRefund' | 'refusedOrder' | 'withdrawal'
export type MoneyEventKind = 'refused' | 'held' | 'retry' | 'toWallet' | 'settled'

export async function recordMoneyEvent(
  tx: Db,
  event: {
    subject: MoneySubject
    id: string
    kind: MoneyEventKind
    note?: string | null
    actorId?: string | null
    at: Date
  },
): Promise<void> {
  await tx.insert(moneyEvents).values({
    id: newId(event.at),
    subjectKind: event.subject,
    subjectId: event.id,
    kind: event.kind,
    note: event.note ?? null,
    actorId: event.actorId ?? null,
    at: event.at,
  })
}

/** A refund the provider refused: its answer, and, when it is now held, that it is (with how many refusals). */
export async function recordRefusal(
  tx: Db,
  refusal: { subject: MoneySubject; id: string; answer: string; heldAfter: number | null; at: Date },
): Promise<void> {
  await recordMoneyEvent(tx, {
    subject: refusal.subject,
    id: refusal.id,
    kind: 'refused',
    note: refusal.answer,
    at: refusal.at,
  })
  if (refusal.heldAfter !== null)
    await recordMoneyEvent(tx, {
      subject: refusal.subject,
      id: refusal.id,
      kind: 'held',
      note: `Refused ${refusal.heldAfter} times`,
      at: refusal.at,
    })
}
