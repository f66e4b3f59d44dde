// `npm test`: the whole suite, in the order that fails fastest. Prints Vitest's reports per step and, last,
// one plain line `N passed, N failed` summed over every Vitest run (what CI reads).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'
import { withPostgres, postgresAvailable, postgresSuite } from './postgres.mjs'

const results = 'test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
let ok = true

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (result.status !== 0) ok = false
  return result.status === 0
}

function vitest(label, report, args, env) {
  run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', `--reporter=json`, `--outputFile.json=${results}/${report}.json`, ...args],
    env,
  )
  const file = `${results}/${report}.json`
  if (!existsSync(file)) {
    totals.failed += 1
    ok = false
    return
  }
  const json = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += json.numPassedTests
  totals.failed += json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0)
  totals.skipped += json.numPendingTests + json.numTodoTests
  for (const file of json.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed)
      failures.push(
        `${label}: ${relative(process.cwd(), file.name)} › ${test.fullName}\n    ${firstLines(test.failureMessages)}`,
      )
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`${label}: ${relative(process.cwd(), file.name)}\n    ${firstLines([file.message])}`)
  }
}

function firstLines(messages) {
  return String(messages?.find(Boolean) ?? '')
    .split('\n')
    .slice(0, 3)
    .join('\n    ')
    .slice(0, 600)
}

/** Runs one check with its output kept, printed whole when it ends, so checks run side by side stay readable. */
function check(label, command, args) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      console.log(`\n▶ ${label}\n${Buffer.concat(output).toString().trimEnd()}`)
      console.log(`◀ ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      if (status !== 0) ok = false
      resolve()
    })
  })
}

// Each check uses one core: the three run at once.
await Promise.all([
  check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  check('format', 'npx', ['prettier', '--check', '.']),
])
vitest('vitest: unit, storybook, visual', 'vitest', [])

if (await postgresAvailable()) {
  await withPostgres(async (databaseUrl) => {
    vitest('vitest: server tests on PostgreSQL', 'vitest-postgres', ['--project', 'unit', ...postgresSuite()], {
      DATABASE_URL: databaseUrl,
    })
  })
} else {
  console.log('\n▶ server tests on PostgreSQL: skipped (no PostgreSQL server binaries; .ci/run installs them)')
  if (process.env.CI) {
    ok = false
    totals.failed += 1
  }
}

if (existsSync('e2e') && spawnSync('sh', ['-c', 'ls e2e/*.e2e.ts >/dev/null 2>&1']).status === 0) {
  vitest('e2e journeys in Chromium', 'e2e', ['--config', 'e2e/vitest.config.ts'])
}

// The failures again, last, so that the tail of a long log says what broke.
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(ok && totals.failed === 0 ? 0 : 1)
