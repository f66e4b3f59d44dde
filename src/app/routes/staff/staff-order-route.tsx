// /staff/orders/:orderId: the staff order machine with the real API, for the order named in the address, inside the
// staff frame. The server checks the role of every call; the frame lists the audit log for owners.
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { staffOrderMachine } from '@machines/staff-order/staff-order.machine'
import { firstMessage } from '@/domain/account'
import type { StaffRouteParams } from '@/domain/staff-routes'
import { staffOrderFirstRequest } from '@/domain/staff-order-page'
import { useFirstAnswer } from '../../first-page'
import { staffOrderActors } from '@/api/staff-order-actors'
import { StaffOrderScreen } from '@/screens/staff-order/staff-order-screen'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { StaffFrame } from './staff-page'

export function StaffOrderRoute() {
  const toast = useToast()
  const { orderId = '' } = useParams<StaffRouteParams<'staffOrder'>>()
  // A page the server drew for the staff member opens on the order it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(staffOrderFirstRequest('', { orderId }))?.data
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    staffOrderMachine.provide({
      actors: staffOrderActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('A staff order call failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { orderId, order: drawn } })

  return (
    <StaffFrame page="staffOrder">
      <StaffOrderScreen
        state={state.value}
        busy={state.hasTag('busy')}
        order={state.context.order}
        conflict={state.context.conflict}
        errors={state.context.errors}
        submitError={state.context.submitError}
        pendingReturn={state.context.pendingReturn}
        errorMessage={state.context.error ? firstMessage(state.context.error) : undefined}
        send={send}
      />
    </StaffFrame>
  )
}
