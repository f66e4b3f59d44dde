// The sandbox vendor (ADR 0011; README "Accounts on a fresh machine"): while any sandbox is on, a known, verified
// account keeps the seeded vendor, so a fresh machine can upload and edit products at once; once every provider is
// real, start-up takes its sign-in away (server/services/sandbox-account.ts). No Fastify, no SQL.
import type { VendorsRepo } from '../db/repos/vendors.repo'
import { keepSandboxAccount, type SandboxAccountDeps, type SandboxAccountState } from './sandbox-account'

export const SANDBOX_VENDOR = {
  email: 'vendor@oja.test',
  password: 'oja-vendor',
  firstName: 'Sandbox',
  lastName: 'Vendor',
} as const

export interface SandboxVendorDeps extends SandboxAccountDeps {
  vendors: Pick<VendorsRepo, 'findById'>
  /** The vendor the account keeps: the seeded one (server/db/seed/seed.ts SEED_VENDOR_ID). */
  vendorId: string
}

/** The sandbox vendor kept ('ready', keeping `vendorId`), or its sign-in and shop taken away with sandboxes off. */
export async function keepSandboxVendor({
  vendors,
  vendorId,
  ...deps
}: SandboxVendorDeps): Promise<SandboxAccountState> {
  if (deps.on && !(await vendors.findById(vendorId)))
    throw new Error(`The sandbox vendor's shop (vendor ${vendorId}) is not in the database: seed the catalogue first`)
  return keepSandboxAccount(
    SANDBOX_VENDOR,
    {
      holds: (user) => user.vendorId === vendorId,
      give: (user, at) => deps.users.setVendor(user.id, vendorId, at),
    },
    deps,
  )
}
