// The 'Filters' button that opens the filter sheet on narrow screens. Its own module so the listing can draw it
// at once while the sheet (dialog, slider, radios) is fetched only when a shopper reaches for it.
import type { ComponentProps } from 'react'
import { Button } from '@/ui/button'

export const FILTERS_LABEL = 'Filters'

function FiltersIcon({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden
      focusable="false"
      data-slot="icon"
      data-icon="filters"
      className={className}
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  )
}

export type FiltersButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** Some filter is set: a dot on the button says so. */
  active: boolean
}

export function FiltersButton({ active, ...props }: FiltersButtonProps) {
  return (
    // Last, so a dialog trigger wrapping the button (its data-state is open/closed) does not replace them.
    <Button variant="outline" {...props} data-slot="filter-sheet-trigger" data-state={active ? 'filtered' : 'unfiltered'}>
      <FiltersIcon />
      {FILTERS_LABEL}
      {active ? <span aria-hidden data-slot="filter-sheet-dot" className="size-2 rounded-full bg-sale" /> : null}
      {active ? <span className="sr-only"> (active)</span> : null}
    </Button>
  )
}
