// /staff/money: the staff money machine with the real API inside the staff frame, for the owner (docs/adr/0032). The
// server checks the role of every call; the frame lists the page for owners only.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffMoneyMachine } from '@machines/staff-money/staff-money.machine'
import { firstMessage } from '@/domain/account'
import { staffMoneyActors } from '@/api/staff-money-actors'
import { StaffMoneyScreen } from '@/screens/staff-money/staff-money-screen'
import { staffMoneyFirstRequest } from '@/domain/held-money'
import { useFirstAnswer } from '../../first-page'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { StaffFrame } from './staff-page'

export function StaffMoneyRoute() {
  const toast = useToast()
  // A page the server drew for the owner opens on the held money it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(staffMoneyFirstRequest())?.data
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    staffMoneyMachine.provide({
      actors: staffMoneyActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('A held money call failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { overview: drawn } })
  const { items, float, pending, referenceError, submitError, error } = state.context
  return (
    <StaffFrame page="staffMoney">
      <StaffMoneyScreen
        state={state.value}
        items={items}
        float={float}
        pending={pending}
        referenceError={referenceError}
        submitError={submitError}
        message={error ? firstMessage(error) : null}
        send={send}
      />
    </StaffFrame>
  )
}
