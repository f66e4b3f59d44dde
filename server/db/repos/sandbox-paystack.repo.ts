// The Paystack sandbox's ledger (sandbox_paystack_transactions, docs/adr/0043): the transactions the store initialized
// with the sandbox, read back as Paystack's API reads its own (paystack-api/paystack-api.ts). Ending a transaction and
// refunding one each take the row's lock, so a transaction ends once, and racing refunds can together return no more
// than was paid. Customers and dedicated accounts are not kept: the dedicated account sandbox answers for those.
import { randomBytes, randomInt } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Kobo } from '../../../src/domain/money'
import type {
  PaystackCustomer,
  PaystackLedger,
  PaystackRefund,
  PaystackTransaction,
} from '../../providers/payments/paystack-api/paystack-api'
import type { Db } from '../database'
import { sandboxPaystackTransactions } from '../schema'

type Row = typeof sandboxPaystackTransactions.$inferSelect

/** How a checkout window ends a transaction. */
export type SandboxPaystackEnd =
  { outcome: 'ended'; transaction: PaystackTransaction } | { outcome: 'notFound' } | { outcome: 'alreadyEnded' }

/** What the checkout window shows for an access code. */
export interface SandboxPaystackView {
  transaction: PaystackTransaction
  channels: string[]
}

function toTransaction(row: Row): PaystackTransaction {
  return {
    id: row.id,
    reference: row.reference,
    access_code: row.accessCode,
    amount: row.amountKobo,
    currency: row.currency,
    status: row.status === 'success' || row.status === 'failed' ? row.status : 'ongoing',
    email: row.email,
    channel: row.channel,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

/** Paystack's ids are whole numbers; anything else is a reference. */
const numericId = (key: string) => (/^\d{1,15}$/.test(key) ? Number(key) : null)

export function sandboxPaystackRepo(db: Db) {
  /** The transaction an access code opens, and the channels its checkout offers. */
  async function byAccessCode(accessCode: string): Promise<SandboxPaystackView | undefined> {
    const [row] = await db
      .select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.accessCode, accessCode))
    return row ? { transaction: toTransaction(row), channels: row.channels } : undefined
  }

  return {
    byAccessCode,

    /** Ends the ongoing transaction an access code opens, as paid (or failed) on a channel; once only. */
    async end(
      accessCode: string,
      channel: string,
      status: 'success' | 'failed',
      now: Date,
    ): Promise<SandboxPaystackEnd> {
      const [row] = await db
        .update(sandboxPaystackTransactions)
        .set({ status, channel, ...(status === 'success' ? { paidAt: now } : {}) })
        .where(
          and(
            eq(sandboxPaystackTransactions.accessCode, accessCode),
            eq(sandboxPaystackTransactions.status, 'ongoing'),
          ),
        )
        .returning()
      if (row) return { outcome: 'ended', transaction: toTransaction(row) }
      const known = await byAccessCode(accessCode)
      return known ? { outcome: 'alreadyEnded' } : { outcome: 'notFound' }
    },

    /** The ledger Paystack's answers are made from, guarded by the sandbox's secret key. */
    ledger(secretKey: string): PaystackLedger {
      const byReference = async (reference: string) => {
        const [row] = await db
          .select()
          .from(sandboxPaystackTransactions)
          .where(eq(sandboxPaystackTransactions.reference, reference))
        return row ? toTransaction(row) : undefined
      }
      return {
        secretKey,
        async initialize({ reference, amount, currency, email, channels }) {
          const [row] = await db
            .insert(sandboxPaystackTransactions)
            .values({
              reference,
              accessCode: `ac_${randomBytes(12).toString('base64url')}`,
              amountKobo: amount,
              currency,
              email,
              channels: channels ?? ['card', 'bank_transfer', 'ussd'],
            })
            .onConflictDoNothing({ target: sandboxPaystackTransactions.reference })
            .returning()
          return row ? toTransaction(row) : undefined
        },
        findByReference: byReference,
        async find(key) {
          const id = numericId(key)
          if (id !== null) {
            const [row] = await db
              .select()
              .from(sandboxPaystackTransactions)
              .where(eq(sandboxPaystackTransactions.id, id))
            if (row) return toTransaction(row)
          }
          return byReference(key)
        },
        async refundedKobo(id): Promise<Kobo> {
          const [row] = await db
            .select({ refundedKobo: sandboxPaystackTransactions.refundedKobo })
            .from(sandboxPaystackTransactions)
            .where(eq(sandboxPaystackTransactions.id, id))
          return row?.refundedKobo ?? 0
        },
        async refund(transaction, amount): Promise<PaystackRefund | undefined> {
          return db.transaction(async (tx) => {
            const [row] = await tx
              .select()
              .from(sandboxPaystackTransactions)
              .where(eq(sandboxPaystackTransactions.id, transaction.id))
              .for('update')
            if (!row || amount <= 0 || amount > row.amountKobo - row.refundedKobo) return undefined
            await tx
              .update(sandboxPaystackTransactions)
              .set({ refundedKobo: row.refundedKobo + amount })
              .where(eq(sandboxPaystackTransactions.id, row.id))
            return { id: randomInt(1, 2 ** 31), transaction: toTransaction(row), amount, status: 'pending' as const }
          })
        },
        // Customers and dedicated accounts are the dedicated account sandbox's (ADR 0042): this ledger keeps none.
        async customer(details): Promise<PaystackCustomer> {
          return { ...details, id: 0, customer_code: 'CUS_sandbox' }
        },
        findCustomer: async () => undefined,
        dedicatedAccount() {
          return Promise.reject(new Error("the Paystack sandbox opens no dedicated accounts (ADR 0042's sandbox does)"))
        },
      }
    },
  }
}

export type SandboxPaystackRepo = ReturnType<typeof sandboxPaystackRepo>
