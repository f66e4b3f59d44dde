import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { StaffList } from '@/screens/staff/staff-list'

const texts = { loading: 'Loading the rows', empty: 'Nothing matches these filters.', retry: 'Try again' }

const meta = {
  title: 'Staff/StaffList',
  component: StaffList,
  args: {
    state: 'listed',
    slot: 'story-list',
    heading: 'Rows',
    filters: <p>Filters</p>,
    hasRows: true,
    table: <p data-slot="story-list-rows">Three rows</p>,
    page: 1,
    totalPages: 3,
    message: null,
    texts,
    send: fn(),
  },
} satisfies Meta<typeof StaffList>
export default meta
type Story = StoryObj<typeof meta>

export const Listed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Rows' })).toBeVisible()
    await expect(canvas.getByText('Three rows')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'page.go', page: 2 })
  },
}

export const Loading: Story = {
  args: { state: 'loading', hasRows: false },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="story-list-skeleton"]')).not.toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.loading)
  },
}

/** While a filter is typed, the rows already shown stay. */
export const Typing: Story = {
  args: { state: 'typing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Three rows')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}

export const Failed: Story = {
  args: { state: 'failed', message: 'The rows could not be loaded just now.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The rows could not be loaded just now.')
    await userEvent.click(canvas.getByRole('button', { name: texts.retry }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
  },
}

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.empty)).toBeVisible()
  },
}

/** Not this reader's page: the server's words alone, no filters. */
export const Denied: Story = {
  args: { state: 'denied', message: 'Only the store’s owners can read the audit log.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only the store’s owners can read the audit log.')
    await expect(canvas.queryByText('Filters')).toBeNull()
  },
}
