// A throwaway PostgreSQL cluster for the server suite: initdb into a temp folder, start it on a free
// loopback port (as the `postgres` user when running as root, since PostgreSQL refuses root), stop and remove it after.
// startPostgres gives the running cluster itself, which a test may stop, start and restart (the database fault tests);
// withPostgres runs a body against one and removes it after.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'

function binDir() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(base, versions[0], 'bin') : undefined
}

/**
 * The server test files whose answer depends on the database being a PostgreSQL server: several connections racing,
 * several processes, signals, dropped connections, the driver (ADR 0039). Each says why on a line `// @postgres: ...`;
 * the rest ask nothing of the database that PGlite, the same engine on one connection, answers differently.
 */
export function postgresSuite(root = 'server') {
  return readdirSync(root, { recursive: true })
    .map((file) => join(root, String(file)))
    .filter((file) => file.endsWith('.test.ts') && /^\/\/ @postgres: \S/m.test(readFileSync(file, 'utf8')))
    .sort()
}

export async function postgresAvailable() {
  return binDir() !== undefined
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Starts a fresh cluster with one database, `oja`; the caller removes it with destroy(). */
export async function startPostgres() {
  const bin = binDir()
  if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql')
  const dir = mkdtempSync(join(tmpdir(), 'oja-pg-'))
  chmodSync(dir, 0o777)
  const asRoot = process.getuid?.() === 0
  const argv = (command) => (asRoot ? ['runuser', '-u', 'postgres', '--', 'sh', '-c', command] : ['sh', '-c', command])
  const run = (command, stdio = 'inherit') => {
    const [file, ...args] = argv(command)
    return spawnSync(file, args, { stdio })
  }
  const sh = (command) => {
    if (run(command).status !== 0) throw new Error(`failed: ${command}`)
  }
  // For what a test does while its requests run: the event loop keeps serving them meanwhile.
  const shAsync = (command) =>
    new Promise((resolve, reject) => {
      const [file, ...args] = argv(command)
      const child = spawn(file, args, { stdio: 'inherit' })
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`failed: ${command}`))))
    })
  const port = await freePort()
  const data = join(dir, 'data')
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const startCommand = `${bin}/pg_ctl -D ${data} -o "${settings}" -l ${dir}/log -w start >/dev/null`
  // Immediate: every connection is cut at once, as a crash or a failover would.
  const stopCommand = `${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null`
  const destroy = () => {
    run(`${bin}/pg_ctl -D ${data} -m immediate stop`, 'ignore')
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    sh(`${bin}/initdb -D ${data} -U oja --auth=trust -E UTF8 --no-locale >/dev/null`)
    sh(startCommand)
    sh(`${bin}/createdb -h 127.0.0.1 -p ${port} -U oja oja`)
  } catch (error) {
    destroy()
    throw error
  }
  return {
    url: `postgres://oja@127.0.0.1:${port}/oja`,
    port,
    start: () => shAsync(startCommand),
    stop: () => shAsync(stopCommand),
    async restart() {
      await shAsync(stopCommand)
      await shAsync(startCommand)
    },
    destroy,
  }
}

export async function withPostgres(body) {
  const cluster = await startPostgres()
  try {
    return await body(cluster.url)
  } finally {
    cluster.destroy()
  }
}
