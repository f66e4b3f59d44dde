// The wallet end to end through the API (ADR 0010): made on first use, funded by card once, spent on data, airtime,
// withdrawals and orders, every refusal told why and leaving the ledger as it was, failed payouts given back.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletMessages } from '../src/domain/wallet'
import { queryRows } from './db/database'
import { bearer, databaseFingerprint, signUpTestUser, type TestUser } from './test-support'
import { addTestAddress, addTestProduct, addToTestCart, verifiedTestUser } from './test-shop'
import {
  cardPayment,
  confirmFunding,
  fund,
  ledgerOf,
  messageOf,
  openWalletShop,
  startFunding,
  webhook,
  type WalletShop,
} from './test-wallet'

let shop: WalletShop

beforeAll(async () => {
  shop = await openWalletShop()
})

afterAll(async () => {
  await shop?.close()
})

const MTN = '08031234567'
const GLO = '08051234567'

function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return shop.testApp.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) })
}

async function balanceOf(user: TestUser): Promise<number> {
  const response = await call(user, 'GET', '/api/wallets')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: { balance: number } }>().data.balance
}

/** Runs `act` and checks that nothing at all changed in the database. */
async function changesNothing(act: () => Promise<void>) {
  const before = await databaseFingerprint(shop.testApp.database)
  await act()
  expect(await databaseFingerprint(shop.testApp.database)).toEqual(before)
}

function withdrawal(overrides: Record<string, unknown> = {}) {
  return {
    amount: 1_000,
    accountNumber: '0123456789',
    accountName: 'Ada Obi',
    bankName: 'Access Bank',
    bankCode: '044',
    reference: `wd_${Math.random().toString(36).slice(2, 12)}`,
    fee: 100,
    ...overrides,
  }
}

describe('the wallet', () => {
  it('is made on first use with a zero balance and no funding accounts', async () => {
    const user = await signUpTestUser(shop.testApp.app, 'first-use@example.com')
    const response = await call(user, 'GET', '/api/wallets')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { balance: 0, accounts: [], notices: [] } })
    expect(await ledgerOf(shop, user.id)).toEqual({ balance: 0, sum: 0, entries: 0 })
  })

  it('needs a signed-in shopper', async () => {
    const response = await shop.testApp.app.inject({ method: 'GET', url: '/api/wallets' })
    expect(response.statusCode).toBe(401)
  })
})

describe('adding funds by card', () => {
  it('keeps a pending funding, then credits it once the provider vouches for the payment, and once only', async () => {
    const user = await signUpTestUser(shop.testApp.app, 'funder@example.com')
    const started = await startFunding(shop, user, 20_000)
    expect(started.statusCode, started.body).toBe(201)
    const funding = started.json<{ data: { txRef: string; amount: number; email: string } }>().data
    expect(funding).toMatchObject({ amount: 20_000, email: 'funder@example.com' })
    expect(await balanceOf(user)).toBe(0)

    const transactionId = cardPayment(shop, funding.txRef, 20_000)
    const first = await confirmFunding(shop, user, funding.txRef, transactionId)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({
      data: { type: 'funding', status: 'successful', amount: 20_000, fee: 0, reference: funding.txRef },
    })
    const again = await confirmFunding(shop, user, funding.txRef, transactionId)
    expect(again.statusCode).toBe(200)
    expect((await webhook(shop, { event: 'charge.completed', data: { id: Number(transactionId) } })).statusCode).toBe(
      200,
    )
    expect(await balanceOf(user)).toBe(20_000)
    expect(await ledgerOf(shop, user.id)).toEqual({ balance: 2_000_000, sum: 2_000_000, entries: 1 })
  })

  it('is credited by the webhook alone when the browser never reports back', async () => {
    const user = await signUpTestUser(shop.testApp.app, 'webhook-funder@example.com')
    const { txRef } = (await startFunding(shop, user, 5_000)).json<{ data: { txRef: string } }>().data
    const transactionId = cardPayment(shop, txRef, 5_000)
    expect((await webhook(shop, { event: 'charge.completed', data: { id: Number(transactionId) } })).statusCode).toBe(
      200,
    )
    expect(await balanceOf(user)).toBe(5_000)
    const confirmed = await confirmFunding(shop, user, txRef, transactionId)
    expect(confirmed.statusCode).toBe(200)
    expect(await balanceOf(user)).toBe(5_000)
  })

  it('refuses amounts outside ₦100 to ₦1,000,000 and fractions of a kobo, changing nothing', async () => {
    const user = await signUpTestUser(shop.testApp.app, 'range@example.com')
    await changesNothing(async () => {
      for (const amount of [99, 1_000_001, 100.005]) {
        const response = await startFunding(shop, user, amount)
        expect(response.statusCode, String(amount)).toBe(400)
      }
      expect(messageOf(await startFunding(shop, user, 50))).toBe('Add between ₦100 and ₦1,000,000 at a time')
    })
  })

  it('credits nothing for a failed payment, a short one, one for another funding, or another shopper’s funding', async () => {
    const owner = await signUpTestUser(shop.testApp.app, 'owner@example.com')
    const thief = await signUpTestUser(shop.testApp.app, 'thief@example.com')
    const { txRef } = (await startFunding(shop, owner, 10_000)).json<{ data: { txRef: string } }>().data
    const { txRef: otherRef } = (await startFunding(shop, owner, 100)).json<{ data: { txRef: string } }>().data
    const failed = cardPayment(shop, txRef, 10_000, { status: 'failed' })
    const short = cardPayment(shop, txRef, 9_999)
    const forOther = cardPayment(shop, otherRef, 10_000)
    const good = cardPayment(shop, txRef, 10_000)
    await changesNothing(async () => {
      expect((await confirmFunding(shop, owner, txRef, failed)).statusCode).toBe(409)
      expect((await confirmFunding(shop, owner, txRef, short)).statusCode).toBe(409)
      expect((await confirmFunding(shop, owner, txRef, forOther)).statusCode).toBe(409)
      const unknown = await confirmFunding(shop, owner, txRef, '424242424')
      expect(unknown.statusCode).toBe(409)
      expect(messageOf(unknown)).toBe('This payment does not pay for this wallet funding')
      expect((await confirmFunding(shop, thief, txRef, good)).statusCode).toBe(404)
      expect((await confirmFunding(shop, owner, 'oja-no-such-funding', good)).statusCode).toBe(404)
    })
    expect(await balanceOf(thief)).toBe(0)
    expect((await confirmFunding(shop, owner, txRef, good)).statusCode).toBe(201)
    expect(await balanceOf(owner)).toBe(10_000)
  })
})

