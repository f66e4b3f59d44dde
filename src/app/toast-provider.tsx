// The store's one toast machine: drawn by <Toaster/> and reached anywhere below through useToast().
import { createContext, use, useMemo, useRef, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorOptions } from 'xstate'
import { toastMachine, type ToastChanges, type ToastEvent, type ToastType } from '@machines/toast/toast.machine'
import { Toaster } from '@/ui/toast'

export interface ToastOptions {
  /** Reuse an id to replace a toast already on screen (a loading toast becoming its result). */
  id?: string
  /** Milliseconds on screen instead of the type's default (spec §4: some purchase flows use 1500 ms). */
  duration?: number
  icon?: string
}

export interface PromiseMessages<T> {
  loading: string
  success: string | ((value: T) => string)
  error: string | ((error: unknown) => string)
}

export interface ToastApi {
  /** A blank toast; returns its id. */
  (message: string, options?: ToastOptions): string
  custom: (message: string, options?: ToastOptions) => string
  success: (message: string, options?: ToastOptions) => string
  error: (message: string, options?: ToastOptions) => string
  /** Stays until dismissed or updated. */
  loading: (message: string, options?: ToastOptions) => string
  /** Without an id, every toast goes. */
  dismiss: (id?: string) => void
  update: (id: string, changes: ToastChanges) => void
  /** A loading toast that turns into success or error in place when the promise settles. */
  promise: <T>(promise: Promise<T>, messages: PromiseMessages<T>, options?: ToastOptions) => Promise<T>
}

/** Builds the toast functions over any sender of toast machine events (the provider, a test, a story). */
export function createToastApi(send: (event: ToastEvent) => void, nextId: () => string): ToastApi {
  const show = (type: ToastType) => (message: string, options: ToastOptions = {}) => {
    const { id = nextId(), duration, icon } = options
    send({
      type: 'toast.show',
      toast: { id, type, message, ...(duration === undefined ? {} : { duration }), ...(icon === undefined ? {} : { icon }) },
    })
    return id
  }
  const update = (id: string, changes: ToastChanges) => send({ type: 'toast.update', id, changes })
  return Object.assign(show('blank'), {
    custom: show('custom'),
    success: show('success'),
    error: show('error'),
    loading: show('loading'),
    dismiss: (id?: string) => send(id === undefined ? { type: 'toast.dismiss' } : { type: 'toast.dismiss', id }),
    update,
    promise: async <T,>(promise: Promise<T>, messages: PromiseMessages<T>, options: ToastOptions = {}) => {
      const id = show('loading')(messages.loading, { ...options, duration: undefined })
      const settle = (type: 'success' | 'error', message: string) =>
        update(id, { type, message, ...(options.duration === undefined ? {} : { duration: options.duration }) })
      try {
        const value = await promise
        settle('success', typeof messages.success === 'function' ? messages.success(value) : messages.success)
        return value
      } catch (error) {
        settle('error', typeof messages.error === 'function' ? messages.error(error) : messages.error)
        throw error
      }
    },
  })
}

const ToastContext = createContext<ToastApi | null>(null)

export type ToastProviderProps = {
  children?: ReactNode
  /** Stories and tests pass a SimulatedClock to move toast time by hand. */
  clock?: ActorOptions<typeof toastMachine>['clock']
}

export function ToastProvider({ children, clock }: ToastProviderProps) {
  // Passing `clock: undefined` would replace XState's own clock with nothing: the option is left out instead.
  const actor = useActorRef(toastMachine, clock ? { clock } : {})
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts)
  const count = useRef(0)
  const toast = useMemo(
    () => createToastApi((event) => actor.send(event), () => `toast-${++count.current}`),
    [actor],
  )
  return (
    <ToastContext value={toast}>
      {children}
      <Toaster toasts={toasts} onDismiss={toast.dismiss} />
    </ToastContext>
  )
}

export function useToast(): ToastApi {
  const toast = use(ToastContext)
  if (!toast) throw new Error('useToast needs a <ToastProvider> above it')
  return toast
}
