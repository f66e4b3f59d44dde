// /staff/orders: the staff orders machine with the real API inside the staff frame, its filters read from and written
// back to the address.
import { staffOrdersMachine } from '@machines/staff-orders/staff-orders.machine'
import { staffOrdersActors } from '@/api/staff-board-actors'
import { StaffOrdersScreen } from '@/screens/staff-orders/staff-orders-screen'
import { staffOrdersFirstRequest } from '@/domain/staff-board'
import { StaffFrame, useFilteredPages } from './staff-page'

export function StaffOrdersRoute() {
  const [state, send] = useFilteredPages(
    staffOrdersMachine,
    staffOrdersActors().loadPage,
    'Loading the orders board failed',
    staffOrdersFirstRequest,
  )
  const { filters, rows, page, totalPages, message } = state.context
  return (
    <StaffFrame page="staffOrders">
      <StaffOrdersScreen
        state={state.value}
        filters={filters}
        orders={rows}
        page={page}
        totalPages={totalPages}
        message={message}
        send={send}
      />
    </StaffFrame>
  )
}
