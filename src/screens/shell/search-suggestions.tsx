// The navigation's search box suggestions (docs/adr/0047): the list under the box, an ARIA 1.2 combobox's listbox.
// The box keeps the focus: the arrows move `aria-activedescendant` over the options, Enter goes to the active one,
// Escape closes. This module comes down at the shopper's first focus or typing in the box, never with a page; the
// navigation bar draws the box itself and spreads `searchComboboxProps` onto it once this has come.
import type { KeyboardEvent } from 'react'
import type { StateValueFrom } from 'xstate'
import type {
  SearchSuggestionsEvent,
  SuggestionOption,
  searchSuggestionsMachine,
} from '@machines/search-suggestions/search-suggestions.machine'
import { SUGGESTIONS_TEXTS, suggestionsCountText } from '@/domain/search-suggestions'

export type SearchSuggestionsState = StateValueFrom<typeof searchSuggestionsMachine>

export interface SearchSuggestionsView {
  state: SearchSuggestionsState
  options: SuggestionOption[]
  /** The option the arrows are on; null: none. */
  active: number | null
}

/** The DOM id of option `index` of the list `listId`. */
export const optionId = (listId: string, option: SuggestionOption) => `${listId}-${option.key}`

/** Whether the list is drawn open: options to show, or a word about why there are none. */
export function isOpen(view: SearchSuggestionsView): boolean {
  return view.state === 'empty' || view.state === 'failed' || view.options.length > 0
}

/** What the box gets once the suggestions have come: its combobox role and states, and its keys. */
export function searchComboboxProps(
  view: SearchSuggestionsView,
  listId: string,
  send: (event: SearchSuggestionsEvent) => void,
) {
  const open = isOpen(view)
  const active = view.active === null ? undefined : view.options[view.active]
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': active ? optionId(listId, active) : undefined,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      send({ type: 'text.change', text: event.currentTarget.value }),
    onBlur: () => send({ type: 'list.close' }),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' && open) send({ type: 'list.next' })
      else if (event.key === 'ArrowUp' && open) send({ type: 'list.previous' })
      else if (event.key === 'Escape' && open) send({ type: 'list.close' })
      else if (event.key === 'Enter' && active) send({ type: 'list.choose' })
      else {
        // Enter without an active option is the box's own search (spec §2): the list closes and the form submits.
        if (event.key === 'Enter') send({ type: 'list.close' })
        return
      }
      event.preventDefault()
    },
  } as const
}

export interface SearchSuggestionsProps extends SearchSuggestionsView {
  /** The listbox's id, which the box names in aria-controls. */
  id: string
  /** A click on option `index`. */
  onChoose: (index: number) => void
}

export function SearchSuggestions({ id, state, options, active, onChoose }: SearchSuggestionsProps) {
  const open = isOpen({ state, options, active })
  const products = options.flatMap((option, index) => (option.kind === 'product' ? [{ option, index }] : []))
  const categories = options.flatMap((option, index) => (option.kind === 'category' ? [{ option, index }] : []))
  const status =
    state === 'empty'
      ? SUGGESTIONS_TEXTS.empty
      : state === 'failed'
        ? SUGGESTIONS_TEXTS.failed
        : state === 'suggestions'
          ? suggestionsCountText(options.length)
          : ''
  const group = (label: string, items: typeof products) =>
    items.length === 0 ? null : (
      <li role="presentation" data-slot="search-suggestions-group">
        <span aria-hidden className="block px-3 pt-2 pb-1 text-xs font-semibold text-foreground-subtle uppercase">
          {label}
        </span>
        <ul role="group" aria-label={label} className="m-0 list-none p-0">
          {items.map(({ option, index }) => (
            <li
              key={option.key}
              id={optionId(id, option)}
              role="option"
              aria-selected={active === index}
              data-slot="search-suggestions-option"
              data-kind={option.kind}
              // Keeps the focus in the box: the click chooses without the box closing the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(index)}
              className="cursor-pointer truncate px-3 py-2 text-sm text-foreground aria-selected:bg-muted aria-selected:text-primary hover:bg-muted"
            >
              {option.label}
            </li>
          ))}
        </ul>
      </li>
    )

  return (
    <div data-slot="search-suggestions" data-state={state} className="absolute top-full right-0 left-0 z-30">
      <ul
        id={id}
        role="listbox"
        aria-label={SUGGESTIONS_TEXTS.label}
        hidden={!open}
        className="m-0 mt-1 max-h-[60vh] list-none overflow-y-auto rounded-md border border-border bg-surface p-0 pb-1 shadow-lg"
      >
        {group(SUGGESTIONS_TEXTS.products, products)}
        {group(SUGGESTIONS_TEXTS.categories, categories)}
        {state === 'empty' || state === 'failed' ? (
          <li role="presentation" aria-hidden className="px-3 py-2 text-sm text-foreground-subtle">
            {status}
          </li>
        ) : null}
      </ul>
      <p role="status" aria-live="polite" className="sr-only" data-slot="search-suggestions-status">
        {status}
      </p>
    </div>
  )
}
