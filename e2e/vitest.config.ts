// Browser journeys: a real store (built web app + server + embedded database in a temporary data folder,
// sandbox providers) driven by Debian's Chromium through playwright-core, in two groups, each against a store of its
// own (started by its global setup):
// - first, the journeys that keep to their own shoppers, orders and addresses, two files at a time;
// - then the journeys that change or count what the whole shop shares (a vendor's new product in the listing, the
//   running promo and the categories, the dashboard's figures for today), one file at a time, so that what changed
//   between two readings is the journey's own doing.
import { defineConfig } from 'vitest/config'

const wholeShop = ['e2e/vendor.e2e.ts', 'e2e/shop-settings.e2e.ts', 'e2e/dashboard.e2e.ts']

const journeys = {
  environment: 'node' as const,
  globalSetup: ['e2e/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // The journey files share their worker's modules (playwright-core, the support helpers) instead of loading them
  // again for each file; they keep no state between files but the address counter and the policy's refusals.
  isolate: false,
}

export default defineConfig({
  test: {
    projects: [
      {
        test: { ...journeys, name: 'e2e', include: ['e2e/**/*.e2e.ts'], exclude: wholeShop, maxWorkers: 2 },
      },
      {
        test: {
          ...journeys,
          name: 'e2e: the whole shop',
          include: wholeShop,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
