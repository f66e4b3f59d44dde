// One store process per data folder. The embedded database (PGlite) is a single-process database: two processes
// that open the same folder each see only their own writes and corrupt its indexes. So the store takes this lock
// before the database opens, and a second store on the same folder exits at once, naming the holder's PID.
//
// The lock is a file created exclusively (O_EXCL) holding the holder's PID, its start time and host. A lock whose
// process is gone (killed, crashed) is stale and is taken over; the take-over itself is serialised by a second
// exclusive file, so two stores starting together over a stale lock cannot both win. The start time guards against
// a recycled PID: a lock naming a live PID that belongs to a newer process is stale too. (No locking library fits:
// proper-lockfile cannot say who holds a lock, and flock() needs a native module; ADR 0006.)
import { hostname } from 'node:os'
import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'store.lock'

/** A take-over lock older than this was left by a process that died while taking over; it is removed. */
const TAKEOVER_STALE_MS = 10_000
/** How long to wait for another process's take-over (or a lock file being written) before giving up. */
const WAIT_MS = 3_000

interface Holder {
  pid: number
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22), where the system has it. */
  startTime: string | null
  host: string
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another store process (PID ${holderPid}) is using the data folder ${dataDir}. The embedded database serves one ` +
        'process at a time: stop that process first, give this one another DATA_DIR, or use PostgreSQL (DATABASE_URL) ' +
        'to run several processes.',
    )
    this.name = 'DataDirLockedError'
  }
}

export interface DataDirLock {
  readonly path: string
  /** Removes the lock if it is still this process's; safe to call twice. */
  release(): void
}

/** Linux's start time of a process, or null where there is no /proc (the PID alone is then trusted). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { pid, startTime, host } = value as Record<string, unknown>
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0 || typeof host !== 'string') return null
    return { pid, startTime: typeof startTime === 'string' ? startTime : null, host }
  } catch {
    return null
  }
}

/** Whether the holder still runs. A holder on another host (a shared folder) cannot be checked: it counts as live. */
function isLive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true
  if (!isRunning(holder.pid)) return false
  if (holder.startTime === null) return true
  const now = processStartTime(holder.pid)
  return now === null || now === holder.startTime
}

function createExclusive(path: string, content: string): boolean {
  try {
    writeFileSync(path, content, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function removeIfPresent(path: string) {
  try {
    unlinkSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs
  } catch {
    return 0
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/**
 * Takes the data folder's lock for this process, or throws DataDirLockedError naming the process that holds it.
 * Synchronous on purpose: it runs once at start, before anything else touches the folder.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE)
  const takeoverPath = `${path}.takeover`
  const mine = JSON.stringify({
    pid: process.pid,
    startTime: processStartTime(process.pid),
    host: hostname(),
  } satisfies Holder)
  const deadline = Date.now() + WAIT_MS

  for (;;) {
    if (createExclusive(path, mine)) break
    const text = readText(path)
    if (text === null) {
      // Released meanwhile: try again (a folder whose lock keeps vanishing is not worth waiting on for ever).
      if (Date.now() > deadline) throw new Error(`Timed out taking the lock ${path}`)
      continue
    }
    const holder = parseHolder(text)
    if (holder === null && ageMs(path) < WAIT_MS && Date.now() < deadline) {
      pause(50) // being written by its creator
      continue
    }
    if (holder !== null && isLive(holder)) throw new DataDirLockedError(dataDir, holder.pid)

    // Stale: take it over, one process at a time.
    if (!createExclusive(takeoverPath, mine)) {
      if (ageMs(takeoverPath) > TAKEOVER_STALE_MS) removeIfPresent(takeoverPath)
      else if (Date.now() > deadline) throw new Error(`Timed out waiting to take over the stale lock ${path}`)
      else pause(50)
      continue
    }
    try {
      // Still the same stale lock? Another process may have taken it over before this one got the take-over file.
      if (readText(path) === text) removeIfPresent(path)
    } finally {
      removeIfPresent(takeoverPath)
    }
  }

  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    if (readText(path) === mine) removeIfPresent(path)
  }
  process.on('exit', release)
  return { path, release }
}
