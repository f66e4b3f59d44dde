// The navigation's search box suggestions (docs/adr/0047): when to ask, and what the box says. The spec has no words
// for them (§2 Navigation bar: Enter or the button searches), so these are the store's own.

/** Typing pauses this long before the box asks the server. */
export const SUGGESTIONS_DEBOUNCE_MS = 200
/** Fewer letters than this suggest nothing: one letter matches too much to help. */
export const SUGGESTIONS_MIN_LENGTH = 2

export const SUGGESTIONS_TEXTS = {
  label: 'Suggestions',
  products: 'Products',
  categories: 'Categories',
  loading: 'Looking for suggestions…',
  empty: 'No suggestions. Press Enter to search every product.',
  failed: 'Suggestions are not available right now. Press Enter to search.',
} as const

/** What the box says to screen readers when suggestions arrive. */
export function suggestionsCountText(count: number): string {
  return count === 1
    ? '1 suggestion. Use the arrow keys to choose it.'
    : `${count} suggestions. Use the arrow keys to choose one.`
}
