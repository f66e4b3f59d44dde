// /staff/restock: the staff restock machine with the real API inside the staff frame, its page read from and written
// back to the address.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffRestockMachine } from '@machines/staff-restock/staff-restock.machine'
import { staffRestockActors } from '@/api/staff-board-actors'
import { StaffRestockScreen } from '@/screens/staff-restock/staff-restock-screen'
import { StaffFrame, useAddressQuery } from './staff-page'

export function StaffRestockRoute() {
  const { input, writeQuery } = useAddressQuery()
  // Built once, like the actor it starts; the address it opened with is its first page.
  const [logic] = useState(() =>
    staffRestockMachine.provide({
      actors: staffRestockActors(),
      actions: {
        writeQuery,
        logFailure: (_, { error }) => console.error('Loading what shoppers wait for failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input })
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
