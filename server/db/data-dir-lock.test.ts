import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE, lockDataDir, processStartTime } from './data-dir-lock'

const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href
const root = fileURLToPath(new URL('../..', import.meta.url))

let dataDir: string
const children: ChildProcess[] = []
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'oja-lock-'))
})
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** A PID that belonged to a process which has exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(result.stdout)
}

function writeLock(holder: object) {
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify(holder))
}

/** Another Node process that takes the lock and says what happened on its first line of output. */
function lockingProcess(): { child: ChildProcess; firstLine: Promise<string> } {
  const script = `import(${JSON.stringify(moduleUrl)}).then(({ lockDataDir }) => {
    try { lockDataDir(${JSON.stringify(dataDir)}); console.log('locked ' + process.pid) }
    catch (error) { console.log('refused ' + (error.holderPid ?? error.message)); process.exit(0) }
    setInterval(() => {}, 1000)
  })`
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const firstLine = new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve(output.split('\n')[0]!)
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code} before saying anything`)))
  })
  return { child, firstLine }
}

describe('the data folder lock', () => {
  it('is taken by writing this process into the folder, and released by removing it', () => {
    const lock = lockDataDir(dataDir)
    const holder = JSON.parse(readFileSync(lock.path, 'utf8'))
    expect(holder).toMatchObject({ pid: process.pid, host: hostname() })
    lock.release()
    expect(existsSync(lock.path)).toBe(false)
    lock.release()
  })

  it('refuses a second holder while the first lives, naming its PID', () => {
    const lock = lockDataDir(dataDir)
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError)
      expect(() => lockDataDir(dataDir)).toThrow(`PID ${process.pid}`)
    } finally {
      lock.release()
    }
  })

  it('refuses a second store process on the same folder at once, and lets one start after the first is killed', async () => {
    const first = lockingProcess()
    const firstPid = Number((await first.firstLine).replace('locked ', ''))
    expect(firstPid).toBe(first.child.pid)
    expect(await lockingProcess().firstLine).toBe(`refused ${firstPid}`)
    expect(() => lockDataDir(dataDir)).toThrow(`PID ${firstPid}`)

    first.child.kill('SIGKILL')
    await new Promise((resolve) => first.child.once('exit', resolve))
    const lock = lockDataDir(dataDir)
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('takes over a lock left by a process that is gone', () => {
    writeLock({ pid: deadPid(), startTime: null, host: hostname() })
    const lock = lockDataDir(dataDir)
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('takes over a lock whose PID now belongs to a newer process', () => {
    const start = processStartTime(process.pid)
    if (start === null) return // no /proc here: the PID alone is trusted
    writeLock({ pid: process.pid, startTime: `${Number(start) - 1}`, host: hostname() })
    const lock = lockDataDir(dataDir)
    lock.release()
  })

  it('takes over a lock file nobody can read once it is old, and waits for a fresh one', () => {
    writeFileSync(join(dataDir, LOCK_FILE), '')
    const old = new Date(Date.now() - 60_000)
    utimesSync(join(dataDir, LOCK_FILE), old, old)
    const lock = lockDataDir(dataDir)
    lock.release()
  })

  it('counts a lock held on another host as held', () => {
    writeLock({ pid: deadPid(), startTime: null, host: `${hostname()}-elsewhere` })
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError)
  })

  it('lets exactly one of several stores starting together take over a stale lock', async () => {
    writeLock({ pid: deadPid(), startTime: null, host: hostname() })
    const lines = await Promise.all(Array.from({ length: 4 }, () => lockingProcess().firstLine))
    const winners = lines.filter((line) => line.startsWith('locked '))
    expect(winners).toHaveLength(1)
    const winner = winners[0]!.replace('locked ', '')
    expect(lines.filter((line) => line === `refused ${winner}`)).toHaveLength(3)
  })
})
