// Three Vitest projects: `unit` (node: domain rules, machines, server), `storybook` (every story's play
// function and axe check in Debian Chromium) and `visual` (screenshot baselines of AllVariants and screen stories).
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { defineConfig, mergeConfig } from 'vitest/config'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import viteConfig from './vite.config.ts'
import { screenshotBaseline, unchangedScreenshot } from './.storybook/unchanged-screenshot.ts'

// Debian's Chromium; nothing here downloads a browser. The page that hosts the tests is as large as the
// viewport under test, so Vitest never scales the iframe (a scaled screenshot loses detail).
const chromium = (viewport: { width: number; height: number }) =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
      ],
    },
    contextOptions: { viewport: { width: viewport.width + 400, height: viewport.height + 200 } },
  })

const browser = (viewport = { width: 1024, height: 768 }) => ({
  enabled: true,
  headless: true,
  provider: chromium(viewport),
  instances: [{ browser: 'chromium' as const }],
  viewport,
})

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default leaves one core to the rest: on 2 cores, one worker per project, the unit project's idle once
      // the browsers are done. Projects must share the figure to run side by side.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
            // Files share one worker's modules (ADR 0039): the suite's time went to importing the server again per file.
            isolate: false,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: browser(),
            setupFiles: ['.storybook/typeface.setup.ts'],
            // Story files share one page (ADR 0039): each story mounts afresh and its fakes are reset per story.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'visual',
            include: ['stories/**/*.visual.test.tsx'],
            // Tall and wide so a whole screen story fits: a screenshot shows only what is inside the viewport.
            browser: {
              ...browser({ width: 1440, height: 2400 }),
              commands: { unchangedScreenshot },
              expect: {
                toMatchScreenshot: {
                  resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, browserName, platform }) =>
                    screenshotBaseline(resolve(root, testFileDirectory), arg, browserName, platform, ext),
                },
              },
            },
            setupFiles: ['.storybook/vitest.setup.ts', '.storybook/typeface.setup.ts'],
          },
        },
      ],
    },
  }),
)
