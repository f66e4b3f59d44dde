// /profile/account: the account page's four machines with the real API, inside the profile's frame. Signing out of
// every device and deleting the account end every session on the server, this one included: the app's session then
// ends here with the session's `session.ended` (storage cleared, the page's notice, where it sends the shopper), never
// with a second call to end a session the server has already ended.
import { useEffect, useRef, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useNavigate } from 'react-router-dom'
import { changePasswordMachine } from '@machines/change-password/change-password.machine'
import { deleteAccountMachine } from '@machines/delete-account/delete-account.machine'
import { downloadDataMachine, type DataFile } from '@machines/download-data/download-data.machine'
import type { EndedSession, Notice } from '@machines/lib/notice'
import { signOutEverywhereMachine } from '@machines/sign-out-everywhere/sign-out-everywhere.machine'
import {
  changePasswordActors,
  deleteAccountActors,
  downloadDataActors,
  signOutEverywhereActors,
} from '@/api/account-settings-actors'
import { sessionPageHead } from '@/domain/page-heads'
import { AccountSettingsScreen } from '@/screens/account-settings/account-settings-screen'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { AppActors, useSession } from '../session-provider'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'

/** The browser saves the file under its name: an object URL behind a download link, pressed once, then let go. */
function saveFile({ fileName, blob }: DataFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Let go once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const logFailure =
  (what: string) =>
  (_: unknown, { error }: { error: unknown }) =>
    console.error(what, error)

export function AccountSettingsRoute() {
  const { user } = useSession()
  const toast = useToast()
  const session = AppActors.useSelector((snapshot) => snapshot.children.session)
  const notify = (_: unknown, notice: Notice) => notifyWith(toast)(notice)
  const navigate = useNavigate()
  // The shopper leaves this page first and the session ends once it has gone (its last cleanup): ended while the page is
  // still drawn, its guard would send them to /login instead of where the session says.
  const endedRef = useRef<EndedSession | null>(null)
  const sessionRef = useRef(session)
  sessionRef.current = session
  useEffect(
    () => () => {
      if (endedRef.current) sessionRef.current?.send({ type: 'session.ended', ...endedRef.current })
    },
    [],
  )
  const endSession = (_: unknown, ended: EndedSession) => {
    endedRef.current = ended
    void navigate(ended.to, { replace: true })
  }
  // Built once, like the actors they start.
  const [passwordLogic] = useState(() =>
    changePasswordMachine.provide({
      actors: changePasswordActors(),
      actions: { notify, logFailure: logFailure('Changing the password failed') },
    }),
  )
  const [everywhereLogic] = useState(() =>
    signOutEverywhereMachine.provide({
      actors: signOutEverywhereActors(),
      actions: { endSession, notify, logFailure: logFailure('Signing out of all devices failed') },
    }),
  )
  const [dataLogic] = useState(() =>
    downloadDataMachine.provide({
      actors: downloadDataActors(),
      actions: { saveFile: (_, file) => saveFile(file), logFailure: logFailure('Downloading the data failed') },
    }),
  )
  const [deleteLogic] = useState(() =>
    deleteAccountMachine.provide({
      actors: deleteAccountActors(),
      actions: { endSession, logFailure: logFailure('Deleting the account failed') },
    }),
  )
  const [password, sendPassword] = useMachine(passwordLogic)
  const [everywhere, sendEverywhere] = useMachine(everywhereLogic)
  const [data, sendData] = useMachine(dataLogic)
  const [deletion, sendDeletion] = useMachine(deleteLogic, { input: { accountEmail: user?.email ?? '' } })

  // Signing out on another route of this tab clears the user a moment before the guard redirects.
  if (!user) return null
  return (
    <>
      <title>{sessionPageHead('account').title}</title>
      <ProfileLayout current="profileAccount">
        <AccountSettingsScreen
          changePassword={{
            state: password.value,
            values: password.context,
            errors: password.context.errors,
            serverError: password.context.serverError,
            onFieldChange: (field, value) => sendPassword({ type: 'field.change', field, value }),
            onSubmit: () => sendPassword({ type: 'form.submit' }),
          }}
          signOutEverywhere={{
            state: everywhere.value,
            onAsk: () => sendEverywhere({ type: 'everywhere.ask' }),
            onConfirm: () => sendEverywhere({ type: 'everywhere.confirm' }),
            onCancel: () => sendEverywhere({ type: 'everywhere.cancel' }),
          }}
          downloadData={{
            state: data.value,
            error: data.context.error,
            onDownload: () => sendData({ type: 'data.download' }),
          }}
          deleteAccount={{
            state: deletion.value,
            typed: deletion.context.typed,
            refusal: deletion.context.refusal,
            canConfirm: deletion.can({ type: 'deletion.confirm' }),
            onOpen: () => sendDeletion({ type: 'deletion.open' }),
            onClose: () => sendDeletion({ type: 'deletion.close' }),
            onEmailChange: (value) => sendDeletion({ type: 'email.change', value }),
            onConfirm: () => sendDeletion({ type: 'deletion.confirm' }),
          }}
        />
      </ProfileLayout>
    </>
  )
}
