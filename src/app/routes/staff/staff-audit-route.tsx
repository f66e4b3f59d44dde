// /staff/audit: the staff audit machine with the real API inside the staff frame, its target and page read from and
// written back to the address.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffAuditMachine } from '@machines/staff-audit/staff-audit.machine'
import { staffAuditActors } from '@/api/staff-board-actors'
import { StaffAuditScreen } from '@/screens/staff-audit/staff-audit-screen'
import { StaffFrame, useAddressQuery } from './staff-page'

export function StaffAuditRoute() {
  const { input, writeQuery } = useAddressQuery()
  // Built once, like the actor it starts; the address it opened with is its first page.
  const [logic] = useState(() =>
    staffAuditMachine.provide({
      actors: staffAuditActors(),
      actions: { writeQuery, logFailure: (_, { error }) => console.error('Loading the audit log failed', error) },
    }),
  )
  const [state, send] = useMachine(logic, { input })
  const { filters, rows, page, totalPages, message } = state.context
  return (
    <StaffFrame page="staffAudit">
      <StaffAuditScreen
        state={state.value}
        target={filters.target}
        entries={rows}
        page={page}
        totalPages={totalPages}
        message={message}
        send={send}
      />
    </StaffFrame>
  )
}
