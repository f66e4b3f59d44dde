// /staff/orders: the staff orders machine with the real API inside the staff frame, its filters read from and written
// back to the address.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffOrdersMachine } from '@machines/staff-orders/staff-orders.machine'
import { staffOrdersActors } from '@/api/staff-board-actors'
import { StaffOrdersScreen } from '@/screens/staff-orders/staff-orders-screen'
import { StaffFrame, useAddressQuery } from './staff-page'

export function StaffOrdersRoute() {
  const { input, writeQuery } = useAddressQuery()
  // Built once, like the actor it starts; the address it opened with is its first page.
  const [logic] = useState(() =>
    staffOrdersMachine.provide({
      actors: staffOrdersActors(),
      actions: { writeQuery, logFailure: (_, { error }) => console.error('Loading the orders board failed', error) },
    }),
  )
  const [state, send] = useMachine(logic, { input })
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
