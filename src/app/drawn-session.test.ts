// Who a page drawn by the server is taken over for (docs/adr/0050): the stored session decides.
import { describe, expect, it } from 'vitest'
import type { FirstPage } from '@/domain/first-page'
import type { User } from '@/domain/contract'
import { takeover } from './drawn-session'

const ada: User = {
  _id: 'user-ada',
  email: 'Ada@Example.com',
  firstName: 'Ada',
  lastName: 'Obi',
  referralCode: null,
  verificationCode: false,
  vendorId: null,
  isAuth: true,
  staffRole: null,
}
const forAda: FirstPage = { renderedAt: 0, answers: {}, session: { user: ada } }

describe('taking over a drawn page', () => {
  it('hydrates a page drawn for nobody, reading the session from storage as the app starts', () => {
    expect(takeover({ renderedAt: 0, answers: {} }, null)).toEqual({ kind: 'asDrawn', readAhead: null })
  })

  it("hydrates a page drawn for the stored session's shopper signed in, with the server's user and the stored token", () => {
    const { kind, readAhead } = takeover(forAda, { token: 'stored', user: { email: 'ada@example.com' } })
    expect(kind).toBe('asDrawnFor')
    expect(readAhead).toMatchObject({ token: 'stored', user: { email: ada.email, firstName: 'Ada' } })
  })

  it('draws afresh a page drawn for someone the stored session is not, or with no stored session', () => {
    expect(takeover(forAda, { token: 'stored', user: { email: 'bea@example.com' } }).kind).toBe('afresh')
    expect(takeover(forAda, null).kind).toBe('afresh')
  })
})
