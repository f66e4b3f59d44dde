// A swap request's status as a badge (docs/adr/0033): new in amber (waiting for the team), in talks in the store's
// colour, accepted in green, declined and closed muted. Every swap status the store draws is this badge: the staff
// inbox and request page, and the shopper's profile.
import type { ComponentProps } from 'react'
import { Badge, type BadgeProps } from '@/ui/badge'
import { swapStatusLabel, type SwapStatus } from '@/domain/swap-status'

export const SWAP_STATUS_VARIANT: Record<SwapStatus, BadgeProps['variant']> = {
  new: 'warning',
  contacted: 'primary',
  offerMade: 'primary',
  accepted: 'success',
  declined: 'muted',
  closed: 'muted',
}

export type SwapStatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  status: SwapStatus
  size?: BadgeProps['size']
}

export function SwapStatusBadge({ status, ...props }: SwapStatusBadgeProps) {
  return (
    <Badge data-slot="swap-status-badge" data-state={status} variant={SWAP_STATUS_VARIANT[status]} {...props}>
      {swapStatusLabel(status)}
    </Badge>
  )
}
