// `npm start`: builds the web app when its sources are newer than dist/, then runs the store server
// (web app and /api on one port, http://localhost:3000 unless PORT says otherwise).
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const sources = ['src', 'machines', 'index.html', 'tailwind.config.ts', 'vite.config.ts', 'package-lock.json', 'public']
// Both halves of the build: the browser's (dist/) and the server's render entry (dist-ssr/), written last.
const outputs = ['dist/index.html', 'dist-ssr/render-page.js'].map((path) => join(root, path))
const builtAt = outputs.every((path) => existsSync(path))
  ? Math.min(...outputs.map((path) => statSync(path).mtimeMs))
  : 0
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))))
if (changedAt > builtAt) {
  console.log('Building the web app…')
  // Always the production build, whatever the caller's environment says (a test runner sets NODE_ENV=test,
  // which would otherwise give React's development build).
  for (const args of [[], ['--ssr', 'src/app/render-page.tsx', '--outDir', 'dist-ssr']]) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
