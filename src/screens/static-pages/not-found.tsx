// Any unknown path (spec §2 route list: 'Error 404 / Page not found' with a 'Back to Home' button). The heading
// keeps the spec's text character for character, slash included; the two halves are styled as two lines.
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import { pathTo } from '@/domain/routes'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'

export const NOT_FOUND_TITLE = 'Error 404 / Page not found'

export type NotFoundProps = Omit<ComponentProps<'div'>, 'children'>

export function NotFound({ className, ...props }: NotFoundProps) {
  return (
    <div
      data-slot="not-found"
      className={cn(
        '@container mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-12 text-center @3xl:py-24',
        className,
      )}
      {...props}
    >
      <h1 data-slot="not-found-title" className="m-0 grid gap-1 text-foreground">
        <span className="text-6xl font-extrabold tracking-tight text-primary @3xl:text-8xl">Error 404</span>{' '}
        <span className="sr-only">/</span> <span className="text-2xl font-bold @3xl:text-3xl">Page not found</span>
      </h1>
      <p className="m-0 max-w-md text-foreground-subtle">
        The page you are looking for does not exist or has moved. Let's get you back to the shop.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to={pathTo('home')} data-slot="not-found-home">
          Back to Home
        </Link>
      </Button>
    </div>
  )
}
