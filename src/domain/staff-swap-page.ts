// One swap request's page in the staff section (/staff/swaps/:swapId, docs/adr/0033): its first request, in a module of
// its own so that the swap requests' list does not carry it.
import { requestKey } from './first-page'

/** One swap request's first request, for the request the address names: a page the server drew for the staff member
 *  opens on its answer (docs/adr/0050, 'Staff pages'). */
export function staffSwapFirstRequest(_search: string, { swapId = '' }: { swapId?: string }) {
  return requestKey<'getStaffSwap'>(`/api/staff/swaps/${encodeURIComponent(swapId)}`)
}
