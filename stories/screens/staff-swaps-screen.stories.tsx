import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StaffSwapsScreen } from '@/screens/staff-swaps/staff-swaps-screen'
import type { StaffSwapSummary } from '@machines/staff-swaps/staff-swaps.machine'
import { sampleSwaps, summaryOf } from '../network/staff-swap-fakes'
import { narrow, wide, withScreenWidth } from './viewport'

const SWAPS: StaffSwapSummary[] = sampleSwaps().map(summaryOf)

const meta = {
  title: 'Screens/StaffSwaps',
  component: StaffSwapsScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffSwaps', slot: 'staff-swaps-screen' } },
  args: {
    state: 'listed',
    filters: { page: 1 },
    swaps: SWAPS,
    page: 1,
    totalPages: 2,
    message: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffSwapsScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-swaps-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', swaps: [], totalPages: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the swap requests')
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Swap requests, newest first' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Received', 'Offered', 'Wanted', 'Shopper', 'City', 'Status'])
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(SWAPS.length)
    // 08:40 UTC is 09:40 in Lagos; the device offered opens the request's page.
    await expect(rows[0]).toHaveTextContent(/27 Nov 2026.*09:40.*Apple iPhone 12 Pro 128GB.*Used · 3 photos/)
    await expect(within(rows[0]!).getByRole('link', { name: 'Apple iPhone 12 Pro 128GB' })).toHaveAttribute(
      'href',
      `/staff/swaps/${SWAPS[0]!._id}`,
    )
    await expect(rows[1]).toHaveTextContent(/Offer made/)
    // A shopper without a name on their account is their email and phone.
    await expect(rows[2]).toHaveTextContent(/Faulty · 0 photos.*chidi\.okafor@outlook\.com.*07011112222/)

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Offer made')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'filters.change', filters: { status: 'offerMade' } })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'a')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'filters.type', filters: { q: 'a' } })
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'page.go', page: 2 })
  },
}

export const Empty: Story = {
  args: { state: 'empty', swaps: [], totalPages: 0, filters: { status: 'accepted', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No swap requests match these filters.')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('accepted')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Failed: Story = {
  args: { state: 'failed', swaps: [], totalPages: 0, message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', swaps: [], totalPages: 0, message: "Only the store's staff can do this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Swap requests, newest first' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}
