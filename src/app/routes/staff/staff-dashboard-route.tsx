// /staff/dashboard: the owner's dashboard machine with the real API inside the staff frame (docs/adr/0037).
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffDashboardMachine } from '@machines/staff-dashboard/staff-dashboard.machine'
import { staffDashboardActors } from '@/api/staff-dashboard-actors'
import { StaffDashboardScreen } from '@/screens/staff-dashboard/staff-dashboard-screen'
import { staffDashboardFirstRequest } from '@/domain/staff-dashboard'
import { useFirstAnswer } from '../../first-page'
import { StaffFrame } from './staff-page'

export function StaffDashboardRoute() {
  // A page the server drew for the owner opens on the dashboard it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(staffDashboardFirstRequest())?.data
  const [logic] = useState(() =>
    staffDashboardMachine.provide({
      actors: staffDashboardActors(),
      actions: { logFailure: (_, { error }) => console.error('Loading the dashboard failed', error) },
    }),
  )
  const [state, send] = useMachine(logic, { input: { dashboard: drawn } })
  return (
    <StaffFrame page="staffDashboard">
      <StaffDashboardScreen
        state={state.value}
        dashboard={state.context.dashboard}
        message={state.context.message}
        send={send}
      />
    </StaffFrame>
  )
}
