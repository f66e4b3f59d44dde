// The settlement round (ADR 0010): payouts the providers left pending are asked about again, so no money stays stuck.
// Bills are read back; transfers are read back, or sent again under their reference when the first request got no
// answer; a failure reported later is given back once, however many rounds run at once; a provider that cannot answer
// leaves the row for the next round. Run on PGlite and, by scripts/test.mjs, on PostgreSQL, where rounds really overlap.
// @postgres: settlement rounds overlap on every pending row.
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryRows } from './db/database'
import { walletRepo, type WalletTransactionRecord } from './db/repos/wallet.repo'
import { walletPayouts } from './services/wallet-payouts'
import { bearer, openTestApp, type TestUser } from './test-support'
import { verifiedTestUser } from './test-shop'
import { fund, ledgerOf, openWalletShop, type WalletShop } from './test-wallet'
import { testWalletProviders } from './test-wallet-providers'

const MINUTE = 60_000
const MTN = '08031234567'
const GLO = '08051234567'

let shop: WalletShop
let user: TestUser

beforeEach(async () => {
  shop = await openWalletShop()
  user = await verifiedTestUser(shop.testApp.app, 'settler@example.com')
  await fund(shop, user, 20_000)
})

afterEach(async () => {
  await shop?.close()
})

/** The settlement service over the shop's ledger and providers, with its clock `aheadMs` after now. */
function settlement(aheadMs = 2 * MINUTE) {
  const log = { error: vi.fn(), warn: vi.fn() }
  const payouts = walletPayouts({
    wallets: walletRepo(shop.testApp.database.db, shop.testApp.app.store.catalogueCache),
    banks: shop.banks,
    vtu: shop.vtu,
    withdrawalFeePercent: async () => null,
    now: () => new Date(Date.now() + aheadMs),
    log,
  })
  return { payouts, log }
}

function post(url: string, payload: object) {
  return shop.testApp.app.inject({ method: 'POST', url, headers: bearer(user.token), payload })
}

/** A purchase or withdrawal the provider leaves pending; its reference. */
async function pending(url: string, payload: object): Promise<string> {
  const response = await post(url, payload)
  expect(response.statusCode, response.body).toBe(201)
  const { data } = response.json<{ data: { status: string; reference: string } }>()
  expect(data.status).toBe('pending')
  return data.reference
}

function withdrawal(reference: string) {
  return {
    amount: 1_000,
    fee: 100,
    accountNumber: '0123456789',
    accountName: 'Ada Obi',
    bankName: 'Access Bank',
    bankCode: '044',
    reference,
  }
}

async function row(reference: string): Promise<WalletTransactionRecord> {
  const found = await walletRepo(shop.testApp.database.db, shop.testApp.app.store.catalogueCache).findByReference(
    reference,
  )
  if (!found) throw new Error(`no transaction ${reference}`)
  return found
}

async function balance(): Promise<number> {
  const ledger = await ledgerOf(shop, user.id)
  expect(ledger.balance).toBe(ledger.sum)
  return ledger.balance
}

async function reversals(reference: string): Promise<number> {
  const [counted] = await queryRows<{ count: number }>(
    shop.testApp.database.db,
    sql`select count(*)::int as count from wallet_entries where reference = ${`${reference}:reversal`}`,
  )
  return counted?.count ?? 0
}

