// /profile/account: change the password, sign out of all devices, download my data, delete my account. Four parts,
// each the view of its own machine's snapshot (data-state is that machine's state name on the part's section). Props
// only: the route binds the machines and puts the screen in the profile's frame.
import { useId, type ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import type { FieldErrors } from '@/domain/account-forms'
import { accountSettingsTexts as texts, type ChangePasswordForm } from '@/domain/account-recovery'
import type { changePasswordMachine, ChangePasswordField } from '@machines/change-password/change-password.machine'
import type { deleteAccountMachine } from '@machines/delete-account/delete-account.machine'
import type { downloadDataMachine } from '@machines/download-data/download-data.machine'
import type { signOutEverywhereMachine } from '@machines/sign-out-everywhere/sign-out-everywhere.machine'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Field } from '@/ui/field'
import { PasswordInput } from '@/ui/password-input'
import { whenOpen } from '@/ui/when-open'
import type { DeleteAccountDialogProps } from './delete-account-dialog'

/** The deletion's question, fetched the first time it opens (src/ui/when-open.tsx). */
const DeleteAccountDialog = whenOpen<DeleteAccountDialogProps>(
  async () => (await import('./delete-account-dialog')).DeleteAccountDialog,
)

export interface ChangePasswordPart {
  state: StateValueFrom<typeof changePasswordMachine>
  values: ChangePasswordForm
  errors: FieldErrors<ChangePasswordField>
  serverError: string | null
  onFieldChange: (field: ChangePasswordField, value: string) => void
  onSubmit: () => void
}

export interface SignOutEverywherePart {
  state: StateValueFrom<typeof signOutEverywhereMachine>
  onAsk: () => void
  onConfirm: () => void
  onCancel: () => void
}

export interface DownloadDataPart {
  state: StateValueFrom<typeof downloadDataMachine>
  error: string | null
  onDownload: () => void
}

export interface DeleteAccountPart {
  state: StateValueFrom<typeof deleteAccountMachine>
  typed: string
  refusal: string | null
  /** The typed email matches the account's: the button deletes. */
  canConfirm: boolean
  onOpen: () => void
  onClose: () => void
  onEmailChange: (value: string) => void
  onConfirm: () => void
}

export interface AccountSettingsScreenProps {
  changePassword: ChangePasswordPart
  signOutEverywhere: SignOutEverywherePart
  downloadData: DownloadDataPart
  deleteAccount: DeleteAccountPart
}

function Part({ slot, state, title, children }: { slot: string; state: string; title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      data-slot={slot}
      data-state={state}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 @min-[640px]/account:p-6"
    >
      <h2 id={headingId} className="m-0 text-lg font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  )
}

function ChangePasswordSection({ state, values, errors, serverError, onFieldChange, onSubmit }: ChangePasswordPart) {
  const busy = state === 'submitting'
  const field = (name: ChangePasswordField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onFieldChange(name, event.target.value),
  })
  return (
    <Part slot="account-settings-password" state={state} title={texts.changePasswordTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <fieldset disabled={busy} className="flex max-w-md min-w-0 flex-col gap-4">
          <Field label={texts.currentPasswordLabel} error={errors.currentPassword}>
            <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
          </Field>
          <Field label={texts.newPasswordLabel} hint={texts.newPasswordHint} error={errors.password}>
            <PasswordInput autoComplete="new-password" {...field('password')} />
          </Field>
          <Field label={texts.confirmPasswordLabel} error={errors.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
          </Field>
          {serverError ? (
            <p
              data-slot="account-settings-password-error"
              role="alert"
              className="m-0 rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
            >
              {serverError}
            </p>
          ) : null}
          <Button type="submit" className="self-start" loading={busy}>
            {texts.changePasswordAction}
          </Button>
        </fieldset>
      </form>
    </Part>
  )
}

function SignOutEverywhereSection({ state, onAsk, onConfirm, onCancel }: SignOutEverywherePart) {
  const busy = state === 'signingOut' || state === 'signedOut'
  return (
    <Part slot="account-settings-sign-out" state={state} title={texts.signOutEverywhereTitle}>
      <p className="m-0 text-sm text-foreground-subtle">{texts.signOutEverywhereText}</p>
      <Button variant="outline" className="self-start" disabled={busy} onClick={onAsk}>
        {texts.signOutEverywhereAction}
      </Button>
      <ConfirmDialog
        data-slot="account-settings-sign-out-confirm"
        open={state === 'confirming' || busy}
        title={texts.signOutEverywhereQuestion}
        description={texts.signOutEverywhereText}
        confirmLabel={texts.signOutEverywhereConfirm}
        cancelLabel={texts.staySignedIn}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </Part>
  )
}

function DownloadDataSection({ state, error, onDownload }: DownloadDataPart) {
  const downloading = state === 'downloading'
  return (
    <Part slot="account-settings-data" state={state} title={texts.downloadDataTitle}>
      <p className="m-0 text-sm text-foreground-subtle">{texts.downloadDataText}</p>
      <Button variant="outline" className="self-start" loading={downloading} onClick={onDownload}>
        {texts.downloadDataAction}
      </Button>
      <p role="status" data-slot="account-settings-data-status" className="m-0 text-sm font-medium text-success">
        {state === 'saved' ? texts.downloadDataSaved : null}
      </p>
      {error ? (
        <p data-slot="account-settings-data-error" role="alert" className="m-0 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Part>
  )
}

function DeleteAccountSection({
  state,
  typed,
  refusal,
  canConfirm,
  onOpen,
  onClose,
  onEmailChange,
  onConfirm,
}: DeleteAccountPart) {
  return (
    <Part slot="account-settings-delete" state={state} title={texts.deleteAccountTitle}>
      <p className="m-0 text-sm text-foreground-subtle">{texts.deleteAccountText}</p>
      <Button variant="danger" className="self-start" onClick={onOpen}>
        {texts.deleteAccountAction}
      </Button>
      <DeleteAccountDialog
        open={state !== 'closed'}
        state={state}
        typed={typed}
        refusal={refusal}
        canConfirm={canConfirm}
        onClose={onClose}
        onEmailChange={onEmailChange}
        onConfirm={onConfirm}
      />
    </Part>
  )
}

export function AccountSettingsScreen({
  changePassword,
  signOutEverywhere,
  downloadData,
  deleteAccount,
}: AccountSettingsScreenProps) {
  return (
    <div data-slot="account-settings" className="@container/account flex w-full flex-col gap-4">
      <h1 className="m-0 text-2xl font-bold text-foreground">{texts.pageTitle}</h1>
      <ChangePasswordSection {...changePassword} />
      <SignOutEverywhereSection {...signOutEverywhere} />
      <DownloadDataSection {...downloadData} />
      <DeleteAccountSection {...deleteAccount} />
    </div>
  )
}
