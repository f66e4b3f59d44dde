// The visual test's quick check (ADR 0039): a browser command, run by Vitest in Node, that takes the element's
// screenshot as `toMatchScreenshot` takes it and says whether its pixels are exactly its committed baseline's.
// Vitest's matcher decodes both PNGs in JavaScript on the test run's one main thread, which made it the suite's
// longest step; sharp decodes them natively, off that thread. Anything but an exact match (a changed picture, a
// missing baseline, a run that updates baselines) is left to `toMatchScreenshot`, which compares with its threshold,
// retries until the picture is stable, and writes the reference, actual and diff files.
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import type { BrowserCommand } from 'vitest/node'
import type {} from '@vitest/browser-playwright'

/** The options `toMatchScreenshot` takes its screenshot with (Vitest's defaults), so the pixels are the same. */
const SCREENSHOT = { animations: 'disabled', caret: 'hide', scale: 'device', omitBackground: false } as const

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Where a screenshot's baseline is kept: one folder for every shard of the test (Vitest's default is a folder per
 *  test file), named by the picture, the browser and the platform. */
export function screenshotBaseline(
  testFolder: string,
  picture: string,
  browser: string,
  platform: string,
  ext = '.png',
) {
  return join(testFolder, '__screenshots__', 'visual-regression', `${picture}-${browser}-${platform}${ext}`)
}

export const unchangedScreenshot: BrowserCommand<[name: string, testId: string]> = async (context, name, testId) => {
  if (context.provider.name !== 'playwright' || !context.testPath) return false
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all') return false
  const baseline = screenshotBaseline(dirname(context.testPath), name, 'chromium', process.platform)
  const reference = await readFile(baseline).catch(() => null)
  if (!reference) return false
  const shot = await context.iframe.getByTestId(testId).screenshot(SCREENSHOT)
  const [expected, actual] = await Promise.all([pixels(reference), pixels(shot)])
  return expected.width === actual.width && expected.height === actual.height && expected.data.equals(actual.data)
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    unchangedScreenshot: (name: string, testId: string) => Promise<boolean>
  }
}
