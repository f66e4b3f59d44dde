import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { AppPromoModal } from '@/screens/shell/app-promo-modal'
import { PLAY_STORE_URL } from '@/screens/shell/store-links'
import { ModalFrame, narrow, wide, withScreenWidth, NARROW_WIDTH } from './viewport'

const meta = {
  title: 'Screens/AppPromoModal',
  component: AppPromoModal,
  decorators: [withScreenWidth],
  args: { open: true, onClose: fn() },
  parameters: { ...wide, stateChart: { machine: 'appPromoModal', slot: 'app-promo-modal' } },
  render: (args, { parameters }) => (
    <ModalFrame height={parameters.visual?.width === NARROW_WIDTH ? 700 : 640}>
      {(container) => <AppPromoModal {...args} container={container} />}
    </ModalFrame>
  ),
} satisfies Meta<typeof AppPromoModal>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Shop faster with the Oja app' })
    await expect(dialog).toHaveAttribute('data-slot', 'app-promo-modal')
    // spec §1, §9: signup bonus 50 naira, referral reward 25 naira; Android link, iOS 'Coming soon'.
    await expect(within(dialog).getByText('₦50 signup bonus')).toBeVisible()
    await expect(within(dialog).getByText('₦25 for every friend you refer')).toBeVisible()
    const play = within(dialog).getByRole('link', { name: /Get it on Google Play/ })
    await expect(play).toHaveAttribute('href', PLAY_STORE_URL)
    await expect(play).toHaveAttribute('target', '_blank')
    await expect(within(dialog).getByText('Coming soon')).toBeVisible()
    await expect(within(dialog).queryByRole('link', { name: /App Store/ })).toBeNull()

    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe later' }))
    await expect(args.onClose).toHaveBeenCalledTimes(2)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledTimes(3)
  },
}

export const OpenNarrow: Story = {
  parameters: narrow,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shop faster with the Oja app' })
    const frame = screen.getByTestId('modal-frame').getBoundingClientRect()
    const box = dialog.getBoundingClientRect()
    // The dialog fits the phone with a margin on each side.
    await expect(box.left).toBeGreaterThanOrEqual(frame.left + 8)
    await expect(box.right).toBeLessThanOrEqual(frame.right - 8)
    // Keyboard: focus stays inside the dialog.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab()
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  },
}

export const Closed: Story = {
  args: { open: false },
  parameters: { ...wide, visual: { ...wide.visual, skip: true } },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
