// The availability request's wiring for a product page whose product is out of stock, or has sizes sold out (spec §4,
// §5): it runs the request's hook and hands the button's state and press up to the page. A chunk of its own, rendered
// only for such a product, so a page whose product is in stock in every size never downloads it.
import { useEffect } from 'react'
import type { AvailabilityProduct } from './availability-request-actor'
import { useAvailabilityRequest, type AvailabilityRequest } from './use-availability-request'

export interface AvailabilityWiringProps {
  product: AvailabilityProduct
  /** The sold-out size chosen to ask about, or null. */
  variant: string | null
  onChange: (request: AvailabilityRequest) => void
}

// The default export is React.lazy's to load.
export default function AvailabilityWiring({ product, variant, onChange }: AvailabilityWiringProps) {
  const { status, request } = useAvailabilityRequest(product, variant)
  useEffect(() => onChange({ status, request }), [status, request, onChange])
  return null
}
