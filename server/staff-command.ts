// `npm run staff -- add <email> [--role owner|staff] | remove <email> | list` (scripts/staff.ts): the store's operator
// decides who works the staff pages and who owns the store (docs/adr/0027), on the database the store uses
// (server/operator-command.ts). Each change is written to the audit log, by `npm run staff` (STAFF_OPERATOR).
import type { StaffRole } from '../src/domain/contract'
import type { StaffMember } from './db/repos/staff.repo'
import { staffRepo } from './db/repos/staff.repo'
import { usersRepo } from './db/repos/users.repo'
import { parseAccountCommand, type OperatorCommand } from './operator-command'
import { staffService, type StaffChange, type StaffRemoval, type StaffService } from './services/staff'
import { STAFF_ROLES } from './services/verified-user'

export const STAFF_USAGE = [
  'Usage:',
  '  npm run staff -- add <email> [--role staff]   the account works the orders board (staff is the default)',
  '  npm run staff -- add <email> --role owner     the account owns the store: the orders board and the audit log',
  '  npm run staff -- remove <email>               the account is no longer staff; it stays a shopper',
  '  npm run staff -- list                         every owner and staff account',
  'The account must exist: the person signs up on the store first. Each change is written to the audit log.',
].join('\n')

type Command =
  { action: 'add'; email: string; role: StaffRole } | { action: 'remove'; email: string } | { action: 'list' }

function isRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value)
}

/** The command the arguments ask for, or the problem with them. */
export function parseStaffCommand(args: string[]): Command | { problem: string } {
  const parsed = parseAccountCommand(args, ['role'])
  if ('problem' in parsed || parsed.action !== 'add') return parsed
  const role = parsed.values.role ?? 'staff'
  if (!isRole(role)) return { problem: `The role is ${STAFF_ROLES.join(' or ')}, not ${role}` }
  return { action: 'add', email: parsed.email, role }
}

function changeLines(change: StaffChange): string[] {
  const { user, staffRole } = change
  switch (change.outcome) {
    case 'added':
      return [`${user.email} is now ${staffRole}.`]
    case 'changed':
      return [`${user.email} is now ${staffRole}, no longer ${change.previous}.`]
    case 'unchanged':
      return [`${user.email} is already ${staffRole}. Nothing changed.`]
  }
}

export function describeStaffChange(change: StaffChange): string[] {
  const lines = changeLines(change)
  if (change.user.emailVerifiedAt === null)
    lines.push(`${change.user.email} has not verified their email yet: they can open the staff pages once they have.`)
  return lines
}

export function describeStaffRemoval(removal: StaffRemoval): string[] {
  if (removal.outcome === 'notStaff') return [`${removal.user.email} is not staff. Nothing changed.`]
  return [`${removal.user.email} is no longer ${removal.previous}.`]
}

export function describeStaffList(members: StaffMember[]): string[] {
  if (members.length === 0) return ['No owner or staff yet.']
  return members.map(
    (member) => `${member.staffRole}: ${member.email}${member.verified ? '' : ' (email not verified yet)'}`,
  )
}

async function run(command: Command, staff: StaffService): Promise<string[]> {
  switch (command.action) {
    case 'add':
      return describeStaffChange(await staff.add(command.email, command.role))
    case 'remove':
      return describeStaffRemoval(await staff.remove(command.email))
    case 'list':
      return describeStaffList(await staff.list())
  }
}

/** `npm run staff` (scripts/staff.ts runs it with runOperatorCommand). */
export const staffCommand: OperatorCommand<Command> = {
  usage: STAFF_USAGE,
  parse: parseStaffCommand,
  run: (command, db) => run(command, staffService({ users: usersRepo(db), staff: staffRepo(db) })),
}
