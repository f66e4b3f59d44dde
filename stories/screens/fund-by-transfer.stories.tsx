import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { FundByTransfer } from '@/commerce/fund-by-transfer'
import { narrow, wide, withScreenWidth } from './viewport'

const ACCOUNT = { accountName: 'OJA/ADA OBI', bankName: 'Wema Bank', accountNumber: '9123456789' }

const meta = {
  title: 'Screens/FundByTransfer',
  component: FundByTransfer,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'fundingAccount', slot: 'fund-by-transfer' } },
  args: { state: 'shown', account: ACCOUNT, onCopy: fn(), onRetry: fn() },
} satisfies Meta<typeof FundByTransfer>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="fund-by-transfer"]')!

export const Loading: Story = {
  args: { state: 'loading', account: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fund by bank transfer' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your funding account')
  },
}
export const LoadingNarrow: Story = { ...Loading, parameters: narrow }

/** The account's name, bank and number, and a Copy button that names what it copies. */
export const Shown: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'shown')
    await expect(canvas.getByText('OJA/ADA OBI')).toBeVisible()
    await expect(canvas.getByText('Wema Bank')).toBeVisible()
    await expect(canvas.getByText('9123456789')).toBeVisible()
    const copy = canvas.getByRole('button', { name: 'Copy account number 9123456789' })
    await expect(copy).toHaveTextContent('Copy')
    await userEvent.click(copy)
    await expect(args.onCopy).toHaveBeenCalledOnce()
  },
}
export const ShownNarrow: Story = { ...Shown, parameters: narrow }

export const Copying: Story = {
  args: { state: 'copying' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'copying')
  },
}

/** Said politely to screen readers, and on the button. */
export const Copied: Story = {
  args: { state: 'copied' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'copied')
    await expect(canvas.getByRole('status')).toHaveTextContent('Account number copied')
    await expect(canvas.getAllByText('Account number copied')).toHaveLength(2)
  },
}
export const CopiedNarrow: Story = { ...Copied, parameters: narrow }

/** The browser refused the clipboard: the number in a field, selected when focused, to copy by hand. */
export const CopyRefused: Story = {
  args: { state: 'copyRefused' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'copyRefused')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your browser did not let us copy.')
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Account number' })
    await expect(field).toHaveValue('9123456789')
    field.focus()
    await expect(field.selectionEnd! - field.selectionStart!).toBe(10)
  },
}
export const CopyRefusedNarrow: Story = { ...CopyRefused, parameters: narrow }

/** None yet: the store is opening it in the background. */
export const Opening: Story = {
  args: { state: 'opening', account: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'opening')
    await expect(canvas.getByText(/We are opening your account for bank transfers/)).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
export const OpeningNarrow: Story = { ...Opening, parameters: narrow }

export const StillOpening: Story = {
  args: { state: 'stillOpening', account: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'stillOpening')
    await expect(canvas.getByText(/not ready yet/)).toBeVisible()
  },
}

export const Failed: Story = {
  args: { state: 'failed', account: null },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(canvas.getByText('We could not load your account for bank transfers.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
export const FailedNarrow: Story = { ...Failed, parameters: narrow }
