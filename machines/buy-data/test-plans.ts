// Data plans as GET api/wallets/fetchDataPlan answers them, one or two per network, for machine tests and stories.
import type { DataPlan } from '@/domain/contract'

export const mtnDaily: DataPlan = {
  _id: 'mtn-100mb',
  planName: '100MB',
  duration: '1 day',
  amount: 100,
  network: 'MTN',
  planType: 'SME',
}
export const mtnMonthly: DataPlan = {
  _id: 'mtn-1-5gb',
  planName: '1.5GB',
  duration: '30 days',
  amount: 1000,
  network: 'MTN',
  planType: 'SME',
}
export const airtelMonthly: DataPlan = {
  _id: 'airtel-2gb',
  planName: '2GB',
  duration: '30 days',
  amount: 1500,
  network: 'AIRTEL',
  planType: 'Gifting',
}
export const gloMonthly: DataPlan = {
  _id: 'glo-3-9gb',
  planName: '3.9GB',
  duration: '30 days',
  amount: 1000,
  network: 'GLO',
  planType: 'Corporate',
}
export const nineMobileMonthly: DataPlan = {
  _id: '9mobile-1-5gb',
  planName: '1.5GB',
  duration: '30 days',
  amount: 1200,
  network: '9MOBILE',
  planType: 'Gifting',
}

export const testPlans: DataPlan[] = [mtnDaily, mtnMonthly, airtelMonthly, gloMonthly, nineMobileMonthly]
