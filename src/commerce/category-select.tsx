// The product form's category picker (spec §4 Product form: a category picked from the store's categories), as a
// native select styled like the store's inputs (the phone's own picker on a small screen).
import { useMemo } from 'react'
import { NativeSelect, type NativeSelectProps } from '@/ui/native-select'

export const CATEGORY_PLACEHOLDER = 'Choose a category'

export interface CategoryOption {
  _id: string
  title: string
}

export type CategorySelectProps = Omit<NativeSelectProps, 'placeholder' | 'options' | 'onValueChange'> & {
  categories: readonly CategoryOption[]
  onValueChange: (categoryId: string) => void
}

export function CategorySelect({ categories, ...props }: CategorySelectProps) {
  const options = useMemo(
    () => categories.map((category) => ({ value: category._id, label: category.title })),
    [categories],
  )
  return <NativeSelect data-slot="category-select" placeholder={CATEGORY_PLACEHOLDER} options={options} {...props} />
}
