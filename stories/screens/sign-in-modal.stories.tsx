import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { SignInModal } from '@/screens/shell/sign-in-modal'
import { ModalFrame, NARROW_WIDTH, narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/SignInModal',
  component: SignInModal,
  decorators: [withScreenWidth],
  args: { open: true, state: 'open', onOpenChange: fn(), onGoogle: fn(), onApple: fn(), busy: null, error: null },
  parameters: { ...wide, stateChart: { machine: 'signInModal', slot: 'sign-in-modal' } },
  render: (args, { parameters }) => (
    <ModalFrame height={parameters.visual?.width === NARROW_WIDTH ? 640 : 600}>
      {(container) => <SignInModal {...args} container={container} />}
    </ModalFrame>
  ),
} satisfies Meta<typeof SignInModal>
export default meta
type Story = StoryObj<typeof meta>

// The links are plain anchors here; following one would navigate the story frame away.
function blockNavigation() {
  screen.getByTestId('modal-frame').addEventListener('click', (event) => event.preventDefault())
}

export const Open: Story = {
  play: async ({ args }) => {
    blockNavigation()
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' })
    await expect(dialog).toHaveAttribute('data-state', 'open')
    const email = within(dialog).getByRole('link', { name: 'Continue with Email' })
    await expect(email).toHaveAttribute('href', '/signup')
    await expect(within(dialog).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms')
    await expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledTimes(1)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Apple' }))
    await expect(args.onApple).toHaveBeenCalledTimes(1)
    // Following a link closes the modal on the way out.
    await userEvent.click(email)
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const OpenNarrow: Story = {
  parameters: narrow,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' })
    // Google, Email, Apple in the spec's order, each a full-width choice.
    const choices = [
      within(dialog).getByRole('button', { name: 'Continue with Google' }),
      within(dialog).getByRole('link', { name: 'Continue with Email' }),
      within(dialog).getByRole('button', { name: 'Continue with Apple' }),
    ]
    const tops = choices.map((choice) => choice.getBoundingClientRect().top)
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops)
    const widths = new Set(choices.map((choice) => Math.round(choice.getBoundingClientRect().width)))
    await expect(widths.size).toBe(1)
    // Keyboard: Escape asks to close.
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const Busy: Story = {
  args: { state: 'awaitingToken', busy: 'google' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' })
    await expect(dialog).toHaveAttribute('data-state', 'awaitingToken')
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' })
    await expect(google).toHaveAttribute('aria-busy', 'true')
    const apple = within(dialog).getByRole('button', { name: 'Continue with Apple' })
    await expect(apple).toBeDisabled()
    await userEvent.click(apple, { pointerEventsCheck: 0 })
    await expect(args.onApple).not.toHaveBeenCalled()
    await expect(within(dialog).getByRole('link', { name: 'Continue with Email' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Error: Story = {
  args: { state: 'error', error: 'An error has occured. please try again later' },
  parameters: narrow,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' })
    await expect(dialog).toHaveAttribute('data-state', 'error')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    // The choices stay usable so the shopper can try again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledTimes(1)
  },
}

// Apple's token is in and the store is signing in with it. Shown beside the machine's chart, as Storybook shows every
// story of this screen: the state lit is the one the dialog reports.
export const SigningIn: Story = {
  args: { state: 'signingIn', busy: 'apple' },
  globals: { stateChart: 'shown' },
  // The dialog looks as it does in Busy; the chart beside it has its own stories under Machines/.
  parameters: { visual: { ...wide.visual, skip: true } },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' })
    await expect(dialog).toHaveAttribute('data-state', 'signingIn')
    await expect(within(dialog).getByRole('button', { name: 'Continue with Apple' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    // The modal hides the rest of the page from assistive technology, the chart included: found by its slots.
    const panel = canvasElement.querySelector('[data-slot="screen-state-chart-panel"]')!
    await expect(panel).toHaveAttribute('aria-label', 'State of the signInModal machine')
    await expect(panel.querySelector('[data-slot="screen-state-chart-reported"]')).toHaveTextContent(
      'The screen reports signingIn.',
    )
    await waitFor(
      () => expect(panel.querySelector('[data-slot="state-chart-canvas"]')).toHaveAttribute('data-state', 'laidOut'),
      {
        timeout: 10_000,
      },
    )
    await expect(panel.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'signingIn',
    )
  },
}
