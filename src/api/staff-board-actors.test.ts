import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { listAuditLog, listStaffOrders } from './staff-board-actors'
import { clientReplying, json } from './test-client'

const emptyPage = { docs: [], page: 2, nextPage: null, prevPage: 1, totalDocs: 20, totalPages: 2 }

describe('the staff board calls', () => {
  it('asks for the filtered page of the board and answers its data', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: emptyPage }), 'jwt-staff')
    const page = await listStaffOrders(
      { status: 'Ready for pickup', deliveryMethod: 'express', from: '2026-11-01', q: 'OJA-7', page: 2, limit: 20 },
      { client },
    )
    expect(page).toEqual(emptyPage)
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe('/api/staff/orders')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'Ready for pickup',
      deliveryMethod: 'express',
      from: '2026-11-01',
      q: 'OJA-7',
      page: '2',
      limit: '20',
    })
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer jwt-staff')
  })

  it("rejects a 403 with the server's message and its status", async () => {
    const { client } = clientReplying(() => json(403, { errors: [{ message: "Only the store's staff can do this." }] }))
    const refused = await listStaffOrders({ page: 1, limit: 20 }, { client }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 403, message: "Only the store's staff can do this." })
  })

  it("asks for one target's page of the audit log", async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { ...emptyPage, page: 1, prevPage: null } }))
    await listAuditLog({ target: '65f1c0ffee0000000000a001', page: 1, limit: 25 }, { client })
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe('/api/staff/audit')
    expect(Object.fromEntries(url.searchParams)).toEqual({ target: '65f1c0ffee0000000000a001', page: '1', limit: '25' })
  })
})
