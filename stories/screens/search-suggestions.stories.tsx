// The navigation's search box with its suggestions (docs/adr/0047): the NavBar as the store draws it once the
// suggestions' code has come, run by the real machine with its server answer given here. Each story types into the
// box and waits for its state; the list hangs under the box, so the frame leaves room for it.
import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { optionsOf, searchSuggestionsMachine } from '@machines/search-suggestions/search-suggestions.machine'
import type { ProductSuggestions } from '@/domain/contract'
import { SUGGESTIONS_TEXTS } from '@/domain/search-suggestions'
import { NavBar } from '@/screens/shell/nav-bar'
import { SearchSuggestions, searchComboboxProps, type SearchSuggestionsView } from '@/screens/shell/search-suggestions'
import { narrow, wide, withScreenWidth } from './viewport'

const FOUND: ProductSuggestions = {
  products: [
    { title: 'Apple iPhone 15', slug: 'apple-iphone-15' },
    { title: 'Apple iPhone 15 Pro Max', slug: 'apple-iphone-15-pro-max' },
    { title: 'Apple iPhone 15 Pro Max Silicone Case', slug: 'apple-iphone-15-pro-max-silicone-case' },
    { title: 'Oja iPhone 15 Tempered Glass Screen Guard', slug: 'oja-iphone-15-tempered-glass-screen-guard' },
  ],
  categories: [{ _id: 'e583642d753df32113d426ac', title: 'Phones', slug: 'phones' }],
}

type Answer = 'found' | 'nothing' | 'failure'

/** The box as the shopper left it: `text` typed (the machine told at once), the arrows pressed `arrowDowns` times. */
function SearchBox({
  answer,
  text,
  arrowDowns = 0,
  onNavigate,
}: {
  answer: Answer
  text: string
  arrowDowns?: number
  onNavigate: (to: string) => void
}) {
  const [machine] = useState(() =>
    searchSuggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise(async () => {
          if (answer === 'failure') throw new Error('The server is not answering')
          return answer === 'found' ? FOUND : { products: [], categories: [] }
        }),
      },
      actions: { navigate: (_, { to }) => onNavigate(to), logFailure: () => {} },
      delays: { debounce: 0 },
    }),
  )
  const [snapshot, send] = useMachine(machine)
  const settled = ['suggestions', 'empty', 'failed'].includes(snapshot.value)
  const [pressed, setPressed] = useState(false)
  useEffect(() => send({ type: 'text.change', text }), [send, text])
  useEffect(() => {
    if (!settled || pressed) return
    setPressed(true)
    for (let i = 0; i < arrowDowns; i++) send({ type: 'list.next' })
  }, [settled, pressed, arrowDowns, send])
  const view = { state: snapshot.value, options: snapshot.context.options, active: snapshot.context.active }
  return (
    // The screenshots wait for the answer (stories/visual-regression.tsx reads data-lazy).
    <div className="min-h-[26rem] bg-surface-raised" data-lazy={settled && pressed ? undefined : 'pending'}>
      <NavBar
        signedIn={false}
        onSearch={() => {}}
        onRequireSignIn={() => {}}
        currentPath="/"
        defaultQuery={text}
        searchCombobox={{
          inputProps: (listId) => searchComboboxProps(view, listId, send),
          list: (listId) => (
            <SearchSuggestions id={listId} {...view} onChoose={(index) => send({ type: 'list.choose', index })} />
          ),
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Screens/SearchSuggestions',
  component: SearchBox,
  decorators: [withScreenWidth],
  args: { answer: 'found', text: 'iphne 15', onNavigate: fn() },
  parameters: { ...wide, stateChart: { machine: 'searchSuggestions', slot: 'search-suggestions' } },
} satisfies Meta<typeof SearchBox>
export default meta
type Story = StoryObj<typeof meta>

async function settledIn(canvasElement: HTMLElement, state: string) {
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="search-suggestions"]')).toHaveAttribute('data-state', state),
  )
  const box = within(canvasElement).getByRole('combobox', { name: 'Search products' })
  await userEvent.click(box)
  return box
}

