// Three Vitest projects: `unit` (node: domain rules, machines, server), `storybook` (every story's play
// function and axe check in Debian Chromium) and `visual` (screenshot baselines of AllVariants and screen stories).
import { defineConfig, mergeConfig } from 'vitest/config'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import viteConfig from './vite.config.ts'

// Debian's Chromium; nothing here downloads a browser.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb'],
  },
})

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 768 },
})

export default mergeConfig(viteConfig, defineConfig({
  test: {
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          include: ['stories/**/*.visual.test.tsx'],
          browser: browser(),
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
}))
