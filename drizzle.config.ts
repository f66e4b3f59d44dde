// drizzle-kit: `npx drizzle-kit generate` writes the next numbered SQL migration from server/db/schema/ (its index.ts).
// The tables live in whatever schema is first on the search_path (tests use one schema each), so generated
// SQL must not name "public": server/db/migrations.test.ts fails if it does.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  migrations: { prefix: 'index' },
  strict: true,
  verbose: true,
})
