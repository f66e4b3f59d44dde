// Browser journeys: a real store (built web app + server + embedded database in a temporary data folder,
// sandbox providers) started once per run, driven by Debian's Chromium through playwright-core.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The journey files share their worker's modules (playwright-core, the support helpers) instead of loading them
    // again for each file; they keep no state between files but the address counter and the policy's refusals.
    isolate: false,
  },
})