describe('data and airtime', () => {
  let buyer: TestUser

  beforeAll(async () => {
    buyer = await signUpTestUser(shop.testApp.app, 'vtu-buyer@example.com')
    await fund(shop, buyer, 2_000)
  })

  it('lists every plan in naira', async () => {
    const response = await call(buyer, 'GET', '/api/wallets/fetchDataPlan')
    expect(response.statusCode).toBe(200)
    expect(response.json<{ data: { docs: unknown[] } }>().data.docs).toContainEqual({
      _id: 'mtn-1-5gb',
      planName: '1.5GB',
      duration: '30 days',
      amount: 1_000,
      network: 'MTN',
      planType: 'SME',
    })
  })

  it('says plans cannot be loaded when the provider does not answer', async () => {
    shop.vtu.lookups = { fail: 'unreachable' }
    try {
      const response = await call(buyer, 'GET', '/api/wallets/fetchDataPlan')
      expect(response.statusCode).toBe(503)
      expect(messageOf(response)).toBe(walletMessages.dataPlansFailed)
    } finally {
      shop.vtu.lookups = {}
    }
  })

  it('buys a plan for a number on its network at the plan’s price', async () => {
    const response = await call(buyer, 'POST', '/api/wallets/buyDataPlan', { phone: MTN, plan: 'mtn-500mb' })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      data: { type: 'dataPurchase', status: 'successful', amount: 300, description: `MTN 500MB (7 days) for ${MTN}` },
    })
    expect(shop.vtu.bills.at(-1)).toMatchObject({ phone: MTN, network: 'MTN', amountKobo: 30_000, planId: 'mtn-500mb' })
    expect(await balanceOf(buyer)).toBe(1_700)
  })

  it('refuses an unknown plan, a plan of another network, a number of no known network and a non-digit phone, changing nothing', async () => {
    await changesNothing(async () => {
      const unknown = await call(buyer, 'POST', '/api/wallets/buyDataPlan', { phone: MTN, plan: 'no-such-plan' })
      expect(unknown.statusCode).toBe(404)
      const otherNetwork = await call(buyer, 'POST', '/api/wallets/buyDataPlan', { phone: MTN, plan: 'glo-2gb' })
      expect(otherNetwork.statusCode).toBe(400)
      expect(messageOf(otherNetwork)).toBe('This number is not on GLO. Choose a plan for its network')
      expect(
        (await call(buyer, 'POST', '/api/wallets/buyDataPlan', { phone: '01234567890', plan: 'mtn-500mb' })).statusCode,
      ).toBe(400)
      expect(
        (await call(buyer, 'POST', '/api/wallets/buyDataPlan', { phone: '0803-123-456', plan: 'mtn-500mb' }))
          .statusCode,
      ).toBe(400)
      expect(
        (await call(buyer, 'POST', '/api/wallets/buyAirtime', { phone: '0803123456a', amount: 100 })).statusCode,
      ).toBe(400)
      expect(
        (await call(buyer, 'POST', '/api/wallets/buyAirtime', { phone: '01234567890', amount: 100 })).statusCode,
      ).toBe(400)
      expect((await call(buyer, 'POST', '/api/wallets/buyAirtime', { phone: MTN, amount: 49 })).statusCode).toBe(400)
    })
  })

  it('refuses what the balance cannot cover with the spec’s words, changing nothing', async () => {
    await changesNothing(async () => {
      const response = await call(buyer, 'POST', '/api/wallets/buyAirtime', { phone: GLO, amount: 1_000_000 })
      expect(response.statusCode).toBe(409)
      expect(messageOf(response)).toBe(walletMessages.insufficientFunds)
    })
  })

  it('buys airtime for a number’s own network', async () => {
    const response = await call(buyer, 'POST', '/api/wallets/buyAirtime', { phone: GLO, amount: 100 })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ data: { type: 'airtimePurchase', status: 'successful', amount: 100 } })
    expect(shop.vtu.bills.at(-1)).toMatchObject({ phone: GLO, network: 'GLO', amountKobo: 10_000 })
    expect(await balanceOf(buyer)).toBe(1_600)
  })

  it('gives the money back when the provider refuses or does not answer, and says so', async () => {
    for (const fail of ['refused', 'unreachable'] as const) {
      shop.vtu.behaviour = { fail, message: 'Customer is not eligible' }
      try {
        const response = await call(buyer, 'POST', '/api/wallets/buyDataPlan', { phone: MTN, plan: 'mtn-1-5gb' })
        expect(response.statusCode).toBe(409)
        expect(messageOf(response)).toMatch(/Your money is back in your wallet$/)
      } finally {
        shop.vtu.behaviour = {}
      }
    }
    shop.vtu.billStatus = 'failed'
    try {
      const response = await call(buyer, 'POST', '/api/wallets/buyAirtime', { phone: MTN, amount: 200 })
      expect(response.statusCode).toBe(409)
    } finally {
      shop.vtu.billStatus = 'successful'
    }
    expect(await balanceOf(buyer)).toBe(1_600)
    const ledger = await ledgerOf(shop, buyer.id)
    expect(ledger.balance).toBe(ledger.sum)
    const failed = await queryRows<{ status: string; count: number }>(
      shop.testApp.database.db,
      sql`select status, count(*)::int as count from wallet_transactions where user_id = ${buyer.id} and status = 'failed' group by status`,
    )
    expect(failed).toEqual([{ status: 'failed', count: 3 }])
  })
})

