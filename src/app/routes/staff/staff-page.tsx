// What the staff pages' route modules share: the page's title and the staff frame, which lists the audit log for the
// signed-in owner; and, for the pages of filtered pages (the orders board, the audit log), their machine run with the
// filters read from the address it opened with and written back to it (replacing the entry, so Back leaves the page
// rather than stepping through its filters).
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { FilteredPagesInput } from '@machines/lib/filtered-pages'
import { staffPageHead } from '@/domain/staff-routes'
import { StaffLayout, type StaffPage } from '@/screens/staff/staff-layout'
import { useSession } from '../../session-provider'

export function StaffFrame({ page, children }: { page: StaffPage; children: ReactNode }) {
  const { user } = useSession()
  return (
    <>
      <title>{staffPageHead(page).title}</title>
      <StaffLayout current={page} staffRole={user?.staffRole}>
        {children}
      </StaffLayout>
    </>
  )
}

/** A filtered-pages machine's input, the address's query it opens with, and its `writeQuery` slot, which writes the
 *  filters back into the address. */
export function useAddressQuery(): {
  input: FilteredPagesInput
  writeQuery: (_: unknown, query: { search: string }) => void
} {
  const [searchParams, setSearchParams] = useSearchParams()
  return {
    input: { search: searchParams.toString() },
    writeQuery: (_, { search }) => setSearchParams(search, { replace: true }),
  }
}
