// The class names the store's code can hand to `cn` (src/ui/cn.ts), found as Tailwind finds the ones it writes CSS for:
// its own scanner over the source, keeping what its design system (the store's globals.css and tailwind.config.ts)
// makes a rule of. `cn` merges them with a table of their class groups (scripts/class-groups.ts), and a test checks that
// it merges them as tailwind-merge's whole configuration does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { __unstable__loadDesignSystem } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'

/** The folders whose files hold class names: the components, the screens, the app, and the stories that pass some. */
const SOURCES = ['src', 'stories']
/** The table names every class it groups; read as classes, they would keep themselves. */
export const CLASS_GROUPS_FILE = 'src/ui/class-groups.ts'
const STYLES = 'src/styles/globals.css'

/** Every class of the store's source that Tailwind writes a rule for, sorted. */
export async function classCandidates(root: string): Promise<string[]> {
  const scanner = new Scanner({
    sources: [
      ...SOURCES.map((dir) => ({ base: join(root, dir), pattern: '**/*', negated: false })),
      { base: root, pattern: CLASS_GROUPS_FILE, negated: true },
    ],
  })
  const candidates = scanner.scan()
  const design = await __unstable__loadDesignSystem(readFileSync(join(root, STYLES), 'utf8'), {
    base: join(root, STYLES, '..'),
  })
  const rules = design.candidatesToCss(candidates)
  return candidates.filter((_, index) => rules[index]).sort()
}
