// /staff/vendors: the staff vendors machine with the real API inside the staff frame, for owners (docs/adr/0034). The
// server checks the role of every call; the frame lists the page for owners only.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffVendorsMachine } from '@machines/staff-vendors/staff-vendors.machine'
import { staffVendorsActors } from '@/api/staff-vendors-actors'
import { StaffVendorsScreen } from '@/screens/staff-vendors/staff-vendors-screen'
import { staffVendorsFirstRequest } from '@/domain/staff-vendors'
import { useFirstAnswer } from '../../first-page'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { StaffFrame } from './staff-page'

export function StaffVendorsRoute() {
  const toast = useToast()
  // A page the server drew for the owner opens on the shops it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(staffVendorsFirstRequest())?.data
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    staffVendorsMachine.provide({
      actors: staffVendorsActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('A vendors call failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { shops: drawn } })
  const { shops, message, errors, submitError, added, removal } = state.context
  return (
    <StaffFrame page="staffVendors">
      <StaffVendorsScreen
        state={state.value}
        shops={shops}
        message={message}
        errors={errors}
        submitError={submitError}
        added={added}
        removal={removal}
        send={send}
      />
    </StaffFrame>
  )
}