describe('pending data and airtime', () => {
  it('marks a bill the provider later completes successful, and leaves it so', async () => {
    shop.vtu.billStatus = 'pending'
    const reference = await pending('/api/wallets/buyDataPlan', { phone: MTN, plan: 'mtn-1-5gb' })
    expect(await balance()).toBe(1_900_000)
    shop.vtu.settle(reference, 'successful')

    const { payouts, log } = settlement()
    expect(await payouts.settlePending()).toEqual({ checked: 1, settled: 1 })
    expect((await row(reference)).status).toBe('successful')
    expect(await balance()).toBe(1_900_000)
    expect(await payouts.settlePending()).toEqual({ checked: 0, settled: 0 })
    expect(log.error).not.toHaveBeenCalled()
  })

  it('refunds a bill the provider later reports failed, once', async () => {
    shop.vtu.billStatus = 'pending'
    const reference = await pending('/api/wallets/buyAirtime', { phone: GLO, amount: 100 })
    expect(await balance()).toBe(1_990_000)
    shop.vtu.settle(reference, 'failed', 'Line barred')

    const { payouts } = settlement()
    expect(await payouts.settlePending()).toEqual({ checked: 1, settled: 1 })
    const settled = await row(reference)
    expect(settled.status).toBe('failed')
    expect(settled.failure).toBe(
      'The airtime purchase did not go through (Line barred). Your money is back in your wallet',
    )
    expect(await balance()).toBe(2_000_000)
    expect(await payouts.settlePending()).toEqual({ checked: 0, settled: 0 })
    expect(await reversals(reference)).toBe(1)
  })

  it('refunds a purchase the provider never took (no bill under its reference)', async () => {
    shop.vtu.billStatus = 'pending'
    const reference = await pending('/api/wallets/buyAirtime', { phone: GLO, amount: 100 })
    shop.vtu.bills.splice(
      shop.vtu.bills.findIndex((bill) => bill.reference === reference),
      1,
    )

    expect(await settlement().payouts.settlePending()).toEqual({ checked: 1, settled: 1 })
    expect((await row(reference)).status).toBe('failed')
    expect(await balance()).toBe(2_000_000)
  })

  it('leaves a purchase younger than a minute to its own request', async () => {
    shop.vtu.billStatus = 'pending'
    const reference = await pending('/api/wallets/buyDataPlan', { phone: MTN, plan: 'mtn-500mb' })
    shop.vtu.settle(reference, 'failed')

    expect(await settlement(0).payouts.settlePending()).toEqual({ checked: 0, settled: 0 })
    expect(shop.vtu.calls.getBill).toBe(0)
    expect((await row(reference)).status).toBe('pending')
  })
})

