// /profile/orders: the orders machine with the real API, inside the profile's frame. 'Return or exchange an item'
// fetches its dialog, machine and call the first time it is pressed (../orders/order-return); the order it answers
// takes its place in the list.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { ordersMachine } from '@machines/orders/orders.machine'
import { orderActors } from '@/api/order-actors'
import type { Order } from '@/domain/contract'
import { OrdersScreen } from '@/screens/orders/orders-screen'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { sessionPageHead } from '@/domain/page-heads'
import { firstPageRequests } from '@/domain/first-page'
import { useFirstAnswer } from '../first-page'
import { loadOnce, reportDroppedDownload } from '../load-once'
import { useToast } from '../toast-provider'

const orderReturn = loadOnce(() => import('../orders/order-return'))

export function OrdersRoute() {
  const toast = useToast()
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
  // A page the server drew for this shopper opens on the orders it was drawn with (docs/adr/0050).
  const drawnOrders = useFirstAnswer(firstPageRequests.listOrders())?.data?.docs
  const [state, send] = useMachine(logic, { input: { orders: drawnOrders ?? null } })
  // The return window is read against the moment the page opened; a request made after it closed is refused.
  const [now] = useState(() => new Date())
  const [returning, setReturning] = useState<Order | null>(null)
  const OrderReturn = orderReturn.loaded()?.OrderReturn

  const openReturn = (order: Order) => {
    orderReturn.load().then(() => setReturning(order), reportDroppedDownload('the return form', toast.error))
  }

  return (
    <>
      <title>{sessionPageHead('orders').title}</title>
      <ProfileLayout current="profileOrders">
        <OrdersScreen
          state={state.value}
          orders={state.context.orders}
          onRetry={() => send({ type: 'orders.retry' })}
          now={now}
          onReturn={openReturn}
        />
      </ProfileLayout>
      {returning && OrderReturn ? (
        <OrderReturn
          order={returning}
          onReturned={(order) => {
            send({ type: 'orders.changed', order })
            setReturning(null)
          }}
          onClosed={() => setReturning(null)}
        />
      ) : null}
    </>
  )
}
