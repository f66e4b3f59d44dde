// The account page's calls (/profile/account, docs/adr/0023–0026), one function per operation, and the slots of its
// four machines. Each resolves with the reply's data or rejects with an ApiError carrying the server's first message
// (and the field it names, which the change-password form shows under that field).
import type { DataFile } from '@machines/download-data/download-data.machine'
import type { ChangePasswordRequest } from '@machines/change-password/change-password.machine'
import type { RequestBody, SuccessData } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** The name a file is saved under when the reply does not give one. */
export const DATA_FILE_FALLBACK_NAME = 'oja-data.json'

/** POST api/users/changePassword: this session stays, the others end. */
export async function changePassword(
  body: ChangePasswordRequest,
  { signal, client = api }: CallOptions = {},
): Promise<SuccessData<'changePassword'>> {
  return (await unwrap(client.POST('/api/users/changePassword', { body, signal }))).data
}

/** POST api/users/signOutEverywhere: every session ends, this one included; how many ended. */
export async function signOutEverywhere({ signal, client = api }: CallOptions = {}): Promise<number> {
  return (await unwrap(client.POST('/api/users/signOutEverywhere', { signal }))).data.ended
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if it gives one. */
export function attachmentName(disposition: string | null): string | null {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1] ?? null
  // Only a plain name: never a path the browser would have to clean.
  return name && !/[\\/]/.test(name) ? name : null
}

/** GET api/users/me/data: the export as the server sent it, with the name it asks the browser to save it under. */
export async function exportMyData({ signal, client = api }: CallOptions = {}): Promise<DataFile> {
  const result = client.GET('/api/users/me/data', { parseAs: 'blob', signal })
  const blob = await unwrap(result)
  const { response } = await result
  return { blob, fileName: attachmentName(response.headers.get('Content-Disposition')) ?? DATA_FILE_FALLBACK_NAME }
}

/** POST api/users/deleteAccount: the account's email, typed to confirm. */
export async function deleteAccount(
  body: RequestBody<'deleteAccount'>,
  { signal, client = api }: CallOptions = {},
): Promise<void> {
  await unwrap(client.POST('/api/users/deleteAccount', { body, signal }))
}

/** Slots of machines/change-password. */
export function changePasswordActors(client?: Api) {
  return {
    changePassword: fromRequest<void, ChangePasswordRequest>(async (body, signal) => {
      await changePassword(body, { signal, client })
    }),
  }
}

/** Slots of machines/sign-out-everywhere. */
export function signOutEverywhereActors(client?: Api) {
  return { signOutEverywhere: fromRequest<number>((_, signal) => signOutEverywhere({ signal, client })) }
}

/** Slots of machines/download-data. */
export function downloadDataActors(client?: Api) {
  return { exportMyData: fromRequest<DataFile>((_, signal) => exportMyData({ signal, client })) }
}

/** Slots of machines/delete-account. */
export function deleteAccountActors(client?: Api) {
  return {
    deleteAccount: fromRequest<void, { email: string }>((body, signal) => deleteAccount(body, { signal, client })),
  }
}
