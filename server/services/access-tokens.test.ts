// Access tokens verified a moment ago are known again without verifying them (docs/adr/0048): a bounded keep, each
// token's expiry still checked on every use, and nothing of its session kept (the guard reads that every call).
import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors'
import { SESSION_EXPIRED_MESSAGE, tokenService, verifiedTokens } from './tokens'

const SECRET = 'a store secret that is at least 32 characters long'

describe('verified access tokens', () => {
  it('are kept at most `max` of them, and each says what verifying it said', async () => {
    const kept = verifiedTokens({ max: 2 })
    const tokens = tokenService({ secret: SECRET, lifetimeSeconds: 3600, verified: kept })
    const issued = await Promise.all(['a', 'b', 'c'].map((user) => tokens.issue(`user-${user}`, `session-${user}`)))
    for (const token of issued) await tokens.verify(token)
    expect(kept.size).toBe(2)
    expect(kept.has(issued[0]!)).toBe(false)
    expect(await tokens.verify(issued[2]!)).toEqual({ userId: 'user-c', sessionId: 'session-c' })
    expect(await tokens.verify(issued[0]!)).toEqual({ userId: 'user-a', sessionId: 'session-a' })
  })

  it('still expire when the clock reaches their end, kept or not', async () => {
    let at = Date.parse('2026-11-28T12:00:00Z')
    const kept = verifiedTokens()
    const tokens = tokenService({ secret: SECRET, lifetimeSeconds: 60, verified: kept, now: () => new Date(at) })
    const token = await tokens.issue('user-a', 'session-a')
    await tokens.verify(token)
    at += 59_999
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 'user-a', sessionId: 'session-a' })
    at += 1
    const refused = await tokens.verify(token).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DomainError)
    expect((refused as DomainError).message).toBe(SESSION_EXPIRED_MESSAGE)
    expect(kept.has(token)).toBe(false)
  })

  it('are forgotten after their time, and a token another secret signed is never kept', async () => {
    const kept = verifiedTokens({ ttlMs: 1 })
    const tokens = tokenService({ secret: SECRET, lifetimeSeconds: 3600, verified: kept })
    const token = await tokens.issue('user-a', 'session-a')
    await tokens.verify(token)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(kept.has(token)).toBe(false)
    const forged = await tokenService({ secret: `${SECRET} but another`, lifetimeSeconds: 3600 }).issue('x', 'y')
    await expect(tokens.verify(forged)).rejects.toBeInstanceOf(DomainError)
    expect(kept.has(forged)).toBe(false)
  })
})
