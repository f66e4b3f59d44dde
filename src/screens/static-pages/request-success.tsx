// /request-success (spec §2 Request success): a thank-you page saying a confirmation email is on its way and a
// reply comes within 5 business days (spec §9).
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import { pathTo } from '@/domain/routes'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { CheckIcon } from '@/ui/icons'
import { POLICY } from '@/domain/policies'

export const REQUEST_SUCCESS_TITLE = 'Thank you!'

export type RequestSuccessProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Where the confirmation went, when the page knows it. */
  email?: string
}

export function RequestSuccess({ email, className, ...props }: RequestSuccessProps) {
  return (
    <div
      data-slot="request-success"
      className={cn('@container mx-auto flex max-w-2xl px-4 py-10 @3xl:py-20', className)}
      {...props}
    >
      <EmptyState
        size="lg"
        headingLevel={1}
        className="w-full [&_[data-slot=empty-state-icon]]:bg-success-soft [&_[data-slot=empty-state-icon]]:text-success"
        icon={<CheckIcon />}
        title={REQUEST_SUCCESS_TITLE}
        description={
          <>
            We have received your request and sent a confirmation email to{' '}
            {email ? <strong className="font-semibold text-foreground">{email}</strong> : 'your inbox'}. Our team will
            reply within {POLICY.replyWithin}.
          </>
        }
        action={
          <>
            <Button asChild size="lg">
              <Link to={pathTo('home')}>Back to Home</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={pathTo('productListing')}>Continue Shopping</Link>
            </Button>
          </>
        }
      />
    </div>
  )
}
