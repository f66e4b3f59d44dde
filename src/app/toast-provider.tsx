// The store's toasts, reached anywhere below through useToast(). The API answers at once; the machine and the stack
// that draws it (./toast-stack) are fetched at the shopper's first intent or at the first toast, whichever comes
// first, so no page's first download carries them, and a toast asked for meanwhile is shown as soon as they arrive.
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { ToastChanges, ToastEvent, ToastType } from '@machines/toast/toast.machine'
import type * as toastStackModule from './toast-stack'
import { onFirstIntent } from './first-intent'
import { loadOnce } from './load-once'

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
  const show =
    (type: ToastType) =>
    (message: string, options: ToastOptions = {}) => {
      const { id = nextId(), duration, icon } = options
      send({
        type: 'toast.show',
        toast: {
          id,
          type,
          message,
          ...(duration === undefined ? {} : { duration }),
          ...(icon === undefined ? {} : { icon }),
        },
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

export interface ToastOutbox {
  send: (event: ToastEvent) => void
  /** Hands over what waited, in order, then everything sent until the returned undo is called. */
  connect: (deliver: (event: ToastEvent) => void) => () => void
}

/** Holds toast events until the machine runs; `onWaiting` hears each event that has to wait. */
export function createToastOutbox(onWaiting: () => void): ToastOutbox {
  const waiting: ToastEvent[] = []
  let deliver: ((event: ToastEvent) => void) | null = null
  return {
    send: (event) => {
      if (deliver) return deliver(event)
      waiting.push(event)
      onWaiting()
    },
    connect: (next) => {
      deliver = next
      for (const event of waiting.splice(0)) next(event)
      return () => {
        if (deliver === next) deliver = null
      }
    },
  }
}

type ToastStackModule = typeof toastStackModule

const toastStack = loadOnce<ToastStackModule>(() => import('./toast-stack'))

/** The toast machine and Toaster; Storybook awaits it before each story, so there the stack is on the page from the
 *  first render. */
export function loadToastStack(): Promise<ToastStackModule> {
  return toastStack.load()
}

const ToastContext = createContext<ToastApi | null>(null)

export type ToastProviderProps = {
  children?: ReactNode
  /** Stories and tests pass a SimulatedClock to move toast time by hand. */
  clock?: toastStackModule.ToastClock
}

export function ToastProvider({ children, clock }: ToastProviderProps) {
  // Neither the server's render nor the hydration that follows it has the stack yet, so the two agree.
  const [stack, setStack] = useState(() => toastStack.loaded())
  const [load] = useState(() => () => {
    loadToastStack().then(setStack, (error: unknown) => console.error('Loading the toasts failed', error))
  })
  const [outbox] = useState(() => createToastOutbox(load))
  const count = useRef(0)
  const toast = useMemo(() => createToastApi(outbox.send, () => `toast-${++count.current}`), [outbox])
  useEffect(() => (stack ? undefined : onFirstIntent(load)), [stack, load])
  return (
    <ToastContext value={toast}>
      {children}
      {stack ? <stack.ToastStack clock={clock} connect={outbox.connect} /> : null}
    </ToastContext>
  )
}

export function useToast(): ToastApi {
  const toast = use(ToastContext)
  if (!toast) throw new Error('useToast needs a <ToastProvider> above it')
  return toast
}
