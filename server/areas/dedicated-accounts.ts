// Wallet funding by bank transfer (ADR 0042): the gateway that opens shoppers' dedicated accounts (Paystack with its
// keys; the store's sandbox while the card payment sandbox is on; none when only Flutterwave's keys are given), the
// service that opens them and credits transfers, and the sandbox's 'send a transfer'. Paystack's webhook route hands
// each verified `charge.success` to `creditTransfer` (`paystackEventOf(body)`).
import type { FastifyInstance } from 'fastify'
import { addresses } from '../db/schema'
import { desc, eq } from 'drizzle-orm'
import { dedicatedAccountsRepo } from '../db/repos/dedicated-accounts.repo'
import type { WalletRepo } from '../db/repos/wallet.repo'
import {
  sandboxDedicatedAccounts,
  type SandboxDedicatedAccounts,
} from '../providers/payments/sandbox-dedicated-accounts'
import { dedicatedAccountsService, type DedicatedAccountsGateway } from '../services/dedicated-accounts'

/** The gateway for these settings, and the sandbox when it is the one. */
function gatewayOf(app: FastifyInstance): { gateway?: DedicatedAccountsGateway; sandbox?: SandboxDedicatedAccounts } {
  const { payment } = app.store
  const paystack = payment.gateways.paystack
  // The Paystack sandbox keeps no dedicated accounts: the dedicated account sandbox below answers for them.
  if (paystack && paystack.mode === 'live') {
    return {
      gateway: {
        name: 'paystack',
        preferredBank: paystack.testMode ? 'test-bank' : 'wema-bank',
        createCustomer: (details) => paystack.createCustomer(details),
        createDedicatedAccount: (customerCode, bank) => paystack.createDedicatedAccount(customerCode, bank),
        verifyTransaction: (reference) => paystack.verifyTransaction(reference),
      },
    }
  }
  if (!payment.sandbox) return {}
  const sandbox = sandboxDedicatedAccounts()
  return { gateway: sandbox.gateway, sandbox }
}

/** The store's dedicated accounts, or undefined when no gateway opens them. */
export function storeDedicatedAccounts(app: FastifyInstance, wallets: Pick<WalletRepo, 'creditTransfer'>) {
  const { gateway, sandbox } = gatewayOf(app)
  if (!gateway) return undefined
  const { db, now } = app.store
  const service = dedicatedAccountsService({
    background: app.store.background,
    accounts: dedicatedAccountsRepo(db),
    wallets,
    gateway,
    now,
    log: app.log,
    async phoneOf(userId) {
      const [newest] = await db
        .select({ phone: addresses.phone })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt))
        .limit(1)
      return newest?.phone
    },
  })
  return { service, sandbox }
}

export type StoreDedicatedAccounts = NonNullable<ReturnType<typeof storeDedicatedAccounts>>
