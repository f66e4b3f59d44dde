// The bank transfer and VTU sandboxes' ledgers (sandbox_transfers, sandbox_bills): what they were asked to pay, read
// back as Flutterwave reads its own. A reference is written once (the unique index decides between racing calls), and
// a transfer ends once: the update that ends it only touches a transfer still under way.
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Kobo } from '../../../src/domain/money'
import type { FlutterwaveTransferStatus } from '../../providers/payments/flutterwave-api/transfers'
import type { Db } from '../database'
import { sandboxBills, sandboxPayments, sandboxTransfers } from '../schema'

export interface SandboxTransferRow {
  id: number
  reference: string
  bankCode: string
  accountNumber: string
  amountKobo: Kobo
  status: FlutterwaveTransferStatus
  createdAt: Date
}

export interface SandboxBillRow {
  id: number
  reference: string
  customer: string
  billerCode: string
  itemCode: string
  amountKobo: Kobo
  status: 'successful' | 'failed'
  createdAt: Date
}

const UNDER_WAY: FlutterwaveTransferStatus[] = ['NEW', 'PENDING']
const STATUSES: readonly FlutterwaveTransferStatus[] = ['NEW', 'PENDING', 'SUCCESSFUL', 'FAILED']

/** Ids are whole numbers (Flutterwave's are); anything else names nothing. */
function numericId(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null
}

function transferOf(row: typeof sandboxTransfers.$inferSelect): SandboxTransferRow {
  // The table's check allows only these; a row is never read as more than under way by mistake.
  const status = STATUSES.find((known) => known === row.status) ?? 'PENDING'
  return {
    id: row.id,
    reference: row.reference,
    bankCode: row.bankCode,
    accountNumber: row.accountNumber,
    amountKobo: row.amountKobo,
    status,
    createdAt: row.createdAt,
  }
}

function billOf(row: typeof sandboxBills.$inferSelect): SandboxBillRow {
  return { ...row, status: row.status === 'successful' ? 'successful' : 'failed' }
}

export function sandboxWalletRepo(db: Db) {
  return {
    /**
     * What the sandbox's account holds (docs/adr/0032): the card payments it took (less what it refunded), less the
     * transfers it made or has under way and the bills it paid; never below nothing, as a bank's is not.
     */
    async balanceKobo(): Promise<Kobo> {
      const [paid] = await db
        .select({ kobo: sql<string | null>`sum(${sandboxPayments.amountKobo} - ${sandboxPayments.refundedKobo})` })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.status, 'successful'))
      const [sent] = await db
        .select({ kobo: sql<string | null>`sum(${sandboxTransfers.amountKobo})` })
        .from(sandboxTransfers)
        .where(ne(sandboxTransfers.status, 'FAILED'))
      const [bought] = await db
        .select({ kobo: sql<string | null>`sum(${sandboxBills.amountKobo})` })
        .from(sandboxBills)
        .where(eq(sandboxBills.status, 'successful'))
      return Math.max(0, Number(paid?.kobo ?? 0) - Number(sent?.kobo ?? 0) - Number(bought?.kobo ?? 0))
    },

    /** Records a transfer as queued ('NEW'); undefined when its reference was used already. */
    async addTransfer(transfer: Omit<SandboxTransferRow, 'id' | 'status'>): Promise<SandboxTransferRow | undefined> {
      const [row] = await db
        .insert(sandboxTransfers)
        .values({ ...transfer, status: 'NEW' })
        .onConflictDoNothing({ target: sandboxTransfers.reference })
        .returning()
      return row ? transferOf(row) : undefined
    },

    async findTransfer(id: string): Promise<SandboxTransferRow | undefined> {
      const key = numericId(id)
      if (key === null) return undefined
      const [row] = await db.select().from(sandboxTransfers).where(eq(sandboxTransfers.id, key))
      return row ? transferOf(row) : undefined
    },

    /** Ends a transfer still under way; undefined when it had ended already (or never was). */
    async endTransfer(id: number, status: 'SUCCESSFUL' | 'FAILED'): Promise<SandboxTransferRow | undefined> {
      const [row] = await db
        .update(sandboxTransfers)
        .set({ status })
        .where(and(eq(sandboxTransfers.id, id), inArray(sandboxTransfers.status, UNDER_WAY)))
        .returning()
      return row ? transferOf(row) : undefined
    },

    /** Transfers not yet ended: the sandbox ends them after a restart. */
    async transfersUnderWay(): Promise<SandboxTransferRow[]> {
      return (await db.select().from(sandboxTransfers).where(inArray(sandboxTransfers.status, UNDER_WAY))).map(
        transferOf,
      )
    },

    /** Records a bill; undefined when its reference was used already. */
    async addBill(bill: Omit<SandboxBillRow, 'id'>): Promise<SandboxBillRow | undefined> {
      const [row] = await db
        .insert(sandboxBills)
        .values(bill)
        .onConflictDoNothing({ target: sandboxBills.reference })
        .returning()
      return row ? billOf(row) : undefined
    },

    async findBill(reference: string): Promise<SandboxBillRow | undefined> {
      const [row] = await db.select().from(sandboxBills).where(eq(sandboxBills.reference, reference))
      return row ? billOf(row) : undefined
    },
  }
}

export type SandboxWalletRepo = ReturnType<typeof sandboxWalletRepo>
