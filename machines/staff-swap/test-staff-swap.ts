// One swap request as staff see it, for the staff swap machine's tests and the stories: a used iPhone offered for a
// Galaxy, sent by Ada, still new unless told otherwise.
import { swapConditionLabel } from '@/domain/swap'
import { nextSwapStatuses, type SwapStatus } from '@/domain/swap-status'
import type { StaffSwap } from './staff-swap.machine'

export const TEST_SWAP_ID = '665f1c2b9a1e4b0012349999'

export function testStaffSwap(status: SwapStatus = 'new', overrides: Partial<StaffSwap> = {}): StaffSwap {
  return {
    request: {
      _id: TEST_SWAP_ID,
      brand: 'Apple',
      model: 'iPhone 12 Pro',
      storage: '128GB',
      condition: 'used',
      faults: 'Battery health 79%',
      photos: ['/media/uploads/665f1c2b9a1e4b00123400a1-800.webp', '/media/uploads/665f1c2b9a1e4b00123400a2-800.webp'],
      wantedProductId: '665f1c2b9a1e4b0012340013',
      wanted: 'Samsung Galaxy S23 256GB',
      phone: '08031234567',
      city: 'Ikeja',
      status,
      statusChangedAt: status === 'new' ? '2026-11-24T08:00:00.000Z' : '2026-11-25T10:30:00.000Z',
      createdAt: '2026-11-24T08:00:00.000Z',
    },
    conditionLabel: swapConditionLabel('used'),
    customer: { name: 'Ada Obi', email: 'ada.obi@example.com' },
    wantedProduct: { title: 'Samsung Galaxy S23 256GB', slug: 'samsung-galaxy-s23-256gb' },
    events: [
      { kind: 'sent', status: 'new', text: null, actor: null, at: '2026-11-24T08:00:00.000Z' },
      ...(status === 'new'
        ? []
        : [{ kind: 'status' as const, status, text: null, actor: 'tunde@oja.test', at: '2026-11-25T10:30:00.000Z' }]),
    ],
    nextStatuses: nextSwapStatuses(status),
    ...overrides,
  }
}
