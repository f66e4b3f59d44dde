import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { type Session } from '@/domain/account'
import { accountMessages } from '@/domain/account-forms'
import { signInMachine, type SignInCredentials } from './sign-in.machine'
import type { Notice } from '../lib/notice'

const verified: Session = { token: 'tok-1', user: { email: 'ada@example.com', firstName: 'Ada' } }
const unverified: Session = { token: 'tok-2', user: { email: 'tunde@example.com', verificationCode: '48213' } }

function start(
  options: {
    from?: string | null
    signIn?: (credentials: SignInCredentials) => Promise<Session>
    sendOtp?: (input: { email: string }) => Promise<void>
  } = {},
) {
  const clock = new SimulatedClock()
  const signIn = vi.fn(options.signIn ?? (async () => verified))
  const sendOtp = vi.fn(options.sendOtp ?? (async () => {}))
  const storeSession = vi.fn<(session: Session) => void>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const logic = signInMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => signIn(input)),
      sendOtp: fromPromise(({ input }) => sendOtp(input)),
    },
    actions: {
      storeSession: (_, session) => storeSession(session),
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
    },
  })
  const actor = createActor(logic, { clock, input: { from: options.from } }).start()
  const fill = (email: string, password: string) => {
    actor.send({ type: 'field.change', field: 'email', value: email })
    actor.send({ type: 'field.change', field: 'password', value: password })
  }
  return { actor, clock, fill, signIn, sendOtp, storeSession, notify, navigate }
}