export const Suggestions: Story = {
  args: { arrowDowns: 1 },
  play: async ({ canvasElement }) => {
    const box = await settledIn(canvasElement, 'suggestions')
    const list = within(canvasElement).getByRole('listbox', { name: SUGGESTIONS_TEXTS.label })
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(box).toHaveAttribute('aria-controls', list.id)
    const options = within(list).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      ...FOUND.products.map((product) => product.title),
      'Phones',
    ])
    await expect(within(list).getByRole('group', { name: 'Categories' })).toBeVisible()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('5 suggestions')
    // The arrows move the active option while the focus stays in the box, round from the top to the bottom.
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}')
    await expect(box).toHaveFocus()
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect(box).toHaveAttribute('aria-activedescendant', options[4]!.id)
    await userEvent.keyboard('{ArrowDown}')
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id)
  },
}

export const SuggestionsNarrow: Story = {
  args: { text: 'iphone15' },
  parameters: narrow,
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'suggestions')
    const list = within(canvasElement).getByRole('listbox', { name: SUGGESTIONS_TEXTS.label })
    // At 375 px the list is as wide as the box's row, and inside the screen.
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(375)
    await expect(list.getBoundingClientRect().width).toBeGreaterThan(300)
  },
}

// Behaviour only: each ends with the list closed, which looks like the NavBar's own stories.
const behaviourOnly = { ...wide, visual: { ...wide.visual, skip: true } }

export const ChoosingWithEnter: Story = {
  parameters: behaviourOnly,
  play: async ({ canvasElement, args }) => {
    const box = await settledIn(canvasElement, 'suggestions')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onNavigate).toHaveBeenCalledWith('/product-details/apple-iphone-15-pro-max')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  },
}

export const ChoosingWithAClick: Story = {
  args: { text: 'phon' },
  parameters: behaviourOnly,
  play: async ({ canvasElement, args }) => {
    const box = await settledIn(canvasElement, 'suggestions')
    await userEvent.click(within(canvasElement).getByRole('option', { name: 'Phones' }))
    await expect(args.onNavigate).toHaveBeenCalledWith('/product-listing?categoryId=e583642d753df32113d426ac')
    await expect(box).toHaveFocus()
  },
}

export const ClosingWithEscape: Story = {
  args: { text: 'airpods' },
  parameters: behaviourOnly,
  play: async ({ canvasElement, args }) => {
    const box = await settledIn(canvasElement, 'suggestions')
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(within(canvasElement).getByRole('listbox', { hidden: true })).not.toBeVisible()
    await expect(box).toHaveValue('airpods')
    await expect(args.onNavigate).not.toHaveBeenCalled()
  },
}

export const Empty: Story = {
  args: { answer: 'nothing', text: 'xyzzy' },
  play: async ({ canvasElement }) => {
    const box = await settledIn(canvasElement, 'empty')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(SUGGESTIONS_TEXTS.empty)
    await expect(within(canvasElement).queryAllByRole('option')).toEqual([])
  },
}

export const Failed: Story = {
  args: { answer: 'failure', text: 'samsung' },
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'failed')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(SUGGESTIONS_TEXTS.failed)
  },
}

// Every state of the list alone, as the machine's options for FOUND would have it (no navigation bar: one banner a page).
export const AllVariants: Story = {
  parameters: { visual: { skip: true } },
  render: () => {
    const options = optionsOf(FOUND)
    const views = [
      { state: 'suggestions', options, active: 1 },
      { state: 'empty', options: [], active: null },
      { state: 'failed', options: [], active: null },
      { state: 'idle', options: [], active: null },
    ] as const satisfies readonly SearchSuggestionsView[]
    return (
      <div className="grid grid-cols-2 gap-x-6 gap-y-[22rem] p-4 pb-[22rem]">
        {views.map((view) => (
          <div key={view.state} className="relative">
            <p className="m-0 text-sm font-semibold">{view.state}</p>
            <SearchSuggestions id={`all-${view.state}`} {...view} options={[...view.options]} onChoose={() => {}} />
          </div>
        ))}
      </div>
    )
  },
}
