import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { sessionMachine } from '@machines/session/session.machine'
import { notifyWith } from '@/app/notify'
import { useToast } from '@/app/toast-provider'
import type { Session } from '@/domain/account'
import { LogoutScreen } from '@/screens/logout/logout-screen'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/LogoutScreen',
  component: LogoutScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'session', slot: 'logout-screen' } },
  args: { email: 'ada@example.com', onLogout: fn() },
} satisfies Meta<typeof LogoutScreen>
export default meta
type Story = StoryObj<typeof meta>

const stored: Session = { token: 'token-1', user: { email: 'ada@example.com', firstName: 'Ada' } }
const cleared = fn()
const ended = fn()
const googleOff = fn()
const navigated = fn()

// The session machine as the app runs it, over a pretend storage holding Ada's session.
function SessionHarness() {
  const toast = useToast()
  const [snapshot, send] = useMachine(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise<Session | null>(async () => stored),
        refreshToken: fromPromise(async () => stored),
      },
      actions: {
        persistSession: () => undefined,
        clearSession: () => cleared(),
        endServerSession: (_, { token }) => ended(token),
        disableGoogleAutoSelect: () => googleOff(),
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => navigated(to),
      },
    }),
    { input: {} },
  )
  return <LogoutScreen email={snapshot.context.user?.email ?? null} onLogout={() => send({ type: 'session.logout' })} />
}

export const SignedIn: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="logout-screen"]')).toHaveAttribute('data-state', 'signedIn')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logout' })).toBeVisible()
    await expect(canvas.getByText('ada@example.com')).toBeVisible()
    const logout = canvas.getByRole('button', { name: 'Logout' })
    await userEvent.click(logout)
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Enter}')
    await expect(args.onLogout).toHaveBeenCalledTimes(2)
  },
}

// spec §2 Logout: storage cleared, 'You're logged out successfully!', Google auto-select off, then home; and the
// session ended on the server with the token it had (ADR 0023).
export const LoggedOut: Story = {
  render: () => <SessionHarness />,
  play: async ({ canvas, canvasElement }) => {
    cleared.mockClear()
    ended.mockClear()
    googleOff.mockClear()
    navigated.mockClear()
    const root = canvasElement.querySelector('[data-slot="logout-screen"]')!
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'signedIn'))
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    const toaster = screen.getByRole('region', { name: 'Notifications' })
    await expect(await within(toaster).findByRole('status')).toHaveTextContent("You're logged out successfully!")
    await expect(cleared).toHaveBeenCalledTimes(1)
    await expect(ended).toHaveBeenCalledTimes(1)
    await expect(ended).toHaveBeenCalledWith('token-1')
    await expect(googleOff).toHaveBeenCalledTimes(1)
    await expect(navigated).toHaveBeenCalledWith('/')
    await expect(root).toHaveAttribute('data-state', 'signedOut')
  },
}

export const SignedOut: Story = {
  args: { email: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="logout-screen"]')).toHaveAttribute('data-state', 'signedOut')
    await expect(canvas.queryByText('ada@example.com')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeEnabled()
  },
}

export const Narrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvasElement.querySelector('[data-slot="logout-screen"]')!.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(375)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}
