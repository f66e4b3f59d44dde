// The navigation's search box suggestions, live (docs/adr/0047): the machine with the real API, and what the navigation
// bar gets from its snapshot. The store layout downloads this at the shopper's first focus in the box, so no page's
// first download carries the suggestions; one machine serves the app's whole life.
import { createActor } from 'xstate'
import { searchSuggestionsMachine } from '@machines/search-suggestions/search-suggestions.machine'
import { searchSuggestionsActors } from '@/api/search-actors'
import type { NavBarProps } from '@/screens/shell/nav-bar'
import { SearchSuggestions, searchComboboxProps } from '@/screens/shell/search-suggestions'

let started: LiveSearchSuggestions | undefined

export interface LiveSearchSuggestions {
  /** Calls `listener` on every change of the suggestions; returns the call that stops it. */
  subscribe(listener: () => void): () => void
  /** What the navigation bar draws now. */
  combobox(): NonNullable<NavBarProps['searchCombobox']>
}

/** Starts the suggestions once (later calls get the same), `box` being the search box that was focused. */
export function startSearchSuggestions({
  navigate,
  box,
}: {
  navigate: (to: string) => void
  box: HTMLInputElement
}): LiveSearchSuggestions {
  if (started) return started
  const actor = createActor(
    searchSuggestionsMachine.provide({
      actors: searchSuggestionsActors(),
      actions: {
        navigate: (_, { to }) => navigate(to),
        logFailure: (_, { error }) => console.error('Loading the search suggestions failed', error),
      },
    }),
  ).start()
  // What was typed while this was on its way.
  if (box.value !== '' && document.activeElement === box) actor.send({ type: 'text.change', text: box.value })
  started = {
    subscribe(listener) {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    combobox() {
      const snapshot = actor.getSnapshot()
      const view = { state: snapshot.value, options: snapshot.context.options, active: snapshot.context.active }
      return {
        inputProps: (listId) => searchComboboxProps(view, listId, actor.send),
        list: (listId) => (
          <SearchSuggestions id={listId} {...view} onChoose={(index) => actor.send({ type: 'list.choose', index })} />
        ),
      }
    },
  }
  return started
}
