import { describe, expect, it } from 'vitest'
import { CHAT_TEXT_MAX, chatEmail, chatTextProblem, chatTexts, isBusinessHours } from './chat'

describe('business hours, in Lagos (UTC+1)', () => {
  it('are Monday to Friday, 9AM to 5PM Lagos time', () => {
    // Monday 30 November 2026.
    expect(isBusinessHours(new Date('2026-11-30T08:00:00Z'))).toBe(true) // 9:00 in Lagos
    expect(isBusinessHours(new Date('2026-11-30T07:59:59Z'))).toBe(false) // 8:59
    expect(isBusinessHours(new Date('2026-11-30T15:59:59Z'))).toBe(true) // 16:59
    expect(isBusinessHours(new Date('2026-11-30T16:00:00Z'))).toBe(false) // 17:00
  })

  it('are closed at the weekend, by the Lagos day', () => {
    expect(isBusinessHours(new Date('2026-11-28T10:00:00Z'))).toBe(false) // Saturday
    expect(isBusinessHours(new Date('2026-11-29T10:00:00Z'))).toBe(false) // Sunday
    expect(isBusinessHours(new Date('2026-12-04T15:30:00Z'))).toBe(true) // Friday 16:30
  })
})

describe('a message', () => {
  it('needs a character other than spaces, and at most the limit', () => {
    expect(chatTextProblem('  ')).toBe(chatTexts.empty)
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX))).toBeNull()
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX + 1))).toBe(chatTexts.tooLong)
  })

  it('is emailed as plain text, as written', () => {
    const email = chatEmail([
      { author: 'shopper', text: '<b>Hi</b>', createdAt: '2026-11-30T08:00:00Z' },
      { author: 'staff', text: 'Hello', createdAt: '2026-11-30T08:01:00Z' },
    ])
    expect(email.text).toContain('You: <b>Hi</b>\nOja: Hello')
  })
})
