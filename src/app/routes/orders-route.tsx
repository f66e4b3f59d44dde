// /profile/orders: the orders machine with the real API, inside the profile's frame.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { ordersMachine } from '@machines/orders/orders.machine'
import { orderActors } from '@/api/order-actors'
import { OrdersScreen } from '@/screens/orders/orders-screen'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { sessionPageHead } from '@/domain/page-heads'

export function OrdersRoute() {
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    ordersMachine.provide({
      actors: orderActors(),
      actions: {
        // spec §8: order load failures are only logged.
        logFailure: (_, { error }) => console.error('Loading the orders failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic)
  return (
    <>
      <title>{sessionPageHead('orders').title}</title>
      <ProfileLayout current="profileOrders">
        <OrdersScreen
          state={state.value}
          orders={state.context.orders}
          onRetry={() => send({ type: 'orders.retry' })}
        />
      </ProfileLayout>
    </>
  )
}
