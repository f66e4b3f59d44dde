// `npm run bench:bundle`: builds the budget fixture (Button + Dialog + Toast) and the store app with Vite and
// prints the gzipped JavaScript of each: for the fixture every chunk it has (it uses them all), for the store what
// every page loads before it is usable (entry chunk plus its static imports), and for each route of the manifest what
// its first visit loads (that, plus the route's chunk and its static imports).
// Budget (issue 2): the fixture page ships at most 110 KB of gzipped JavaScript. Budgets (issue 26) on each route's
// first visit: 140 KB on the pages a visitor browses, 150 KB on the rest of the store's pages (those behind sign-in and
// the account forms); the staff section's pages are measured against 150 KB and reported, not enforced. Over any
// enforced budget, the command fails.
import { build, type Rollup } from 'vite'
import { gzipSync } from 'node:zlib'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHAT_ENTRY_MODULE } from '../../src/domain/chat'
import { ROUTES } from '../../src/domain/routes'
import { STAFF_ROUTES } from '../../src/domain/staff-routes'

const root = fileURLToPath(new URL('../..', import.meta.url))
const BUDGET_KB = 110
/** A browsing page's first visit (issue 26), and any other store page's. */
const BROWSING_BUDGET_KB = 140
const SIGNED_IN_BUDGET_KB = 150

type Row = {
  page: string
  files: number
  rawKb: number
  gzipKb: number
  gzipBytes: number
  budgetKb?: number
  /** Measured against its budget and reported, but not failing the run (the staff section's pages). */
  reportedOnly?: boolean
}

/** A route module's budget: the browsing one if any page it draws is browsed (drawn ahead, no sign-in), else the
 *  signed-in one; the staff section's only reported. */
function routeBudget(module: string): Pick<Row, 'budgetKb' | 'reportedOnly'> {
  const store = Object.values(ROUTES).filter((route) => route.screen?.chunk === module)
  if (store.length > 0) {
    const browsed = store.some((route) => route.drawnAhead && !route.signIn)
    return { budgetKb: browsed ? BROWSING_BUDGET_KB : SIGNED_IN_BUDGET_KB }
  }
  const staff = Object.values(STAFF_ROUTES).some((route) => route.screen?.chunk === module)
  return staff ? { budgetKb: SIGNED_IN_BUDGET_KB, reportedOnly: true } : {}
}

/** `everything`: count every chunk the build makes, the ones fetched later too (the fixture page uses all it has:
 *  the toast stack comes at the first toast or the first intent). Otherwise what loads before the page is usable. */
async function measure(
  page: string,
  entryHtml: string,
  budgetKb?: number,
  { everything = false, routes = false, alsoBuilt = {} as Record<string, string> } = {},
): Promise<Row[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'oja-bundle-'))
  try {
    const result = (await build({
      configFile: join(root, 'vite.config.ts'),
      root,
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        // One page alone is named as a string: an object would be merged with vite.config.ts's inputs.
        rollupOptions: { input: Object.keys(alsoBuilt).length > 0 ? { index: entryHtml, ...alsoBuilt } : entryHtml },
        reportCompressedSize: false,
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[]
    const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
    const chunks = new Map(
      output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]),
    )
    // What loads before the page is usable: entry chunks and, transitively, their static imports (not dynamic ones).
    const closure = (roots: string[]) => {
      const loaded = new Set<string>()
      const visit = (name: string) => {
        if (loaded.has(name)) return
        loaded.add(name)
        chunks.get(name)?.imports.forEach(visit)
      }
      roots.forEach(visit)
      return loaded
    }
    const row = (name: string, loaded: Set<string>, budget?: number, reportedOnly?: boolean): Row => {
      let raw = 0
      let gzip = 0
      for (const file of loaded) {
        const code = chunks.get(file)!.code
        raw += Buffer.byteLength(code)
        gzip += gzipSync(code, { level: 9 }).byteLength
      }
      return {
        page: name,
        files: loaded.size,
        rawKb: raw / 1024,
        gzipKb: gzip / 1024,
        gzipBytes: gzip,
        budgetKb: budget,
        reportedOnly,
      }
    }
    // Entries built beside the page (live chat's panel, fetched at a press) are not part of its first load; each is
    // measured as what its press adds.
    const others = new Set(Object.values(alsoBuilt).map((module) => join(root, module)))
    const entries = [...chunks.values()]
      .filter((chunk) => (chunk.isEntry && !others.has(chunk.facadeModuleId ?? '')) || everything)
      .map((chunk) => chunk.fileName)
    const rows = [row(page, closure(entries), budgetKb)]
    const first = closure(entries)
    for (const [name, module] of Object.entries(alsoBuilt)) {
      const chunk = [...chunks.values()].find((c) => c.facadeModuleId === join(root, module))
      if (!chunk) throw new Error(`${module} was not built`)
      const added = new Set([...closure([chunk.fileName])].filter((file) => !first.has(file)))
      rows.push(row(`  at a press: ${name}`, added))
    }
    if (routes) {
      // A route's own chunk is the one whose module is its file under src/app/routes.
      const routeDir = join(root, 'src/app/routes/')
      const routeChunks = [...chunks.values()]
        .filter((chunk) => chunk.facadeModuleId?.startsWith(routeDir) && /-routes?\.tsx$/.test(chunk.facadeModuleId))
        .sort((a, b) => a.facadeModuleId!.localeCompare(b.facadeModuleId!))
      for (const chunk of routeChunks) {
        const name = chunk.facadeModuleId!.slice(routeDir.length, -'.tsx'.length)
        const { budgetKb: budget, reportedOnly } = routeBudget(name)
        rows.push(row(`  first visit: ${name}`, closure([...entries, chunk.fileName]), budget, reportedOnly))
      }
    }
    return rows
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

const rows = [
  ...(await measure('Button + Dialog + Toast (every chunk)', join(root, 'bench/bundle/fixture/index.html'), BUDGET_KB, {
    everything: true,
  })),
  ...(await measure('store app (initial)', join(root, 'index.html'), undefined, {
    routes: true,
    // Built as the store is built (vite.config.ts), so that what the app's entry shares with it is measured too.
    alsoBuilt: { chat: CHAT_ENTRY_MODULE },
  })),
]

console.log('\n| page | JS files | raw KB | gzip KB | gzip bytes | budget KB | verdict |')
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |')
for (const row of rows) {
  const verdict =
    row.budgetKb === undefined
      ? '—'
      : row.gzipKb <= row.budgetKb
        ? 'within budget'
        : row.reportedOnly
          ? 'over (reported)'
          : 'OVER BUDGET'
  console.log(
    `| ${row.page} | ${row.files} | ${row.rawKb.toFixed(1)} | ${row.gzipKb.toFixed(1)} | ${row.gzipBytes} | ${row.budgetKb ?? '—'} | ${verdict} |`,
  )
}
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/bundle.json'), JSON.stringify(rows, null, 2))
process.exit(rows.every((r) => r.budgetKb === undefined || r.reportedOnly || r.gzipKb <= r.budgetKb) ? 0 : 1)
