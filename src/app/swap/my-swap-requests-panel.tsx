// The shopper's swap requests on /profile (docs/adr/0033): the my swap requests machine with the real API and its
// list. Fetched by the profile when it draws the list (a lazy import), so the profile's first download does not carry it.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { mySwapRequestsMachine } from '@machines/my-swap-requests/my-swap-requests.machine'
import { mySwapRequestsActors } from '@/api/my-swap-requests-actors'
import { MySwapRequests } from '@/screens/swap/my-swap-requests'

export function MySwapRequestsPanel() {
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    mySwapRequestsMachine.provide({
      actors: mySwapRequestsActors(),
      actions: { logFailure: (_, { error }) => console.error('Loading the swap requests failed', error) },
    }),
  )
  const [state, send] = useMachine(logic)
  return (
    <MySwapRequests
      state={state.value}
      requests={state.context.requests}
      onRetry={() => send({ type: 'list.retry' })}
    />
  )
}
