// One way to combine class names: later classes win, so a caller's className can override a variant. The merge is
// tailwind-merge's (later wins within a class group, for the same modifiers, and some groups override others: 'p-4'
// overrides an earlier 'px-2'), read from a table of the store's own classes that tailwind-merge's whole configuration
// wrote at build time (src/ui/class-groups.ts, `npm run class-groups`): the same answers for the store's classes
// (src/ui/cn.test.ts) without the library's engine in every page's script (docs/adr/0051). A class that is not in the
// table, one the store's CSS has no rule for, is kept as it is.
import { clsx, type ClassValue } from 'clsx'
import { CLASS_GROUPS, CONFLICTS, ORDER_SENSITIVE_MODIFIERS, POSTFIX_CONFLICTS, POSTFIX_LOOKUP } from './class-groups'

const groupOf = new Map<string, number>()
CLASS_GROUPS.split('|').forEach((written, group) => {
  const [start, names] = written.includes('~') ? written.split('~') : ['', written]
  for (const name of names!.split(' ')) groupOf.set(start + name, group)
})
const numbers = (list: string) => list.split(';').map((ids) => (ids ? ids.split(',').map(Number) : []))
const conflicts = numbers(CONFLICTS)
const postfixConflicts = numbers(POSTFIX_CONFLICTS)

/** A class's modifiers ('md', 'hover'), its base and where a postfix ('/6') starts in it, as tailwind-merge reads them:
 *  ':' and '/' count only outside brackets and parentheses. */
function parse(className: string) {
  const modifiers: string[] = []
  let depth = 0
  let start = 0
  let postfix: number | undefined
  for (let index = 0; index < className.length; index++) {
    const character = className[index]
    if (depth === 0 && character === ':') {
      modifiers.push(className.slice(start, index))
      start = index + 1
    } else if (depth === 0 && character === '/') postfix = index
    else if (character === '[' || character === '(') depth++
    else if (character === ']' || character === ')') depth--
  }
  let base = className.slice(start)
  const important = base.endsWith('!') || base.startsWith('!')
  if (important) base = base.endsWith('!') ? base.slice(0, -1) : base.slice(1)
  return { modifiers, important, base, postfix: postfix !== undefined && postfix > start ? postfix - start : undefined }
}

/** Modifiers in a canonical order ('hover:md:' is 'md:hover:'), except that an arbitrary variant or one whose order
 *  matters ('before') keeps the modifiers before and after it apart. */
function sorted(modifiers: string[]): string {
  const result: string[] = []
  let segment: string[] = []
  for (const modifier of modifiers) {
    if (modifier[0] === '[' || ORDER_SENSITIVE_MODIFIERS.includes(modifier)) {
      result.push(...segment.sort(), modifier)
      segment = []
    } else segment.push(modifier)
  }
  return [...result, ...segment.sort()].join(':')
}

function merge(classList: string): string {
  const taken = new Set<string>()
  const kept: string[] = []
  for (const className of classList.trim().split(/\s+/).reverse()) {
    const { modifiers, important, base, postfix } = parse(className)
    let hasPostfix = postfix !== undefined
    let group = groupOf.get(hasPostfix ? base.slice(0, postfix) : base)
    if (hasPostfix && group !== undefined && POSTFIX_LOOKUP.includes(group)) {
      const whole = groupOf.get(base)
      if (whole !== undefined && whole !== group) {
        group = whole
        hasPostfix = false
      }
    }
    if (group === undefined && hasPostfix) {
      group = groupOf.get(base)
      hasPostfix = false
    }
    if (group === undefined) {
      kept.push(className)
      continue
    }
    const modifierId = sorted(modifiers) + (important ? '!' : '') + ' '
    if (taken.has(modifierId + group)) continue
    taken.add(modifierId + group)
    const overridden = (hasPostfix ? postfixConflicts : conflicts)[group] ?? []
    for (const other of overridden) taken.add(modifierId + other)
    kept.push(className)
  }
  return kept.reverse().join(' ')
}

const merged = new Map<string, string>()

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  let result = merged.get(classes)
  if (result === undefined) {
    // The same few hundred lists come back at every render; a page that makes endless new ones starts again.
    if (merged.size >= 500) merged.clear()
    result = merge(classes)
    merged.set(classes, result)
  }
  return result
}
