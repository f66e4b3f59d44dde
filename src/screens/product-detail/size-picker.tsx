// The product's sizes (spec §4 Selected size): a size can be picked only when both the product and that size
// are in stock, so the others are shown but disabled. One choice, arrow keys move it (a radio group).
import { useId, type ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'
import { isInStock } from '@/domain/stock'

export const SIZE_LABEL = 'Size'
export const SIZE_OUT_OF_STOCK = 'Out of stock'

export type PickerSize = { title: string; is_stock?: number | string | null }

export type SizePickerProps = Omit<ComponentProps<'div'>, 'onSelect'> & {
  sizes: readonly PickerSize[]
  /** The product's own stock: when it is out, no size can be picked. */
  productInStock: boolean
  /** The selected size's title, null for none. */
  value: string | null
  onSelect: (title: string) => void
}

export function SizePicker({ sizes, productInStock, value, onSelect, className, ...props }: SizePickerProps) {
  const labelId = useId()
  return (
    <div
      data-slot="size-picker"
      data-state={value ? 'selected' : 'unselected'}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <p id={labelId} data-slot="size-picker-label" className="m-0 text-sm font-semibold text-foreground">
        {SIZE_LABEL}
        {value ? <span className="font-normal text-foreground-subtle">: {value}</span> : null}
      </p>
      <RadioGroup
        aria-labelledby={labelId}
        variant="card"
        value={value ?? ''}
        onValueChange={onSelect}
        className="flex flex-wrap gap-2"
      >
        {sizes.map((size) => {
          const selectable = productInStock && isInStock(size.is_stock)
          return (
            <RadioGroupItem
              key={size.title}
              value={size.title}
              disabled={!selectable}
              data-available={selectable || undefined}
              label={<span className="group-has-[[data-disabled]]/option:line-through">{size.title}</span>}
              description={selectable ? undefined : <span className="sr-only">{SIZE_OUT_OF_STOCK}</span>}
              className="min-w-16 items-center px-3 py-2"
            />
          )
        })}
      </RadioGroup>
    </div>
  )
}
