// /staff/swaps: the staff swaps machine with the real API inside the staff frame, its filters read from and written
// back to the address.
import { staffSwapsMachine } from '@machines/staff-swaps/staff-swaps.machine'
import { staffSwapsActors } from '@/api/staff-swaps-actors'
import { StaffSwapsScreen } from '@/screens/staff-swaps/staff-swaps-screen'
import { staffSwapsFirstRequest } from '@/domain/staff-swaps'
import { StaffFrame, useFilteredPages } from './staff-page'

export function StaffSwapsRoute() {
  const [state, send] = useFilteredPages(
    staffSwapsMachine,
    staffSwapsActors().loadPage,
    'Loading the swap requests failed',
    staffSwapsFirstRequest,
  )
  const { filters, rows, page, totalPages, message } = state.context
  return (
    <StaffFrame page="staffSwaps">
      <StaffSwapsScreen
        state={state.value}
        filters={filters}
        swaps={rows}
        page={page}
        totalPages={totalPages}
        message={message}
        send={send}
      />
    </StaffFrame>
  )
}
