// Apple Pay's area on a page that takes a payment (/payment, Add Funds; docs/adr/0044): the page's machine runs Apple
// Pay's button machine (machines/apple-pay) as its child `applePay` while the shopper chooses how to pay. This reads
// that child's state and text for the screen, and hands the machine the element the button is mounted in.
import { useCallback, useSyncExternalStore } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { ApplePayContainerEvent, applePayMachine } from '@machines/apple-pay/apple-pay.machine'
import type { ApplePayArea } from '@/screens/payment/payment-methods'

type ApplePayActor = ActorRefFrom<typeof applePayMachine>

/** The Apple Pay area's props for the screen; the element goes to the page's machine, which hands it to the child. */
export function useApplePayArea(actor: AnyActorRef) {
  const child = useSelector(
    actor,
    (snapshot: { children: Record<string, AnyActorRef | undefined> }) =>
      snapshot.children.applePay as ApplePayActor | undefined,
  )
  const snapshot = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        const subscription = child?.subscribe(changed)
        return () => subscription?.unsubscribe()
      },
      [child],
    ),
    () => child?.getSnapshot(),
  )
  const applePayContainerRef = useCallback(
    (element: HTMLDivElement | null) =>
      actor.send({ type: 'applePay.container', element } satisfies ApplePayContainerEvent),
    [actor],
  )
  const applePay: ApplePayArea | null = snapshot ? { state: snapshot.value, message: snapshot.context.message } : null
  return { applePay, applePayContainerRef }
}