describe('withdrawals', () => {
  let saver: TestUser

  beforeAll(async () => {
    saver = await signUpTestUser(shop.testApp.app, 'saver@example.com')
    await fund(shop, saver, 10_000)
  })

  it('lists banks and looks up account names; 404 for no such account', async () => {
    const banks = await call(saver, 'GET', '/api/wallets/fetchBanks')
    expect(banks.json()).toEqual({
      data: {
        docs: [
          { name: 'Access Bank', code: '044' },
          { name: 'Guaranty Trust Bank', code: '058' },
        ],
      },
    })
    const found = await call(saver, 'POST', '/api/wallets/verifyBank', { accountNumber: '0123456789', bankCode: '044' })
    expect(found.json()).toEqual({ data: { accountName: 'ADA OBI', accountNumber: '0123456789', bankCode: '044' } })
    expect(
      (await call(saver, 'POST', '/api/wallets/verifyBank', { accountNumber: '0123456789', bankCode: '058' }))
        .statusCode,
    ).toBe(404)
  })

  it('takes the amount and its fee, and pays the same reference once however often it is sent', async () => {
    const request = withdrawal()
    const first = await call(saver, 'POST', '/api/wallets/withdraw', request)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({
      data: { type: 'withdrawal', status: 'pending', amount: 1_000, fee: 100, reference: request.reference },
    })
    const again = await call(saver, 'POST', '/api/wallets/withdraw', request)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(shop.banks.transfers.get(request.reference)).toMatchObject({
      bankCode: '044',
      accountNumber: '0123456789',
      amountKobo: 100_000,
    })
    expect(await balanceOf(saver)).toBe(8_900)

    const other = await signUpTestUser(shop.testApp.app, 'reference-taker@example.com')
    await fund(shop, other, 5_000)
    await changesNothing(async () => {
      expect((await call(other, 'POST', '/api/wallets/withdraw', request)).statusCode).toBe(409)
    })
  })

  it('refuses below the minimum, a fee other than the store’s, a name that is not the account’s, an unknown bank, and more than the balance', async () => {
    await changesNothing(async () => {
      expect(
        (await call(saver, 'POST', '/api/wallets/withdraw', withdrawal({ amount: 499, fee: 100 }))).statusCode,
      ).toBe(400)
      const fee = await call(saver, 'POST', '/api/wallets/withdraw', withdrawal({ fee: 17 }))
      expect(fee.statusCode).toBe(409)
      expect(messageOf(fee)).toBe('The withdrawal fee is ₦100.00. Please check the amount and try again')
      expect(
        (await call(saver, 'POST', '/api/wallets/withdraw', withdrawal({ accountName: 'Somebody Else' }))).statusCode,
      ).toBe(409)
      expect((await call(saver, 'POST', '/api/wallets/withdraw', withdrawal({ bankCode: '999' }))).statusCode).toBe(400)
      const tooMuch = await call(saver, 'POST', '/api/wallets/withdraw', withdrawal({ amount: 8_800, fee: 149.6 }))
      expect(tooMuch.statusCode, tooMuch.body).toBe(409)
      expect(messageOf(tooMuch)).toBe(walletMessages.insufficientFunds)
    })
  })

  it('completes by the transfer webhook, or fails and gives back the amount and the fee, once', async () => {
    const good = withdrawal()
    const bad = withdrawal({ amount: 2_000, fee: 100 })
    expect((await call(saver, 'POST', '/api/wallets/withdraw', good)).statusCode).toBe(201)
    expect((await call(saver, 'POST', '/api/wallets/withdraw', bad)).statusCode).toBe(201)
    expect(await balanceOf(saver)).toBe(8_900 - 1_100 - 2_100)

    const done = shop.banks.settle(good.reference, 'successful')
    const failed = shop.banks.settle(bad.reference, 'failed', 'Account is dormant')
    for (let time = 0; time < 3; time += 1) {
      expect(
        (await webhook(shop, { event: 'transfer.completed', data: { id: Number(done.id), reference: good.reference } }))
          .statusCode,
      ).toBe(200)
      expect(
        (
          await webhook(shop, {
            event: 'transfer.completed',
            data: { id: Number(failed.id), reference: bad.reference },
          })
        ).statusCode,
      ).toBe(200)
    }
    expect(await balanceOf(saver)).toBe(8_900 - 1_100)
    const rows = await queryRows<{ reference: string; status: string; failure: string | null }>(
      shop.testApp.database.db,
      sql`select reference, status, failure from wallet_transactions where reference in (${good.reference}, ${bad.reference}) order by amount_kobo`,
    )
    expect(rows).toEqual([
      { reference: good.reference, status: 'successful', failure: null },
      {
        reference: bad.reference,
        status: 'failed',
        failure: 'The bank did not accept this withdrawal (Account is dormant). Your money is back in your wallet',
      },
    ])
    const ledger = await ledgerOf(shop, saver.id)
    expect(ledger.balance).toBe(ledger.sum)
  })

  it('reads a pending withdrawal back from the bank when it is asked for again before the webhook comes', async () => {
    const request = withdrawal()
    expect((await call(saver, 'POST', '/api/wallets/withdraw', request)).statusCode).toBe(201)
    const before = await balanceOf(saver)
    shop.banks.settle(request.reference, 'failed', 'Account is closed')
    const again = await call(saver, 'POST', '/api/wallets/withdraw', request)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toMatchObject({ data: { status: 'failed', reference: request.reference } })
    expect(await balanceOf(saver)).toBe(before + 1_100)
  })

  it('gives the money back at once when the bank refuses the transfer', async () => {
    const before = await balanceOf(saver)
    shop.banks.behaviour = { fail: 'refused', message: 'Insufficient balance in the store’s account' }
    try {
      const response = await call(saver, 'POST', '/api/wallets/withdraw', withdrawal())
      expect(response.statusCode).toBe(409)
      expect(messageOf(response)).toMatch(/Your money is back in your wallet$/)
    } finally {
      shop.banks.behaviour = {}
    }
    expect(await balanceOf(saver)).toBe(before)
  })
})

