import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { BuyAirtimeForm } from '@/screens/buy-data/buy-airtime-form'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/BuyAirtime',
  component: BuyAirtimeForm,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'buyAirtime', slot: 'buy-airtime' } },
  args: {
    state: 'editing',
    phone: '',
    amount: '',
    network: null,
    onPhoneChange: fn(),
    onAmountChange: fn(),
    onPurchase: fn(),
  },
} satisfies Meta<typeof BuyAirtimeForm>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="buy-airtime"]')!

// The store's own layout (spec §2 shows none): a phone and an amount, bought at once.
export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing')
    await expect(canvas.getByRole('heading', { name: 'Buy airtime' })).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '0')
    await expect(args.onPhoneChange).toHaveBeenCalledWith('0')
    const amount = canvas.getByRole('textbox', { name: 'Amount (₦)' })
    await expect(amount).toHaveAccessibleDescription('At least ₦50')
    await userEvent.type(amount, '1')
    await expect(args.onAmountChange).toHaveBeenCalledWith('1')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy airtime' }))
    await expect(args.onPurchase).toHaveBeenCalledTimes(1)
  },
}

export const EditingNarrow: Story = { ...Editing, parameters: narrow }

// spec §5: below ₦50, the spec's words under the amount; the network shown for the number.
export const BelowMinimum: Story = {
  args: { phone: '08031234567', amount: '40', network: 'MTN', amountError: 'Minimum airtime purchase is ₦50.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network: MTN')).toBeVisible()
    const amount = canvas.getByRole('textbox', { name: 'Amount (₦)' })
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Minimum airtime purchase is ₦50.00')
  },
}

export const BelowMinimumNarrow: Story = { ...BelowMinimum, parameters: narrow }

export const Purchasing: Story = {
  args: { state: 'purchasing', phone: '08031234567', amount: '100', network: 'MTN' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Buy airtime' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled()
  },
}

export const PurchasingNarrow: Story = { ...Purchasing, parameters: narrow }

// spec §8's words; the page reloads 2 s later (spec §4).
export const Purchased: Story = {
  args: { state: 'purchased' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'purchased')
    await expect(canvasElement.querySelector('[data-slot="buy-airtime-done"]')).toHaveTextContent(
      'Airtime purchase was successful',
    )
    await expect(canvas.getByRole('button', { name: 'Buy airtime' })).toBeDisabled()
  },
}

export const PurchasedNarrow: Story = { ...Purchased, parameters: narrow }

export const Reloading: Story = {
  args: { state: 'reloading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'reloading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Airtime purchase was successful')
  },
}

export const ReloadingNarrow: Story = { ...Reloading, parameters: narrow }
