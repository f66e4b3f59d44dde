import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { SIGNED_OUT_EVERYWHERE } from '@/domain/account-recovery'
import { signOutEverywhereMachine } from './sign-out-everywhere.machine'
import type { EndedSession, Notice } from '../lib/notice'

function start(answer: () => Promise<number> = async () => 3) {
  const signOutEverywhere = vi.fn(answer)
  const endSession = vi.fn<(ended: EndedSession) => void>()
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn()
  const actor = createActor(
    signOutEverywhereMachine.provide({
      actors: { signOutEverywhere: fromPromise(() => signOutEverywhere()) },
      actions: { endSession: (_, ended) => endSession(ended), notify: (_, notice) => notify(notice), logFailure },
    }),
  ).start()
  return { actor, signOutEverywhere, endSession, notify, logFailure }
}

describe('sign out of all devices', () => {
  it('asks first, and a shopper who keeps their sessions sends nothing', () => {
    const { actor, signOutEverywhere } = start()
    actor.send({ type: 'everywhere.ask' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'everywhere.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(signOutEverywhere).not.toHaveBeenCalled()
  })

  it('ends every session, then this one here, and sends the shopper to sign in', async () => {
    const { actor, signOutEverywhere, endSession, notify } = start()
    actor.send({ type: 'everywhere.ask' })
    actor.send({ type: 'everywhere.confirm' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(signOutEverywhere).toHaveBeenCalledTimes(1)
    expect(endSession).toHaveBeenCalledExactlyOnceWith({ message: SIGNED_OUT_EVERYWHERE, to: '/login' })
    expect(notify).not.toHaveBeenCalled()
  })

  it('keeps the shopper signed in when the server could not be reached, and says why', async () => {
    const { actor, endSession, notify, logFailure } = start(async () => {
      throw new Error('An error has occured. please try again later')
    })
    actor.send({ type: 'everywhere.ask' })
    actor.send({ type: 'everywhere.confirm' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(endSession).not.toHaveBeenCalled()
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      message: 'An error has occured. please try again later',
    })
    expect(logFailure).toHaveBeenCalledTimes(1)
  })
})
