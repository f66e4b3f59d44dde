// `npm run tailwind-merge-config`: writes src/ui/tailwind-merge-config.ts, tailwind-merge's default configuration cut
// to the class groups the store's classes belong to (scripts/class-candidates.ts). The whole configuration is about
// 8 KB of every page's script; the store uses a few dozen of its 379 groups. Run it after adding classes of a kind the
// store did not use before: src/ui/cn.test.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge'
import { CUT_CONFIG, classCandidates } from './class-candidates'

const root = fileURLToPath(new URL('..', import.meta.url))
const OUTPUT = join(root, CUT_CONFIG)

const config = getDefaultConfig()
const candidates = await classCandidates(root)

type Group = keyof typeof config.classGroups
type Theme = keyof typeof config.theme

/** The default configuration with only these class groups, and no conflicts between groups. */
function withGroups(groups: Group[]) {
  return createTailwindMerge(() => ({
    ...config,
    classGroups: Object.fromEntries(groups.map((group) => [group, config.classGroups[group]])),
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
    postfixLookupClassGroups: [],
  }))
}
const merged = (merge: (classes: string) => string, candidate: string) =>
  merge(`${candidate} ${candidate}`) === candidate
// Arbitrary properties ('[mask-type:luminance]') are merged by every configuration, without a group.
const noGroups = withGroups([])
const grouped = candidates.filter((candidate) => !merged(noGroups, candidate))

/** The groups some class belongs to, in the default order (the order decides between groups that both match). */
const kept = (Object.keys(config.classGroups) as Group[]).filter((group) => {
  const alone = withGroups([group])
  return grouped.some((candidate) => merged(alone, candidate))
})
const keptSet = new Set<string>(kept)

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, check]) => [check, name]))
const usedValidators = new Set<string>()
const usedTheme = new Set<Theme>()

/** A value of the configuration as source code: strings, arrays, objects, validators and theme getters. An array the
 *  configuration repeats (the default one builds its scales anew for each group) is written once, as a constant
 *  named in `shared`, when `repeated` counts it more than once. */
function code(value: unknown, repeated?: Map<string, number>, shared?: Map<string, string>): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value)
  if (Array.isArray(value)) {
    const written = `[${value.map((item) => code(item, repeated, shared)).join(', ')}]`
    if (!repeated || !shared) return written
    const plain = code(value)
    if ((repeated.get(plain) ?? 0) < 2 || plain.length < 40) return written
    if (!shared.has(plain)) shared.set(plain, `scale${shared.size + 1}`)
    sharedCode.set(shared.get(plain)!, written)
    return shared.get(plain)!
  }
  if (typeof value === 'function') {
    if ('themeKey' in value && typeof value.themeKey === 'string') {
      usedTheme.add(value.themeKey as Theme)
      return `fromTheme(${JSON.stringify(value.themeKey)})`
    }
    const name = validatorNames.get(value)
    if (!name) throw new Error(`A function of the default configuration is not one of tailwind-merge's validators`)
    usedValidators.add(name)
    return name
  }
  if (value !== null && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}: ${code(entry, repeated, shared)}`)
      .join(', ')} }`
  throw new Error(`Unexpected value in the default configuration: ${String(value)}`)
}

/** How many times each array (as written) appears in a value. */
function countArrays(value: unknown, counts: Map<string, number>) {
  if (Array.isArray(value)) {
    const plain = code(value)
    counts.set(plain, (counts.get(plain) ?? 0) + 1)
    value.forEach((item) => countArrays(item, counts))
  } else if (value !== null && typeof value === 'object')
    Object.values(value).forEach((item) => countArrays(item, counts))
}

const repeated = new Map<string, number>()
for (const group of kept) countArrays(config.classGroups[group], repeated)
const shared = new Map<string, string>()
/** Each shared array's constant and its code, in the order written (an array's own shared arrays come first). */
const sharedCode = new Map<string, string>()
const classGroups = `{ ${kept
  .map((group) => `${JSON.stringify(group)}: ${code(config.classGroups[group], repeated, shared)}`)
  .join(',\n')} }`
// Theme values may use other theme keys: written until no new key turns up.
const themeEntries = new Map<Theme, string>()
for (let added = true; added;) {
  added = false
  for (const key of [...usedTheme])
    if (!themeEntries.has(key)) {
      themeEntries.set(key, code(config.theme[key]))
      added = true
    }
}
const keptOnly = (groups: readonly string[] | undefined) => (groups ?? []).filter((group) => keptSet.has(group))
const conflicts = (map: Partial<Record<string, readonly string[]>>) =>
  Object.fromEntries(
    Object.entries(map)
      .filter(([group]) => keptSet.has(group))
      .map(([group, others]) => [group, keptOnly(others)])
      .filter(([, others]) => (others ?? []).length > 0),
  )

const source = `// Generated by \`npm run tailwind-merge-config\` (scripts/tailwind-merge-config.ts): tailwind-merge ${
  (JSON.parse(readFileSync(join(root, 'node_modules/tailwind-merge/package.json'), 'utf8')) as { version: string })
    .version
}'s default configuration cut to the ${kept.length} class groups the store's classes belong to. Do not edit.
import { fromTheme, validators } from 'tailwind-merge'

const { ${[...usedValidators].sort().join(', ')} } = validators

${[...sharedCode].map(([name, value]) => `const ${name} = ${value}`).join('\n')}

export const TAILWIND_MERGE_CONFIG = {
  cacheSize: ${config.cacheSize},
  theme: { ${[...themeEntries].map(([key, value]) => `${JSON.stringify(key)}: ${value}`).join(',\n')} },
  classGroups: ${classGroups},
  conflictingClassGroups: ${JSON.stringify(conflicts(config.conflictingClassGroups))},
  conflictingClassGroupModifiers: ${JSON.stringify(conflicts(config.conflictingClassGroupModifiers))},
  postfixLookupClassGroups: ${JSON.stringify(keptOnly(config.postfixLookupClassGroups))},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
}
`
writeFileSync(OUTPUT, await format(source, { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT }))
console.log(
  `${OUTPUT}: ${kept.length} of ${Object.keys(config.classGroups).length} class groups, for ${candidates.length} classes`,
)
