// The page frame every store route shares: skip link, promo bar, navigation bar, the page, footer. Slots only;
// src/app/store-layout.tsx fills them.
import { useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/ui/cn'

export const SKIP_LINK_LABEL = 'Skip to content'
export const MAIN_CONTENT_ID = 'main-content'

export type StoreFrameProps = Omit<ComponentProps<'div'>, 'children'> & {
  promoBar?: ReactNode
  navBar: ReactNode
  footer: ReactNode
  /** The page. */
  children: ReactNode
  /** Modals and other layers that belong to the frame rather than to a page. */
  overlays?: ReactNode
}

export function StoreFrame({ promoBar, navBar, footer, children, overlays, className, ...props }: StoreFrameProps) {
  const main = useRef<HTMLElement>(null)
  return (
    <div
      data-slot="store-frame"
      className={cn('flex min-h-dvh flex-col bg-surface text-foreground', className)}
      {...props}
    >
      <a
        href={`#${MAIN_CONTENT_ID}`}
        data-slot="store-frame-skip-link"
        // Moving focus directly keeps the address free of a '#main-content' the router would treat as a navigation.
        onClick={(event) => {
          if (!main.current) return
          event.preventDefault()
          main.current.focus()
        }}
        className={cn(
          'sr-only rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground',
          'focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50',
        )}
      >
        {SKIP_LINK_LABEL}
      </a>
      {promoBar}
      {navBar}
      <main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} data-slot="store-frame-main" className="flex-1 outline-none">
        {children}
      </main>
      {footer}
      {overlays}
    </div>
  )
}
