// An order's status as a badge (docs/adr/0027's statuses): waiting in amber, moving in the store's colour, done in
// green, cancelled muted. Every order status the store draws is this badge: the shopper's order card, the vendor's
// orders and the staff pages.
import type { ComponentProps } from 'react'
import { Badge, type BadgeProps } from '@/ui/badge'
import type { OrderStatus } from '@/domain/order-status'

export const ORDER_STATUS_VARIANT: Record<OrderStatus, BadgeProps['variant']> = {
  Pending: 'warning',
  Processing: 'primary',
  'Ready for pickup': 'primary',
  Shipped: 'primary',
  Delivered: 'success',
  Cancelled: 'muted',
}

export type OrderStatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  status: OrderStatus
  size?: BadgeProps['size']
}

export function OrderStatusBadge({ status, ...props }: OrderStatusBadgeProps) {
  return (
    <Badge data-slot="order-status-badge" data-state={status} variant={ORDER_STATUS_VARIANT[status]} {...props}>
      {status}
    </Badge>
  )
}
