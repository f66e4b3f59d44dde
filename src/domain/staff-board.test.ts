import { describe, expect, it } from 'vitest'
import { BOARD_PAGE_SIZE, parseBoardQuery, serialiseBoardQuery, toStaffOrdersQuery } from './staff-board'

describe('the staff board filters in the address', () => {
  it('reads every filter the address sets', () => {
    expect(
      parseBoardQuery('?status=Ready+for+pickup&deliveryMethod=express&from=2026-11-01&to=2026-11-27&q=ada&page=3'),
    ).toEqual({
      status: 'Ready for pickup',
      deliveryMethod: 'express',
      from: '2026-11-01',
      to: '2026-11-27',
      q: 'ada',
      page: 3,
    })
  })

  it('leaves out what the contract would refuse, so a bad link still opens the board', () => {
    expect(parseBoardQuery('status=Lost&deliveryMethod=drone&from=2026-13-01&to=yesterday&q=+++&page=-2')).toEqual({
      page: 1,
    })
  })

  it('writes only what is set, page 1 left out, and reads it back the same', () => {
    const filters = { status: 'Pending', q: ' 0803 ', page: 1 } as const
    expect(serialiseBoardQuery(filters)).toBe('status=Pending&q=0803')
    expect(serialiseBoardQuery({ page: 1 })).toBe('')
    const shared = { deliveryMethod: 'standard', from: '2026-11-02', page: 4 } as const
    expect(parseBoardQuery(serialiseBoardQuery(shared))).toEqual(shared)
  })

  it('asks the API for the filters set and a page of the board', () => {
    expect(toStaffOrdersQuery({ status: 'Shipped', q: ' ', page: 2 })).toEqual({
      status: 'Shipped',
      page: 2,
      limit: BOARD_PAGE_SIZE,
    })
  })
})
