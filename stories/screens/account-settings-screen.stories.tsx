import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { accountMessages } from '@/domain/account-forms'
import { CONFIRM_PASSWORD_MISMATCH } from '@/domain/confirm-password'
import {
  accountSettingsTexts as texts,
  CURRENT_PASSWORD_WRONG,
  DELETE_REFUSED_ORDER,
  deleteRefusedBalanceMessage,
  NO_PASSWORD_YET,
} from '@/domain/account-recovery'
import {
  AccountSettingsScreen,
  type AccountSettingsScreenProps,
  type ChangePasswordPart,
  type DeleteAccountPart,
  type DownloadDataPart,
  type SignOutEverywherePart,
} from '@/screens/account-settings/account-settings-screen'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { narrow, wide, withScreenWidth } from './viewport'

function AccountSettingsPage(props: AccountSettingsScreenProps) {
  return (
    <ProfileLayout current="profileAccount">
      <AccountSettingsScreen {...props} />
    </ProfileLayout>
  )
}

const password: ChangePasswordPart = {
  state: 'idle',
  values: { currentPassword: '', password: '', confirmPassword: '' },
  errors: {},
  serverError: null,
  onFieldChange: fn(),
  onSubmit: fn(),
}
const everywhere: SignOutEverywherePart = { state: 'idle', onAsk: fn(), onConfirm: fn(), onCancel: fn() }
const data: DownloadDataPart = { state: 'idle', error: null, onDownload: fn() }
const deletion: DeleteAccountPart = {
  state: 'closed',
  typed: '',
  refusal: null,
  canConfirm: false,
  onOpen: fn(),
  onClose: fn(),
  onEmailChange: fn(),
  onConfirm: fn(),
}
const filled = { currentPassword: 'old-pass', password: 'new-pass', confirmPassword: 'new-pass' }

const chart = (machine: string, slot: string) => ({ stateChart: { machine, slot } })
const passwordChart = chart('changePassword', 'account-settings-password')
const everywhereChart = chart('signOutEverywhere', 'account-settings-sign-out')
const dataChart = chart('downloadData', 'account-settings-data')
const deleteChart = chart('deleteAccount', 'account-settings-delete')

const meta = {
  title: 'Screens/AccountSettings',
  component: AccountSettingsPage,
  decorators: [withScreenWidth],
  parameters: { ...wide, ...passwordChart },
  args: { changePassword: password, signOutEverywhere: everywhere, downloadData: data, deleteAccount: deletion },
} satisfies Meta<typeof AccountSettingsPage>
export default meta
type Story = StoryObj<typeof meta>

const part = (element: HTMLElement, slot: string) => element.querySelector<HTMLElement>(`[data-slot="${slot}"]`)!
const section = (name: string) => within(screen.getByRole('region', { name }))

export const Idle: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.pageTitle })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Account and security' })).toHaveAttribute('aria-current', 'page')
    await expect(part(canvasElement, 'account-settings-password')).toHaveAttribute('data-state', 'idle')
    const form = section(texts.changePasswordTitle)
    await userEvent.type(form.getByLabelText(texts.currentPasswordLabel), 'o')
    await expect(args.changePassword.onFieldChange).toHaveBeenCalledWith('currentPassword', 'o')
    await userEvent.click(form.getByRole('button', { name: texts.changePasswordAction }))
    await expect(args.changePassword.onSubmit).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: texts.signOutEverywhereAction }))
    await expect(args.signOutEverywhere.onAsk).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: texts.downloadDataAction }))
    await expect(args.downloadData.onDownload).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: texts.deleteAccountAction }))
    await expect(args.deleteAccount.onOpen).toHaveBeenCalledTimes(1)
  },
}
export const IdleNarrow: Story = { ...Idle, parameters: narrow }

// The form's own rules, before anything is sent (the sign-up form's messages).
export const InvalidForm: Story = {
  args: {
    changePassword: {
      ...password,
      values: { currentPassword: '', password: 'abc', confirmPassword: 'abd' },
      errors: {
        currentPassword: 'Enter your current password',
        password: accountMessages.passwordTooShort,
        confirmPassword: CONFIRM_PASSWORD_MISMATCH,
      },
    },
  },
  play: async () => {
    const form = section(texts.changePasswordTitle)
    await expect(form.getByLabelText(texts.currentPasswordLabel)).toHaveAccessibleDescription(
      'Enter your current password',
    )
    await expect(form.getByLabelText(texts.newPasswordLabel)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabelText(texts.confirmPasswordLabel)).toHaveAccessibleDescription(CONFIRM_PASSWORD_MISMATCH)
  },
}
export const InvalidFormNarrow: Story = { ...InvalidForm, parameters: narrow }

