import { afterEach, describe, expect, it, vi } from 'vitest'
import { OTP_SENT, type Session } from '@/domain/account'
import { clientReplying, json } from '@/api/test-client'
import type { Notice } from '@machines/lib/notice'
import { signInWithProvider, type ProviderSignIn } from './provider-sign-in'

const verified: Session = {
  token: 'tok-1',
  user: { email: 'ada@example.com', firstName: 'Ada', verificationCode: null },
}
const unverified: Session = { token: 'tok-2', user: { email: 'tunde@example.com', verificationCode: 'pending' } }

/** The session as stored: the server's user carries more fields (its id) than the test names. */
const stored = ({ token, user }: Session) => expect.objectContaining({ token, user: expect.objectContaining(user) })

/** What the server says to the sign-in: a session, or a refusal with this message. */
type SignInReply = Session | string

function apiSession({ token, user }: Session) {
  return { token, user: { _id: 'u1', isAuth: true, ...user, verificationCode: user.verificationCode === 'pending' } }
}

function start(options: { provider: ProviderSignIn['provider']; signIn: SignInReply; from?: string | null }) {
  // What the server was asked, by operation.
  const calls = { signIn: vi.fn<(body: unknown) => void>(), sendOtp: vi.fn<(body: unknown) => void>() }
  const { client } = clientReplying(async (request) => {
    const body: unknown = await request.json()
    if (new URL(request.url).pathname === '/api/users/sendOtp') {
      calls.sendOtp(body)
      return json(200, { data: { sent: true } })
    }
    calls.signIn(body)
    return typeof options.signIn === 'string'
      ? json(401, { errors: [{ message: options.signIn }] })
      : json(200, { data: apiSession(options.signIn) })
  })
  const storeSession = vi.fn<(session: Session) => void>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const signedIn = signInWithProvider({
    provider: options.provider,
    idToken: 'id-token',
    from: options.from ?? null,
    client,
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
      signIn: verified,
      from: '/cart',
    })

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'))
    expect(calls.signIn).toHaveBeenCalledWith({ oauthToken: 'id-token', keepSignedIn: true })
    expect(storeSession).toHaveBeenCalledWith(stored(verified))
    await vi.waitFor(() => expect(outcome.settled).toBe('resolved'))
  })

  it('sends an Apple token as appleToken and goes to /profile when there is nowhere to return to', async () => {
    const { calls, storeSession, navigate } = start({ provider: 'apple', signIn: verified })

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile'))
    expect(calls.signIn).toHaveBeenCalledWith({ appleToken: 'id-token', keepSignedIn: true })
    expect(storeSession).toHaveBeenCalledWith(stored(verified))
  })

  it('rejects with the server refusal when Apple sign-in is refused, for the modal to show (spec §8)', async () => {
    const { storeSession, navigate, outcome } = start({ provider: 'apple', signIn: 'Apple account not linked' })

    await vi.waitFor(() => expect(outcome.settled).toBe('rejected'))
    expect(outcome.reason).toMatchObject({ status: 401, message: 'Apple account not linked' })
    expect(storeSession).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('rejects with the server refusal when a Google token is refused, for the modal to log (spec §8)', async () => {
    const { storeSession, outcome } = start({ provider: 'google', signIn: 'Invalid Google credential' })

    await vi.waitFor(() => expect(outcome.settled).toBe('rejected'))
    expect(outcome.reason).toMatchObject({ status: 401, message: 'Invalid Google credential' })
    expect(storeSession).not.toHaveBeenCalled()
  })

  it('sends an unverified shopper the OTP after 1 s and then to /verification (spec §4)', async () => {
    vi.useFakeTimers()
    const started = start({ provider: 'google', signIn: unverified, from: '/cart' })
    const { calls, storeSession, notify, navigate } = started

    const { outcome } = started
    await vi.waitFor(() => expect(storeSession).toHaveBeenCalledWith(stored(unverified)))
    // The session is stored: the modal may close while the code goes out on its own.
    await vi.waitFor(() => expect(outcome.settled).toBe('resolved'))
    expect(calls.sendOtp).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1000)

    expect(calls.sendOtp).toHaveBeenCalledWith({ email: 'tunde@example.com' })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: OTP_SENT })
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/verification')
  })
})
