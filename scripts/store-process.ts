// The store the way the README runs it (`npm start`: build if needed, then serve) on a free port with a fresh
// data folder, for the browser journeys (e2e/) and the Lighthouse benchmark (bench/web/); on the embedded database by
// default, or on a PostgreSQL several of them share (e2e/load-balancer.e2e.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'

export interface RunningStore {
  baseUrl: string
  port: number
  stop(): Promise<void>
  /** Ends the store at once, with nothing finished or closed (SIGKILL to its process group): a crash. */
  kill(): Promise<void>
}

/** A port nothing listens on now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the store did not answer at ${url} within ${timeoutMs} ms`)
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** `dataDir`: serve this data folder and leave it when stopping (the caller's); otherwise a fresh one, removed after. */
export async function startStore({
  logLevel = 'warn',
  timeoutMs = 180_000,
  dataDir: givenDataDir,
  env = {},
  databaseUrl,
  port: givenPort,
}: {
  logLevel?: string
  timeoutMs?: number
  dataDir?: string
  /** More settings for this store (a journey's providers pointed at local fakes). */
  env?: Record<string, string>
  /** A PostgreSQL to serve instead of the data folder's embedded database (DATABASE_URL). */
  databaseUrl?: string
  /** Where to listen; a free port by default. */
  port?: number
} = {}): Promise<RunningStore> {
  const port = givenPort ?? (await freePort())
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'oja-store-'))
  // Its own process group, so stopping it also stops the server that `npm start` spawns.
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const signal = async (name: 'SIGTERM' | 'SIGKILL') => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, name)
      } catch {
        // already gone
      }
      await exited(child, 10_000)
    }
  }
  const stop = async () => {
    await signal('SIGTERM')
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(`${baseUrl}/api/categories`, child, timeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, port, stop, kill: () => signal('SIGKILL') }
}
