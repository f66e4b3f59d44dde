import { build, type Rollup } from 'vite'
import { join } from 'node:path'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
const root = process.cwd()
const result = (await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'error',
  build: { outDir: mkdtempSync(join(tmpdir(), 'm-')), rollupOptions: { input: join(root, 'index.html') }, reportCompressedSize: false } })) as Rollup.RollupOutput
const out: Record<string, Record<string, number>> = {}
for (const o of (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)) {
  if (o.type !== 'chunk') continue
  const name = o.fileName.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')
  out[name] = Object.fromEntries(Object.entries(o.modules).map(([id, m]) => [id.replace(root + '/', '').replace(/.*node_modules\//, 'nm/'), m.renderedLength]))
}
writeFileSync(process.argv[2]!, JSON.stringify(out, null, 1))
