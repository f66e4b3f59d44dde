import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { CURRENT_PASSWORD_WRONG, DELETE_REFUSED_ORDER } from '@/domain/account-recovery'
import { clientReplying, json } from './test-client'
import {
  attachmentName,
  changePassword,
  changePasswordActors,
  DATA_FILE_FALLBACK_NAME,
  deleteAccountActors,
  downloadDataActors,
  exportMyData,
  signOutEverywhereActors,
} from './account-settings-actors'
import { ApiError } from './errors'

describe('the account page calls', () => {
  it('changes the password with the bearer token, sending both passwords', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { changed: true, signedOut: 2 } }), 'tok-1')
    const actor = createActor(changePasswordActors(client).changePassword, {
      input: { currentPassword: 'old-pass', password: 'new-pass' },
    }).start()
    await expect(toPromise(actor)).resolves.toBeUndefined()
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/changePassword')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1')
    await expect(seen[0]!.json()).resolves.toEqual({ currentPassword: 'old-pass', password: 'new-pass' })
  })

  it('rejects a wrong current password with the field the server names', async () => {
    const { client } = clientReplying(() =>
      json(400, { errors: [{ message: CURRENT_PASSWORD_WRONG, field: 'currentPassword' }] }),
    )
    const refusal = changePassword({ currentPassword: 'nope', password: 'new-pass' }, { client })
    await expect(refusal).rejects.toBeInstanceOf(ApiError)
    await expect(refusal).rejects.toMatchObject({
      status: 400,
      message: CURRENT_PASSWORD_WRONG,
      messages: [{ message: CURRENT_PASSWORD_WRONG, field: 'currentPassword' }],
    })
  })

  it('signs out everywhere and answers how many sessions ended', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { ended: 3 } }), 'tok-1')
    const actor = createActor(signOutEverywhereActors(client).signOutEverywhere).start()
    await expect(toPromise(actor)).resolves.toBe(3)
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/signOutEverywhere')
  })

  it('downloads the export as a file named by the reply', async () => {
    const body = JSON.stringify({ data: { account: { email: 'ada@oja.test' } } })
    const { client, seen } = clientReplying(
      () =>
        new Response(body, {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="oja-data-2026-11-27.json"',
          },
        }),
      'tok-1',
    )
    const actor = createActor(downloadDataActors(client).exportMyData).start()
    const file = await toPromise(actor)
    expect(file.fileName).toBe('oja-data-2026-11-27.json')
    await expect(file.blob.text()).resolves.toBe(body)
    expect(seen[0]!.method).toBe('GET')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/me/data')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it('rejects a download refused for coming too often with the message', async () => {
    const { client } = clientReplying(() => json(429, { errors: [{ message: 'Too many requests' }] }))
    await expect(exportMyData({ client })).rejects.toMatchObject({ status: 429, message: 'Too many requests' })
  })

  it('reads only a plain file name from the header', () => {
    expect(attachmentName('attachment; filename="oja-data-2026-01-02.json"')).toBe('oja-data-2026-01-02.json')
    expect(attachmentName('attachment; filename="../evil.json"')).toBeNull()
    expect(attachmentName(null)).toBeNull()
    expect(DATA_FILE_FALLBACK_NAME).toBe('oja-data.json')
  })

  it('deletes the account with the typed email, and rejects a refusal with its reason', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { deleted: true } }))
    const actor = createActor(deleteAccountActors(client).deleteAccount, { input: { email: 'ada@oja.test' } }).start()
    await expect(toPromise(actor)).resolves.toBeUndefined()
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/deleteAccount')
    await expect(seen[0]!.json()).resolves.toEqual({ email: 'ada@oja.test' })

    const refused = clientReplying(() => json(409, { errors: [{ message: DELETE_REFUSED_ORDER }] }))
    const refusing = createActor(deleteAccountActors(refused.client).deleteAccount, {
      input: { email: 'ada@oja.test' },
    })
    const outcome = toPromise(refusing)
    refusing.start()
    await expect(outcome).rejects.toMatchObject({ status: 409, message: DELETE_REFUSED_ORDER })
  })
})
