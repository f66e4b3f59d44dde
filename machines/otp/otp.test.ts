import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { Session } from '@/domain/account'
import { otpMachine } from './otp.machine'
import type { Notice } from '../lib/notice'

const refreshed: Session = { token: 'tok-verified', user: { email: 'tunde@example.com', verificationCode: null } }

function start(
  options: {
    verifyOtp?: (input: { email: string; otp: string }) => Promise<void>
    refreshToken?: () => Promise<Session>
    sendOtp?: (input: { email: string }) => Promise<void>
  } = {},
) {
  const clock = new SimulatedClock()
  const verifyOtp = vi.fn(options.verifyOtp ?? (async () => {}))
  const refreshToken = vi.fn(options.refreshToken ?? (async () => refreshed))
  const sendOtp = vi.fn(options.sendOtp ?? (async () => {}))
  const storeSession = vi.fn<(session: Session) => void>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const logic = otpMachine.provide({
    actors: {
      verifyOtp: fromPromise(({ input }) => verifyOtp(input)),
      refreshToken: fromPromise(() => refreshToken()),
      sendOtp: fromPromise(({ input }) => sendOtp(input)),
    },
    actions: {
      storeSession: (_, session) => storeSession(session),
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
    },
  })
  const actor = createActor(logic, { clock, input: { email: 'tunde@example.com' } }).start()
  return { actor, clock, verifyOtp, refreshToken, sendOtp, storeSession, notify, navigate }
}

describe('otp', () => {
  describe('entering the code', () => {
    it('starts waiting for a code with the resend link available', () => {
      const { actor } = start()

      expect(actor.getSnapshot().value).toBe('enteringCode')
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true)
    })

    it('refuses a code that is not exactly 5 characters', () => {
      const { actor, verifyOtp } = start()

      for (const code of ['', '1234', '123456']) {
        expect(actor.getSnapshot().can({ type: 'code.submit', code }), code).toBe(false)
        actor.send({ type: 'code.submit', code })
        expect(actor.getSnapshot().value).toBe('enteringCode')
      }
      expect(verifyOtp).not.toHaveBeenCalled()
      expect(actor.getSnapshot().can({ type: 'code.submit', code: '12345' })).toBe(true)
    })

    it('keeps the code as it is typed', () => {
      const { actor } = start()

      actor.send({ type: 'code.change', code: '123' })

      expect(actor.getSnapshot().context.code).toBe('123')
    })
  })

  describe('verifying', () => {
    it('verifies, refreshes the session, thanks the user and goes to /profile after 1 s', async () => {
      const { actor, clock, verifyOtp, refreshToken, storeSession, notify, navigate } = start()
      actor.send({ type: 'code.change', code: 'A1b2C' })

      actor.send({ type: 'code.submit', code: 'A1b2C' })
      expect(actor.getSnapshot().hasTag('loading')).toBe(true)
      expect(verifyOtp).toHaveBeenCalledWith({ email: 'tunde@example.com', otp: 'A1b2C' })

      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(refreshToken).toHaveBeenCalledTimes(1)
      expect(storeSession).toHaveBeenCalledWith(refreshed)
      expect(actor.getSnapshot().context.code).toBe('')
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Verification was successful' })

      clock.increment(999)
      expect(navigate).not.toHaveBeenCalled()
      clock.increment(1)
      expect(navigate).toHaveBeenCalledWith('/profile')
      expect(actor.getSnapshot().value).toBe('verified')
      expect(actor.getSnapshot().status).toBe('done')
    })

    it('refreshes the token only after the code is accepted', async () => {
      let accept!: () => void
      const { actor, refreshToken } = start({ verifyOtp: () => new Promise<void>((resolve) => (accept = resolve)) })

      actor.send({ type: 'code.submit', code: '12345' })
      expect(refreshToken).not.toHaveBeenCalled()

      accept()
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(refreshToken).toHaveBeenCalledTimes(1)
    })

    it('shows the first server error and lets the user correct the code', async () => {
      const { actor, notify, refreshToken } = start({
        verifyOtp: async () => {
          throw new Error('Invalid OTP')
        },
      })

      actor.send({ type: 'code.submit', code: '99999' })
      await waitFor(actor, (s) => s.matches('enteringCode'))

      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Invalid OTP' })
      expect(actor.getSnapshot().context.code).toBe('99999')
      expect(refreshToken).not.toHaveBeenCalled()
    })

    it('falls back to the spec message when the server gives none', async () => {
      const { actor, notify } = start({
        verifyOtp: async () => {
          throw new Error('')
        },
      })

      actor.send({ type: 'code.submit', code: '99999' })
      await waitFor(actor, (s) => s.matches('enteringCode'))

      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'An error has occured. please try again later' })
    })

    it('stays on the page with the reason when the session cannot be refreshed', async () => {
      const { actor, notify, navigate, storeSession } = start({
        refreshToken: async () => {
          throw new Error('Network down')
        },
      })

      actor.send({ type: 'code.submit', code: '12345' })
      await waitFor(actor, (s) => s.matches('enteringCode'))

      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Network down' })
      expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }))
      expect(storeSession).not.toHaveBeenCalled()
      expect(navigate).not.toHaveBeenCalled()
    })
  })

  describe('resending the code', () => {
    it('sends a new code once, says so, and then offers no more resends', async () => {
      const { actor, sendOtp, notify } = start()

      actor.send({ type: 'code.resend' })
      expect(actor.getSnapshot().value).toBe('resending')
      expect(sendOtp).toHaveBeenCalledWith({ email: 'tunde@example.com' })
      await waitFor(actor, (s) => s.matches('enteringCode'))

      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'OTP code was sent successful' })
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
      actor.send({ type: 'code.resend' })
      expect(sendOtp).toHaveBeenCalledTimes(1)
    })

    it('gives the resend back when the code could not be sent', async () => {
      const { actor, notify } = start({
        sendOtp: async () => {
          throw new Error('Mail server unavailable')
        },
      })

      actor.send({ type: 'code.resend' })
      await waitFor(actor, (s) => s.matches('enteringCode'))

      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Mail server unavailable' })
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true)
    })

    it('keeps what the user types while the new code is on its way', () => {
      const { actor } = start({ sendOtp: () => new Promise(() => {}) })
      actor.send({ type: 'code.resend' })

      actor.send({ type: 'code.change', code: '4821' })

      expect(actor.getSnapshot().context.code).toBe('4821')
      expect(actor.getSnapshot().can({ type: 'code.submit', code: '48213' })).toBe(false)
    })
  })
})
