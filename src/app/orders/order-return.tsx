// 'Return or exchange an item' on /profile/orders: the order-return machine with the real API, drawn as the return
// dialog. Fetched when the shopper first asks for it, so the orders page's own download stays small.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { orderReturnMachine } from '@machines/order-return/order-return.machine'
import { orderReturnActors } from '@/api/order-return-actors'
import type { Order } from '@/domain/contract'
import { ReturnDialog } from '@/screens/orders/return-dialog'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'

export type OrderReturnProps = {
  order: Order
  /** The order as the server answered it, with the new request; the dialog is done. */
  onReturned: (order: Order) => void
  onClosed: () => void
  container?: HTMLElement | null
}

export function OrderReturn({ order, onReturned, onClosed, container }: OrderReturnProps) {
  const toast = useToast()
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    orderReturnMachine.provide({
      actors: orderReturnActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        // After this transition, like a toast: one actor's action never runs another's transition inside it.
        returned: (_, answered) => queueMicrotask(() => onReturned(answered)),
        logFailure: (_, { error }) => console.error('Asking for a return failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { order } })
  const { context } = state
  return (
    <ReturnDialog
      open
      state={state.value}
      order={context.order}
      line={context.line}
      qty={context.qty}
      kind={context.kind}
      reason={context.reason}
      reasonError={context.reasonError}
      message={context.message}
      busy={state.hasTag('busy')}
      send={send}
      onClose={onClosed}
      container={container}
    />
  )
}
