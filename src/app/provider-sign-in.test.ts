import { afterEach, describe, expect, it, vi } from 'vitest'
import { OTP_SENT, type Session } from '@/domain/account'
import type { AccountApi } from '@/api/account-actors'
import type { SignInNotice } from '@machines/sign-in/sign-in.machine'
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
  const notify = vi.fn<(notice: SignInNotice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const onRefused = vi.fn<(message: string) => void>()
  const onGoogleRefused = vi.fn<() => void>()
  signInWithProvider({
    provider: options.provider,
    idToken: 'id-token',
    from: options.from ?? null,
    calls,
    storeSession,
    notify,
    navigate,
    onRefused,
    onGoogleRefused,
  })
  return { calls, storeSession, notify, navigate, onRefused, onGoogleRefused }
}

describe('signing in with a provider token', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('sends a Google token as oauthToken, stores the session and returns to where the shopper was', async () => {
    const { calls, storeSession, navigate, onRefused, onGoogleRefused } = start({ provider: 'google', signIn: async () => verified, from: '/cart' })

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'))
    expect(calls.signIn).toHaveBeenCalledWith({ oauthToken: 'id-token' })
    expect(storeSession).toHaveBeenCalledWith(verified)
    expect(onRefused).not.toHaveBeenCalled()
    expect(onGoogleRefused).not.toHaveBeenCalled()
  })

  it('sends an Apple token as appleToken and goes to /profile when there is nowhere to return to', async () => {
    const { calls, storeSession, navigate } = start({ provider: 'apple', signIn: async () => verified })

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile'))
    expect(calls.signIn).toHaveBeenCalledWith({ appleToken: 'id-token' })
    expect(storeSession).toHaveBeenCalledWith(verified)
  })

  it('reports the server message when Apple sign-in is refused (spec §8)', async () => {
    const { storeSession, onRefused, onGoogleRefused } = start({
      provider: 'apple',
      signIn: async () => {
        throw new Error('Apple account not linked')
      },
    })

    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledWith('Apple account not linked'))
    expect(onGoogleRefused).not.toHaveBeenCalled()
    expect(storeSession).not.toHaveBeenCalled()
  })

  it('only logs a refused Google sign-in (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const refusal = new Error('Invalid Google credential')
    const { storeSession, onRefused, onGoogleRefused } = start({
      provider: 'google',
      signIn: async () => {
        throw refusal
      },
    })

    await vi.waitFor(() => expect(onGoogleRefused).toHaveBeenCalledTimes(1))
    expect(logged).toHaveBeenCalledWith('Google sign-in failed', refusal)
    expect(onRefused).not.toHaveBeenCalled()
    expect(storeSession).not.toHaveBeenCalled()
  })

  it('sends an unverified shopper the OTP after 1 s and then to /verification (spec §4)', async () => {
    vi.useFakeTimers()
    const { calls, storeSession, notify, navigate } = start({ provider: 'google', signIn: async () => unverified, from: '/cart' })

    await vi.waitFor(() => expect(storeSession).toHaveBeenCalledWith(unverified))
    expect(calls.sendOtp).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1000)

    expect(calls.sendOtp).toHaveBeenCalledWith({ email: 'tunde@example.com' })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: OTP_SENT })
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/verification')
  })
})
