import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { orderStatusMessages } from '@/domain/order-status'
import { ReturnDialog } from '@/screens/orders/return-dialog'
import { delivered } from './order-fixtures'
import { ModalFrame, NARROW_WIDTH, narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/ReturnDialog',
  component: ReturnDialog,
  decorators: [withScreenWidth],
  args: {
    open: true,
    state: 'asking',
    order: delivered,
    line: 0,
    qty: 1,
    kind: 'return',
    reason: '',
    reasonError: null,
    message: null,
    busy: false,
    send: fn(),
    onClose: fn(),
  },
  parameters: { ...wide, stateChart: { machine: 'orderReturn', slot: 'return-dialog' } },
  render: (args, { parameters }) => (
    <ModalFrame height={parameters.visual?.width === NARROW_WIDTH ? 760 : 680}>
      {(container) => <ReturnDialog {...args} container={container} />}
    </ModalFrame>
  ),
} satisfies Meta<typeof ReturnDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => screen.findByRole('dialog', { name: 'Return or exchange an item' })

// docs/adr/0027: the line, how many, return or exchange, and why.
export const Open: Story = {
  play: async ({ args }) => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'asking')
    const item = within(found).getByRole('combobox', { name: 'Item' })
    await expect(
      within(item)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Item', 'Tecno Camon 20 (256GB)', 'Anker 20W Charger'])
    await userEvent.selectOptions(item, 'Anker 20W Charger')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'line.change', line: 1 })
    await expect(within(found).getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('max', '2')
    await userEvent.click(within(found).getByRole('radio', { name: 'Exchange it' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'kind.change', kind: 'exchange' })
    await userEvent.type(within(found).getByRole('textbox', { name: 'Reason' }), 'x')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'reason.change', reason: 'x' })
    await userEvent.click(within(found).getByRole('button', { name: 'Send request' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'return.submit' })
    await userEvent.click(within(found).getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const OpenNarrow: Story = { ...Open, parameters: narrow }

export const ReasonMissing: Story = {
  args: { reasonError: 'Tell us why you are sending it back.' },
  play: async () => {
    const found = await dialog()
    await expect(within(found).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true')
    await expect(within(found).getByRole('alert')).toHaveTextContent('Tell us why you are sending it back.')
  },
}

export const Submitting: Story = {
  args: { state: 'submitting', busy: true, line: 1, kind: 'exchange', reason: 'It does not charge the phone.' },
  play: async () => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'submitting')
    await expect(within(found).getByRole('button', { name: 'Send request' })).toBeDisabled()
    await expect(within(found).getByRole('textbox', { name: 'Reason' })).toBeDisabled()
    await expect(within(found).queryByRole('button', { name: 'Close' })).toBeNull()
  },
}

// The server's own words for a request it will not take.
export const Refused: Story = {
  args: { state: 'refused', reason: 'It does not charge the phone.', message: orderStatusMessages.returnClosed },
  play: async () => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'refused')
    await expect(within(found).getByRole('alert')).toHaveTextContent(orderStatusMessages.returnClosed)
    await expect(within(found).getByRole('button', { name: 'Send request' })).toBeEnabled()
  },
}

export const RefusedNarrow: Story = { ...Refused, parameters: narrow }
