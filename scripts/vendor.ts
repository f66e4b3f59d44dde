// `npm run vendor -- add <email> [--name "Shop name"] | remove <email> | list`: who is a vendor (server/vendor-command.ts).
import { runVendorCommand } from '../server/vendor-command'

process.exitCode = await runVendorCommand(process.argv.slice(2), { env: process.env })
