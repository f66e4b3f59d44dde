// A staff page of one record (an order, a swap request) drawn for the staff member its page session cookie names
// (docs/adr/0050, 'Staff pages'): asked through the API as them for the record the address names, decoded as the route
// reads it; a record the API does not answer them (none such, not their role), or an address that names none, is the
// staff frame as before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_PAGE_ID, parseFirstPage, type FirstPage } from '../../src/domain/first-page'
import type { User } from '../../src/domain/contract'
import { STAFF_FIRST_REQUESTS } from '../../src/domain/staff-first-pages'
import { webPages, type ApiAnswer } from './web-pages'

let webRoot: string
beforeAll(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'oja-staff-record-'))
  mkdirSync(join(webRoot, '.vite'), { recursive: true })
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>',
  )
})
afterAll(() => rmSync(webRoot, { recursive: true, force: true }))

const owner = { email: 'owner@example.com', staffRole: 'owner' } as User

/** The pages, and the staff member's API: it answers only the records in `records`, by path. */
function drawn(records: Record<string, unknown>) {
  const asked: string[] = []
  const pages = webPages({
    webRoot,
    apiGet: async (): Promise<ApiAnswer> => ({ status: 200, body: { data: null } }),
    renderApp: async () => ({ head: [], body: '<main></main>' }),
  })
  const shopper = {
    user: owner,
    apiGet: async (path: string): Promise<ApiAnswer> => {
      asked.push(path)
      return path in records ? { status: 200, body: { data: records[path] } } : { status: 404, body: { errors: [] } }
    },
  }
  const open = async (path: string): Promise<FirstPage> => {
    const { html } = await pages.render(path, '', 'http://localhost', shopper)
    const json = new RegExp(`<script id="${FIRST_PAGE_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1]
    return parseFirstPage(json)!
  }
  return { open, asked }
}

describe('a staff page of one record', () => {
  it('is drawn with the order or the swap request the address names, under the request its route opens on', async () => {
    const order = STAFF_FIRST_REQUESTS.staffOrder('', { orderId: '65f1c0ffee0000000000a001' })
    const swap = STAFF_FIRST_REQUESTS.staffSwap('', { swapId: 'swap one' })
    expect([order, swap]).toEqual(['/api/staff/orders/65f1c0ffee0000000000a001', '/api/staff/swaps/swap%20one'])
    const { open } = drawn({ [order]: { _id: 'the order' }, [swap]: { _id: 'the swap' } })
    const orderPage = await open('/staff/orders/65f1c0ffee0000000000a001')
    expect(orderPage.session?.user.email).toBe(owner.email)
    expect(orderPage.answers[order]).toEqual({ _id: 'the order' })
    // The address's encoding is the route's (useParams decodes it).
    expect((await open('/staff/swaps/swap%20one')).answers[swap]).toEqual({ _id: 'the swap' })
  })

  it('is the frame for a record the API does not answer, and asks nothing for an address that names none', async () => {
    const { open, asked } = drawn({})
    const missing = await open('/staff/orders/65f1c0ffee0000000000a002')
    expect(missing.session).toBeUndefined()
    expect(asked).toEqual(['/api/staff/orders/65f1c0ffee0000000000a002'])
    const garbled = await open('/staff/swaps/%E0%A4%A')
    expect(garbled.session).toBeUndefined()
    expect(asked).toHaveLength(1)
  })
})
