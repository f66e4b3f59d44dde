// The wallet's Flutterwave adapters against a local fake of its v3 API (no network): banks, account names, transfers
// and their outcomes, the data bundle catalogue, bills, each way a call can fail, and the secret key kept out of every
// failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NIGERIAN_BILL_ITEMS } from '../payments/flutterwave-api/bills'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from '../payments/fake-flutterwave-api'
import { flutterwaveBanks, flutterwaveVtu, transferEventOf, type FlutterwaveWalletOptions } from './flutterwave-wallet'
import { WalletProviderError, type ProviderProblem } from './wallet-providers'

const SECRET_KEY = 'FLWSECK_TEST-9f8e7d6c5b4a-X'
const WEBHOOK_HASH = 'a hash set on the dashboard'

let api: FakeFlutterwaveApi

beforeAll(async () => {
  api = await startFakeFlutterwaveApi({
    secretKey: SECRET_KEY,
    billItems: [
      ...NIGERIAN_BILL_ITEMS,
      // Items the store does not sell as data plans: another biller's product, a bundle under 9mobile's old name.
      {
        ...NIGERIAN_BILL_ITEMS[5]!,
        id: 900,
        biller_code: 'BIL119',
        item_code: 'CB141',
        name: 'DSTV PADI',
        biller_name: 'DSTV PADI',
        short_name: 'DSTV PADI',
        amount: 2950,
      },
      {
        ...NIGERIAN_BILL_ITEMS[5]!,
        id: 901,
        biller_code: 'BIL111',
        item_code: 'MD199',
        name: 'ETISALAT 200MB 24 HRS DATA BUNDLE',
        biller_name: 'ETISALAT 200MB 24 HRS DATA BUNDLE',
        short_name: 'ETISALAT 200MB',
        amount: 150,
      },
    ],
  })
  api.addAccount('044', '0690000032', 'Ada Obi')
  api.addAccount('058', '0123456789', 'Chinedu Okafor')
})

afterAll(async () => {
  await api?.close()
})

function options(overrides: Partial<FlutterwaveWalletOptions> = {}): FlutterwaveWalletOptions {
  return {
    secretKey: SECRET_KEY,
    webhookHash: WEBHOOK_HASH,
    apiBaseUrl: api.baseUrl,
    timeoutMs: 500,
    retryDelayMs: 10,
    ...overrides,
  }
}

async function refusal(promise: Promise<unknown>): Promise<{ problem: ProviderProblem; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(WalletProviderError)
  const failure = error as WalletProviderError
  for (let link: unknown = failure; link instanceof Error; link = link.cause) {
    expect(`${link.message} ${link.stack ?? ''}`).not.toContain(SECRET_KEY)
  }
  return { problem: failure.problem, message: failure.message }
}

function requestsTo(method: string, path: string, since: number) {
  return api.requests
    .slice(since)
    .filter((request) => request.method === method && request.path.split('?')[0] === `/v3${path}`)
}

let references = 0
const reference = (what: string) => `oja-${what}-${(references += 1)}`

