// The listing's filters (spec §2 Product listing): category and price checkboxes, the minimum-rating slider,
// the sort radios and Reset. Controlled: the value is the URL's filter and every change goes back up at once,
// so the URL (and with it reload and the back button) always holds what the shopper sees here.
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'
import { Skeleton } from '@/ui/skeleton'
import { Slider } from '@/ui/slider'
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog'
import { FILTERS_LABEL, FiltersButton } from './filters-button'
import {
  PRICE_BUCKETS,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  SORT_ORDERS,
  hasActiveFilters,
  ratingForSlider,
  toggleCategory,
  togglePriceRange,
  type ListingFilter,
  type SortOrder,
} from '@/domain/listing-query'

export const RESET_LABEL = 'Reset'
export const RATING_LABEL = 'Minimum rating'

export const SORT_LABELS: Record<SortOrder, string> = {
  highToLow: 'Price: High to Low',
  lowToHigh: 'Price: Low to High',
}

export type FilterCategory = { _id: string; title: string }

function Group({ legend, children, slot }: { legend: string; children: ReactNode; slot: string }) {
  return (
    <fieldset data-slot={`filter-panel-${slot}`} className="m-0 grid min-w-0 gap-2 border-0 p-0">
      <legend className="mb-2 p-0 text-sm font-semibold text-foreground">{legend}</legend>
      {children}
    </fieldset>
  )
}

export type FilterPanelProps = Omit<ComponentProps<'section'>, 'onChange' | 'onReset'> & {
  categories: readonly FilterCategory[]
  /** Categories are still on their way: placeholder rows of the same height keep the panel from jumping. */
  categoriesLoading?: boolean
  /** The filter in the URL. */
  value: ListingFilter
  onChange: (next: ListingFilter) => void
  onReset: () => void
  /** The sheet shows its own title, so the panel's heading is kept for screen readers only there. */
  hideHeading?: boolean
}

export function FilterPanel({
  categories,
  categoriesLoading = false,
  value,
  onChange,
  onReset,
  hideHeading = false,
  className,
  ...props
}: FilterPanelProps) {
  const headingId = useId()
  const sortId = useId()
  // While the thumb is dragged the slider shows the draft; the filter (and the URL) changes once, on release,
  // so a drag is one history entry and one request, not fifty.
  const committed = ratingForSlider(value)
  const [draft, setDraft] = useState<{ from: number; value: number } | null>(null)
  const rating = draft && draft.from === committed ? draft.value : committed
  const active = hasActiveFilters(value)

  return (
    <section
      aria-labelledby={headingId}
      data-slot="filter-panel"
      data-state={active ? 'filtered' : 'unfiltered'}
      className={cn('grid content-start gap-6 text-foreground', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className={cn('m-0 text-lg font-semibold', hideHeading && 'sr-only')}>
          {FILTERS_LABEL}
        </h2>
        <Button
          variant="outline"
          size="sm"
          data-slot="filter-panel-reset"
          disabled={!active}
          onClick={onReset}
          className={cn(hideHeading && 'ml-auto')}
        >
          {RESET_LABEL}
        </Button>
      </div>

      <Group legend="Categories" slot="categories">
        {categoriesLoading
          ? Array.from({ length: 4 }, (_, i) => (
              <span key={i} className="flex h-6 items-center gap-2">
                <Skeleton className="size-5 shrink-0 rounded-sm" />
                <Skeleton className="h-3 w-28" />
              </span>
            ))
          : categories.map((category) => (
              <Checkbox
                key={category._id}
                name="categoryId"
                value={category._id}
                checked={value.categoryIds.includes(category._id)}
                onChange={() => onChange(toggleCategory(value, category._id))}
              >
                {category.title}
              </Checkbox>
            ))}
      </Group>

      <Group legend="Price" slot="price">
        {PRICE_BUCKETS.map((bucket) => (
          <Checkbox
            key={bucket.value}
            name="original_price"
            value={bucket.value}
            checked={value.priceRange === bucket.value}
            onChange={() => onChange(togglePriceRange(value, bucket.value))}
          >
            {bucket.label}
          </Checkbox>
        ))}
      </Group>

      <div data-slot="filter-panel-rating">
        <Slider
          label={RATING_LABEL}
          min={RATING_MIN}
          max={RATING_MAX}
          step={RATING_STEP}
          value={[rating]}
          onValueChange={([next]) => {
            if (next !== undefined) setDraft({ from: committed, value: next })
          }}
          onValueCommit={([next]) => {
            if (next === undefined) return
            setDraft({ from: committed, value: next })
            if (next !== value.rating) onChange({ ...value, rating: next })
          }}
        />
      </div>

      <div data-slot="filter-panel-sort" className="grid gap-2">
        <p id={sortId} className="m-0 text-sm font-semibold text-foreground">
          Sort by
        </p>
        <RadioGroup
          aria-labelledby={sortId}
          value={value.sort ?? ''}
          onValueChange={(next) => onChange({ ...value, sort: next as SortOrder })}
          className="gap-2"
        >
          {SORT_ORDERS.map((order) => (
            <RadioGroupItem key={order} value={order} label={SORT_LABELS[order]} />
          ))}
        </RadioGroup>
      </div>
    </section>
  )
}

export type FilterSheetProps = FilterPanelProps & {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Classes for the 'Filters' button. */
  triggerClassName?: string
}

/**
 * The same panel behind a 'Filters' button, in a sheet from the left: on a narrow screen the products get the
 * whole width. Changes apply as they are made, so closing the sheet needs no 'Apply'.
 */
export function FilterSheet({ open, defaultOpen, onOpenChange, triggerClassName, value, ...panel }: FilterSheetProps) {
  const active = hasActiveFilters(value)
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <FiltersButton active={active} className={triggerClassName} />
      </DialogTrigger>
      <DialogContent
        data-slot="filter-sheet"
        aria-describedby={undefined}
        className={cn(
          'top-0 left-0 h-dvh max-h-none w-[min(22rem,calc(100%-2.5rem))] max-w-none translate-x-0 translate-y-0',
          'content-start rounded-none rounded-r-lg border-y-0 border-l-0 p-5',
        )}
      >
        <DialogHeader>
          <DialogTitle>{FILTERS_LABEL}</DialogTitle>
        </DialogHeader>
        <FilterPanel value={value} hideHeading {...panel} />
      </DialogContent>
    </Dialog>
  )
}
