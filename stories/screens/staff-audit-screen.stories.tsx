import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StaffAuditScreen } from '@/screens/staff-audit/staff-audit-screen'
import { AUDIT_LOG, STAFF_BOARD } from '../network/staff-fakes'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffAudit',
  component: StaffAuditScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffAudit', slot: 'staff-audit-screen' } },
  args: {
    state: 'listed',
    target: undefined,
    entries: AUDIT_LOG,
    page: 1,
    totalPages: 3,
    message: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffAuditScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-audit-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', entries: [], totalPages: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the audit log')
    await expect(canvas.getByRole('button', { name: 'Show' })).toBeDisabled()
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Staff actions, newest first' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Target', 'Before → after'])
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(AUDIT_LOG.length)
    // 10:05 UTC is 11:05 in Lagos; an order target opens the order's page.
    await expect(rows[0]).toHaveTextContent(/27 Nov 2026.*11:05/)
    await expect(within(rows[0]!).getByRole('link', { name: `order ${STAFF_BOARD[1]!._id}` })).toHaveAttribute(
      'href',
      `/staff/orders/${STAFF_BOARD[1]!._id}`,
    )
    await expect(rows[0]).toHaveTextContent('status: Pending → Processing')
    // Only what changed, each field on its line; a field that was not there reads as a dash.
    await expect(rows[2]).toHaveTextContent('carrier: — → GIG Logistics')
    await expect(within(rows[5]!).queryByRole('link')).toBeNull()
    await expect(rows[5]).toHaveTextContent('staffRole: — → staff')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Target' }), STAFF_BOARD[1]!._id)
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }))
    await expect(args.send).toHaveBeenLastCalledWith({
      type: 'filters.change',
      filters: { target: STAFF_BOARD[1]!._id },
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'page.go', page: 2 })
  },
}

export const ForTarget: Story = {
  args: { target: STAFF_BOARD[1]!._id, entries: AUDIT_LOG.slice(0, 1), totalPages: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Target' })).toHaveValue(STAFF_BOARD[1]!._id)
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'filters.change', filters: { target: undefined } })
  },
}

export const Empty: Story = {
  args: { state: 'empty', target: 'nothing-here', entries: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No staff actions on this target.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Failed: Story = {
  args: { state: 'failed', entries: [], totalPages: 0, message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', entries: [], totalPages: 0, message: "Only the store's owner can see this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's owner can see this.")
    await expect(canvas.queryByRole('search')).toBeNull()
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Staff actions, newest first' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}
