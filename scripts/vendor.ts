// `npm run vendor -- add <email> [--name "Shop name"] | remove <email> | list`: who is a vendor (server/vendor-command.ts).
import { runOperatorCommand } from '../server/operator-command'
import { vendorCommand } from '../server/vendor-command'

process.exitCode = await runOperatorCommand(process.argv.slice(2), { env: process.env }, vendorCommand)
