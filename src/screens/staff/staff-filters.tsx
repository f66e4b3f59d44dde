// The filters above a staff list (the orders board, the swaps inbox): a search form of labelled fields, each a choice
// among values (with 'any' first), a day, or typed words, each applying as it changes; the form itself never submits.
// Props only: each field's value and what its change does; the page lays the fields out with `className`.
import { useId } from 'react'
import { cn } from '@/ui/cn'
import { inputVariants } from '@/ui/input'

type FieldBase = {
  /** The field's name within the form: its id's stem. */
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The field's box within the form's grid (a column span). */
  className?: string
}

export type StaffFilterField =
  | (FieldBase & { kind: 'select'; any: string; options: readonly { value: string; label: string }[] })
  | (FieldBase & { kind: 'date'; min?: string; max?: string })
  | (FieldBase & { kind: 'search'; placeholder: string; maxLength: number })

export type StaffFiltersProps = {
  'data-slot': string
  /** What the search form is called. */
  label: string
  /** The form's grid. */
  className: string
  fields: readonly StaffFilterField[]
}

const filterLabel = 'text-xs font-medium text-foreground-subtle'
const control = cn(inputVariants({ size: 'sm' }), 'appearance-auto')

function Control({ id, field }: { id: string; field: StaffFilterField }) {
  const onChange = (event: { target: { value: string } }) => field.onChange(event.target.value)
  if (field.kind === 'select')
    return (
      <select id={id} className={control} value={field.value} onChange={onChange}>
        <option value="">{field.any}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  // A day has its bounds, typed words a hint and a length.
  const kept =
    field.kind === 'date'
      ? { min: field.min, max: field.max }
      : { placeholder: field.placeholder, maxLength: field.maxLength }
  return <input id={id} type={field.kind} className={control} value={field.value} onChange={onChange} {...kept} />
}

export function StaffFilters({ label, className, fields, ...props }: StaffFiltersProps) {
  const id = useId()
  return (
    <form
      data-slot={props['data-slot']}
      aria-label={label}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className={className}
    >
      {fields.map((field) => (
        <div key={field.name} className={cn('flex flex-col gap-1', field.className)}>
          <label htmlFor={`${id}-${field.name}`} className={filterLabel}>
            {field.label}
          </label>
          <Control id={`${id}-${field.name}`} field={field} />
        </div>
      ))}
    </form>
  )
}