describe('the bank adapter', () => {
  it('lists the banks with their codes, sending the secret key as a Bearer token', async () => {
    const since = api.requests.length
    const banks = await flutterwaveBanks(options()).listBanks()
    expect(banks).toContainEqual({ code: '044', name: 'Access Bank' })
    expect(banks).toContainEqual({ code: '50211', name: 'Kuda Bank' })
    expect(requestsTo('GET', '/banks/NG', since)[0]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`)
  })

  it("resolves an account's holder, and calls a number the bank does not have not found", async () => {
    const banks = flutterwaveBanks(options())
    await expect(banks.resolveAccount('044', '0690000032')).resolves.toEqual({ accountName: 'Ada Obi' })
    expect((await refusal(banks.resolveAccount('044', '0690000033'))).problem).toBe('notFound')
    expect((await refusal(banks.resolveAccount('999', '0690000032'))).problem).toBe('notFound')
  })

  it("reads the account's naira balance (GET /balances/NGN) in exact kobo, and says when it cannot", async () => {
    const banks = flutterwaveBanks(options())
    const since = api.requests.length
    api.setBalance(253_125_82)
    await expect(banks.balance()).resolves.toEqual({ availableKobo: 253_125_82 })
    expect(requestsTo('GET', '/balances/NGN', since)).toHaveLength(1)
    api.mishap('/balances/NGN', { kind: 'body', status: 200, body: '{"status":"success","data":{"currency":"NGN"}}' })
    expect((await refusal(banks.balance())).problem).toBe('malformed')
    api.mishap('/balances/NGN', { kind: 'serverError' }, { kind: 'serverError' })
    expect((await refusal(banks.balance())).problem).toBe('unreachable')
    expect((await refusal(flutterwaveBanks(options({ secretKey: 'FLWSECK_TEST-wrong-X' })).balance())).problem).toBe(
      'unauthorized',
    )
  })

  it('is refused with a key Flutterwave does not know, without telling the key', async () => {
    const { problem } = await refusal(flutterwaveBanks(options({ secretKey: 'FLWSECK_TEST-wrong-X' })).listBanks())
    expect(problem).toBe('unauthorized')
  })

  it('queues a transfer for the exact amount under the store reference, and reads its outcome when the bank ends it', async () => {
    const banks = flutterwaveBanks(options())
    const since = api.requests.length
    const ref = reference('withdrawal')
    const transfer = await banks.transfer({
      reference: ref,
      bankCode: '044',
      accountNumber: '0690000032',
      amountKobo: 123_456,
      narration: 'Oja wallet withdrawal',
    })
    expect(transfer).toMatchObject({ reference: ref, status: 'pending', amountKobo: 123_456 })
    expect(JSON.parse(requestsTo('POST', '/transfers', since)[0]?.body ?? '{}')).toEqual({
      account_bank: '044',
      account_number: '0690000032',
      amount: 1234.56,
      narration: 'Oja wallet withdrawal',
      currency: 'NGN',
      reference: ref,
      debit_currency: 'NGN',
    })
    await expect(banks.getTransfer(transfer.id)).resolves.toMatchObject({ status: 'pending' })
    api.completeTransfer(transfer.id, 'SUCCESSFUL')
    await expect(banks.getTransfer(transfer.id)).resolves.toEqual({
      id: transfer.id,
      reference: ref,
      status: 'successful',
      amountKobo: 123_456,
    })
  })

  it("reports a failed transfer with the bank's reason", async () => {
    const banks = flutterwaveBanks(options())
    const transfer = await banks.transfer({
      reference: reference('withdrawal'),
      bankCode: '058',
      accountNumber: '0123456789',
      amountKobo: 100_000,
      narration: 'Oja wallet withdrawal',
    })
    api.completeTransfer(transfer.id, 'FAILED', 'DISBURSE FAILED: Beneficiary account is dormant')
    await expect(banks.getTransfer(transfer.id)).resolves.toMatchObject({
      status: 'failed',
      failure: 'DISBURSE FAILED: Beneficiary account is dormant',
    })
  })

  it("refuses a transfer to an account the bank does not have, with Flutterwave's words", async () => {
    const { problem, message } = await refusal(
      flutterwaveBanks(options()).transfer({
        reference: reference('withdrawal'),
        bankCode: '044',
        accountNumber: '0000000000',
        amountKobo: 100_000,
        narration: 'x',
      }),
    )
    expect(problem).toBe('refused')
    expect(message).toBe('Account resolve failed')
  })

  it('asks once more after a 5xx, and the transfer is made once', async () => {
    const ref = reference('withdrawal')
    api.mishap('/transfers', { kind: 'serverError' })
    const transfer = await flutterwaveBanks(options()).transfer({
      reference: ref,
      bankCode: '044',
      accountNumber: '0690000032',
      amountKobo: 50_000,
      narration: 'x',
    })
    expect(transfer.status).toBe('pending')
    expect(api.transfers().filter((made) => made.reference === ref)).toHaveLength(1)
  })

  it('calls a transfer whose answer was lost, then refused as a repeat, a duplicate: never a reason to give the money back', async () => {
    const ref = reference('withdrawal')
    api.mishap('/transfers', { kind: 'answerLost' })
    const { problem } = await refusal(
      flutterwaveBanks(options()).transfer({
        reference: ref,
        bankCode: '044',
        accountNumber: '0690000032',
        amountKobo: 50_000,
        narration: 'x',
      }),
    )
    expect(problem).toBe('duplicate')
    expect(api.transfers().filter((made) => made.reference === ref)).toHaveLength(1)
  })

  it('gives up on a slow answer without asking again', async () => {
    const since = api.requests.length
    api.mishap('/banks/NG', { kind: 'slow', ms: 1_000 })
    expect((await refusal(flutterwaveBanks(options({ timeoutMs: 100 })).listBanks())).problem).toBe('unreachable')
    expect(requestsTo('GET', '/banks/NG', since)).toHaveLength(1)
  })

  it('asks once more when the connection is refused, then calls the API unreachable', async () => {
    let calls = 0
    const refused: typeof fetch = async () => {
      calls += 1
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') })
    }
    expect((await refusal(flutterwaveBanks(options({ fetch: refused })).listBanks())).problem).toBe('unreachable')
    expect(calls).toBe(2)
  })

  it('calls an answer that is not the documented one malformed', async () => {
    api.mishap('/banks/NG', { kind: 'body', status: 200, body: '<html>maintenance</html>' })
    expect((await refusal(flutterwaveBanks(options()).listBanks())).problem).toBe('malformed')
    api.mishap('/accounts/resolve', {
      kind: 'body',
      status: 200,
      body: JSON.stringify({ status: 'success', data: { account_number: '0690000032' } }),
    })
    expect((await refusal(flutterwaveBanks(options()).resolveAccount('044', '0690000032'))).problem).toBe('malformed')
  })

  it('reads an unknown transfer as not found, and a transfer id that is no number without asking', async () => {
    const banks = flutterwaveBanks(options())
    expect((await refusal(banks.getTransfer('6999999'))).problem).toBe('notFound')
    const since = api.requests.length
    expect((await refusal(banks.getTransfer('../banks/NG'))).problem).toBe('notFound')
    expect(api.requests.length).toBe(since)
  })

  it("knows Flutterwave's webhook by the dashboard's hash, and reads a transfer event from it", () => {
    const banks = flutterwaveBanks(options())
    expect(banks.isGenuineWebhook({ 'verif-hash': WEBHOOK_HASH })).toBe(true)
    expect(banks.isGenuineWebhook({ 'verif-hash': 'guess' })).toBe(false)
    expect(banks.isGenuineWebhook({})).toBe(false)
    expect(
      transferEventOf({
        event: 'transfer.completed',
        'event.type': 'Transfer',
        data: { id: 6100001, reference: 'oja-w-1', status: 'SUCCESSFUL' },
      }),
    ).toEqual({ id: '6100001', reference: 'oja-w-1' })
    expect(transferEventOf({ event: 'charge.completed', data: { id: 288200108, tx_ref: 'oja-7d1c6a90' } })).toBeNull()
  })
})

describe('the VTU adapter', () => {
  it("sells each network's data bundles as plans with stable ids, exact prices, sizes and durations", async () => {
    const plans = await flutterwaveVtu(options()).listDataPlans()
    expect(plans).toContainEqual({
      id: 'BIL108-MD144',
      planName: '1.5GB',
      duration: '30 days',
      amountKobo: 100_000,
      network: 'MTN',
      planType: 'Data bundle',
    })
    expect(plans).toContainEqual({
      id: 'BIL108-MD142',
      planName: '1GB',
      duration: '1 day',
      amountKobo: 35_000,
      network: 'MTN',
      planType: 'Data bundle',
    })
    expect(plans).toContainEqual({
      id: 'BIL111-MD199',
      planName: '200MB',
      duration: '24 hours',
      amountKobo: 15_000,
      network: '9MOBILE',
      planType: 'Data bundle',
    })
    expect(new Set(plans.map((plan) => plan.network))).toEqual(new Set(['MTN', 'AIRTEL', 'GLO', '9MOBILE']))
    expect(plans.some((plan) => plan.id === 'BIL119-CB141' || plan.id.startsWith('BIL099'))).toBe(false)
    expect((await flutterwaveVtu(options()).listDataPlans()).map((plan) => plan.id)).toEqual(
      plans.map((plan) => plan.id),
    )
  })

  it("buys a plan with its item's type, the number in international form and the plan's price", async () => {
    const since = api.requests.length
    const ref = reference('data')
    const bill = await flutterwaveVtu(options()).buyData({
      reference: ref,
      phone: '08031234567',
      network: 'MTN',
      amountKobo: 100_000,
      planId: 'BIL108-MD144',
    })
    expect(bill).toMatchObject({ reference: ref, status: 'successful' })
    expect(bill.id).toMatch(/^CF-FLYAPI-/)
    expect(JSON.parse(requestsTo('POST', '/bills', since)[0]?.body ?? '{}')).toEqual({
      country: 'NG',
      customer: '+2348031234567',
      amount: 1000,
      recurrence: 'ONCE',
      type: 'MTN 1.5GB 30 DAYS DATA BUNDLE',
      reference: ref,
    })
  })

  it('reads the catalogue once for many purchases', async () => {
    const vtu = flutterwaveVtu(options())
    const since = api.requests.length
    await vtu.listDataPlans()
    await vtu.buyData({
      reference: reference('data'),
      phone: '08021234567',
      network: 'AIRTEL',
      amountKobo: 50_000,
      planId: 'BIL110-MD170',
    })
    await vtu.buyData({
      reference: reference('data'),
      phone: '08051234567',
      network: 'GLO',
      amountKobo: 100_000,
      planId: 'BIL109-MD181',
    })
    expect(requestsTo('GET', '/bill-categories', since)).toHaveLength(1)
  })

  it('refuses a plan it does not sell, and one whose price is not the one the store charged', async () => {
    const vtu = flutterwaveVtu(options())
    const since = api.requests.length
    expect(
      (
        await refusal(
          vtu.buyData({
            reference: reference('data'),
            phone: '08031234567',
            network: 'MTN',
            amountKobo: 100_000,
            planId: 'BIL108-NOPE',
          }),
        )
      ).problem,
    ).toBe('notFound')
    expect(
      (
        await refusal(
          vtu.buyData({
            reference: reference('data'),
            phone: '08031234567',
            network: 'MTN',
            amountKobo: 90_000,
            planId: 'BIL108-MD144',
          }),
        )
      ).problem,
    ).toBe('refused')
    expect(requestsTo('POST', '/bills', since)).toHaveLength(0)
  })

  it('buys airtime for the amount asked, and reads the bill back by reference', async () => {
    const vtu = flutterwaveVtu(options())
    const ref = reference('airtime')
    const since = api.requests.length
    const bill = await vtu.buyAirtime({ reference: ref, phone: '08031234567', network: 'MTN', amountKobo: 10_050 })
    expect(bill.status).toBe('successful')
    expect(JSON.parse(requestsTo('POST', '/bills', since)[0]?.body ?? '{}')).toMatchObject({
      type: 'AIRTIME',
      amount: 100.5,
      customer: '+2348031234567',
    })
    await expect(vtu.getBill(ref)).resolves.toEqual({ id: bill.id, reference: ref, status: 'successful' })
  })

  it("calls a declined purchase refused, with Flutterwave's reason, and reads it back as failed", async () => {
    api.declineBillsFor('+2348099990000', 'Transaction failed: the number could not be credited')
    const vtu = flutterwaveVtu(options())
    const ref = reference('airtime')
    const { problem, message } = await refusal(
      vtu.buyAirtime({ reference: ref, phone: '08099990000', network: '9MOBILE', amountKobo: 10_000 }),
    )
    expect(problem).toBe('refused')
    expect(message).toBe('Transaction failed: the number could not be credited')
    await expect(vtu.getBill(ref)).resolves.toMatchObject({ status: 'failed' })
  })

  it('calls a repeated reference a duplicate, and an unknown one not found', async () => {
    const vtu = flutterwaveVtu(options())
    const ref = reference('airtime')
    await vtu.buyAirtime({ reference: ref, phone: '08031234567', network: 'MTN', amountKobo: 5_000 })
    expect(
      (await refusal(vtu.buyAirtime({ reference: ref, phone: '08031234567', network: 'MTN', amountKobo: 5_000 })))
        .problem,
    ).toBe('duplicate')
    expect((await refusal(vtu.getBill('oja-never-made'))).problem).toBe('notFound')
    expect(api.bills().filter((bill) => bill.reference === ref)).toHaveLength(1)
  })

  it('refuses a number that is not a Nigerian mobile number before asking', async () => {
    const since = api.requests.length
    expect(
      (
        await refusal(
          flutterwaveVtu(options()).buyAirtime({
            reference: reference('airtime'),
            phone: '0803123456x',
            network: 'MTN',
            amountKobo: 5_000,
          }),
        )
      ).problem,
    ).toBe('refused')
    expect(requestsTo('POST', '/bills', since)).toHaveLength(0)
  })
})
