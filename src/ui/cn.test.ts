// `cn`'s table (src/ui/class-groups.ts) against tailwind-merge's whole configuration: every pair of the store's classes,
// as Tailwind finds them in the source, is merged the same way, so `cn` answers as tailwind-merge does for any mix of
// them. A class the store did not use before fails here until `npm run class-groups`.
import { join } from 'node:path'
import { twMerge } from 'tailwind-merge'
import { beforeAll, describe, expect, it } from 'vitest'
import { classCandidates } from '../../scripts/class-candidates'
import { cn } from './cn'

const root = join(import.meta.dirname, '../..')
let classes: string[] = []

beforeAll(async () => {
  classes = await classCandidates(root)
}, 60_000)

describe('cn', () => {
  it('lets a later class win over an earlier one of the same kind, and keeps the rest', () => {
    const hidden = false
    expect(cn('px-4 py-2 text-sm', 'px-6', hidden && 'hidden', undefined)).toBe('py-2 text-sm px-6')
    expect(cn('text-foreground', 'text-primary text-lg')).toBe('text-primary text-lg')
  })

  it("merges every pair of the store's classes as tailwind-merge's whole configuration does", () => {
    expect(classes.length).toBeGreaterThan(500)
    const differ: string[] = []
    for (const first of classes)
      for (const second of classes) {
        const pair = `${first} ${second}`
        if (cn(pair) !== twMerge(pair)) differ.push(`${pair} → ${cn(pair)}, not ${twMerge(pair)}`)
      }
    expect(differ.slice(0, 20), 'run npm run class-groups').toEqual([])
  })
})
