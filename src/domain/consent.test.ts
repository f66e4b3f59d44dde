import { describe, expect, it } from 'vitest'
import { consentCookieValue, consentOf, isConsentChoice } from './consent'

describe('the consent cookie', () => {
  it('reads an accepted visitor with their anonymous id, and a decline', () => {
    expect(consentOf('accepted.0f3c2a1b-1111-4222-8333-444455556666')).toEqual({
      state: 'accepted',
      visitor: '0f3c2a1b-1111-4222-8333-444455556666',
    })
    expect(consentOf('declined')).toEqual({ state: 'declined' })
  })

  it('takes no cookie, or one the store did not write, as no choice', () => {
    for (const value of [
      undefined,
      '',
      'accepted',
      'accepted.',
      'accepted.short',
      'yes',
      'accepted.<script>x</script>',
    ])
      expect(consentOf(value)).toBeNull()
  })

  it('writes what it reads back', () => {
    const accepted = { state: 'accepted', visitor: '0f3c2a1b-1111-4222-8333-444455556666' } as const
    expect(consentOf(consentCookieValue(accepted))).toEqual(accepted)
    expect(consentOf(consentCookieValue({ state: 'declined' }))).toEqual({ state: 'declined' })
  })

  it('knows the two choices and nothing else', () => {
    expect(['accept', 'decline', 'Accept', '', undefined].map(isConsentChoice)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })
})
