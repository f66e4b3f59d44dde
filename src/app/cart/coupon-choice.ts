// The shopper's coupon choice, kept for the life of the tab in sessionStorage under COUPON_STORAGE_KEY, so checkout
// charges what the cart's Summary showed. A choice the cart no longer qualifies for is dropped by the cart machine.
import { useEffect } from 'react'
import { COUPON, COUPON_STORAGE_KEY } from '@/domain/cart'
import type { StorageLike } from '../session-storage'

export function browserSessionStorage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export function readCouponApplied(storage: StorageLike | null): boolean {
  try {
    return storage?.getItem(COUPON_STORAGE_KEY) === COUPON.id
  } catch {
    return false
  }
}

export function writeCouponApplied(storage: StorageLike | null, applied: boolean): void {
  try {
    if (applied) storage?.setItem(COUPON_STORAGE_KEY, COUPON.id)
    else storage?.removeItem(COUPON_STORAGE_KEY)
  } catch {
    // A full or blocked storage only loses the choice for checkout; the cart still shows it.
  }
}

/**
 * On a page the server drew for the shopper (docs/adr/0050), which it drew without the tab's choice (it cannot read
 * session storage) and whose machine therefore starts without it, so that the takeover's first render is the server's:
 * the kept choice counts once the page is taken over.
 */
export function useRestoredCoupon(
  drawn: boolean,
  storage: StorageLike | null,
  send: (event: { type: 'coupon.restored'; applied: boolean }) => void,
): void {
  useEffect(() => {
    if (drawn && readCouponApplied(storage)) send({ type: 'coupon.restored', applied: true })
    // Once, as the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