describe('pending withdrawals', () => {
  it('reads a transfer back and marks it successful', async () => {
    const reference = await pending('/api/wallets/withdraw', withdrawal('wd_read_back_ok'))
    shop.banks.settle(reference, 'successful')

    expect(await settlement().payouts.settlePending()).toEqual({ checked: 1, settled: 1 })
    expect((await row(reference)).status).toBe('successful')
    expect(await balance()).toBe(1_890_000)
    expect(shop.banks.calls.transfer).toBe(1)
  })

  it('reads a failed transfer back and gives back its amount and fee, once', async () => {
    const reference = await pending('/api/wallets/withdraw', withdrawal('wd_read_back_failed'))
    expect(await balance()).toBe(1_890_000)
    shop.banks.settle(reference, 'failed', 'Account dormant')

    const { payouts } = settlement()
    expect(await payouts.settlePending()).toEqual({ checked: 1, settled: 1 })
    const settled = await row(reference)
    expect(settled.status).toBe('failed')
    expect(settled.failure).toBe(
      'The bank did not accept this withdrawal (Account dormant). Your money is back in your wallet',
    )
    expect(await balance()).toBe(2_000_000)
    expect(await payouts.settlePending()).toEqual({ checked: 0, settled: 0 })
    expect(await reversals(reference)).toBe(1)
  })

  it('sends a transfer that got no answer again under its reference, then settles it by the bank’s word', async () => {
    shop.banks.behaviour = { fail: 'unreachable' }
    const reference = await pending('/api/wallets/withdraw', withdrawal('wd_no_answer'))
    shop.banks.behaviour = {}
    expect((await row(reference)).providerId).toBeNull()
    expect(shop.banks.transfers.size).toBe(0)

    const { payouts } = settlement()
    expect(await payouts.settlePending()).toEqual({ checked: 1, settled: 0 })
    const sent = shop.banks.transfers.get(reference)
    expect(sent).toMatchObject({ reference, bankCode: '044', accountNumber: '0123456789', amountKobo: 100_000 })
    expect((await row(reference)).providerId).toBe(sent?.id)

    shop.banks.settle(reference, 'successful')
    // Asked about a moment ago: the next round leaves it; the one after asks the bank.
    expect(await payouts.settlePending()).toEqual({ checked: 0, settled: 0 })
    expect(await settlement(3 * MINUTE).payouts.settlePending()).toEqual({ checked: 1, settled: 1 })
    expect((await row(reference)).status).toBe('successful')
    expect(shop.banks.transfers.size).toBe(1)
    expect(await balance()).toBe(1_890_000)
  })

  it('reverses a transfer the bank refuses when it is sent again', async () => {
    shop.banks.behaviour = { fail: 'unreachable' }
    const reference = await pending('/api/wallets/withdraw', withdrawal('wd_refused_later'))
    shop.banks.behaviour = { fail: 'refused', message: 'Invalid account' }

    expect(await settlement().payouts.settlePending()).toEqual({ checked: 1, settled: 1 })
    expect((await row(reference)).status).toBe('failed')
    expect(await balance()).toBe(2_000_000)
  })

  it('waits on a transfer the bank took (its answer lost) and calls a duplicate, and after a day holds it for staff', async () => {
    shop.banks.loseAnswers = true
    const reference = await pending('/api/wallets/withdraw', withdrawal('wd_answer_lost'))
    shop.banks.loseAnswers = false
    shop.banks.refuseRepeats = true

    const early = settlement()
    expect(await early.payouts.settlePending()).toEqual({ checked: 1, settled: 0 })
    expect(early.log.warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/already has a transfer under this reference/),
    )
    expect((await row(reference)).status).toBe('pending')

    const dayLater = settlement(25 * 60 * MINUTE)
    expect(await dayLater.payouts.settlePending()).toEqual({ checked: 1, settled: 0 })
    expect(dayLater.log.error).toHaveBeenCalledWith(
      expect.objectContaining({ reference }),
      expect.stringMatching(/left for staff/),
    )
    const held = await row(reference)
    expect(held.status).toBe('pending')
    expect(held.details).toMatchObject({ heldForStaff: 'the bank never answered for its transfer' })
    expect(await dayLater.payouts.settlePending()).toEqual({ checked: 0, settled: 0 })
    expect(shop.banks.transfers.size).toBe(1)
    // Nothing given back: the bank may yet pay it (its webhook still settles it).
    expect(await balance()).toBe(1_890_000)
  })
})

describe('a provider that cannot answer', () => {
  it('leaves the rows pending for the next round, logged, and the round goes on', async () => {
    shop.vtu.billStatus = 'pending'
    const bill = await pending('/api/wallets/buyDataPlan', { phone: MTN, plan: 'mtn-1-5gb' })
    const transfer = await pending('/api/wallets/withdraw', withdrawal('wd_bank_down'))
    shop.vtu.settle(bill, 'failed')
    shop.banks.settle(transfer, 'failed')
    shop.vtu.readBacks = { fail: 'unreachable' }
    shop.banks.readBacks = { fail: 'malformed' }

    const { payouts, log } = settlement()
    expect(await payouts.settlePending()).toEqual({ checked: 2, settled: 0 })
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect((await row(bill)).status).toBe('pending')
    expect((await row(transfer)).status).toBe('pending')
    expect(await balance()).toBe(2_000_000 - 100_000 - 110_000)

    shop.vtu.readBacks = {}
    shop.banks.readBacks = {}
    expect(await settlement(3 * MINUTE).payouts.settlePending()).toEqual({ checked: 2, settled: 2 })
    expect(await balance()).toBe(2_000_000)
  })
})

