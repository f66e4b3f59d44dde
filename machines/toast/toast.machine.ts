// Toast lifecycle (spec §4 'Toast lifecycle', §9): which toasts are on screen, newest first, and when each leaves.
import { assertEvent, enqueueActions, setup } from 'xstate'

export type ToastType = 'blank' | 'custom' | 'error' | 'success' | 'loading'

// spec §4: blank and custom 4 s, error 4 s, success 2 s, loading stays until dismissed.
export const toastDurations = {
  blank: 4000,
  custom: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
} as const satisfies Record<ToastType, number>

// spec §9: at most 20 toasts at once; the oldest gives way to a newer one.
export const maxToasts = 20

export interface Toast {
  id: string
  type: ToastType
  message: string
  /** Overrides the type's duration in ms (spec §4: some purchase flows use 1500 ms). */
  duration?: number
  /** A short glyph (e.g. an emoji) shown instead of the type's icon. */
  icon?: string
}

export type ToastChanges = Partial<Omit<Toast, 'id'>>

export interface ToastContext {
  toasts: Toast[]
}

export type ToastEvent =
  | { type: 'toast.show'; toast: Toast }
  | { type: 'toast.update'; id: string; changes: ToastChanges }
  | { type: 'toast.dismiss'; id?: string }
  | { type: 'toast.expire'; id: string }

export function durationOf(toast: Toast): number {
  return toast.duration ?? toastDurations[toast.type]
}

// One cancellable delayed event per toast, so dismissing or updating a toast stops its old countdown.
export function expiryTimerId(id: string): string {
  return `toast.expire.${id}`
}

function isLastOnScreen(toasts: Toast[], id: string | undefined): boolean {
  return id === undefined || (toasts.length === 1 && toasts[0]?.id === id)
}

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  guards: {
    isOnScreen: ({ context, event }) =>
      (event.type === 'toast.update' || event.type === 'toast.dismiss' || event.type === 'toast.expire') &&
      context.toasts.some((toast) => toast.id === event.id),
    leavesNoToasts: ({ context, event }) =>
      (event.type === 'toast.dismiss' || event.type === 'toast.expire') && isLastOnScreen(context.toasts, event.id),
  },
  actions: {
    // A toast shown again under an id already on screen replaces it in place (a loading toast turning into its result).
    showToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.show')
      const { toast } = event
      const onScreen = context.toasts.some((t) => t.id === toast.id)
      if (onScreen) {
        enqueue.cancel(expiryTimerId(toast.id))
        enqueue.assign({ toasts: context.toasts.map((t) => (t.id === toast.id ? toast : t)) })
      } else {
        const next = [toast, ...context.toasts]
        for (const evicted of next.slice(maxToasts)) enqueue.cancel(expiryTimerId(evicted.id))
        enqueue.assign({ toasts: next.slice(0, maxToasts) })
      }
      const ms = durationOf(toast)
      if (Number.isFinite(ms))
        enqueue.raise({ type: 'toast.expire', id: toast.id }, { id: expiryTimerId(toast.id), delay: ms })
    }),
    // The countdown restarts so the changed text gets its full time on screen. A duration override belonged to
    // the old type: a change of type without a new duration falls back to the new type's duration.
    updateToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.update')
      const current = context.toasts.find((t) => t.id === event.id)
      if (!current) return
      const typeChanged = event.changes.type !== undefined && event.changes.type !== current.type
      const updated: Toast = { ...current, ...event.changes, id: current.id }
      if (typeChanged && event.changes.duration === undefined) delete updated.duration
      enqueue.cancel(expiryTimerId(current.id))
      enqueue.assign({ toasts: context.toasts.map((t) => (t.id === current.id ? updated : t)) })
      const ms = durationOf(updated)
      if (Number.isFinite(ms))
        enqueue.raise({ type: 'toast.expire', id: current.id }, { id: expiryTimerId(current.id), delay: ms })
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['toast.dismiss', 'toast.expire'])
      const leaving = event.id === undefined ? context.toasts : context.toasts.filter((t) => t.id === event.id)
      for (const toast of leaving) enqueue.cancel(expiryTimerId(toast.id))
      enqueue.assign({ toasts: event.id === undefined ? [] : context.toasts.filter((t) => t.id !== event.id) })
    }),
  },
}).createMachine({
  id: 'toast',
  initial: 'idle',
  context: { toasts: [] },
  states: {
    idle: {
      on: { 'toast.show': { target: 'showing', actions: 'showToast' } },
    },
    showing: {
      on: {
        'toast.show': { actions: 'showToast' },
        'toast.update': { guard: 'isOnScreen', actions: 'updateToast' },
        'toast.dismiss': [
          { guard: 'leavesNoToasts', target: 'idle', actions: 'removeToast' },
          { guard: 'isOnScreen', actions: 'removeToast' },
        ],
        'toast.expire': [
          { guard: 'leavesNoToasts', target: 'idle', actions: 'removeToast' },
          { guard: 'isOnScreen', actions: 'removeToast' },
        ],
      },
    },
  },
})
