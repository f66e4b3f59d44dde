// The product form's sizes (spec §4 Product form, §5: sizes each need a title and a stock): a row per size with its
// name, its stock and a remove button, and 'Add size'. Every input is named with its row's number, so a screen reader
// hears 'Size 2 stock' (the visible 'Name' and 'Stock' head the first row only), and each row's problems sit under it.
import { useId } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { IconButton } from '@/ui/icon-button'
import { Input } from '@/ui/input'
import { PlusIcon, TrashIcon } from '@/ui/more-icons'

export const ADD_SIZE_LABEL = 'Add size'
export const NO_SIZES_HINT =
  'No sizes: the product has one stock. Add sizes (e.g. 128 GB, 256 GB) to give each its own.'
export const sizeNameLabel = (position: number) => `Size ${position} name`
export const sizeStockLabel = (position: number) => `Size ${position} stock`
export const removeSizeLabel = (position: number) => `Remove size ${position}`

export interface SizeRowValue {
  title: string
  stock: string
}

export interface SizeRowErrors {
  title?: string
  stock?: string
}

export type SizeRowKey = keyof SizeRowValue

export interface SizeRowsProps {
  sizes: readonly SizeRowValue[]
  /** Each row's problems, by position. */
  errors?: readonly (SizeRowErrors | undefined)[]
  /** The most sizes a product has; 'Add size' is disabled at it. */
  max: number
  disabled?: boolean
  onAdd: () => void
  onRemove: (index: number) => void
  onChange: (index: number, key: SizeRowKey, value: string) => void
  className?: string
}

function SizeRow({
  index,
  size,
  errors,
  disabled,
  onRemove,
  onChange,
}: { index: number; size: SizeRowValue; errors?: SizeRowErrors } & Pick<
  SizeRowsProps,
  'disabled' | 'onRemove' | 'onChange'
>) {
  const id = useId()
  const position = index + 1
  const problems = [
    errors?.title ? { key: 'title', text: errors.title } : null,
    errors?.stock ? { key: 'stock', text: errors.stock } : null,
  ].filter((problem) => problem !== null)
  return (
    <li data-slot="size-rows-row" data-state={problems.length > 0 ? 'invalid' : 'idle'} className="flex flex-col gap-1">
      <div className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-end gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="text-sm font-medium text-foreground">
            <span className="sr-only">Size {position} </span>
            <span aria-hidden className={cn(index > 0 && 'sr-only')}>
              Name
            </span>
            <span className="sr-only">name</span>
          </label>
          <Input
            id={`${id}-title`}
            value={size.title}
            maxLength={40}
            placeholder="e.g. 128 GB"
            disabled={disabled}
            invalid={Boolean(errors?.title)}
            aria-describedby={errors?.title ? `${id}-title-error` : undefined}
            onChange={(event) => onChange(index, 'title', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-stock`} className="text-sm font-medium text-foreground">
            <span className="sr-only">Size {position} </span>
            <span aria-hidden className={cn(index > 0 && 'sr-only')}>
              Stock
            </span>
            <span className="sr-only">stock</span>
          </label>
          <Input
            id={`${id}-stock`}
            value={size.stock}
            inputMode="numeric"
            disabled={disabled}
            invalid={Boolean(errors?.stock)}
            aria-describedby={errors?.stock ? `${id}-stock-error` : undefined}
            onChange={(event) => onChange(index, 'stock', event.target.value)}
          />
        </div>
        <IconButton
          aria-label={removeSizeLabel(position)}
          variant="outline"
          disabled={disabled}
          onClick={() => onRemove(index)}
        >
          <TrashIcon />
        </IconButton>
      </div>
      {problems.map((problem) => (
        <p key={problem.key} id={`${id}-${problem.key}-error`} role="alert" className="text-sm font-medium text-danger">
          {problem.text}
        </p>
      ))}
    </li>
  )
}

export function SizeRows({
  sizes,
  errors = [],
  max,
  disabled = false,
  onAdd,
  onRemove,
  onChange,
  className,
}: SizeRowsProps) {
  return (
    <fieldset
      data-slot="size-rows"
      data-state={sizes.length === 0 ? 'empty' : 'filled'}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <legend className="mb-1 text-sm font-medium text-foreground">Sizes</legend>
      {sizes.length === 0 ? (
        <p data-slot="size-rows-hint" className="text-sm text-foreground-subtle">
          {NO_SIZES_HINT}
        </p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label="Sizes">
          {sizes.map((size, index) => (
            // Rows have no id of their own; a row's position is its identity while the form is open.
            <SizeRow
              key={index}
              index={index}
              size={size}
              errors={errors[index]}
              disabled={disabled}
              onRemove={onRemove}
              onChange={onChange}
            />
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={disabled || sizes.length >= max}
        onClick={onAdd}
      >
        <PlusIcon aria-hidden />
        {ADD_SIZE_LABEL}
      </Button>
    </fieldset>
  )
}
