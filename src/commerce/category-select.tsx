// The product form's category picker (spec §4 Product form: a category picked from the store's categories), as a
// native select styled like the store's inputs (the phone's own picker on a small screen).
import type { ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { useFieldControl } from '@/ui/field-control'
import { inputVariants } from '@/ui/input'

export const CATEGORY_PLACEHOLDER = 'Choose a category'

export interface CategoryOption {
  _id: string
  title: string
}

export type CategorySelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: string
  categories: readonly CategoryOption[]
  onValueChange: (categoryId: string) => void
}

export function CategorySelect({ value, categories, onValueChange, className, ...rest }: CategorySelectProps) {
  const props = useFieldControl(rest)
  return (
    <select
      data-slot="category-select"
      data-state={value === '' ? 'unselected' : 'selected'}
      className={cn(inputVariants(), 'appearance-auto', className)}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    >
      <option value="" disabled>
        {CATEGORY_PLACEHOLDER}
      </option>
      {categories.map((category) => (
        <option key={category._id} value={category._id}>
          {category.title}
        </option>
      ))}
    </select>
  )
}
