// One page of a paged reply as the API answers it (the wallet's transactions, the vendor's orders), for the machines'
// tests, the stories and their fakes: this page holds `docs`, and there is a next page or none.
import type { ListPage } from './paged-list'

export function testListPage<TItem>(
  docs: TItem[],
  page = 1,
  nextPage: number | null = null,
): ListPage<TItem> & { page: number; prevPage: number | null; totalPages: number } {
  return {
    docs,
    page,
    nextPage,
    prevPage: page > 1 ? page - 1 : null,
    totalDocs: docs.length,
    totalPages: nextPage ?? page,
  }
}
