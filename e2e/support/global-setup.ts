// Starts the store the way the README does (`npm start`: build if needed, then serve) on a free port with a
// fresh data folder, waits until it answers, and stops it after the run.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'
import type { TestProject } from 'vitest/node'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
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

export default async function setup(project: TestProject) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-e2e-'))
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntilUp(`${baseUrl}/api/categories`, child, 180_000)
  project.provide('baseUrl', baseUrl)
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
