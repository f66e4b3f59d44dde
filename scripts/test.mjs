// `npm test`: the whole suite, the longest steps side by side where they leave each other a core. Prints Vitest's reports per step and, last,
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

/**
 * Runs one step. Its output streams as it comes, or, for steps that run side by side (`together`), is kept and
 * printed whole when the step ends, so that their logs do not interleave. Resolves with whether it passed.
 */
function run(label, command, args, { env = {}, together = false } = {}) {
  const started = Date.now()
  if (!together) console.log(`\n▶ ${label}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      if (together) console.log(`\n▶ ${label}\n${Buffer.concat(output).toString().trimEnd()}`)
      console.log(`◀ ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      if (status !== 0) ok = false
      resolve(status === 0)
    })
  })
}

async function vitest(label, report, args, options) {
  await run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', `--reporter=json`, `--outputFile.json=${results}/${report}.json`, ...args],
    options,
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

await vitest('vitest: unit, storybook, visual', 'vitest', [])

// The journeys wait on their pages far more than they compute (about half a core, two files at a time), so the
// PostgreSQL pass runs beside them; the journeys' report is printed whole when they end.
const journeys =
  existsSync('e2e') && spawnSync('sh', ['-c', 'ls e2e/*.e2e.ts >/dev/null 2>&1']).status === 0
    ? vitest('e2e journeys in Chromium', 'e2e', ['--config', 'e2e/vitest.config.ts'], { together: true })
    : Promise.resolve()

// and so do the checks after it (each uses one core, the three at once; beside the first Vitest step they slowed it by
// as much as they saved: docs/adr/0039).
if (await postgresAvailable()) {
  await withPostgres((databaseUrl) =>
    vitest('vitest: server tests on PostgreSQL', 'vitest-postgres', ['--project', 'unit', ...postgresSuite()], {
      env: { DATABASE_URL: databaseUrl },
    }),
  )
} else {
  console.log('\n▶ server tests on PostgreSQL: skipped (no PostgreSQL server binaries; .ci/run installs them)')
  if (process.env.CI) {
    ok = false
    totals.failed += 1
  }
}
await Promise.all([
  run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { together: true }),
  run('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { together: true }),
  run('format', 'npx', ['prettier', '--check', '.'], { together: true }),
])
await journeys

// The failures again, last, so that the tail of a long log says what broke.
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(ok && totals.failed === 0 ? 0 : 1)
