// /staff/audit: the staff audit machine with the real API inside the staff frame, its target and page read from and
// written back to the address.
import { staffAuditMachine } from '@machines/staff-audit/staff-audit.machine'
import { staffAuditActors } from '@/api/staff-board-actors'
import { StaffAuditScreen } from '@/screens/staff-audit/staff-audit-screen'
import { auditLogFirstRequest } from '@/domain/audit-log'
import { StaffFrame, useFilteredPages } from './staff-page'

export function StaffAuditRoute() {
  const [state, send] = useFilteredPages(
    staffAuditMachine,
    staffAuditActors().loadPage,
    'Loading the audit log failed',
    auditLogFirstRequest,
  )
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
