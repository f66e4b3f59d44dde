import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ACCOUNT_DELETED, deleteRefusedBalanceMessage } from '@/domain/account-recovery'
import { deleteAccountMachine } from './delete-account.machine'
import type { EndedSession } from '../lib/notice'

function start(answer: (input: { email: string }) => Promise<void> = async () => undefined) {
  const deleteAccount = vi.fn(answer)
  const endSession = vi.fn<(ended: EndedSession) => void>()
  const logFailure = vi.fn()
  const actor = createActor(
    deleteAccountMachine.provide({
      actors: { deleteAccount: fromPromise(({ input }) => deleteAccount(input)) },
      actions: { endSession: (_, ended) => endSession(ended), logFailure },
    }),
    { input: { accountEmail: 'ada@oja.test' } },
  ).start()
  return { actor, deleteAccount, endSession, logFailure }
}

describe('delete my account', () => {
  it("deletes only once the account's email is typed, in any case", async () => {
    const { actor, deleteAccount, endSession } = start()
    actor.send({ type: 'deletion.open' })
    actor.send({ type: 'email.change', value: 'ada@oja.tes' })
    expect(actor.getSnapshot().can({ type: 'deletion.confirm' })).toBe(false)
    actor.send({ type: 'deletion.confirm' })
    expect(actor.getSnapshot().value).toBe('typing')

    actor.send({ type: 'email.change', value: 'Ada@Oja.Test ' })
    expect(actor.getSnapshot().can({ type: 'deletion.confirm' })).toBe(true)
    actor.send({ type: 'deletion.confirm' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(deleteAccount).toHaveBeenCalledExactlyOnceWith({ email: 'Ada@Oja.Test' })
    expect(endSession).toHaveBeenCalledExactlyOnceWith({ message: ACCOUNT_DELETED, to: '/' })
  })

  it('shows the refusal in the dialog and keeps the shopper signed in', async () => {
    const refusal = deleteRefusedBalanceMessage(250_000)
    const { actor, endSession } = start(async () => {
      throw new Error(refusal)
    })
    actor.send({ type: 'deletion.open' })
    actor.send({ type: 'email.change', value: 'ada@oja.test' })
    actor.send({ type: 'deletion.confirm' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toBe(refusal)
    expect(endSession).not.toHaveBeenCalled()
  })

  it('forgets what was typed and the refusal when the dialog closes', async () => {
    const { actor } = start(async () => {
      throw new Error('No')
    })
    actor.send({ type: 'deletion.open' })
    actor.send({ type: 'email.change', value: 'ada@oja.test' })
    actor.send({ type: 'deletion.confirm' })
    await waitFor(actor, (s) => s.matches('refused'))
    actor.send({ type: 'deletion.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context).toMatchObject({ typed: '', refusal: null })
  })
})
