// Payment tokens: signed for their own audience, so a payment token never passes as a session and a session token
// never as a payment token; no expiry; any edit or another key refused.
import { SignJWT, decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import type { PaymentTokenPayload } from '../../src/domain/payment-token'
import { DEFAULT_CHECKOUTS, readPaymentToken } from '../../src/domain/payment-token'
import { DomainError, type ErrorKind } from '../errors'
import { paymentTokenService, tokenService } from './tokens'

const SECRET = 'a store secret that is at least 32 characters long'
const payload: PaymentTokenPayload = {
  amount: 1_300_000,
  name: 'Ada Obi',
  email: 'ada@example.com',
  deliveryMethod: 'express',
  addressId: '65a1f0c2e4b0a1b2c3d4e5f6',
  txRef: 'oja-0123456789abcdef0123456789abcdef',
  checkouts: [...DEFAULT_CHECKOUTS],
}

async function refusal(promise: Promise<unknown>): Promise<ErrorKind> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(DomainError)
  return (error as DomainError).kind
}

describe('payment tokens', () => {
  const payments = paymentTokenService({ secret: SECRET })
  const sessions = tokenService({ secret: SECRET, lifetimeSeconds: 3600 })

  it('carry the payload the payment page reads, name the shopper, and do not expire', async () => {
    const token = await payments.issue('user-1', payload)
    expect(readPaymentToken(token)).toEqual(payload)
    expect(decodeJwt(token)).toMatchObject({ sub: 'user-1', aud: 'oja-payment', iss: 'oja' })
    expect(decodeJwt(token).exp).toBeUndefined()
    await expect(payments.verify(token)).resolves.toEqual({ userId: 'user-1', payload })
  })

  it('are no session tokens, and session tokens are no payment tokens', async () => {
    expect(await refusal(sessions.verify(await payments.issue('user-1', payload)))).toBe('unauthenticated')
    expect(await refusal(payments.verify(await sessions.issue('user-1', 'session-1')))).toBe('invalid')
  })

  it('refuse an edited payload, another key, and text that is no token', async () => {
    const token = await payments.issue('user-1', payload)
    const [header, , signature] = token.split('.')
    const edited = `${header!}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), amount: 100 })).toString('base64url')}.${signature!}`
    expect(await refusal(payments.verify(edited))).toBe('invalid')
    const forged = await new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('oja')
      .setAudience('oja-payment')
      .setSubject('user-1')
      .sign(new TextEncoder().encode('another secret that is at least 32 characters'))
    expect(await refusal(payments.verify(forged))).toBe('invalid')
    expect(await refusal(payments.verify('not.a.token'))).toBe('invalid')
    // Signed by the store but missing a payload field: not a payment token.
    const partial = await new SignJWT({ amount: 100 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('oja')
      .setAudience('oja-payment')
      .setSubject('user-1')
      .sign(new TextEncoder().encode(SECRET))
    expect(await refusal(payments.verify(partial))).toBe('invalid')
  })
})
