// The card payment sandbox's ledger (sandbox_payments): the transactions its checkout made, read back as Flutterwave's
// API reads its own (flutterwave-api/transactions.ts). A refund takes the row's lock, so racing refunds of one
// transaction can together return no more than was paid.
import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { koboToNaira, type Kobo } from '../../../src/domain/money'
import type {
  FlutterwaveLedger,
  FlutterwaveTransaction,
  RefundOutcome,
} from '../../providers/payments/flutterwave-api/transactions'
import type { Db } from '../database'
import { sandboxPayments } from '../schema'

export interface SandboxCharge {
  txRef: string
  amountKobo: Kobo
  currency: string
  status: 'successful' | 'failed'
  customerEmail: string
  customerName: string
  now: Date
}

/** Ids are whole numbers (Flutterwave's are); anything else names no transaction. */
function numericId(id: string): number | null {
  if (!/^\d{1,15}$/.test(id)) return null
  return Number(id)
}

function toTransaction(row: typeof sandboxPayments.$inferSelect): FlutterwaveTransaction {
  return {
    id: row.id,
    tx_ref: row.txRef,
    amount: koboToNaira(row.amountKobo),
    currency: row.currency,
    status: row.status === 'successful' ? 'successful' : 'failed',
    customer: { email: row.customerEmail, name: row.customerName },
    created_at: row.createdAt.toISOString(),
  }
}

export function sandboxPaymentsRepo(db: Db) {
  return {
    /** Records a payment made in the sandbox's checkout; its transaction id. */
    async record(charge: SandboxCharge): Promise<number> {
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          txRef: charge.txRef,
          amountKobo: charge.amountKobo,
          currency: charge.currency,
          status: charge.status,
          customerEmail: charge.customerEmail,
          customerName: charge.customerName,
          createdAt: charge.now,
        })
        .returning({ id: sandboxPayments.id })
      if (!row) throw new Error('the sandbox payment was not recorded')
      return row.id
    },

    /** The ledger Flutterwave's answers are made from, guarded by the sandbox's secret key. */
    ledger(secretKey: string): FlutterwaveLedger {
      return {
        secretKey,
        async find(id) {
          const key = numericId(id)
          if (key === null) return undefined
          const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, key))
          return row ? toTransaction(row) : undefined
        },
        async refund(id, amountKobo): Promise<RefundOutcome> {
          const key = numericId(id)
          if (key === null) return { outcome: 'notFound' }
          return db.transaction(async (tx): Promise<RefundOutcome> => {
            const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, key)).for('update')
            if (!row) return { outcome: 'notFound' }
            const left = row.amountKobo - row.refundedKobo
            const refundKobo = amountKobo ?? left
            if (refundKobo <= 0 || refundKobo > left) return { outcome: 'tooMuch' }
            await tx
              .update(sandboxPayments)
              .set({ refundedKobo: row.refundedKobo + refundKobo })
              .where(eq(sandboxPayments.id, key))
            return {
              outcome: 'refunded',
              refundId: randomInt(1, 2 ** 31),
              refundedKobo: refundKobo,
              transaction: toTransaction(row),
            }
          })
        },
      }
    },
  }
}

export type SandboxPaymentsRepo = ReturnType<typeof sandboxPaymentsRepo>