describe('rounds at once', () => {
  it('settle each row once', async () => {
    shop.vtu.billStatus = 'pending'
    const failedBill = await pending('/api/wallets/buyDataPlan', { phone: MTN, plan: 'mtn-1-5gb' })
    const paidBill = await pending('/api/wallets/buyAirtime', { phone: GLO, amount: 500 })
    const failedTransfer = await pending('/api/wallets/withdraw', withdrawal('wd_race_failed'))
    const paidTransfer = await pending('/api/wallets/withdraw', withdrawal('wd_race_paid'))
    shop.banks.behaviour = { fail: 'unreachable' }
    const unanswered = await pending('/api/wallets/withdraw', withdrawal('wd_race_unanswered'))
    shop.banks.behaviour = {}
    shop.vtu.settle(failedBill, 'failed')
    shop.vtu.settle(paidBill, 'successful')
    shop.banks.settle(failedTransfer, 'failed')
    shop.banks.settle(paidTransfer, 'successful')
    shop.banks.transferStatus = 'failed'
    // Slow answers, so the rounds overlap on every row.
    shop.vtu.readBacks = { delayMs: 20 }
    shop.banks.readBacks = { delayMs: 20 }
    shop.banks.behaviour = { delayMs: 20 }

    const rounds = [settlement(), settlement(), settlement()]
    const results = await Promise.all(rounds.map(({ payouts }) => payouts.settlePending()))
    // The first round sees every row; the others, started with it, see those it has not settled yet.
    expect(results.map((result) => result.checked)).toContain(5)
    for (const { log } of rounds) expect(log.error).not.toHaveBeenCalled()

    expect((await row(failedBill)).status).toBe('failed')
    expect((await row(paidBill)).status).toBe('successful')
    expect((await row(failedTransfer)).status).toBe('failed')
    expect((await row(paidTransfer)).status).toBe('successful')
    expect((await row(unanswered)).status).toBe('failed')
    for (const reference of [failedBill, failedTransfer, unanswered]) expect(await reversals(reference)).toBe(1)
    expect(shop.banks.transfers.size).toBe(3)
    // ₦20,000 less the ₦500 airtime and the ₦1,100 withdrawal that went through.
    expect(await balance()).toBe(2_000_000 - 50_000 - 110_000)
    expect(await settlement().payouts.settlePending()).toEqual({ checked: 0, settled: 0 })
  })
})

describe('the store', () => {
  it('runs the round by itself while it is open', async () => {
    const { banks, vtu } = testWalletProviders()
    let aheadMs = 0
    const testApp = await openTestApp({
      seed: false,
      walletProviders: { banks, vtu },
      now: () => new Date(Date.now() + aheadMs),
      walletSettlementMs: 25,
    })
    try {
      const wallets = walletRepo(testApp.database.db, testApp.app.store.catalogueCache)
      const buyer = await verifiedTestUser(testApp.app, 'interval@example.com')
      const funding = await wallets.startFunding({
        userId: buyer.id,
        reference: 'fund_interval',
        amountKobo: 500_000,
        description: 'test funding',
        now: new Date(),
      })
      await wallets.creditFunding(funding.id, 'card-1', new Date())
      vtu.billStatus = 'pending'
      const bought = await testApp.app.inject({
        method: 'POST',
        url: '/api/wallets/buyAirtime',
        headers: bearer(buyer.token),
        payload: { phone: GLO, amount: 100 },
      })
      expect(bought.statusCode, bought.body).toBe(201)
      const { reference } = bought.json<{ data: { reference: string } }>().data
      vtu.settle(reference, 'failed')
      aheadMs = 2 * MINUTE
      await vi.waitFor(async () => expect((await wallets.findByReference(reference))?.status).toBe('failed'), {
        timeout: 5_000,
        interval: 25,
      })
      expect(await wallets.balance(buyer.id)).toBe(500_000)
    } finally {
      await testApp.close()
    }
  })
})
