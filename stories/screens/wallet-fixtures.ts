// Wallet data for the wallet's screen stories and its network fakes (stories/network/wallet-fakes), shaped by the contract.
import { testTransaction } from '@machines/wallet/test-wallet'
import type { Bank } from '@machines/withdraw/withdraw.machine'

export const banks: Bank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Wema Bank', code: '035' },
]

export const funding = testTransaction('65f1c0ffee0000000000b001', {
  type: 'funding',
  amount: 20000,
  reference: 'wf_7Qm2xK9pA3',
  description: 'Card payment',
  createdAt: '2026-11-24T08:00:00.000Z',
})
export const dataPurchase = testTransaction('65f1c0ffee0000000000b002', {
  type: 'dataPurchase',
  amount: 1500,
  reference: 'vtu_d4T7q1Zm',
  description: 'MTN 1.5GB (30 days) for 08031234567',
  createdAt: '2026-11-24T09:15:00.000Z',
})
export const withdrawal = testTransaction('65f1c0ffee0000000000b003', {
  type: 'withdrawal',
  amount: 1000,
  fee: 100,
  status: 'pending',
  reference: 'wd_0f5c2e7a9b8d4c6e8f0a1b2c3d4e5f60',
  description: 'To Ada Obi, Access Bank 0690000031',
  createdAt: '2026-11-24T10:30:00.000Z',
})
export const failedAirtime = testTransaction('65f1c0ffee0000000000b004', {
  type: 'airtimePurchase',
  amount: 100,
  status: 'failed',
  reference: 'vtu_a1rT1me9',
  description: 'MTN airtime for 08031234567',
  createdAt: '2026-11-24T10:45:00.000Z',
})
export const refund = testTransaction('65f1c0ffee0000000000b005', {
  type: 'refund',
  amount: 100,
  reference: 'vtu_a1rT1me9-refund',
  description: 'Refund of MTN airtime for 08031234567',
  createdAt: '2026-11-24T10:46:00.000Z',
})

/** Newest first, as the server lists them. */
export const transactions = [refund, failedAirtime, withdrawal, dataPurchase, funding]
