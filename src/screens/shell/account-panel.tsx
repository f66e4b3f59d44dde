// The frame of the account pages (/login, /signup, /verification): a centred column that becomes a card on
// wider screens, with the page's heading and a line under it. The page passes the heading's id so its form can
// be named by the same heading.
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/ui/cn'

export type AccountPanelProps = Omit<ComponentProps<'section'>, 'aria-labelledby'> & {
  headingId: string
  heading: ReactNode
  /** The line under the heading. */
  intro: ReactNode
}

export function AccountPanel({ headingId, heading, intro, className, children, ...props }: AccountPanelProps) {
  return (
    <section aria-labelledby={headingId} className={cn('@container w-full px-4 py-8', className)} {...props}>
      <div className="mx-auto flex w-full max-w-md flex-col gap-6 @min-[480px]:rounded-lg @min-[480px]:border @min-[480px]:border-border @min-[480px]:bg-surface @min-[480px]:p-8 @min-[480px]:shadow">
        <header className="flex flex-col gap-1">
          <h1 id={headingId} className="text-2xl font-bold text-foreground">
            {heading}
          </h1>
          <p className="text-sm text-foreground-subtle">{intro}</p>
        </header>
        {children}
      </div>
    </section>
  )
}
