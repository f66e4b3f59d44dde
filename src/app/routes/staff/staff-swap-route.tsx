// /staff/swaps/:swapId: the staff swap machine with the real API, for the request named in the address, inside the
// staff frame. The server checks the role of every call.
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { staffSwapMachine } from '@machines/staff-swap/staff-swap.machine'
import { firstMessage } from '@/domain/account'
import type { StaffRouteParams } from '@/domain/staff-routes'
import { staffSwapFirstRequest } from '@/domain/staff-swap-page'
import { useFirstAnswer } from '../../first-page'
import { staffSwapActors } from '@/api/staff-swaps-actors'
import { StaffSwapScreen } from '@/screens/staff-swap/staff-swap-screen'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { StaffFrame } from './staff-page'

export function StaffSwapRoute() {
  const toast = useToast()
  const { swapId = '' } = useParams<StaffRouteParams<'staffSwap'>>()
  // A page the server drew for the staff member opens on the swap it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(staffSwapFirstRequest('', { swapId }))?.data
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    staffSwapMachine.provide({
      actors: staffSwapActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('A staff swap call failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { swapId, swap: drawn } })

  return (
    <StaffFrame page="staffSwap">
      <StaffSwapScreen
        state={state.value}
        busy={state.hasTag('busy')}
        swap={state.context.swap}
        conflict={state.context.conflict}
        reply={state.context.reply}
        replyError={state.context.replyError}
        errorMessage={state.context.error ? firstMessage(state.context.error) : undefined}
        send={send}
      />
    </StaffFrame>
  )
}
