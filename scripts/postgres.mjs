// A throwaway PostgreSQL cluster for the server suite: initdb into a temp folder, start it on a free
// loopback port (as the `postgres` user when running as root, since PostgreSQL refuses root), stop and remove it after.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'

function binDir() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin/initdb'))).sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(base, versions[0], 'bin') : undefined
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

export async function withPostgres(body) {
  const bin = binDir()
  const dir = mkdtempSync(join(tmpdir(), 'oja-pg-'))
  chmodSync(dir, 0o777)
  const asRoot = process.getuid?.() === 0
  const sh = (command) => {
    const full = asRoot ? ['runuser', '-u', 'postgres', '--', 'sh', '-c', command] : ['sh', '-c', command]
    const result = spawnSync(full[0], full.slice(1), { stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`failed: ${command}`)
  }
  const port = await freePort()
  const data = join(dir, 'data')
  try {
    sh(`${bin}/initdb -D ${data} -U oja --auth=trust -E UTF8 --no-locale >/dev/null`)
    sh(`${bin}/pg_ctl -D ${data} -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -l ${dir}/log -w start >/dev/null`)
    sh(`${bin}/createdb -h 127.0.0.1 -p ${port} -U oja oja`)
    return await body(`postgres://oja@127.0.0.1:${port}/oja`)
  } finally {
    spawnSync(asRoot ? 'runuser' : 'sh', asRoot ? ['-u', 'postgres', '--', 'sh', '-c', `${bin}/pg_ctl -D ${data} -m immediate stop`] : ['-c', `${bin}/pg_ctl -D ${data} -m immediate stop`], { stdio: 'ignore' })
    rmSync(dir, { recursive: true, force: true })
  }
}
