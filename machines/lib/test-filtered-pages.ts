// A filtered-pages machine over a small test table, for the shared machine's tests: rows with a kind, filtered by kind
// and by a typed search, 10 rows a page; the address keeps what is set.
import { filteredPagesMachine, type NumberedPage, type PageQuery } from './filtered-pages'

export interface TestFilters {
  kind?: string
  q?: string
  page: number
}

export interface TestRow {
  _id: string
  kind: string
}

/** As the contract's queries: every field optional. */
export type TestQuery = Omit<TestFilters, 'page'> & PageQuery

function serialise(filters: TestFilters): string {
  const params = new URLSearchParams()
  if (filters.kind) params.set('kind', filters.kind)
  if (filters.q) params.set('q', filters.q)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}

export const testPagesMachine = filteredPagesMachine<TestFilters, TestRow, TestQuery>({
  id: 'testPages',
  parseQuery: (search) => {
    const params = new URLSearchParams(search)
    const page = Number(params.get('page'))
    return {
      ...(params.get('kind') ? { kind: params.get('kind')! } : {}),
      ...(params.get('q') ? { q: params.get('q')! } : {}),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    }
  },
  serialiseQuery: serialise,
  toQuery: (filters) => ({ ...filters, limit: 10 }),
})

/** Page `page` of `totalPages`, holding `docs`. */
export function testRowsPage(docs: TestRow[], page = 1, totalPages = docs.length ? 1 : 0): NumberedPage<TestRow> {
  return { docs, page, totalPages, totalDocs: totalPages <= 1 ? docs.length : (totalPages - 1) * 10 + docs.length }
}
