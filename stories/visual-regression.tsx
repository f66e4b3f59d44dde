// Local visual regression (the `visual` project's viewport is large enough that a whole screen fits): every story
// named AllVariants, and every story under Screens/ and Flows/, is rendered in Chromium and compared with its committed
// baseline (stories/__screenshots__/visual-regression). Chromatic does the same in the cloud where it can be reached.
// The screenshots are dealt out to VISUAL_SHARDS test files (stories/visual-regression-<n>.visual.test.tsx), which
// Vitest runs side by side, each in its own page (docs/adr/0039).
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { commands, page } from 'vitest/browser'
import { composeStories } from '@storybook/react-vite'
import { createRoot, type Root } from 'react-dom/client'
import { act, type ComponentType } from 'react'
import { loadEveryDialog } from '@/ui/when-open'

/** How many files the screenshots are dealt out to: one per core of a CI machine. */
export const VISUAL_SHARDS = 2

type StoryModule = Parameters<typeof composeStories>[0]
/** Every story file, fetched only by the shard it is dealt to. */
const storyFiles = import.meta.glob<StoryModule>('./**/*.stories.tsx')
/** The shard files themselves: a shard missing would leave its screenshots untaken. */
const shardFiles = Object.keys(import.meta.glob('./visual-regression-*.visual.test.tsx'))

type Composed = ComponentType & { parameters?: { visual?: { skip?: boolean; width?: number } } }

/**
 * Registers the screenshot tests of shard `shard` (1 … VISUAL_SHARDS): the story files in path order, dealt out in
 * turn, so that each shard has its share of the screens, which cost the most.
 */
export async function screenshotStories(shard: number): Promise<void> {
  if (shardFiles.length !== VISUAL_SHARDS)
    throw new Error(`Expected ${VISUAL_SHARDS} visual-regression-<n>.visual.test.tsx files, found ${shardFiles.length}`)
  const paths = Object.keys(storyFiles)
    .sort()
    .filter((_, index) => index % VISUAL_SHARDS === shard - 1)
  const modules = await Promise.all(paths.map(async (path) => [path, await storyFiles[path]!()] as const))

  // Screenshots must not depend on where an animation happened to be.
  const freeze = document.createElement('style')
  freeze.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}'
  document.head.appendChild(freeze)

  // A dialog fetches its code at its first opening (src/ui/when-open.tsx); a picture is of the dialog, never of its
  // wait, whatever the first fetch of a cold run costs.
  beforeAll(() => loadEveryDialog())

  let root: Root | undefined
  let host: HTMLElement | undefined
  afterEach(() => {
    act(() => root?.unmount())
    host?.remove()
    root = undefined
  })

  for (const [path, mod] of modules) {
    const title = (mod.default as { title?: string }).title ?? path
    const screenLike = /^(Screens|Flows)\//.test(title)
    const stories = (Object.entries(composeStories(mod)) as [string, Composed][]).filter(
      ([name, story]) => name === 'AllVariants' || (screenLike && !story.parameters?.visual?.skip),
    )
    if (stories.length === 0) continue
    describe(title, () => {
      for (const [name, Story] of stories) {
        test(name, async () => {
          host = document.createElement('div')
          host.setAttribute('data-testid', 'visual-root')
          host.style.display = 'inline-block'
          host.style.padding = '16px'
          // Screen stories pin their viewport width (e.g. 375 for the narrow phone layout).
          const width = Story.parameters?.visual?.width
          if (width) host.style.width = `${width + 32}px`
          document.body.appendChild(host)
          root = createRoot(host)
          await act(async () => root!.render(<Story />))
          // Parts a screen draws later (src/screens/deferred.tsx, code fetched on demand) must be in the picture.
          await expect
            .poll(
              () =>
                [
                  ...host!.querySelectorAll('[data-slot="deferred"][data-state="waiting"], [data-lazy="pending"]'),
                ].filter((node) => node.getClientRects().length > 0).length,
            )
            .toBe(0)
          await document.fonts.ready
          const picture = `${title.replaceAll('/', '-')}-${name}`
          // Exactly the baseline's pixels: passed without Vitest's slower decoding. Anything else, compared properly.
          if (await commands.unchangedScreenshot(picture, 'visual-root')) return
          await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(picture, {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
          })
        })
      }
    })
  }
}