describe('sign in', () => {
  describe('validation', () => {
    it('asks for the email and the password without calling the server', () => {
      const { actor, signIn } = start()

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().value).toBe('idle')
      expect(actor.getSnapshot().context.errors).toEqual({
        email: accountMessages.emailRequired,
        password: accountMessages.passwordRequired,
      })
      expect(signIn).not.toHaveBeenCalled()
    })

    it('asks for a valid email address when the email is not of email type', () => {
      const { actor, fill } = start()
      fill('ada.example.com', 'secret')

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().context.errors).toEqual({ email: accountMessages.emailInvalid })
    })

    it('clears only the message of the field being edited', () => {
      const { actor } = start()
      actor.send({ type: 'form.submit' })

      actor.send({ type: 'field.change', field: 'email', value: 'a' })

      expect(actor.getSnapshot().context.errors).toEqual({ password: accountMessages.passwordRequired })
      expect(actor.getSnapshot().context.email).toBe('a')
    })
  })

  describe('with email and password', () => {
    it('sends the trimmed email and the password as typed', async () => {
      const { actor, fill, signIn } = start()
      fill(' ada@example.com ', ' pass ')

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().value).toBe('submitting')
      expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: ' pass ', keepSignedIn: true })
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))
    })

    it("sends 'Keep me signed in' as the shopper left it", async () => {
      const { actor, fill, signIn } = start()
      fill('ada@example.com', 'pass')
      actor.send({ type: 'keepSignedIn.change', checked: false })

      actor.send({ type: 'form.submit' })

      expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'pass', keepSignedIn: false })
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))
    })

    it('cannot be submitted twice while the first attempt is on its way', () => {
      const { actor, fill, signIn } = start({ signIn: () => new Promise(() => {}) })
      fill('ada@example.com', 'secret')
      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false)
      actor.send({ type: 'form.submit' })
      expect(signIn).toHaveBeenCalledTimes(1)
    })

    it('stores the session and goes to /profile', async () => {
      const { actor, fill, storeSession, navigate, sendOtp } = start()
      fill('ada@example.com', 'secret')

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))

      expect(storeSession).toHaveBeenCalledWith(verified)
      expect(navigate).toHaveBeenCalledWith('/profile')
      expect(sendOtp).not.toHaveBeenCalled()
    })

    it('returns to the route a guard sent the user away from', async () => {
      const { actor, fill, navigate } = start({ from: '/checkout?step=2' })
      fill('ada@example.com', 'secret')

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))

      expect(navigate).toHaveBeenCalledWith('/checkout?step=2')
    })

    it('goes to /profile rather than back to an account page or another site', async () => {
      for (const from of [
        '/login',
        '/signup',
        '/logout/',
        '/verification?x=1',
        '//evil.example',
        'https://evil.example',
      ]) {
        const { actor, fill, navigate } = start({ from })
        fill('ada@example.com', 'secret')
        actor.send({ type: 'form.submit' })
        await waitFor(actor, (s) => s.matches({ success: 'redirected' }))
        expect(navigate, from).toHaveBeenCalledWith('/profile')
      }
    })

    it('shows the first server message and lets the user try again', async () => {
      let attempt = 0
      const { actor, fill, signIn, storeSession } = start({
        signIn: async () => {
          attempt += 1
          if (attempt === 1) throw new Error('Invalid email or password')
          return verified
        },
      })
      fill('ada@example.com', 'wrong')

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches('error'))
      expect(actor.getSnapshot().context.serverError).toBe('Invalid email or password')
      expect(storeSession).not.toHaveBeenCalled()

      actor.send({ type: 'field.change', field: 'password', value: 'right' })
      actor.send({ type: 'form.submit' })
      expect(actor.getSnapshot().context.serverError).toBeNull()
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))
      expect(signIn).toHaveBeenLastCalledWith({ email: 'ada@example.com', password: 'right', keepSignedIn: true })
    })

    it('falls back to the spec message when the server gives none', async () => {
      const { actor, fill } = start({
        signIn: async () => {
          throw new Error('')
        },
      })
      fill('ada@example.com', 'secret')

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches('error'))

      expect(actor.getSnapshot().context.serverError).toBe('An error has occured. please try again later')
    })
  })

  describe('an unverified user', () => {
    it('waits 1 s, sends the OTP, then goes to /verification', async () => {
      const { actor, clock, fill, storeSession, sendOtp, navigate, notify } = start({ signIn: async () => unverified })
      fill('tunde@example.com', 'secret')

      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches({ success: 'waitingToSendOtp' }))
      expect(storeSession).toHaveBeenCalledWith(unverified)

      clock.increment(999)
      expect(sendOtp).not.toHaveBeenCalled()
      expect(navigate).not.toHaveBeenCalled()

      clock.increment(1)
      expect(sendOtp).toHaveBeenCalledWith({ email: 'tunde@example.com' })
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'OTP code was sent successful' })
      expect(navigate).toHaveBeenCalledTimes(1)
      expect(navigate).toHaveBeenCalledWith('/verification')
    })

    it('ignores the origin route: verification comes first', async () => {
      const { actor, clock, fill, navigate } = start({ from: '/cart', signIn: async () => unverified })
      fill('tunde@example.com', 'secret')
      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches({ success: 'waitingToSendOtp' }))

      clock.increment(1000)
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))

      expect(navigate).toHaveBeenCalledWith('/verification')
      expect(navigate).not.toHaveBeenCalledWith('/cart')
    })

    it('shows the server message when the OTP cannot be sent and still goes to /verification', async () => {
      const { actor, clock, fill, navigate, notify } = start({
        signIn: async () => unverified,
        sendOtp: async () => {
          throw new Error('Mail server unavailable')
        },
      })
      fill('tunde@example.com', 'secret')
      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches({ success: 'waitingToSendOtp' }))

      clock.increment(1000)
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))

      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Mail server unavailable' })
      expect(navigate).toHaveBeenCalledWith('/verification')
    })
  })

  describe('with Google or Apple', () => {
    it('submits the Google credential without touching the form', async () => {
      const { actor, signIn, navigate } = start()

      actor.send({ type: 'signIn.google', oauthToken: 'google-credential' })
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))

      expect(signIn).toHaveBeenCalledWith({ oauthToken: 'google-credential', keepSignedIn: true })
      expect(navigate).toHaveBeenCalledWith('/profile')
    })

    it("sends the login page's 'Keep me signed in' with Google and Apple too", async () => {
      const { actor, signIn } = start()
      actor.send({ type: 'keepSignedIn.change', checked: false })

      actor.send({ type: 'signIn.google', oauthToken: 'google-credential' })
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))

      expect(signIn).toHaveBeenCalledWith({ oauthToken: 'google-credential', keepSignedIn: false })
    })

    it('shows nothing when Google sign-in fails', async () => {
      const { actor } = start({
        signIn: async () => {
          throw new Error('Google token rejected')
        },
      })

      actor.send({ type: 'signIn.google', oauthToken: 'stale' })
      await waitFor(actor, (s) => !s.matches('submitting'))

      expect(actor.getSnapshot().value).toBe('idle')
      expect(actor.getSnapshot().context.serverError).toBeNull()
    })

    it('submits the Apple token and shows its failure like any other', async () => {
      const { actor, signIn } = start({
        signIn: async () => {
          throw new Error('Apple account not linked')
        },
      })

      actor.send({ type: 'signIn.apple', appleToken: 'apple-token' })
      await waitFor(actor, (s) => s.matches('error'))

      expect(signIn).toHaveBeenCalledWith({ appleToken: 'apple-token', keepSignedIn: true })
      expect(actor.getSnapshot().context.serverError).toBe('Apple account not linked')
    })

    it('sends an unverified Google user to /verification too', async () => {
      const { actor, clock, navigate } = start({ signIn: async () => unverified })

      actor.send({ type: 'signIn.google', oauthToken: 'google-credential' })
      await waitFor(actor, (s) => s.matches({ success: 'waitingToSendOtp' }))
      clock.increment(1000)
      await waitFor(actor, (s) => s.matches({ success: 'redirected' }))

      expect(navigate).toHaveBeenCalledWith('/verification')
    })
  })
})
