// Counted nouns ("1 review", "3 reviews"). English has only two forms, but picking them by `count === 1` in each
// component is the kind of rule that drifts; the language's own rules live in Intl.PluralRules.

/** Built once: constructing Intl formatters is costly, and every card and badge asks. */
const rules = new Intl.PluralRules('en-NG')

export type PluralForms = { one: string; other: string }

/** The noun's form for this count: `plural(1, { one: 'item', other: 'items' })` is 'item'. */
export function plural(count: number, forms: PluralForms): string {
  return rules.select(count) === 'one' ? forms.one : forms.other
}

/** The count and its noun: `countOf(3, { one: 'review', other: 'reviews' })` is '3 reviews'. */
export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${plural(count, forms)}`
}
