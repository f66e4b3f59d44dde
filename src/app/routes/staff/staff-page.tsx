// What the staff pages' route modules share: the page's title and the staff frame, which lists the audit log for the
// signed-in owner; and, for the pages of filtered pages (the orders board, the audit log, what shoppers wait for), their
// machine run with the filters of the address it opened with, written back to it.
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import type { PromiseActorLogic } from 'xstate'
import type { filteredPagesMachine, NumberedPage, PageFilters, PageQuery } from '@machines/lib/filtered-pages'
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

/**
 * A staff page of filtered pages: its machine (built once, like the actor it starts) with the API's `loadPage`, opened
 * at the address's query and writing its filters back to it (replacing the entry, so Back leaves the page rather than
 * stepping through its filters); a failed load is logged with `failure`.
 */
export function useFilteredPages<TFilters extends PageFilters, TRow, TQuery, TPage extends NumberedPage<TRow>>(
  machine: ReturnType<typeof filteredPagesMachine<TFilters, TRow, TQuery, TPage>>,
  loadPage: PromiseActorLogic<TPage, PageQuery>,
  failure: string,
) {
  const [searchParams, setSearchParams] = useSearchParams()
  const [logic] = useState(() =>
    machine.provide({
      actors: { loadPage },
      actions: {
        writeQuery: (_, { search }) => setSearchParams(search, { replace: true }),
        logFailure: (_, { error }) => console.error(failure, error),
      },
    }),
  )
  return useMachine(logic, { input: { search: searchParams.toString() } })
}
