import { describe, expect, it } from 'vitest'
// The wallet's calls, whichever module fetches them: the profile's (./wallet-actors), Add Funds' and Withdraw's.
import { acknowledgeWalletNotices, getWallet, listWalletTransactions } from './wallet-actors'
import { confirmWalletFunding, startWalletFunding } from './fund-wallet-actors'
import { listBanks, verifyBank, withdraw, withdrawalSettings } from './wallet-withdraw-actors'
import { clientReplying, json } from './test-client'

const wallet = {
  balance: 20000,
  accounts: [{ accountName: 'Ada Obi', bankName: 'Wema Bank', accountNumber: '7810034521' }],
  notices: [],
}
const transaction = {
  _id: '65f1c0ffee0000000000b001',
  type: 'withdrawal',
  amount: 1000,
  fee: 100,
  status: 'successful',
  reference: 'wd_0f5c2e7a9b8d4c6e8f0a1b2c3d4e5f60',
  description: 'To Ada Obi, Access Bank 0690000031',
  createdAt: '2026-11-24T06:00:00.000Z',
}
const page = { docs: [transaction], page: 1, nextPage: null, prevPage: null, totalDocs: 1, totalPages: 1 }
const banks = [{ name: 'Access Bank', code: '044' }]

describe('the wallet calls', () => {
  it('read the balance with the bearer token', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: wallet }), 'jwt-1')
    expect(await getWallet({ client })).toEqual(wallet)
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer jwt-1')
  })

  it("reject a wallet that cannot be had with the spec's 'Error, Please try again later' (spec §8)", async () => {
    const { client } = clientReplying(() => json(500, {}), 'jwt-1')
    await expect(getWallet({ client })).rejects.toMatchObject({
      status: 500,
      message: 'Error, Please try again later',
    })
  })

  it('tell the server which wallet notices the shopper has seen, and take the wallet it answers', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: wallet }), 'jwt-1')
    expect(await acknowledgeWalletNotices(['65f1c0ffee0000000000b001'], { client })).toEqual(wallet)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets/notices/seen')
    expect(await seen[0]!.json()).toEqual({ ids: ['65f1c0ffee0000000000b001'] })
  })

  it('ask for one page of transactions', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: page }), 'jwt-1')
    expect(await listWalletTransactions({ page: 2, limit: 12 }, { client })).toEqual(page)
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe('/api/wallets/transactions')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('limit')).toBe('12')
  })

  it("reject failed transactions with the spec's own fallback (spec §8)", async () => {
    const { client } = clientReplying(() => json(502, 'Bad gateway'), 'jwt-1')
    await expect(listWalletTransactions({ page: 1, limit: 12 }, { client })).rejects.toMatchObject({
      message: 'An error has occured while fetch transactions. please try again later',
    })
  })

  it('start a funding for an amount in naira and hand back what the checkout opens with', async () => {
    const funding = { txRef: 'wf_7Qm2xK9p', amount: 20000, email: 'ada@oja.test', name: 'Ada Obi' }
    const { client, seen } = clientReplying(() => json(201, { data: funding }), 'jwt-1')
    expect(await startWalletFunding(20000, { client })).toEqual(funding)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets/fund')
    expect(await seen[0]!.json()).toEqual({ amount: 20000 })
  })

  it.each([200, 201])('confirm a funding with the transaction and hand back the credit (%i)', async (status) => {
    const credit = { ...transaction, type: 'funding', amount: 20000, fee: 0 }
    const body = { flutterwave: { transaction_id: '4410021', tx_ref: 'wf_7Qm2xK9p' } }
    const { client, seen } = clientReplying(() => json(status, { data: credit }), 'jwt-1')
    expect(await confirmWalletFunding(body, { client })).toEqual(credit)
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets/fund/confirm')
    expect(await seen[0]!.json()).toEqual(body)
  })

  it('keep the status of a funding the provider cannot confirm now (503)', async () => {
    const message = 'Your payment will be confirmed shortly'
    const { client } = clientReplying(() => json(503, { errors: [{ message }] }), 'jwt-1')
    await expect(
      confirmWalletFunding({ flutterwave: { transaction_id: '1', tx_ref: 'wf_1' } }, { client }),
    ).rejects.toMatchObject({ status: 503, message })
  })

  it('list the banks from data.docs', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { docs: banks } }), 'jwt-1')
    expect(await listBanks({ client })).toEqual(banks)
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets/fetchBanks')
  })

  it('look up the account name from the number and bank code', async () => {
    const { client, seen } = clientReplying(
      () => json(200, { data: { accountName: 'Ada Obi', accountNumber: '0690000031', bankCode: '044' } }),
      'jwt-1',
    )
    expect(await verifyBank({ accountNumber: '0690000031', bankCode: '044' }, { client })).toBe('Ada Obi')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets/verifyBank')
    expect(await seen[0]!.json()).toEqual({ accountNumber: '0690000031', bankCode: '044' })
  })

  it('send the whole withdrawal form, and reject a refusal with the server message', async () => {
    const form = {
      amount: 1000,
      accountNumber: '0690000031',
      accountName: 'Ada Obi',
      bankName: 'Access Bank',
      bankCode: '044',
      reference: transaction.reference,
      fee: 100,
    }
    const sent = clientReplying(() => json(201, { data: transaction }), 'jwt-1')
    expect(await withdraw(form, { client: sent.client })).toEqual(transaction)
    expect(new URL(sent.seen[0]!.url).pathname).toBe('/api/wallets/withdraw')
    expect(await sent.seen[0]!.json()).toEqual(form)

    const message = 'Insufficient funds. please add more funds'
    const refused = clientReplying(() => json(409, { errors: [{ message }] }), 'jwt-1')
    await expect(withdraw(form, { client: refused.client })).rejects.toMatchObject({ status: 409, message })
  })

  it("read the banks with the promo's fee percentage", async () => {
    const promo = { priceDrop: false, text: '', expires: '2026-12-01T00:00:00.000Z', withdrawalFee: 1.2 }
    const { client, seen } = clientReplying((request) =>
      new URL(request.url).pathname === '/api/promo'
        ? json(200, { data: promo })
        : json(200, { data: { docs: banks } }),
    )
    await expect(withdrawalSettings({ client })).resolves.toEqual({ banks, feePercent: 1.2 })
    expect(seen.map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/api/promo',
      '/api/wallets/fetchBanks',
    ])
  })

  it('fall back to the default fee when there is no promo or it cannot be read', async () => {
    const none = clientReplying((request) =>
      new URL(request.url).pathname === '/api/promo' ? json(200, { data: null }) : json(200, { data: { docs: banks } }),
    )
    await expect(withdrawalSettings({ client: none.client })).resolves.toEqual({ banks, feePercent: null })
    const offline = clientReplying((request) => {
      if (new URL(request.url).pathname === '/api/promo') throw new TypeError('Failed to fetch')
      return json(200, { data: { docs: banks } })
    })
    await expect(withdrawalSettings({ client: offline.client })).resolves.toEqual({ banks, feePercent: null })
  })

  it('fail when the banks cannot be had', async () => {
    const { client } = clientReplying((request) =>
      new URL(request.url).pathname === '/api/promo'
        ? json(200, { data: null })
        : json(503, { errors: [{ message: 'Banks unavailable' }] }),
    )
    await expect(withdrawalSettings({ client })).rejects.toMatchObject({ status: 503, message: 'Banks unavailable' })
  })
})