describe('the transactions list', () => {
  it('shows the shopper’s own transactions, newest first, a page at a time', async () => {
    const user = await signUpTestUser(shop.testApp.app, 'lister@example.com')
    await fund(shop, user, 1_000)
    await call(user, 'POST', '/api/wallets/buyAirtime', { phone: MTN, amount: 100 })
    await call(user, 'POST', '/api/wallets/buyAirtime', { phone: GLO, amount: 50 })
    const first = await call(user, 'GET', '/api/wallets/transactions?limit=2')
    expect(first.statusCode).toBe(200)
    const page = first.json<{
      data: { docs: { type: string; amount: number }[]; totalDocs: number; nextPage: number | null }
    }>().data
    expect(page.totalDocs).toBe(3)
    expect(page.nextPage).toBe(2)
    expect(page.docs.map((doc) => [doc.type, doc.amount])).toEqual([
      ['airtimePurchase', 50],
      ['airtimePurchase', 100],
    ])
    const second = (await call(user, 'GET', '/api/wallets/transactions?limit=2&page=2')).json<{
      data: { docs: { type: string }[]; prevPage: number | null }
    }>().data
    expect(second.docs.map((doc) => doc.type)).toEqual(['funding'])
    expect(second.prevPage).toBe(1)
    const stranger = await signUpTestUser(shop.testApp.app, 'stranger@example.com')
    expect(
      (await call(stranger, 'GET', '/api/wallets/transactions')).json<{ data: { totalDocs: number } }>().data.totalDocs,
    ).toBe(0)
  })
})

