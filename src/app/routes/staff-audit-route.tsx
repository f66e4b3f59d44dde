// /staff/audit: the staff audit machine with the real API inside the staff frame, its target and page read from and
// written back to the address.
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { staffAuditMachine } from '@machines/staff-audit/staff-audit.machine'
import { staffAuditActors } from '@/api/staff-board-actors'
import { sessionPageHead } from '@/domain/page-heads'
import { StaffLayout } from '@/screens/staff/staff-layout'
import { StaffAuditScreen } from '@/screens/staff-audit/staff-audit-screen'
import { useSession } from '../session-provider'

export function StaffAuditRoute() {
  const { user } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  // Built once, like the actor it starts; the address it opened with is its first page.
  const [logic] = useState(() =>
    staffAuditMachine.provide({
      actors: staffAuditActors(),
      actions: {
        writeQuery: (_, { search }) => setSearchParams(search, { replace: true }),
        logFailure: (_, { error }) => console.error('Loading the audit log failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { search: searchParams.toString() } })
  const { filters, entries, page, totalPages, message } = state.context
  return (
    <>
      <title>{sessionPageHead('staffAudit').title}</title>
      <StaffLayout current="staffAudit" staffRole={user?.staffRole}>
        <StaffAuditScreen
          state={state.value}
          target={filters.target}
          entries={entries}
          page={page}
          totalPages={totalPages}
          message={message}
          send={send}
        />
      </StaffLayout>
    </>
  )
}
