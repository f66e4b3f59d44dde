// The 'Filters' button that opens the filter sheet on narrow screens. Its own module so the listing can draw it
// at once while the sheet (dialog, slider, radios) is fetched only when a shopper reaches for it.
import type { ComponentProps } from 'react'
import { Button } from '@/ui/button'
import { FiltersIcon } from '@/ui/icons'

export const FILTERS_LABEL = 'Filters'

export type FiltersButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** Some filter is set: a dot on the button says so. */
  active: boolean
}

export function FiltersButton({ active, ...props }: FiltersButtonProps) {
  return (
    // Last, so a dialog trigger wrapping the button (its data-state is open/closed) does not replace them.
    <Button
      variant="outline"
      {...props}
      data-slot="filter-sheet-trigger"
      data-state={active ? 'filtered' : 'unfiltered'}
    >
      <FiltersIcon size={18} />
      {FILTERS_LABEL}
      {active ? <span aria-hidden data-slot="filter-sheet-dot" className="size-2 rounded-full bg-sale" /> : null}
      {active ? <span className="sr-only"> (active)</span> : null}
    </Button>
  )
}
