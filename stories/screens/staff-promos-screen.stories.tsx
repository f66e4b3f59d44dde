// The promos page (docs/adr/0031) in each of its machine's states, for the owner and for staff, at a desktop's and a
// phone's width; the dialogs are drawn inside a screen-sized frame so the baselines show them.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { promoMessages } from '@/domain/shop-promos'
import { StaffPromosScreen } from '@/screens/staff-promos/staff-promos-screen'
import { PROMOS } from '../network/shop-settings-fakes'
import { ModalFrame, NARROW_WIDTH, narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffPromos',
  component: StaffPromosScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffPromos', slot: 'staff-promos-screen' } },
  args: {
    state: 'listed',
    promos: PROMOS,
    message: null,
    editing: null,
    ending: null,
    errors: {},
    submitError: null,
    canWrite: true,
    send: fn(),
  },
  render: (args, { parameters }) => (
    <ModalFrame height={parameters.visual?.width === NARROW_WIDTH ? 760 : 640}>
      {(container) => <StaffPromosScreen {...args} container={container} />}
    </ModalFrame>
  ),
} satisfies Meta<typeof StaffPromosScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-promos-screen"]')!
const running = PROMOS[1]!
const scheduled = PROMOS[0]!

export const Loading: Story = {
  args: { state: 'loading', promos: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the promos')
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Every promo, latest start first' })
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['scheduled', 'running', 'ended'])
    // 23:00 UTC is midnight in Lagos.
    await expect(rows[1]).toHaveTextContent(/Black Friday.*Running.*28 Nov 2026.*00:00.*1%/)
    await expect(within(rows[2]!).queryByRole('button')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: `End now: ${running.text}` }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'promo.end', id: running._id })
    await userEvent.click(canvas.getByRole('button', { name: `Cancel promo: ${scheduled.text}` }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'promo.end', id: scheduled._id })
    await userEvent.click(canvas.getByRole('button', { name: `Edit: ${scheduled.text}` }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'promo.edit', id: scheduled._id })
    await userEvent.click(canvas.getByRole('button', { name: 'New promo' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'promo.create' })
  },
}

/** Staff who are not the owner read the promos and change nothing. */
export const ListedForStaff: Story = {
  args: { canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Every promo, latest start first' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}

export const Empty: Story = {
  args: { state: 'empty', promos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No promo yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'New promo' })).toBeEnabled()
  },
}

export const Failed: Story = {
  args: { state: 'failed', promos: [], message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', promos: [], message: "Only the store's staff can do this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** The form for a new promo, with what is wrong with it and the server's refusal. */
export const EditingOpen: Story = {
  args: {
    state: { editing: 'open' },
    errors: { text: promoMessages.textRequired },
    submitError: promoMessages.overlaps(running.text),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New promo' }))
    await expect(dialog.getByRole('textbox', { name: 'Text on the promo bar' })).toHaveAccessibleDescription(
      promoMessages.textRequired,
    )
    await expect(dialog.getByText(promoMessages.overlaps(running.text))).toHaveAttribute('role', 'alert')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Text on the promo bar' }), 'Cyber Monday')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.send).toHaveBeenLastCalledWith({
      type: 'promo.submit',
      form: { text: 'Cyber Monday', priceDrop: true, startsAt: '', expires: '', withdrawalFee: '' },
    })
  },
}

export const EditingOpenNarrow: Story = { ...EditingOpen, parameters: narrow }

/** A running promo's form: its start cannot change. */
export const EditingSaving: Story = {
  args: { state: { editing: 'saving' }, editing: running },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the promo' }))
    await expect(dialog.getByLabelText('Starts (empty: now)')).toBeDisabled()
    await expect(dialog.getByRole('textbox', { name: 'Text on the promo bar' })).toHaveValue(running.text)
  },
}

export const EndingConfirming: Story = {
  args: { state: { ending: 'confirming' }, ending: running },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'End this promo now?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'End it' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'end.confirm' })
  },
}

export const AllVariants: Story = {
  // Five copies of one page side by side: their sections share the page's name, as no one page's would.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div className="grid gap-8">
      <StaffPromosScreen {...args} />
      <StaffPromosScreen {...args} canWrite={false} />
      <StaffPromosScreen {...args} state="empty" promos={[]} />
      <StaffPromosScreen {...args} state="failed" promos={[]} message="Something went wrong. Please try again." />
      <StaffPromosScreen {...args} state="denied" promos={[]} message="Only the store's staff can do this." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="staff-promos-screen"]')].map((element) =>
      element.getAttribute('data-state'),
    )
    await expect(states).toEqual(['listed', 'listed', 'empty', 'failed', 'denied'])
  },
}
