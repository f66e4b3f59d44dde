// Product slugs (spec §2: /product-details/:slug), made from titles by the seed and by vendors' uploads alike, so a
// product reads the same however it came into the catalogue; the owner's new categories take theirs the same way.
import { SLUG_MAX_LENGTH } from '../../src/domain/routes'

/** Lowercase letters and digits joined by single hyphens: 'Tecno Camon 30 (256GB)' → 'tecno-camon-30-256gb'. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      // The accents NFKD splits off, so 'Münster' reads 'munster' rather than 'mu-nster'.
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  )
}

/** What follows /api/products/ besides a slug: a product named so would hide the operation. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['pushimgs', 'availability-requests'])

/** Leaves room for a -N suffix within the API's slug length. */
const MAX_BASE_LENGTH = SLUG_MAX_LENGTH - 10

/** A title with no letter or digit (emoji, another script) still needs a slug. */
const FALLBACK_SLUG = 'product'

/** The slug a title starts from: its words, cut at a word's end to fit, never reserved and never empty. */
export function baseSlug(title: string): string {
  let base = slugify(title)
  if (base.length > MAX_BASE_LENGTH)
    base = base.slice(0, MAX_BASE_LENGTH).replace(/-[a-z0-9]*$/, '') || base.slice(0, MAX_BASE_LENGTH)
  if (base === '') return FALLBACK_SLUG
  return RESERVED_SLUGS.has(base) ? `${base}-product` : base
}

/** The `n`th slug to try for a title: the base first, then base-2, base-3 … */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`
}

/** The number after `base` in a taken slug (`base` itself is 1), or 0 for a slug that only starts like it. */
export function suffixOf(slug: string, base: string): number {
  if (slug === base) return 1
  const match = /^-(\d{1,6})$/.exec(slug.slice(base.length))
  return match ? Number(match[1]) : 0
}

/** The first slug for `base` past every one of `taken` (the slugs equal to it or starting with it and a hyphen). */
export function freeSlug(base: string, taken: readonly string[]): string {
  return slugCandidate(base, Math.max(0, ...taken.map((slug) => suffixOf(slug, base))) + 1)
}
