import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { accountMessages } from '@/domain/account-forms'
import {
  PASSWORD_RESET_DONE,
  RESET_CODE_LOCKED,
  RESET_CODE_WRONG,
  resetCodeSentMessage,
} from '@/domain/account-recovery'
import { CONFIRM_PASSWORD_MISMATCH } from '@/domain/confirm-password'
import { forgotPasswordMachine, type ForgotPasswordField } from './forgot-password.machine'
import type { Notice } from '../lib/notice'

/** An API error as the client throws it: the first message, and every message with the field it names. */
function apiError(message: string, field?: string) {
  return Object.assign(new Error(message), { messages: [field ? { message, field } : { message }] })
}

function start(
  options: {
    forgotPassword?: (input: { email: string }) => Promise<void>
    resetPassword?: (input: { email: string; code: string; password: string }) => Promise<void>
  } = {},
) {
  const clock = new SimulatedClock()
  const forgotPassword = vi.fn(options.forgotPassword ?? (async () => {}))
  const resetPassword = vi.fn(options.resetPassword ?? (async () => {}))
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const logic = forgotPasswordMachine.provide({
    actors: {
      forgotPassword: fromPromise(({ input }) => forgotPassword(input)),
      resetPassword: fromPromise(({ input }) => resetPassword(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
    },
  })
  const actor = createActor(logic, { clock }).start()
  const type = (field: ForgotPasswordField, value: string) => actor.send({ type: 'field.change', field, value })
  return { actor, clock, forgotPassword, resetPassword, notify, navigate, type }
}

async function atCodeStep(harness: ReturnType<typeof start>) {
  harness.type('email', ' ada@example.com ')
  harness.actor.send({ type: 'email.submit' })
  await waitFor(harness.actor, (snapshot) => snapshot.matches('enteringCode'))
}

function fillReset(harness: ReturnType<typeof start>, code = 'AB12C', password = 'new-pass') {
  harness.type('code', code)
  harness.type('password', password)
  harness.type('confirmPassword', password)
}

describe('forgot password', () => {
  describe('step 1: the email', () => {
    it('asks for an email address as the sign-in form does, sending nothing', () => {
      const { actor, forgotPassword, type } = start()

      actor.send({ type: 'email.submit' })
      expect(actor.getSnapshot().context.errors).toEqual({ email: accountMessages.emailRequired })
      type('email', 'ada@')
      expect(actor.getSnapshot().context.errors).toEqual({})
      actor.send({ type: 'email.submit' })
      expect(actor.getSnapshot().context.errors).toEqual({ email: accountMessages.emailInvalid })
      expect(actor.getSnapshot().value).toBe('enteringEmail')
      expect(forgotPassword).not.toHaveBeenCalled()
    })

    it('sends the code to the trimmed address and moves to the code step', async () => {
      const harness = start()

      await atCodeStep(harness)

      expect(harness.forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com' })
      expect(harness.actor.getSnapshot().context.sentTo).toBe('ada@example.com')
      expect(harness.notify).not.toHaveBeenCalled()
    })

    it("keeps the address and shows the server's message when the code cannot be sent", async () => {
      const { actor, type } = start({
        forgotPassword: async () => {
          throw apiError('Too many requests. Try again in a minute')
        },
      })

      type('email', 'ada@example.com')
      actor.send({ type: 'email.submit' })
      expect(actor.getSnapshot().value).toBe('sending')
      await waitFor(actor, (snapshot) => snapshot.matches('enteringEmail'))

      expect(actor.getSnapshot().context).toMatchObject({
        email: 'ada@example.com',
        serverError: 'Too many requests. Try again in a minute',
      })
    })

    it('falls back to the generic message when the store cannot be reached', async () => {
      const { actor, type } = start({
        forgotPassword: async () => {
          throw new TypeError('')
        },
      })

      type('email', 'ada@example.com')
      actor.send({ type: 'email.submit' })
      await waitFor(actor, (snapshot) => snapshot.matches('enteringEmail'))

      expect(actor.getSnapshot().context.serverError).toBe('An error has occured. please try again later')
    })
  })

  describe('step 2: the code and the new password', () => {
    it('checks the code, the password and its confirmation before sending', async () => {
      const harness = start()
      await atCodeStep(harness)

      harness.type('code', 'AB12')
      harness.type('password', 'abc')
      harness.actor.send({ type: 'reset.submit' })
      expect(harness.actor.getSnapshot().context.errors).toEqual({
        code: accountMessages.codeLength,
        password: accountMessages.passwordTooShort,
      })
      harness.type('code', 'AB12C')
      harness.type('password', 'abcd')
      harness.type('confirmPassword', 'abce')
      harness.actor.send({ type: 'reset.submit' })
      expect(harness.actor.getSnapshot().context.errors).toEqual({ confirmPassword: CONFIRM_PASSWORD_MISMATCH })
      expect(harness.resetPassword).not.toHaveBeenCalled()
    })

    it('resets, says so, and goes to sign in 1 s later', async () => {
      const harness = start()
      await atCodeStep(harness)
      fillReset(harness)

      harness.actor.send({ type: 'reset.submit' })
      await waitFor(harness.actor, (snapshot) => snapshot.matches('done'))

      expect(harness.resetPassword).toHaveBeenCalledWith({
        email: 'ada@example.com',
        code: 'AB12C',
        password: 'new-pass',
      })
      expect(harness.notify).toHaveBeenCalledWith({ kind: 'success', message: PASSWORD_RESET_DONE })
      harness.clock.increment(999)
      expect(harness.navigate).not.toHaveBeenCalled()
      harness.clock.increment(1)
      expect(harness.navigate).toHaveBeenCalledWith('/login')
      expect(harness.actor.getSnapshot().status).toBe('done')
    })

    it('shows a wrong code by the code box and keeps everything typed', async () => {
      const harness = start({
        resetPassword: async () => {
          throw apiError(RESET_CODE_WRONG, 'code')
        },
      })
      await atCodeStep(harness)
      fillReset(harness)

      harness.actor.send({ type: 'reset.submit' })
      await waitFor(harness.actor, (snapshot) => snapshot.matches('enteringCode'))

      expect(harness.actor.getSnapshot().context).toMatchObject({
        code: 'AB12C',
        password: 'new-pass',
        confirmPassword: 'new-pass',
        errors: { code: RESET_CODE_WRONG },
        serverError: null,
      })
      // Typing a new code clears the message.
      harness.type('code', 'AB12D')
      expect(harness.actor.getSnapshot().context.errors).toEqual({})
    })

    it('shows a locked code, which names no field, under the form', async () => {
      const harness = start({
        resetPassword: async () => {
          throw apiError(RESET_CODE_LOCKED)
        },
      })
      await atCodeStep(harness)
      fillReset(harness)

      harness.actor.send({ type: 'reset.submit' })
      await waitFor(harness.actor, (snapshot) => snapshot.matches('enteringCode'))

      expect(harness.actor.getSnapshot().context).toMatchObject({ errors: {}, serverError: RESET_CODE_LOCKED })
    })

    it('sends a new code to the same address and says so, while the shopper keeps typing', async () => {
      let answer: () => void = () => {}
      const harness = start()
      await atCodeStep(harness)
      harness.forgotPassword.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)))

      harness.actor.send({ type: 'code.resend' })
      expect(harness.actor.getSnapshot().value).toBe('resending')
      harness.type('code', 'XY')
      answer()
      await waitFor(harness.actor, (snapshot) => snapshot.matches('enteringCode'))

      expect(harness.forgotPassword).toHaveBeenLastCalledWith({ email: 'ada@example.com' })
      expect(harness.actor.getSnapshot().context.code).toBe('XY')
      expect(harness.notify).toHaveBeenCalledWith({
        kind: 'success',
        message: resetCodeSentMessage('ada@example.com'),
      })
    })

    it("goes back to the email with 'Use a different email', dropping the old address's code", async () => {
      const harness = start()
      await atCodeStep(harness)
      harness.type('code', 'AB12C')

      harness.actor.send({ type: 'email.edit' })

      expect(harness.actor.getSnapshot().value).toBe('enteringEmail')
      expect(harness.actor.getSnapshot().context).toMatchObject({ email: ' ada@example.com ', code: '' })
    })
  })
})
