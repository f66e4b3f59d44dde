// What the staff pages' route modules share: the page's title and the staff frame, which lists the audit log for the
// signed-in owner; and, for the pages of filtered pages (the orders board, the audit log, what shoppers wait for), their
// machine run with the filters of the address it opened with, written back to it.
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import type { PromiseActorLogic } from 'xstate'
import type { filteredPagesMachine, NumberedPage, PageFilters, PageQuery } from '@machines/lib/filtered-pages'
import { staffPageHead } from '@/domain/staff-routes'
import type { RequestKey } from '@/domain/first-page'
import type { OperationId } from '@/domain/contract'
import { StaffLayout, type StaffPage } from '@/screens/staff/staff-layout'
import { useSession } from '../../session-provider'
import { useFirstAnswer } from '../../first-page'

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
 * stepping through its filters); a failed load is logged with `failure`. A page the server drew for the staff member
 * opens on the page it was drawn with, the answer to `firstRequest` for the address's query (docs/adr/0050).
 */
export function useFilteredPages<
  TFilters extends PageFilters,
  TRow,
  TQuery,
  TPage extends NumberedPage<TRow>,
  Id extends OperationId,
>(
  machine: ReturnType<typeof filteredPagesMachine<TFilters, TRow, TQuery, TPage>>,
  loadPage: PromiseActorLogic<TPage, PageQuery>,
  failure: string,
  firstRequest: (search: string) => RequestKey<Id>,
) {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const drawn = useFirstAnswer(firstRequest(search))?.data
  const [logic] = useState(() =>
    machine.provide({
      actors: { loadPage },
      actions: {
        writeQuery: (_, { search }) => setSearchParams(search, { replace: true }),
        logFailure: (_, { error }) => console.error(failure, error),
      },
    }),
  )
  // The drawn answer is the API's page for this query (its schema's shape), which the machine reads as a numbered page.
  return useMachine(logic, { input: { search, firstPage: drawn as NumberedPage<unknown> | null | undefined } })
}
