import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { accountMessages } from '@/domain/account-forms'
import { CONFIRM_PASSWORD_MISMATCH } from '@/domain/confirm-password'
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED } from '@/domain/account-recovery'
import { changePasswordMachine, refusedField, type ChangePasswordRequest } from './change-password.machine'
import type { Notice } from '../lib/notice'

class FieldError extends Error {
  readonly messages: { message: string; field?: string }[]
  constructor(message: string, field?: string) {
    super(message)
    this.messages = [field ? { message, field } : { message }]
  }
}

function start(answer: (request: ChangePasswordRequest) => Promise<void> = async () => undefined) {
  const changePassword = vi.fn(answer)
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn()
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
      actions: { notify: (_, notice) => notify(notice), logFailure },
    }),
  ).start()
  const fill = (currentPassword: string, password: string, confirmPassword = password) => {
    actor.send({ type: 'field.change', field: 'currentPassword', value: currentPassword })
    actor.send({ type: 'field.change', field: 'password', value: password })
    actor.send({ type: 'field.change', field: 'confirmPassword', value: confirmPassword })
  }
  return { actor, changePassword, notify, logFailure, fill }
}

describe('change password', () => {
  it('sends nothing until the form keeps the sign-up rules, and says what to fix', () => {
    const { actor, changePassword, fill } = start()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: 'Enter your current password',
      password: accountMessages.passwordRequired,
    })
    fill('old-pass', 'new1', 'new2')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: CONFIRM_PASSWORD_MISMATCH })
    expect(changePassword).not.toHaveBeenCalled()
  })

  it('sends the current and new passwords, then empties the form and says the other devices are signed out', async () => {
    const { actor, changePassword, notify, fill } = start()
    fill('old-pass', 'new-pass')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('changed'))
    expect(changePassword).toHaveBeenCalledExactlyOnceWith({ currentPassword: 'old-pass', password: 'new-pass' })
    expect(actor.getSnapshot().context).toMatchObject({ currentPassword: '', password: '', confirmPassword: '' })
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', message: PASSWORD_CHANGED })
  })

  it('shows a wrong current password under that field, keeping what was typed', async () => {
    const { actor, notify, fill } = start(async () => {
      throw new FieldError(CURRENT_PASSWORD_WRONG, 'currentPassword')
    })
    fill('nope', 'new-pass')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.errors).toEqual({ currentPassword: CURRENT_PASSWORD_WRONG })
    expect(actor.getSnapshot().context.serverError).toBeNull()
    expect(actor.getSnapshot().context.password).toBe('new-pass')
    expect(notify).not.toHaveBeenCalled()

    actor.send({ type: 'field.change', field: 'currentPassword', value: 'old-pass' })
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('shows a refusal that names no field under the form', async () => {
    const { actor, fill, logFailure } = start(async () => {
      throw new FieldError('Too many attempts. Try again in a minute')
    })
    fill('old-pass', 'new-pass')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.serverError).toBe('Too many attempts. Try again in a minute')
    expect(logFailure).toHaveBeenCalledTimes(1)
  })

  it('reads the field only from an error that names one of the form’s', () => {
    expect(refusedField(new FieldError('x', 'currentPassword'))).toBe('currentPassword')
    expect(refusedField(new FieldError('x', 'email'))).toBeUndefined()
    expect(refusedField(new Error('x'))).toBeUndefined()
    expect(refusedField(null)).toBeUndefined()
  })
})
