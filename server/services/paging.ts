// One page of a list, as the API's paged replies carry it (a wallet's ledger, the audit log, the staff's orders board, a
// vendor's order lines): the page's rows and where it sits among all of them.

export interface Page<T> {
  docs: T[]
  page: number
  nextPage: number | null
  prevPage: number | null
  totalDocs: number
  totalPages: number
}

/** Page `page` of `total` rows, `limit` a page: `docs` are its rows. Past the end, prevPage is the last page. */
export function pageOf<T>(docs: T[], { page, limit, total }: { page: number; limit: number; total: number }): Page<T> {
  const totalPages = Math.ceil(total / limit)
  return {
    docs,
    page,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    totalDocs: total,
    totalPages,
  }
}
