// Money that needs a person (docs/adr/0032): what happened to a refund or a withdrawal the store could not finish by
// itself. The provider's refusals of a card refund (its answer), the moment it or a withdrawal was held for staff (and
// why), and each thing the owner did with it (the audit log has the same, with before and after). Append-only.
import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

export const moneyEvents = pgTable(
  'money_events',
  {
    id: text('id').primaryKey(),
    /** The order they were written in: a refusal and the hold it causes share their moment. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** 'orderRefund' (order_refunds.id), 'refusedOrder' (orders.id) or 'withdrawal' (wallet_transactions.id). */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** 'refused', 'held', or the owner's 'retry', 'toWallet', 'settled'. */
    kind: text('kind').notNull(),
    /** The provider's answer, why it was held, or the reference the owner settled it with. */
    note: text('note'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('money_events_subject_idx').on(t.subjectKind, t.subjectId, t.seq),
    check('money_events_subject_kind', sql`${t.subjectKind} in ('orderRefund', 'refusedOrder', 'withdrawal')`),
    check('money_events_kind', sql`${t.kind} in ('refused', 'held', 'retry', 'toWallet', 'settled')`),
  ],
)
