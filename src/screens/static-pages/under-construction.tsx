// /schedule-call (spec §2 route list: an under-construction page).
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import { pathTo } from '@/domain/routes'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'

export const UNDER_CONSTRUCTION_TITLE = 'This page is under construction'

function ToolsIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={32}
      height={32}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.6 17.2a1.9 1.9 0 0 0 2.7 2.7l5.7-5.7a4 4 0 0 0 5.2-5.4l-2.4 2.4-2.3-.5-.5-2.3 2.7-2.1Z" />
      <path d="M16 16l4 4" />
    </svg>
  )
}

export type UnderConstructionProps = Omit<ComponentProps<'div'>, 'children'>

export function UnderConstruction({ className, ...props }: UnderConstructionProps) {
  return (
    <div
      data-slot="under-construction"
      className={cn('@container mx-auto flex max-w-2xl px-4 py-10 @3xl:py-20', className)}
      {...props}
    >
      <EmptyState
        size="lg"
        headingLevel={1}
        className="w-full"
        icon={<ToolsIcon />}
        title={UNDER_CONSTRUCTION_TITLE}
        description="Booking a call with our team is coming soon. Until then, reach us by email or live chat and we will get back to you."
        action={
          <>
            <Button asChild size="lg">
              <Link to={pathTo('home')}>Back to Home</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={pathTo('contact')}>Contact Us</Link>
            </Button>
          </>
        }
      />
    </div>
  )
}
