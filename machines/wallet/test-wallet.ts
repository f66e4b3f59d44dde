// Wallet data for the wallet machines' tests and stories, shaped by the contract.
import type { Wallet, WalletNotice } from './wallet.machine'
import type { WalletTransaction } from '../wallet-transactions/wallet-transactions.machine'

export const testWallet = (balance = 20000, notices: Wallet['notices'] = []): Wallet => ({
  balance,
  accounts: [],
  notices,
})

export function testTransaction(id: string, overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    _id: id,
    type: 'funding',
    amount: 20000,
    fee: 0,
    status: 'successful',
    reference: `wf_${id}`,
    description: 'Card payment',
    createdAt: '2026-11-24T06:00:00.000Z',
    ...overrides,
  }
}

/** A withdrawal the bank refused after it was accepted, as getWallet shows it until the shopper has seen it. */
export function testNotice(id: string, overrides: Partial<WalletNotice> = {}): WalletNotice {
  return {
    _id: id,
    type: 'withdrawal',
    amount: 5000,
    fee: 100,
    message: 'The bank did not accept this withdrawal (Account is dormant). Your money is back in your wallet',
    createdAt: '2026-11-24T06:05:00.000Z',
    ...overrides,
  }
}
