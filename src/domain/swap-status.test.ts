// Where a swap request stands (docs/adr/0033): every pair of statuses is allowed or refused by the one table, and a
// reply is cleaned the same way on both sides.
import { describe, expect, it } from 'vitest'
import {
  canMoveSwap,
  cleanSwapReply,
  nextSwapStatuses,
  SWAP_STATUSES,
  swapStatusLabel,
  swapStatusMessages,
  type SwapStatus,
} from './swap-status'

const ALLOWED: Record<SwapStatus, SwapStatus[]> = {
  new: ['contacted', 'offerMade', 'declined', 'closed'],
  contacted: ['offerMade', 'declined', 'closed'],
  offerMade: ['accepted', 'declined', 'contacted', 'closed'],
  accepted: ['closed'],
  declined: [],
  closed: [],
}

describe('swap request moves', () => {
  for (const from of SWAP_STATUSES)
    for (const to of SWAP_STATUSES) {
      const allowed = ALLOWED[from].includes(to)
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canMoveSwap(from, to)).toBe(allowed)
      })
    }

  it('offers the moves in the order of the table', () => {
    for (const from of SWAP_STATUSES) expect(nextSwapStatuses(from)).toEqual(ALLOWED[from])
  })

  it('never stays where it is', () => {
    for (const status of SWAP_STATUSES) expect(canMoveSwap(status, status)).toBe(false)
  })

  it('names both statuses when a move is refused', () => {
    expect(swapStatusMessages.notAllowed('closed', 'offerMade')).toBe(
      'A swap request that is Closed cannot be marked Offer made.',
    )
    expect(swapStatusLabel('offerMade')).toBe('Offer made')
  })
})

describe('a reply', () => {
  it('keeps line breaks as \\n and trims each line and the ends', () => {
    expect(cleanSwapReply('  \r\nHello Ada,  \r\n\r\nWe offer ₦250,000.\rBye \n\n')).toBe(
      'Hello Ada,\n\nWe offer ₦250,000.\nBye',
    )
  })

  it('drops control characters but keeps tabs and the text itself', () => {
    expect(cleanSwapReply('a\u0000b\u0007c\td\u007f<b>e</b>')).toBe('abc\td<b>e</b>')
  })

  it('is empty when only spaces were typed', () => {
    expect(cleanSwapReply(' \n\t \r\n ')).toBe('')
  })
})
