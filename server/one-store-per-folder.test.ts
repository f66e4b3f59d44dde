// Issue 10, fault 3, replayed with the real store: two processes on one data folder. The second stops at once, names
// the first, and never opens the database (before the lock, both opened it and half the sign-ups were lost).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeTestDataFolder } from './db/database'

const root = fileURLToPath(new URL('..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'oja-two-stores-'))
const started: ChildProcess[] = []

// A folder as the first start leaves it (the lock is what is tested, not initdb).
beforeAll(() => writeTestDataFolder(dataDir))

afterAll(() => {
  for (const child of started) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** The store as `npm start` runs it (without the build step), on this data folder and any free port. */
function store() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return {
    child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
  }
}

describe('one store process per embedded database', () => {
  it('stops a second store on the same data folder at once, naming the first, before it touches the database', async () => {
    const first = store()
    await expect.poll(() => first.output(), { timeout: 60_000, interval: 200 }).toMatch(/Server listening at/)

    const startedAt = Date.now()
    const second = store()
    expect(await second.exited).toBe(1)
    expect(Date.now() - startedAt).toBeLessThan(15_000)
    expect(second.output()).toContain(
      `Another store process (PID ${first.child.pid}) is using the data folder ${dataDir}`,
    )
    expect(second.output()).not.toMatch(/catalogue ready|Server listening/)
    expect(first.child.exitCode).toBeNull()

    // The first one stops cleanly and frees the folder; a new store then starts on it.
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(join(dataDir, 'store.lock'))).toBe(false)
    const third = store()
    await expect.poll(() => third.output(), { timeout: 60_000, interval: 200 }).toMatch(/Server listening at/)
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
  }, 150_000)
})
