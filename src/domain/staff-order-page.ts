// One order's page in the staff section (/staff/orders/:orderId, docs/adr/0027): its first request, in a module of its
// own so that neither the orders board nor the order's page carries the other's rules.
import { requestKey } from './first-page'

/** One order's first request, for the order the address names: a page the server drew for the staff member opens on its
 *  answer (docs/adr/0050, 'Staff pages'). */
export function staffOrderFirstRequest(_search: string, { orderId = '' }: { orderId?: string }) {
  return requestKey<'getStaffOrder'>(`/api/staff/orders/${encodeURIComponent(orderId)}`)
}
