// The wallet's operations answered over one wallet in memory, as the server answers them (amounts in naira): the balance
// and its notices, the ledger, adding funds by card (the sandbox's checkout), the banks, the account-name lookup and the
// withdrawal, each recorded in the ledger and taken from the balance. No promo runs, so the withdrawal fee is the spec's.
import type { Wallet, WalletTransaction } from '@/domain/contract'
import { testTransaction } from '@machines/wallet/test-wallet'
import { testListPage } from '@machines/lib/test-list-page'
import { banks, dataPurchase, funding } from '../screens/wallet-fixtures'
import { promoHandler } from './browsing-fakes'
import { errorReply, http } from './network-fakes'

/** The one account number the bank lookup knows, and its holder. */
export const KNOWN_ACCOUNT = { accountNumber: '0690000031', accountName: 'Ada Obi' }

export interface WalletServer {
  /** In naira; ₦20,000 unless given. */
  balance?: number
  notices?: Wallet['notices']
  /** Newest first; a data purchase and a funding unless given. */
  ledger?: WalletTransaction[]
  /** GET api/wallets answers 500 with no message, so the page says the spec's own words. */
  walletFails?: boolean
  /** Who a funding's checkout is for. */
  shopper?: { email: string; name: string }
  /** Given, it is told how to read the balance (naira) as it changes, for another area's fakes (deleting an account). */
  view?: { balance?: () => number }
}

/** Handlers over their own copy of the wallet, so each story begins from the same one. */
export function walletHandlers({
  balance: startBalance = 20000,
  notices: startNotices = [],
  ledger: startLedger = [dataPurchase, funding],
  walletFails = false,
  shopper = { email: 'ada@oja.test', name: 'Ada Obi' },
  view,
}: WalletServer = {}) {
  let balance = startBalance
  if (view) view.balance = () => balance
  let notices = [...startNotices]
  let ledger = [...startLedger]
  let pendingAmount = 0
  const wallet = (): Wallet => ({ balance, accounts: [], notices })
  const record = (transaction: WalletTransaction) => {
    ledger = [transaction, ...ledger]
    return transaction
  }
  return [
    http.get('/api/wallets', ({ response }) =>
      walletFails ? new Response(null, { status: 500 }) : response(200).json({ data: wallet() }),
    ),
    http.post('/api/wallets/notices/seen', async ({ request, response }) => {
      const { ids } = await request.json()
      notices = notices.filter((notice) => !ids.includes(notice._id))
      return response(200).json({ data: wallet() })
    }),
    http.get('/api/wallets/transactions', ({ response }) => response(200).json({ data: testListPage(ledger) })),
    http.post('/api/wallets/fund', async ({ request, response }) => {
      pendingAmount = (await request.json()).amount
      return response(201).json({ data: { txRef: 'wf_story0001', amount: pendingAmount, ...shopper } })
    }),
    http.post('/api/wallets/fund/confirm', ({ response }) => {
      balance += pendingAmount
      const credit = testTransaction(`65f1c0ffee00000000000f${String(ledger.length).padStart(2, '0')}`, {
        amount: pendingAmount,
        reference: 'wf_story0001',
        createdAt: '2026-11-24T11:00:00.000Z',
      })
      return response(201).json({ data: record(credit) })
    }),
    http.get('/api/payments/config', ({ response }) =>
      response(200).json({
        data: { mode: 'sandbox', scriptUrl: '/sandbox/flutterwave/v3.js', publicKey: 'FLWPUBK_TEST-sandbox-X' },
      }),
    ),
    http.get('/api/wallets/fetchBanks', ({ response }) => response(200).json({ data: { docs: banks } })),
    promoHandler(null),
    http.post('/api/wallets/verifyBank', async ({ request, response }) => {
      const { accountNumber, bankCode } = await request.json()
      if (accountNumber !== KNOWN_ACCOUNT.accountNumber)
        return response(404).json(errorReply('No account was found with these details'))
      return response(200).json({ data: { accountName: KNOWN_ACCOUNT.accountName, accountNumber, bankCode } })
    }),
    http.post('/api/wallets/withdraw', async ({ request, response }) => {
      const body = await request.json()
      balance -= body.amount + body.fee
      const debit = testTransaction(`65f1c0ffee00000000000e${String(ledger.length).padStart(2, '0')}`, {
        type: 'withdrawal',
        amount: body.amount,
        fee: body.fee,
        status: 'pending',
        reference: body.reference,
        createdAt: '2026-11-24T11:05:00.000Z',
      })
      return response(201).json({ data: record(debit) })
    }),
  ]
}
