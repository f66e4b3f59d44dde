// Placeholder for the wallet's sandboxes (banks and transfers, VTU): answers inside the store, every call succeeds.
// The sandboxes proper (the real adapters pointed at Flutterwave-shaped routes in the store) replace this file.
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import type { BankProvider, DataPlanOffer, VtuProvider } from './wallet-providers'
import { WalletProviderError } from './wallet-providers'

export interface SandboxWalletDeps {
  app: FastifyInstance
  database: Database
  now: () => Date
  log: { error(details: object, message: string): void; warn(details: object, message: string): void }
}

const PLANS: DataPlanOffer[] = [
  { id: 'mtn-1gb-30d', planName: '1GB', duration: '30 days', amountKobo: 30_000, network: 'MTN', planType: 'SME' },
  { id: 'airtel-1gb-30d', planName: '1GB', duration: '30 days', amountKobo: 30_000, network: 'AIRTEL', planType: 'SME' },
  { id: 'glo-1gb-30d', planName: '1GB', duration: '30 days', amountKobo: 30_000, network: 'GLO', planType: 'SME' },
  { id: '9mobile-1gb-30d', planName: '1GB', duration: '30 days', amountKobo: 30_000, network: '9MOBILE', planType: 'SME' },
]

export function sandboxWalletProviders(_deps: SandboxWalletDeps): { banks: BankProvider; vtu: VtuProvider } {
  let next = 0
  const banks: BankProvider = {
    mode: 'sandbox',
    listBanks: async () => [{ name: 'Sandbox Bank', code: '044' }],
    async resolveAccount(bankCode, accountNumber) {
      if (bankCode !== '044' || !/^\d{10}$/.test(accountNumber)) throw new WalletProviderError('notFound', 'No such account')
      return { accountName: 'ADA OBI' }
    },
    transfer: async (request) => ({ id: String((next += 1)), reference: request.reference, status: 'pending', amountKobo: request.amountKobo }),
    getTransfer: async (id) => {
      throw new WalletProviderError('notFound', `No transfer ${id}`)
    },
  }
  const vtu: VtuProvider = {
    mode: 'sandbox',
    listDataPlans: async () => PLANS,
    buyData: async (request) => ({ id: String((next += 1)), reference: request.reference, status: 'successful' }),
    buyAirtime: async (request) => ({ id: String((next += 1)), reference: request.reference, status: 'successful' }),
  }
  return { banks, vtu }
}