export const Submitting: Story = {
  args: { changePassword: { ...password, state: 'submitting', values: filled } },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'account-settings-password')).toHaveAttribute('data-state', 'submitting')
    const form = section(texts.changePasswordTitle)
    await expect(form.getByRole('button', { name: texts.changePasswordAction })).toHaveAttribute('aria-busy', 'true')
    await expect(form.getByLabelText(texts.currentPasswordLabel)).toBeDisabled()
  },
}
export const SubmittingNarrow: Story = { ...Submitting, parameters: narrow }

// The server names the field: its message is under it.
export const RefusedCurrentPassword: Story = {
  args: {
    changePassword: {
      ...password,
      state: 'refused',
      values: filled,
      errors: { currentPassword: CURRENT_PASSWORD_WRONG },
    },
  },
  play: async () => {
    const form = section(texts.changePasswordTitle)
    await expect(form.getByLabelText(texts.currentPasswordLabel)).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG)
  },
}
export const RefusedCurrentPasswordNarrow: Story = { ...RefusedCurrentPassword, parameters: narrow }

// A Google or Apple account has no password to change yet.
export const RefusedNoPasswordYet: Story = {
  args: {
    changePassword: { ...password, state: 'refused', values: filled, errors: { currentPassword: NO_PASSWORD_YET } },
  },
  play: async () => {
    await expect(section(texts.changePasswordTitle).getByRole('alert')).toHaveTextContent(NO_PASSWORD_YET)
  },
}
export const RefusedNoPasswordYetNarrow: Story = { ...RefusedNoPasswordYet, parameters: narrow }

// A refusal about no one field (too many tries) is under the form.
export const RefusedTooOften: Story = {
  args: {
    changePassword: {
      ...password,
      state: 'refused',
      values: filled,
      serverError: 'Too many attempts. Please try again in 1 minute',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'account-settings-password-error')).toHaveTextContent(
      'Too many attempts. Please try again in 1 minute',
    )
  },
}
export const RefusedTooOftenNarrow: Story = { ...RefusedTooOften, parameters: narrow }

// Changed: the form is empty again (the toast says so, from the route).
export const Changed: Story = {
  args: { changePassword: { ...password, state: 'changed' } },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'account-settings-password')).toHaveAttribute('data-state', 'changed')
    await expect(section(texts.changePasswordTitle).getByLabelText(texts.newPasswordLabel)).toHaveValue('')
  },
}
export const ChangedNarrow: Story = { ...Changed, parameters: narrow }

export const ConfirmingSignOut: Story = {
  parameters: everywhereChart,
  args: { signOutEverywhere: { ...everywhere, state: 'confirming' } },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: texts.signOutEverywhereQuestion }))
    await expect(dialog.getByText(texts.signOutEverywhereText)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: texts.signOutEverywhereConfirm }))
    await expect(args.signOutEverywhere.onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(dialog.getByRole('button', { name: texts.staySignedIn }))
    await expect(args.signOutEverywhere.onCancel).toHaveBeenCalledTimes(1)
  },
}
export const ConfirmingSignOutNarrow: Story = { ...ConfirmingSignOut, parameters: { ...narrow, ...everywhereChart } }

export const SigningOut: Story = {
  parameters: everywhereChart,
  args: { signOutEverywhere: { ...everywhere, state: 'signingOut' } },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: texts.signOutEverywhereQuestion }))
    await expect(dialog.getByRole('button', { name: texts.signOutEverywhereConfirm })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await userEvent.keyboard('{Escape}')
    await expect(args.signOutEverywhere.onCancel).not.toHaveBeenCalled()
  },
}
export const SigningOutNarrow: Story = { ...SigningOut, parameters: { ...narrow, ...everywhereChart } }

export const Downloading: Story = {
  parameters: dataChart,
  args: { downloadData: { ...data, state: 'downloading' } },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'account-settings-data')).toHaveAttribute('data-state', 'downloading')
    const button = section(texts.downloadDataTitle).getByRole('button', { name: texts.downloadDataAction })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}
export const DownloadingNarrow: Story = { ...Downloading, parameters: { ...narrow, ...dataChart } }

