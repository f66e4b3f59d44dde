// /staff/orders: the staff orders machine with the real API inside the staff frame, its filters read from and written
// back to the address (replacing the entry, so Back leaves the board rather than stepping through its filters).
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { staffOrdersMachine } from '@machines/staff-orders/staff-orders.machine'
import { staffOrdersActors } from '@/api/staff-board-actors'
import { sessionPageHead } from '@/domain/page-heads'
import { StaffLayout } from '@/screens/staff/staff-layout'
import { StaffOrdersScreen } from '@/screens/staff-orders/staff-orders-screen'
import { useSession } from '../session-provider'

export function StaffOrdersRoute() {
  const { user } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  // Built once, like the actor it starts; the address it opened with is its first board.
  const [logic] = useState(() =>
    staffOrdersMachine.provide({
      actors: staffOrdersActors(),
      actions: {
        writeQuery: (_, { search }) => setSearchParams(search, { replace: true }),
        logFailure: (_, { error }) => console.error('Loading the orders board failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { search: searchParams.toString() } })
  const { filters, orders, page, totalPages, message } = state.context
  return (
    <>
      <title>{sessionPageHead('staffOrders').title}</title>
      <StaffLayout current="staffOrders" staffRole={user?.staffRole}>
        <StaffOrdersScreen
          state={state.value}
          filters={filters}
          orders={orders}
          page={page}
          totalPages={totalPages}
          message={message}
          send={send}
        />
      </StaffLayout>
    </>
  )
}