describe('paying for an order with the wallet', () => {
  it('refuses an unverified shopper and a balance that does not cover the order, changing nothing', async () => {
    const unverified = await signUpTestUser(shop.testApp.app, 'unverified-payer@example.com')
    expect(
      (
        await call(unverified, 'POST', '/api/orders/wallet', {
          addressId: '65a1f0c2e4b0a1b2c3d4e5f6',
          deliveryMethod: 'standard',
        })
      ).statusCode,
    ).toBe(403)

    const payer = await verifiedTestUser(shop.testApp.app, 'short-payer@example.com')
    const addressId = await addTestAddress(shop.testApp.app, payer)
    const speaker = await addTestProduct(shop.testApp, { title: 'Wallet Speaker', price: 30_000, stock: 2 })
    await addToTestCart(shop.testApp.app, payer, speaker.id)
    await fund(shop, payer, 1_000)
    await changesNothing(async () => {
      const response = await call(payer, 'POST', '/api/orders/wallet', { addressId, deliveryMethod: 'standard' })
      expect(response.statusCode).toBe(409)
      expect(messageOf(response)).toBe(walletMessages.insufficientBalance)
    })
  })

  it('debits the total, takes the stock, clears the cart and saves the paid order, in one go', async () => {
    const payer = await verifiedTestUser(shop.testApp.app, 'wallet-payer@example.com')
    const addressId = await addTestAddress(shop.testApp.app, payer)
    const charger = await addTestProduct(shop.testApp, { title: 'Wallet Charger', price: 8_000, stock: 3 })
    await addToTestCart(shop.testApp.app, payer, charger.id, { qty: 2 })
    await fund(shop, payer, 20_000)
    const response = await call(payer, 'POST', '/api/orders/wallet', { addressId, deliveryMethod: 'standard' })
    expect(response.statusCode, response.body).toBe(201)
    const order = response.json<{ data: { amountPaid: number; trackingId: string; orderedProducts: unknown[] } }>().data
    expect(order.orderedProducts).toHaveLength(1)
    expect(order.trackingId).toMatch(/^OJA-/)
    expect(await balanceOf(payer)).toBe(20_000 - order.amountPaid)
    expect((await call(payer, 'GET', '/api/carts')).json<{ data: { docs: unknown[] } }>().data.docs).toEqual([])
    const orders = (await call(payer, 'GET', '/api/orders')).json<{ data: { docs: { trackingId: string }[] } }>().data
      .docs
    expect(orders.map((listed) => listed.trackingId)).toEqual([order.trackingId])
    const outbox = await shop.testApp.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent('wallet-payer@example.com')}`,
    })
    expect(outbox.body).toContain(`Your Oja order ${order.trackingId} is confirmed`)
    const [stock] = await queryRows<{ stock: number }>(
      shop.testApp.database.db,
      sql`select stock from products where id = ${charger.id}`,
    )
    expect(Number(stock?.stock)).toBe(1)
    const ledger = await ledgerOf(shop, payer.id)
    expect(ledger.balance).toBe(ledger.sum)
  })
})
