// The /profile/account route wired to a memory router behind the route guard, the real session provider over
// in-memory storage, and the account page's calls answered at the network over one account in memory
// (stories/network/session-fakes): changing the password, downloading the data, signing out of every device and
// deleting the account, each ending where the shopper is sent.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { AccountSettingsRoute } from '@/app/routes/account-settings-route'
import { RequireSession } from '@/app/require-session'
import {
  accountSettingsTexts as texts,
  ACCOUNT_DELETED,
  CURRENT_PASSWORD_WRONG,
  deleteRefusedBalanceMessage,
  PASSWORD_CHANGED,
  SIGNED_OUT_EVERYWHERE,
} from '@/domain/account-recovery'
import { SignedInApp, toasts } from './app-fakes'
import { http } from '../network/network-fakes'
import { accountSettingsHandlers, signedInHandlers } from '../network/session-fakes'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

function Harness() {
  return (
    <SignedInApp
      user={shopper}
      start="/profile/account"
      routes={[
        {
          path: '/profile/account',
          element: <RequireSession />,
          children: [{ index: true, element: <AccountSettingsRoute /> }],
        },
        { path: '/', element: <p>Home</p> },
        { path: '/login', element: <p>Sign in</p> },
      ]}
    />
  )
}

/** The server's logout, which a session the server already ended must not be sent to. */
const serverLogout = fn()
let walletBalanceKobo = 0

const meta = {
  title: 'Screens/AccountSettingsRoute',
  component: Harness,
  beforeEach: ({ msw }) => {
    serverLogout.mockClear()
    walletBalanceKobo = 0
    msw.use(
      // Ahead of the signed-in handlers' own, so it is the one that answers.
      http.post('/api/users/logout', ({ response }) => {
        serverLogout()
        return response(200).json({ data: { ended: true } })
      }),
      ...signedInHandlers(shopper),
      ...accountSettingsHandlers({
        emailOf: () => shopper.email,
        passwords: new Map([[shopper.email, 'old-pass']]),
        deletionRefusal: () => (walletBalanceKobo > 0 ? deleteRefusedBalanceMessage(walletBalanceKobo) : null),
        exportsAllowed: 1,
        delayMs: 100,
      }),
    )
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/AccountSettings.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'changePassword', slot: 'account-settings-password' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const part = (name: string) => within(screen.getByRole('region', { name }))
const location = () => screen.getByTestId('location')

export const ChangingPassword: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: texts.pageTitle })
    const form = part(texts.changePasswordTitle)
    await userEvent.type(form.getByLabelText(texts.currentPasswordLabel), 'wrong-pass')
    await userEvent.type(form.getByLabelText(texts.newPasswordLabel), 'new-pass')
    await userEvent.type(form.getByLabelText(texts.confirmPasswordLabel), 'new-pass')
    await userEvent.click(form.getByRole('button', { name: texts.changePasswordAction }))
    // The server names the current password: its words are under that field.
    await waitFor(() =>
      expect(form.getByLabelText(texts.currentPasswordLabel)).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG),
    )

    await userEvent.clear(form.getByLabelText(texts.currentPasswordLabel))
    await userEvent.type(form.getByLabelText(texts.currentPasswordLabel), 'old-pass')
    await userEvent.click(form.getByRole('button', { name: texts.changePasswordAction }))
    await expect(await toasts().findByText(PASSWORD_CHANGED)).toBeVisible()
    await expect(form.getByLabelText(texts.newPasswordLabel)).toHaveValue('')
    await expect(location()).toHaveTextContent('/profile/account')
  },
}

export const DownloadingData: Story = {
  parameters: { stateChart: { machine: 'downloadData', slot: 'account-settings-data' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: texts.pageTitle })
    const saved: string[] = []
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download)
    }
    try {
      const data = part(texts.downloadDataTitle)
      const button = data.getByRole('button', { name: texts.downloadDataAction })
      await userEvent.click(button)
      await waitFor(() => expect(button).toBeDisabled())
      await waitFor(() => expect(data.getByRole('status')).toHaveTextContent(texts.downloadDataSaved))
      await expect(saved).toEqual(['oja-data-2026-11-27.json'])

      // The story's server allows one export: the next is refused, and says so.
      await userEvent.click(button)
      await expect(await data.findByRole('alert')).toHaveTextContent('Too many attempts')
      await expect(saved).toHaveLength(1)
    } finally {
      HTMLAnchorElement.prototype.click = click
    }
  },
}

export const SigningOutEverywhere: Story = {
  parameters: { stateChart: { machine: 'signOutEverywhere', slot: 'account-settings-sign-out' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: texts.pageTitle })
    await userEvent.click(canvas.getByRole('button', { name: texts.signOutEverywhereAction }))
    const dialog = within(await screen.findByRole('dialog', { name: texts.signOutEverywhereQuestion }))
    await userEvent.click(dialog.getByRole('button', { name: texts.signOutEverywhereConfirm }))
    // The toasts are outside the dialog, which hides everything else until the page has gone.
    await waitFor(() => expect(location()).toHaveTextContent('/login'))
    await expect(await toasts().findByText(SIGNED_OUT_EVERYWHERE)).toBeVisible()
    await expect(serverLogout).not.toHaveBeenCalled()
  },
}

export const DeletingTheAccount: Story = {
  parameters: { stateChart: { machine: 'deleteAccount', slot: 'account-settings-delete' } },
  play: async ({ canvas }) => {
    walletBalanceKobo = 250_000
    await canvas.findByRole('heading', { level: 1, name: texts.pageTitle })
    await userEvent.click(canvas.getByRole('button', { name: texts.deleteAccountAction }))
    const dialog = within(await screen.findByRole('dialog', { name: texts.deleteAccountQuestion }))
    const confirm = dialog.getByRole('button', { name: texts.deleteAccountConfirm })
    await userEvent.type(dialog.getByRole('textbox', { name: texts.deleteAccountEmailLabel }), 'ADA@oja.tes')
    await expect(confirm).toBeDisabled()
    await userEvent.type(dialog.getByRole('textbox', { name: texts.deleteAccountEmailLabel }), 't')
    await expect(confirm).toBeEnabled()

    // Money in the wallet: refused, with the reason in the dialog, and still signed in.
    await userEvent.click(confirm)
    await expect(await dialog.findByRole('alert')).toHaveTextContent(deleteRefusedBalanceMessage(250_000))
    await expect(location()).toHaveTextContent('/profile/account')

    // Withdrawn: deleted, and signed out here without a second call to end the session, on the home page (the page
    // is left before the session ends, so its guard does not send the shopper to /login).
    walletBalanceKobo = 0
    await userEvent.click(confirm)
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/))
    await expect(await toasts().findByText(ACCOUNT_DELETED)).toBeVisible()
    await expect(serverLogout).not.toHaveBeenCalled()
  },
}
