// /staff/restock: the staff restock machine with the real API inside the staff frame, its page read from and written
// back to the address.
import { staffRestockMachine } from '@machines/staff-restock/staff-restock.machine'
import { staffRestockActors } from '@/api/staff-board-actors'
import { StaffRestockScreen } from '@/screens/staff-restock/staff-restock-screen'
import { restockDemandFirstRequest } from '@/domain/restock-demand'
import { StaffFrame, useFilteredPages } from './staff-page'

export function StaffRestockRoute() {
  const [state, send] = useFilteredPages(
    staffRestockMachine,
    staffRestockActors().loadPage,
    'Loading what shoppers wait for failed',
    restockDemandFirstRequest,
  )
  const { rows, page, totalPages, message } = state.context
  return (
    <StaffFrame page="staffRestock">
      <StaffRestockScreen
        state={state.value}
        demand={rows}
        page={page}
        totalPages={totalPages}
        message={message}
        send={send}
      />
    </StaffFrame>
  )
}
