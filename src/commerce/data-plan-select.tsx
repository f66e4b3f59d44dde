// The data plan picker of Buy data's Step 1 (spec §2, §3 Data plan): a native select styled like the store's inputs (the
// phone's own picker on a small screen, light however many plans a network sells), each plan read as its size,
// duration, type and price.
import type { ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { useFieldControl } from '@/ui/field-control'
import { inputVariants } from '@/ui/input'
import { formatNaira } from '@/domain/money'

export const PLAN_PLACEHOLDER = 'Choose a plan'

/** The fields of spec §3's Data plan the picker shows. */
export interface DataPlanOption {
  _id: string
  planName: string
  duration: string
  amount: number
  network: string
  planType: string
}

/** How a plan reads, in the picker and in the summary. */
export function dataPlanLabel(plan: DataPlanOption): string {
  return `${plan.network} ${plan.planName} · ${plan.duration} · ${plan.planType} — ${formatNaira(plan.amount)}`
}

export type DataPlanSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  plans: readonly DataPlanOption[]
  /** The chosen plan's `_id`, or null. */
  value: string | null
  onValueChange: (planId: string) => void
}

export function DataPlanSelect({ plans, value, onValueChange, className, ...rest }: DataPlanSelectProps) {
  const props = useFieldControl(rest)
  return (
    <select
      data-slot="data-plan-select"
      data-state={value === null ? 'unselected' : 'selected'}
      className={cn(inputVariants(), 'appearance-auto', className)}
      value={value ?? ''}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    >
      <option value="" disabled>
        {PLAN_PLACEHOLDER}
      </option>
      {plans.map((plan) => (
        <option key={plan._id} value={plan._id}>
          {dataPlanLabel(plan)}
        </option>
      ))}
    </select>
  )
}
