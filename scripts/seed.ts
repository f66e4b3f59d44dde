// `npm run seed -- --products N`: seeds the store's database as a fresh store does (the 96 products and their pictures),
// then makes sure N generated products are there beside them (server/db/seed/bulk.ts, docs/adr/0046). Runs on the
// database the store uses (DATA_DIR or DATABASE_URL); on the embedded one it takes the data folder's lock, so it
// refuses while the store is running there. Running it again adds only what is missing.
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { ConfigError, readConfig } from '../server/config'
import { openDatabase } from '../server/db/database'
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../server/db/data-dir-lock'
import { seedCatalogue } from '../server/db/seed'
import { CatalogueNotSeededError, seedBulkCatalogue } from '../server/db/seed/bulk'

const USAGE = 'Usage: npm run seed -- --products <how many generated products, 0 to 1000000>'

function productsWanted(): number | string {
  try {
    const { values } = parseArgs({ options: { products: { type: 'string', default: '0' } }, strict: true })
    const wanted = Number(values.products)
    if (!Number.isInteger(wanted) || wanted < 0 || wanted > 1_000_000)
      return `--products must be a whole number from 0 to 1000000, not "${values.products}"`
    return wanted
  } catch (error) {
    return (error as Error).message
  }
}

async function main(): Promise<number> {
  const wanted = productsWanted()
  if (typeof wanted === 'string') {
    console.error(`${wanted}\n\n${USAGE}`)
    return 2
  }
  let lock: DataDirLock | undefined
  try {
    const config = readConfig()
    if (!config.databaseUrl) {
      mkdirSync(config.dataDir, { recursive: true })
      lock = lockDataDir(config.dataDir)
    }
    mkdirSync(config.mediaDir, { recursive: true })
    const database = await openDatabase(config)
    try {
      const seed = await seedCatalogue(database.db, config.mediaDir, { renderCache: config.mediaCacheDir })
      console.log(seed.seeded ? 'Seeded the catalogue’s 96 products.' : 'The catalogue’s 96 products are there.')
      if (wanted === 0) return 0
      const report = await seedBulkCatalogue(database.db, wanted, {
        onBatch: (done) => process.stdout.write(`\r${done.toLocaleString('en')} of ${wanted.toLocaleString('en')}`),
      })
      process.stdout.write('\n')
      console.log(
        `Added ${report.added.toLocaleString('en')} generated products (${report.present.toLocaleString('en')} were there) in ${(report.ms / 1000).toFixed(1)} s, on ${database.kind}.`,
      )
      return 0
    } finally {
      await database.close()
    }
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof CatalogueNotSeededError
    ) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    lock?.release()
  }
}

process.exitCode = await main()
