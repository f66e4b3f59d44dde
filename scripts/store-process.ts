// The store the way the README runs it (`npm start`: build if needed, then serve) on a free port with a fresh
// data folder, for the browser journeys (e2e/) and the Lighthouse benchmark (bench/web/).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'

export interface RunningStore {
  baseUrl: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
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
}: {
  logLevel?: string
  timeoutMs?: number
  dataDir?: string
  /** More settings for this store (a journey's providers pointed at local fakes). */
  env?: Record<string, string>
} = {}): Promise<RunningStore> {
  const port = await freePort()
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'oja-store-'))
  // Its own process group, so stopping it also stops the server that `npm start` spawns.
  const child = spawn('npm', ['start'], {
    // The data folder's own database unless `env` names a PostgreSQL (bench/catalogue).
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      DATABASE_URL: env.DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await exited(child, 10_000)
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(`${baseUrl}/api/categories`, child, timeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, stop }
}
