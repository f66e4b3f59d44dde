// `npm run staff -- add <email> [--role owner|staff] | remove <email> | list`: who is staff (server/staff-command.ts).
import { runStaffCommand } from '../server/staff-command'

process.exitCode = await runStaffCommand(process.argv.slice(2), { env: process.env })