export const Saved: Story = {
  parameters: dataChart,
  args: { downloadData: { ...data, state: 'saved' } },
  play: async () => {
    await expect(section(texts.downloadDataTitle).getByRole('status')).toHaveTextContent(texts.downloadDataSaved)
  },
}
export const SavedNarrow: Story = { ...Saved, parameters: { ...narrow, ...dataChart } }

// At most 3 a minute: the server's words beside the button, which tries again.
export const DownloadFailed: Story = {
  parameters: dataChart,
  args: { downloadData: { ...data, state: 'failed', error: 'Too many attempts. Please try again in 1 minute' } },
  play: async ({ args }) => {
    const part = section(texts.downloadDataTitle)
    await expect(part.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1 minute')
    await userEvent.click(part.getByRole('button', { name: texts.downloadDataAction }))
    await expect(args.downloadData.onDownload).toHaveBeenCalledTimes(1)
  },
}
export const DownloadFailedNarrow: Story = { ...DownloadFailed, parameters: { ...narrow, ...dataChart } }

// The dialog says what happens and waits for the account's email.
export const DeleteTyping: Story = {
  parameters: deleteChart,
  args: { deleteAccount: { ...deletion, state: 'typing', typed: 'ada@oja' } },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: texts.deleteAccountQuestion }))
    await expect(dialog.getByText(/kept without your name, for the books/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: texts.deleteAccountConfirm })).toBeDisabled()
    await userEvent.type(dialog.getByRole('textbox', { name: texts.deleteAccountEmailLabel }), '.')
    await expect(args.deleteAccount.onEmailChange).toHaveBeenCalledWith('ada@oja.')
    await userEvent.click(dialog.getByRole('button', { name: texts.keepAccount }))
    await expect(args.deleteAccount.onClose).toHaveBeenCalledTimes(1)
  },
}
export const DeleteTypingNarrow: Story = { ...DeleteTyping, parameters: { ...narrow, ...deleteChart } }

export const DeleteConfirmed: Story = {
  parameters: deleteChart,
  args: { deleteAccount: { ...deletion, state: 'typing', typed: 'Ada@Oja.test', canConfirm: true } },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: texts.deleteAccountQuestion }))
    await userEvent.click(dialog.getByRole('button', { name: texts.deleteAccountConfirm }))
    await expect(args.deleteAccount.onConfirm).toHaveBeenCalledTimes(1)
  },
}
export const DeleteConfirmedNarrow: Story = { ...DeleteConfirmed, parameters: { ...narrow, ...deleteChart } }

export const Deleting: Story = {
  parameters: deleteChart,
  args: { deleteAccount: { ...deletion, state: 'deleting', typed: 'ada@oja.test', canConfirm: false } },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: texts.deleteAccountQuestion }))
    await expect(dialog.getByRole('button', { name: texts.deleteAccountConfirm })).toHaveAttribute('aria-busy', 'true')
    await expect(dialog.getByRole('button', { name: texts.keepAccount })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.deleteAccount.onClose).not.toHaveBeenCalled()
  },
}
export const DeletingNarrow: Story = { ...Deleting, parameters: { ...narrow, ...deleteChart } }

// Money in flight or in the wallet: the reason, in the dialog.
export const DeleteRefused: Story = {
  parameters: deleteChart,
  args: {
    deleteAccount: {
      ...deletion,
      state: 'refused',
      typed: 'ada@oja.test',
      canConfirm: true,
      refusal: deleteRefusedBalanceMessage(2_500_000),
    },
  },
  play: async () => {
    const dialog = within(screen.getByRole('dialog', { name: texts.deleteAccountQuestion }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(deleteRefusedBalanceMessage(2_500_000))
  },
}
export const DeleteRefusedNarrow: Story = { ...DeleteRefused, parameters: { ...narrow, ...deleteChart } }

export const DeleteRefusedOrder: Story = {
  parameters: deleteChart,
  args: {
    deleteAccount: {
      ...deletion,
      state: 'refused',
      typed: 'ada@oja.test',
      canConfirm: true,
      refusal: DELETE_REFUSED_ORDER,
    },
  },
  play: async () => {
    const dialog = within(screen.getByRole('dialog', { name: texts.deleteAccountQuestion }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(DELETE_REFUSED_ORDER)
  },
}
export const DeleteRefusedOrderNarrow: Story = { ...DeleteRefusedOrder, parameters: { ...narrow, ...deleteChart } }
