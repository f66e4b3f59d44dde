// The sandbox owner (docs/adr/0027; README "Accounts on a fresh machine"): while any sandbox is on, a known, verified
// account owns the store, so a fresh machine (and the end-to-end journey) reaches the staff pages and the audit log at
// once; once every provider is real, start-up takes its sign-in and its role away (server/services/sandbox-account.ts).
// The operator's `npm run staff` gives the roles of a live store. No Fastify, no SQL.
import { keepSandboxAccount, type SandboxAccountDeps, type SandboxAccountState } from './sandbox-account'

export const SANDBOX_OWNER = {
  email: 'owner@oja.test',
  password: 'oja-owner',
  firstName: 'Sandbox',
  lastName: 'Owner',
} as const

/** The sandbox owner kept ('ready', the store's owner), or its sign-in and role taken away with sandboxes off. */
export function keepSandboxOwner(deps: SandboxAccountDeps): Promise<SandboxAccountState> {
  return keepSandboxAccount(
    SANDBOX_OWNER,
    {
      holds: (user) => user.staffRole === 'owner',
      give: (user, at) => deps.users.setStaffRole(user.id, 'owner', at),
    },
    deps,
  )
}
