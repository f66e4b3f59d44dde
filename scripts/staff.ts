// `npm run staff -- add <email> [--role owner|staff] | remove <email> | list`: who is staff (server/staff-command.ts).
import { runOperatorCommand } from '../server/operator-command'
import { staffCommand } from '../server/staff-command'

process.exitCode = await runOperatorCommand(process.argv.slice(2), { env: process.env }, staffCommand)
