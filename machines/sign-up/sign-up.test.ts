import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { type Session } from '@/domain/account'
import { accountMessages, type SignUpRequest } from '@/domain/account-forms'
import { signUpMachine } from './sign-up.machine'
import type { Notice } from '../lib/notice'

const pending: Session = {
  token: 'tok-new',
  user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', verificationCode: '48213' },
}
const ready: Session = { token: 'tok-ready', user: { email: 'ada@example.com', firstName: 'Ada' } }

function start(signUpImpl?: (request: SignUpRequest) => Promise<Session>) {
  const signUp = vi.fn(signUpImpl ?? (async () => pending))
  const storeSession = vi.fn<(session: Session) => void>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const logic = signUpMachine.provide({
    actors: { signUp: fromPromise(({ input }) => signUp(input)) },
    actions: {
      storeSession: (_, session) => storeSession(session),
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
    },
  })
  const actor = createActor(logic).start()
  const fillRequired = () => {
    actor.send({ type: 'field.change', field: 'email', value: 'ada@example.com' })
    actor.send({ type: 'field.change', field: 'password', value: 'abcd' })
    actor.send({ type: 'field.change', field: 'acceptTerms', value: true })
  }
  return { actor, fillRequired, signUp, storeSession, notify, navigate }
}

describe('sign up', () => {
  describe('validation', () => {
    it('asks for email, password and the accepted terms without calling the server', () => {
      const { actor, signUp } = start()

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().value).toBe('idle')
      expect(actor.getSnapshot().context.errors).toEqual({
        email: accountMessages.emailRequired,
        password: accountMessages.passwordRequired,
        acceptTerms: accountMessages.termsRequired,
      })
      expect(signUp).not.toHaveBeenCalled()
    })

    it('refuses a 3-character password', () => {
      const { actor, fillRequired, signUp } = start()
      fillRequired()
      actor.send({ type: 'field.change', field: 'password', value: 'abc' })

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().context.errors).toEqual({ password: 'Password must be at least 4 characters' })
      expect(signUp).not.toHaveBeenCalled()
    })

    it('refuses the form until the terms checkbox is ticked', () => {
      const { actor, fillRequired } = start()
      fillRequired()
      actor.send({ type: 'field.change', field: 'acceptTerms', value: false })

      actor.send({ type: 'form.submit' })
      expect(actor.getSnapshot().context.errors).toEqual({ acceptTerms: accountMessages.termsRequired })

      actor.send({ type: 'field.change', field: 'acceptTerms', value: true })
      expect(actor.getSnapshot().context.errors).toEqual({})
      actor.send({ type: 'form.submit' })
      expect(actor.getSnapshot().value).toBe('submitting')
    })
  })

  describe('submitting', () => {
    it('sends the split name and the referral code', async () => {
      const { actor, fillRequired, signUp } = start()
      fillRequired()
      actor.send({ type: 'field.change', field: 'fullName', value: 'Ada Lovelace Byron' })
      actor.send({ type: 'field.change', field: 'referralCode', value: 'OJA25' })

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().hasTag('loading')).toBe(true)
      expect(signUp).toHaveBeenCalledWith({
        email: 'ada@example.com',
        password: 'abcd',
        firstName: 'Ada',
        lastName: 'Lovelace',
        referralCode: 'OJA25',
      })
      await waitFor(actor, (s) => s.status === 'done')
    })

    it('greets the user, stores the session and goes to /verification when a code is pending', async () => {
      const { actor, fillRequired, notify, storeSession, navigate } = start()
      fillRequired()

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches('success'))

      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: "You've successfully signed up, Ada" })
      expect(storeSession).toHaveBeenCalledWith(pending)
      expect(navigate).toHaveBeenCalledWith('/verification')
      expect(actor.getSnapshot().status).toBe('done')
    })

    it('goes home when no verification is needed', async () => {
      const { actor, fillRequired, navigate, storeSession } = start(async () => ready)
      fillRequired()

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches('success'))

      expect(storeSession).toHaveBeenCalledWith(ready)
      expect(navigate).toHaveBeenCalledWith('/')
      expect(navigate).not.toHaveBeenCalledWith('/verification')
    })

    it('greets by the typed name when the server leaves it out, else by email', async () => {
      const first = start(async () => ({ token: 't', user: { email: 'ada@example.com' } }))
      first.fillRequired()
      first.actor.send({ type: 'field.change', field: 'fullName', value: 'Ngozi Adichie' })
      first.actor.send({ type: 'form.submit' })
      await waitFor(first.actor, (s) => s.matches('success'))
      expect(first.notify).toHaveBeenCalledWith({ kind: 'success', message: "You've successfully signed up, Ngozi" })

      const second = start(async () => ({ token: 't', user: { email: 'ada@example.com' } }))
      second.fillRequired()
      second.actor.send({ type: 'form.submit' })
      await waitFor(second.actor, (s) => s.matches('success'))
      expect(second.notify).toHaveBeenCalledWith({
        kind: 'success',
        message: "You've successfully signed up, ada@example.com",
      })
    })

    it('shows the first server message, stops loading and lets the user try again', async () => {
      let attempt = 0
      const { actor, fillRequired, storeSession, navigate } = start(async () => {
        attempt += 1
        if (attempt === 1) throw new Error('Email already exists')
        return ready
      })
      fillRequired()

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches('error'))
      expect(actor.getSnapshot().context.serverError).toBe('Email already exists')
      expect(actor.getSnapshot().hasTag('loading')).toBe(false)
      expect(actor.getSnapshot().matches('submitting')).toBe(false)
      expect(storeSession).not.toHaveBeenCalled()
      expect(navigate).not.toHaveBeenCalled()

      actor.send({ type: 'field.change', field: 'email', value: 'ada2@example.com' })
      actor.send({ type: 'form.submit' })
      expect(actor.getSnapshot().context.serverError).toBeNull()
      await waitFor(actor, (s) => s.matches('success'))
    })

    it('falls back to the spec message when the server gives none', async () => {
      const { actor, fillRequired } = start(async () => {
        throw new TypeError('')
      })
      fillRequired()

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches('error'))

      expect(actor.getSnapshot().context.serverError).toBe('An error has occured. please try again later')
    })

    it('cannot be submitted twice while the first attempt is on its way', () => {
      const { actor, fillRequired, signUp } = start(() => new Promise(() => {}))
      fillRequired()
      actor.send({ type: 'form.submit' })

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false)
      expect(signUp).toHaveBeenCalledTimes(1)
    })
  })
})
