// /load-items/orders: the vendor-orders machine with the real API (docs/adr/0027): the vendor's lines of paid orders.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { vendorOrdersMachine } from '@machines/vendor-orders/vendor-orders.machine'
import { vendorOrdersActors } from '@/api/vendor-orders-actors'
import { firstMessage } from '@/domain/account'
import { sessionPageHead } from '@/domain/page-heads'
import { firstPageRequests } from '@/domain/first-page'
import { VENDOR_ORDERS_PAGE_SIZE, vendorOrderMessages } from '@/domain/vendor-orders'
import { VendorOrdersScreen } from '@/screens/vendor-orders/vendor-orders-screen'
import { useFirstAnswer } from '../first-page'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'

export function VendorOrdersRoute() {
  const toast = useToast()
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    vendorOrdersMachine.provide({
      actors: vendorOrdersActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error("Loading the vendor's orders failed", error),
      },
    }),
  )
  // A page the server drew for this vendor opens on the first page it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(firstPageRequests.listVendorOrders({ page: 1, limit: VENDOR_ORDERS_PAGE_SIZE }))?.data
  const [state, send] = useMachine(logic, { input: { firstPage: drawn ?? null } })
  return (
    <>
      <title>{sessionPageHead('vendorOrders').title}</title>
      <VendorOrdersScreen
        state={state.value}
        lines={state.context.items}
        totalDocs={state.context.totalDocs}
        canLoadMore={state.can({ type: 'list.more' })}
        onMore={() => send({ type: 'list.more' })}
        onRetry={() => send({ type: 'list.retry' })}
        errorMessage={firstMessage(state.context.error, vendorOrderMessages.loadFailed)}
      />
    </>
  )
}
