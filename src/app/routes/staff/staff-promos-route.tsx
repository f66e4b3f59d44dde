// /staff/promos: the staff promos machine with the real API inside the staff frame; the owner may write.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffPromosMachine } from '@machines/staff-promos/staff-promos.machine'
import { staffPromosActors } from '@/api/shop-settings-actors'
import { StaffPromosScreen } from '@/screens/staff-promos/staff-promos-screen'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { staffPromosFirstRequest } from '@/domain/shop-promos'
import { useFirstAnswer } from '../../first-page'
import { StaffFrame } from './staff-page'

export function StaffPromosRoute() {
  const toast = useToast()
  const { user } = useSession()
  // A page the server drew for this staff member opens on the promos it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(staffPromosFirstRequest())?.data?.docs
  const [logic] = useState(() =>
    staffPromosMachine.provide({
      actors: staffPromosActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('Saving the promos failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { promos: drawn } })
  const { promos, message, editing, ending, errors, submitError } = state.context
  return (
    <StaffFrame page="staffPromos">
      <StaffPromosScreen
        state={state.value}
        promos={promos}
        message={message}
        editing={editing}
        ending={ending}
        errors={errors}
        submitError={submitError}
        canWrite={user?.staffRole === 'owner'}
        send={send}
      />
    </StaffFrame>
  )
}
