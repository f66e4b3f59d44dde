// Placeholder for the live adapters over Flutterwave's v3 API (banks and transfers, bills); the adapters proper
// replace this file. Until then a store with live keys refuses wallet payouts rather than pretend to make them.
import type { FlutterwaveConfig } from '../../config'
import { WalletProviderError, type BankProvider, type VtuProvider } from './wallet-providers'

const unavailable = async (): Promise<never> => {
  throw new WalletProviderError('unreachable', 'The live wallet services are not connected')
}

export function flutterwaveBanks(_config: FlutterwaveConfig): BankProvider {
  return { mode: 'live', listBanks: unavailable, resolveAccount: unavailable, transfer: unavailable, getTransfer: unavailable }
}

export function flutterwaveVtu(_config: FlutterwaveConfig): VtuProvider {
  return { mode: 'live', listDataPlans: unavailable, buyData: unavailable, buyAirtime: unavailable }
}
