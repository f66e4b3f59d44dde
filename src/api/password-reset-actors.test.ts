import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { RESET_CODE_LOCKED, RESET_CODE_WRONG } from '@/domain/account-recovery'
import { forgotPassword, passwordResetActors, resetPassword } from './password-reset-actors'
import { clientReplying, json } from './test-client'
import { ApiError } from './errors'

describe('the password reset calls', () => {
  it('ask for a code with the email as the body and no session', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { sent: true } }))
    await forgotPassword({ email: 'ada@example.com' }, { client })
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/forgotPassword')
    expect(seen[0]!.headers.get('Authorization')).toBeNull()
    expect(await seen[0]!.json()).toEqual({ email: 'ada@example.com' })
  })

  it('set the new password with the email and the code', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { reset: true } }))
    await resetPassword({ email: 'ada@example.com', code: 'AB12C', password: 'new-pass' }, { client })
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/resetPassword')
    expect(await seen[0]!.json()).toEqual({ email: 'ada@example.com', code: 'AB12C', password: 'new-pass' })
  })

  it('reject a wrong code with the server message and the field it names', async () => {
    const { client } = clientReplying(() => json(400, { errors: [{ message: RESET_CODE_WRONG, field: 'code' }] }))
    const failure = resetPassword({ email: 'ada@example.com', code: 'AB12C', password: 'new-pass' }, { client })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 400, message: RESET_CODE_WRONG })
    await expect(failure.catch((error: ApiError) => error.messageFor('code'))).resolves.toBe(RESET_CODE_WRONG)
  })

  it("fill the machine's slots with the calls", async () => {
    const { client, seen } = clientReplying(() => json(429, { errors: [{ message: RESET_CODE_LOCKED }] }))
    const actors = passwordResetActors(client)
    const sent = createActor(actors.forgotPassword, { input: { email: 'ada@example.com' } }).start()
    await expect(toPromise(sent)).rejects.toMatchObject({ status: 429, message: RESET_CODE_LOCKED })
    expect(seen).toHaveLength(1)
  })
})
