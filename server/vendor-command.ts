// `npm run vendor -- add <email> [--name "Shop name"] [--vendor <id>] | remove <email> | list` (scripts/vendor.ts):
// the store's operator decides who is a vendor (ADR 0011), on the database the store uses (server/operator-command.ts).
// The rules and the audit entries are the service's (server/services/vendors.ts), the same as /staff/vendors'; each
// change is written to the audit log, by `npm run vendor` (VENDOR_OPERATOR).
import { usersRepo } from './db/repos/users.repo'
import type { VendorListing } from './db/repos/vendors.repo'
import { vendorsRepo } from './db/repos/vendors.repo'
import { parseAccountCommand, type OperatorCommand } from './operator-command'
import { vendorsService, type VendorChange, type VendorRemoval, type VendorsService } from './services/vendors'

export const VENDOR_USAGE = [
  'Usage:',
  '  npm run vendor -- add <email> [--name "Shop name"]   make the account a vendor with a new shop',
  '  npm run vendor -- add <email> --vendor <vendor id>   let the account keep an existing shop',
  '  npm run vendor -- remove <email>                     the account stops being a vendor; its shop stays',
  '  npm run vendor -- list                               every shop, its accounts and its live products',
  'The account must exist: the person signs up on the store first. Each change is written to the audit log.',
].join('\n')

type Command =
  | { action: 'add'; email: string; name?: string; vendorId?: string }
  | { action: 'remove'; email: string }
  | { action: 'list' }

/** The command the arguments ask for, or the problem with them. */
export function parseVendorCommand(args: string[]): Command | { problem: string } {
  const parsed = parseAccountCommand(args, ['name', 'vendor'])
  if ('problem' in parsed || parsed.action !== 'add') return parsed
  const { name, vendor } = parsed.values
  return {
    action: 'add',
    email: parsed.email,
    ...(name === undefined ? {} : { name }),
    ...(vendor === undefined ? {} : { vendorId: vendor }),
  }
}

function shop(vendor: { id: string; name: string }): string {
  return `${vendor.name} (vendor ${vendor.id})`
}

function changeLines(change: VendorChange): string[] {
  const { user, vendor } = change
  switch (change.outcome) {
    case 'added':
      return [`${user.email} is now a vendor: ${shop(vendor)}.`]
    case 'linked':
      return [
        `${user.email} now keeps ${shop(vendor)}.`,
        ...(change.movedFrom ? [`It no longer keeps ${shop(change.movedFrom)}.`] : []),
      ]
    case 'renamed':
      return [`${user.email} keeps ${shop(vendor)}, renamed from ${change.previousName}.`]
    case 'unchanged':
      return [`${user.email} is already a vendor: ${shop(vendor)}. Nothing changed.`]
  }
}

export function describeChange(change: VendorChange): string[] {
  const lines = changeLines(change)
  if (change.user.emailVerifiedAt === null)
    lines.push(`${change.user.email} has not verified their email yet: they can write products once they have.`)
  return lines
}

export function describeRemoval(removal: VendorRemoval, email: string): string[] {
  if (removal.outcome === 'notVendor') return [`${removal.user.email} is not a vendor. Nothing changed.`]
  const kept = removal.vendor
  return [
    `${removal.user.email} is no longer a vendor.`,
    ...(kept
      ? [
          `${shop(kept)} and its products stay in the catalogue. To give it back: npm run vendor -- add ${email} --vendor ${kept.id}`,
        ]
      : []),
  ]
}

export function describeList(vendors: VendorListing[]): string[] {
  if (vendors.length === 0) return ['No vendors yet.']
  return vendors.flatMap((vendor) => [
    `${shop(vendor)}: ${vendor.liveProducts} live product${vendor.liveProducts === 1 ? '' : 's'}`,
    ...(vendor.accounts.length === 0
      ? ['  no account keeps it']
      : vendor.accounts.map((account) => `  ${account.email}`)),
  ])
}

async function run(command: Command, vendors: VendorsService): Promise<string[]> {
  switch (command.action) {
    case 'add':
      return describeChange(await vendors.add(command.email, command))
    case 'remove':
      return describeRemoval(await vendors.remove(command.email), command.email.trim())
    case 'list':
      return describeList(await vendors.list())
  }
}

/** `npm run vendor` (scripts/vendor.ts runs it with runOperatorCommand). */
export const vendorCommand: OperatorCommand<Command> = {
  usage: VENDOR_USAGE,
  parse: parseVendorCommand,
  run: (command, db) => run(command, vendorsService({ users: usersRepo(db), vendors: vendorsRepo(db) })),
}
