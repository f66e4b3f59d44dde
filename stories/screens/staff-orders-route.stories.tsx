// The /staff/orders route behind the route guard in the app's real actor system, its API answered at the network: the
// board inside the staff frame, its filters kept in the address (a reload opens the same board), a search asked for
// once typing pauses, and someone who is not staff told so in the server's words.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StaffOrdersRoute } from '@/app/routes/staff/staff-orders-route'
import type { AccountUser } from '@/domain/account'
import { StaffApp } from './staff-app'
import { signedInHandlers } from '../network/session-fakes'
import { STAFF_BOARD, staffBoardHandlers } from '../network/staff-fakes'

const owner: AccountUser = { email: 'owner@oja.test', firstName: 'Kemi', lastName: 'Adebayo', staffRole: 'owner' }
const shopper: AccountUser = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

function Harness({ user, start }: { user: AccountUser; start: string }) {
  return <StaffApp user={user} start={start} path="/staff/orders" page={<StaffOrdersRoute />} />
}

const meta = {
  title: 'Screens/StaffOrdersRoute',
  component: Harness,
  args: { user: owner, start: '/staff/orders' },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/StaffOrders.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffOrders', slot: 'staff-orders-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const board = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-orders-screen"]')!
const rows = (canvasElement: HTMLElement) => within(board(canvasElement)).getAllByRole('row').slice(1)

export const Board: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffBoardHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(board(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(rows(canvasElement)).toHaveLength(STAFF_BOARD.length)
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Orders')
    await expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeVisible()

    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Delivered')
    await waitFor(() => expect(board(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(canvas.getByTestId('search')).toHaveTextContent('?status=Delivered')
    await expect(rows(canvasElement)).toHaveLength(3)
    await expect(rows(canvasElement).map((row) => within(row).getByText('Delivered'))).toHaveLength(3)
  },
}

export const SharedLink: Story = {
  args: { start: '/staff/orders?status=Processing&deliveryMethod=motor-park-pickup&to=2026-11-26' },
  beforeEach: ({ msw }) => {
    msw.use(...staffBoardHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    // The address alone decides the board: the one Processing motor-park order paid by 26 November.
    await waitFor(() => expect(board(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(canvas.getByLabelText('Status')).toHaveValue('Processing')
    await expect(canvas.getByLabelText('Paid to')).toHaveValue('2026-11-26')
    await expect(rows(canvasElement)).toHaveLength(1)
    await expect(rows(canvasElement)[0]).toHaveTextContent('Olumide Bakare')
  },
}

export const SearchTyped: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffBoardHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(board(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '0803')
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent('?q=0803'))
    await waitFor(() => expect(board(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(rows(canvasElement)).toHaveLength(1)
    await expect(rows(canvasElement)[0]).toHaveTextContent('Chiamaka Eze')
  },
}

export const NotStaff: Story = {
  args: { user: shopper },
  beforeEach: ({ msw }) => {
    msw.use(...staffBoardHandlers({ notStaff: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(board(canvasElement)).toHaveAttribute('data-state', 'denied'))
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
    await expect(canvas.queryByRole('link', { name: 'Audit log' })).toBeNull()
  },
}
