import { afterEach, describe, expect, it, vi } from 'vitest'
import { OTP_SENT, type Session } from '@/domain/account'
import type { AccountApi } from '@/api/account-actors'
import type { Notice } from '@machines/lib/notice'
import { signInWithProvider, type ProviderSignIn } from './provider-sign-in'

const verified: Session = { token: 'tok-1', user: { email: 'ada@example.com', firstName: 'Ada' } }
const unverified: Session = { token: 'tok-2', user: { email: 'tunde@example.com', verificationCode: 'pending' } }

function start(options: { provider: ProviderSignIn['provider']; signIn: AccountApi['signIn']; from?: string | null }) {
  const calls = {
    signIn: vi.fn(options.signIn),
    signUp: vi.fn<AccountApi['signUp']>(),
    sendOtp: vi.fn<AccountApi['sendOtp']>(async () => {}),
    verifyOtp: vi.fn<AccountApi['verifyOtp']>(),
    refreshToken: vi.fn<AccountApi['refreshToken']>(),
  }
  const storeSession = vi.fn<(session: Session) => void>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const signedIn = signInWithProvider({
    provider: options.provider,
    idToken: 'id-token',
    from: options.from ?? null,
    calls,
    storeSession,
    notify,
    navigate,
  })
  // Settled-ness is read without awaiting, so a test can look before and after.
  const outcome = { settled: false as false | 'resolved' | 'rejected', reason: undefined as unknown }
  signedIn.then(
    () => (outcome.settled = 'resolved'),
    (reason: unknown) => Object.assign(outcome, { settled: 'rejected', reason }),
  )
  return { calls, storeSession, notify, navigate, outcome }
}

describe('signing in with a provider token', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('sends a Google token as oauthToken, stores the session and returns to where the shopper was', async () => {
    const { calls, storeSession, navigate, outcome } = start({
      provider: 'google',
      signIn: async () => verified,
      from: '/cart',
    })

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'))
    expect(calls.signIn).toHaveBeenCalledWith({ oauthToken: 'id-token' })
    expect(storeSession).toHaveBeenCalledWith(verified)
    await vi.waitFor(() => expect(outcome.settled).toBe('resolved'))
  })

  it('sends an Apple token as appleToken and goes to /profile when there is nowhere to return to', async () => {
    const { calls, storeSession, navigate } = start({ provider: 'apple', signIn: async () => verified })

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile'))
    expect(calls.signIn).toHaveBeenCalledWith({ appleToken: 'id-token' })
    expect(storeSession).toHaveBeenCalledWith(verified)
  })

  it('rejects with the server refusal when Apple sign-in is refused, for the modal to show (spec §8)', async () => {
    const refusal = new Error('Apple account not linked')
    const { storeSession, navigate, outcome } = start({
      provider: 'apple',
      signIn: async () => {
        throw refusal
      },
    })

    await vi.waitFor(() => expect(outcome.settled).toBe('rejected'))
    expect(outcome.reason).toBe(refusal)
    expect(storeSession).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('rejects with the server refusal when a Google token is refused, for the modal to log (spec §8)', async () => {
    const refusal = new Error('Invalid Google credential')
    const { storeSession, outcome } = start({
      provider: 'google',
      signIn: async () => {
        throw refusal
      },
    })

    await vi.waitFor(() => expect(outcome.settled).toBe('rejected'))
    expect(outcome.reason).toBe(refusal)
    expect(storeSession).not.toHaveBeenCalled()
  })

  it('sends an unverified shopper the OTP after 1 s and then to /verification (spec §4)', async () => {
    vi.useFakeTimers()
    const started = start({ provider: 'google', signIn: async () => unverified, from: '/cart' })
    const { calls, storeSession, notify, navigate } = started

    const { outcome } = started
    await vi.waitFor(() => expect(storeSession).toHaveBeenCalledWith(unverified))
    // The session is stored: the modal may close while the code goes out on its own.
    await vi.waitFor(() => expect(outcome.settled).toBe('resolved'))
    expect(calls.sendOtp).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1000)

    expect(calls.sendOtp).toHaveBeenCalledWith({ email: 'tunde@example.com' })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: OTP_SENT })
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/verification')
  })
})
