// Toasts as the shopper sees them (spec §4 'Toast lifecycle', §8): a stack at the top centre, newest first.
// This file only draws the list it is given; when each toast comes and goes is the toast machine's business.
import type { ComponentProps } from 'react'
import { cva } from 'class-variance-authority'
import { cn } from './cn'
import { CheckIcon } from './icons'
import { AlertIcon, CloseIcon, InfoIcon } from './more-icons'
import { Spinner } from './spinner'

export type ToastType = 'blank' | 'custom' | 'error' | 'success' | 'loading'

export interface ToastData {
  id: string
  type: ToastType
  message: string
  /** A short glyph (e.g. an emoji) shown instead of the type's icon. */
  icon?: string
}

export const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-lg border py-3 pr-2 pl-4 text-sm shadow-lg',
  {
    variants: {
      variant: {
        blank: 'border-border bg-surface text-foreground',
        custom: 'border-surface-inverse bg-surface-inverse text-foreground-inverse',
        error: 'border-border border-l-4 border-l-danger bg-surface pl-[0.8125rem] text-foreground',
        success: 'border-border border-l-4 border-l-success bg-surface pl-[0.8125rem] text-foreground',
        loading: 'border-border bg-surface text-foreground',
      },
    },
    defaultVariants: { variant: 'blank' },
  },
)

function TypeIcon({ type }: { type: ToastType }) {
  switch (type) {
    case 'success':
      return (
        <span className="inline-flex size-5 items-center justify-center rounded-full bg-success text-success-foreground">
          <CheckIcon size={14} strokeWidth={3} />
        </span>
      )
    case 'error':
      return <AlertIcon size={20} className="text-danger" />
    case 'loading':
      return <Spinner size="md" label="" aria-hidden className="text-primary" role={undefined} />
    case 'blank':
      return <InfoIcon size={20} className="text-foreground-subtle" />
    case 'custom':
      return null
  }
}

export type ToastProps = Omit<ComponentProps<'li'>, 'children'> & {
  toast: ToastData
  onDismiss: (id: string) => void
}

export function Toast({ toast, onDismiss, className, ...props }: ToastProps) {
  const urgent = toast.type === 'error'
  const icon = toast.icon ? <span className="text-base leading-5">{toast.icon}</span> : <TypeIcon type={toast.type} />
  return (
    <li
      data-slot="toast"
      data-variant={toast.type}
      data-state="open"
      className={cn(toastVariants({ variant: toast.type }), className)}
      {...props}
    >
      {icon ? (
        <span data-slot="toast-icon" aria-hidden className="flex h-5 shrink-0 items-center">
          {icon}
        </span>
      ) : null}
      {/* spec §8 errors interrupt (alert); every other toast waits its turn (status). */}
      <div
        data-slot="toast-message"
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        aria-atomic="true"
        className="min-w-0 flex-1 py-px leading-5 break-words"
      >
        {toast.message}
      </div>
      <button
        type="button"
        data-slot="toast-close"
        aria-label="Dismiss"
        onClick={() => onDismiss(toast.id)}
        className={cn(
          '-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md transition-colors',
          toast.type === 'custom'
            ? 'text-foreground-inverse hover:bg-foreground-subtle'
            : 'text-foreground-subtle hover:bg-muted hover:text-foreground',
        )}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  )
}

export type ToasterProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Newest first, as the toast machine keeps them. */
  toasts: ToastData[]
  onDismiss: (id: string) => void
}

export function Toaster({ toasts, onDismiss, className, ...props }: ToasterProps) {
  return (
    <section
      aria-label="Notifications"
      data-slot="toaster"
      data-state={toasts.length > 0 ? 'showing' : 'idle'}
      className={cn(
        'pointer-events-none fixed top-4 left-1/2 z-[100] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2',
        className,
      )}
      {...props}
    >
      <ol data-slot="toaster-list" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  )
}
