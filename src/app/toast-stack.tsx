// The toast machine and the stack that draws it, fetched apart from the page (./toast-provider): no page shows a
// toast at first paint, so neither is part of any page's first download.
import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorOptions } from 'xstate'
import { toastMachine, type ToastEvent } from '@machines/toast/toast.machine'
import { Toaster } from '@/ui/toast'

export type ToastClock = ActorOptions<typeof toastMachine>['clock']

export type ToastStackProps = {
  clock?: ToastClock
  /** Hands the running machine's sender to the provider, which replays what was asked for before it ran; returns
   *  the undo. */
  connect: (send: (event: ToastEvent) => void) => () => void
}

export function ToastStack({ clock, connect }: ToastStackProps) {
  // Passing `clock: undefined` would replace XState's own clock with nothing: the option is left out instead.
  const actor = useActorRef(toastMachine, clock ? { clock } : {})
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts)
  // Declared after useActorRef's own effect, so the machine has started when the waiting events reach it.
  useEffect(() => connect((event) => actor.send(event)), [actor, connect])
  return <Toaster toasts={toasts} onDismiss={(id) => actor.send({ type: 'toast.dismiss', id })} />
}
