// The store operator's commands (`npm run vendor`, `npm run staff`) read the same add / remove / list arguments and run
// on the database the store uses (DATA_DIR or DATABASE_URL, read by server/config.ts like the store reads them). The
// embedded database serves one process, so on it a command takes the data folder's lock and refuses while the store is
// running there.
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { ConfigError, readConfig } from './config'
import type { Db } from './db/database'
import { openDatabase } from './db/database'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock'
import { DomainError } from './errors'

export const operatorCommandMessages = {
  noDatabase: (dataDir: string) =>
    `There is no store data folder at ${dataDir}. Start the store once (npm start), or point DATA_DIR or DATABASE_URL at the store's database`,
} as const

export interface CommandOutput {
  out(line: string): void
  error(line: string): void
}

const toConsole: CommandOutput = { out: (line) => console.log(line), error: (line) => console.error(line) }

export interface OperatorCommand<Command> {
  /** What the command takes, shown after a problem with its arguments. */
  usage: string
  /** The command the arguments ask for, or the problem with them. */
  parse(args: string[]): Command | { problem: string }
  /** Does it on the store's database; the lines to print. */
  run(command: Command, db: Db): Promise<string[]>
}

/** What an account command's arguments ask for: `add <email>` with add's options, `remove <email>`, or `list`. */
export type AccountCommandArgs<Option extends string> =
  | { action: 'add'; email: string; values: Partial<Record<Option, string>> }
  | { action: 'remove'; email: string }
  | { action: 'list' }

/**
 * Reads `add <email> [--option value …] | remove <email> | list` (`npm run vendor`, `npm run staff`): the options are
 * add's only, each a string; or the problem with the arguments.
 */
export function parseAccountCommand<Option extends string>(
  args: string[],
  options: readonly Option[],
): AccountCommandArgs<Option> | { problem: string } {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(options.map((option) => [option, { type: 'string' as const }])),
    })
  } catch (error) {
    return { problem: (error as Error).message }
  }
  const values = parsed.values as Partial<Record<Option, string>>
  const withOptions = Object.values(values).some((value) => value !== undefined)
  const [action, email, ...extra] = parsed.positionals
  if (extra.length > 0) return { problem: `Unexpected ${extra.join(' ')}` }
  if (action === 'list') {
    if (email !== undefined || withOptions) return { problem: 'list takes nothing more' }
    return { action }
  }
  if (action !== 'add' && action !== 'remove')
    return { problem: action === undefined ? 'Say what to do' : `Unknown command ${action}` }
  if (email === undefined || email.trim() === '') return { problem: `${action} needs the account's email` }
  if (action === 'remove') return withOptions ? { problem: 'remove takes only the email' } : { action, email }
  return { action, email, values }
}

/** Runs the command on the store's database as `env` configures it; the process's exit code. */
export async function runOperatorCommand<Command extends object>(
  args: string[],
  { env = process.env, output = toConsole }: { env?: NodeJS.ProcessEnv; output?: CommandOutput },
  { usage, parse, run }: OperatorCommand<Command>,
): Promise<number> {
  const command = parse(args)
  if ('problem' in command) {
    output.error(`${command.problem}.\n\n${usage}`)
    return 2
  }
  let lock: DataDirLock | undefined
  try {
    const config = readConfig(env)
    if (!config.databaseUrl) {
      if (!existsSync(config.dataDir)) {
        output.error(operatorCommandMessages.noDatabase(config.dataDir))
        return 1
      }
      lock = lockDataDir(config.dataDir)
    }
    const database = await openDatabase({
      dataDir: config.dataDir,
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    })
    try {
      for (const line of await run(command, database.db)) output.out(line)
      return 0
    } finally {
      await database.close()
    }
  } catch (error) {
    if (error instanceof DomainError || error instanceof ConfigError || error instanceof DataDirLockedError) {
      output.error(error.message)
      return 1
    }
    throw error
  } finally {
    lock?.release()
  }
}
