// Machines report results as { kind, message } notices; the toast machine shows them. The toast is raised on
// the next microtask so that one machine's action never runs another machine's transition inside it (XState
// flags that as an imperative built-in action).
import type { Notice } from '@machines/lib/notice'
import type { ToastApi } from './toast-provider'

export function notifyWith(toast: ToastApi): (notice: Notice) => void {
  return ({ kind, message, duration }) =>
    queueMicrotask(() => void (duration === undefined ? toast[kind](message) : toast[kind](message, { duration })))
}
