// The Paystack adapter against a local fake of its API (no network): initialize, verify and what confirms an order,
// refunds, the webhook signature, dedicated accounts and the events that report them, each way a call can fail, and
// the secret key kept out of every failure.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYSTACK_API_BASE_URL } from '../../config'
import { startFakePaystackApi, type FakePaystackApi } from './fake-paystack-api'
import { confirmsOrder, PaymentVerificationError, type VerificationProblem } from './payment-provider'
import {
  paystackEventOf,
  paystackPayments,
  paystackSignature,
  PAYSTACK_INLINE_SCRIPT,
  type PaystackOptions,
} from './paystack'

const SECRET_KEY = 'sk_test_0a1b2c3d4e5f60718293a4b5c6d7e8f901234567'
const PUBLIC_KEY = 'pk_test_0a1b2c3d4e5f60718293a4b5c6d7e8f901234567'

/** What the store's webhook URL got: the headers and the body exactly as sent. */
const delivered: { headers: IncomingHttpHeaders; rawBody: string }[] = []
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    delivered.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') })
    response.writeHead(200).end()
  })
})

let api: FakePaystackApi

beforeAll(async () => {
  await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', () => listening()))
  const { port } = receiver.address() as { port: number }
  api = await startFakePaystackApi({ secretKey: SECRET_KEY, webhookUrl: `http://127.0.0.1:${port}/api/webhook` })
  api.add({ reference: 'oja-7d1c6a90', amount: 123_456, email: 'ada@example.com' })
  api.add({ reference: 'oja-failed01', amount: 300_000, status: 'failed' })
  api.add({ reference: 'oja-withfee1', amount: 1_015_000, requested_amount: 1_000_000 })
})

afterAll(async () => {
  await api?.close()
  await new Promise((closed) => receiver.close(closed))
})

function payments(options: Partial<PaystackOptions> = {}) {
  return paystackPayments({
    publicKey: PUBLIC_KEY,
    secretKey: SECRET_KEY,
    apiBaseUrl: api.baseUrl,
    timeoutMs: 500,
    retryDelayMs: 10,
    ...options,
  })
}

async function refusal(
  promise: Promise<unknown>,
): Promise<{ problem: VerificationProblem; error: PaymentVerificationError }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PaymentVerificationError)
  const failure = error as PaymentVerificationError
  // Nothing a failure carries, down its causes, may show the secret key.
  for (let link: unknown = failure; link instanceof Error; link = link.cause) {
    expect(`${link.message} ${link.stack ?? ''}`).not.toContain(SECRET_KEY)
  }
  return { problem: failure.problem, error: failure }
}

/** The requests the fake got for this path since the count began. */
function requestsTo(path: string, since: number) {
  return api.requests.slice(since).filter((request) => request.path === path)
}

describe('the Paystack adapter: paying', () => {
  it('gives the browser the inline checkout script and the public key, is live, and verifies by reference', () => {
    expect(payments()).toMatchObject({
      mode: 'live',
      verifiesBy: 'reference',
      checkout: { src: PAYSTACK_INLINE_SCRIPT, publicKey: PUBLIC_KEY },
    })
    expect(PAYSTACK_INLINE_SCRIPT).toBe('https://js.paystack.co/v2/inline.js')
    expect(PAYSTACK_API_BASE_URL).toBe('https://api.paystack.co')
  })

  it('initializes a payment with the email, the amount in kobo, the reference and the channels', async () => {
    const since = api.requests.length
    const started = await payments().initializeTransaction({
      email: 'ada@example.com',
      amountKobo: 2_500_050,
      reference: 'oja-init0001',
      callbackUrl: 'https://oja.ng/payment',
      channels: ['card', 'bank_transfer', 'ussd'],
    })
    expect(started).toMatchObject({ reference: 'oja-init0001', accessCode: expect.stringMatching(/^ac_/) })
    expect(started.authorizationUrl).toBe(`https://checkout.paystack.com/${started.accessCode}`)
    const [request] = requestsTo('/transaction/initialize', since)
    expect(request).toMatchObject({
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' },
    })
    expect(JSON.parse(request!.body)).toEqual({
      email: 'ada@example.com',
      amount: '2500050',
      reference: 'oja-init0001',
      currency: 'NGN',
      callback_url: 'https://oja.ng/payment',
      channels: ['card', 'bank_transfer', 'ussd'],
    })
    // Until the shopper pays, the payment confirms nothing.
    const ongoing = await payments().verifyTransaction('oja-init0001')
    expect(ongoing).toMatchObject({ status: 'ongoing', amountKobo: 2_500_050 })
    expect(confirmsOrder(ongoing, { txRef: 'oja-init0001', amountKobo: 2_500_050 })).toBe(false)
  })

  it('refuses a reference used before, a fraction of a kobo and a reference Paystack would not take', async () => {
    const since = api.requests.length
    const again = { email: 'ada@example.com', amountKobo: 100_000, reference: 'oja-init0001' }
    expect((await refusal(payments().initializeTransaction(again))).problem).toBe('malformed')
    expect(requestsTo('/transaction/initialize', since)).toHaveLength(1)
    for (const amountKobo of [100.5, 0, -100, Number.NaN, 2 ** 60])
      expect((await refusal(payments().initializeTransaction({ ...again, amountKobo }))).problem, `${amountKobo}`).toBe(
        'malformed',
      )
    expect((await refusal(payments().initializeTransaction({ ...again, reference: 'oja/../x' }))).problem).toBe(
      'notFound',
    )
    expect(requestsTo('/transaction/initialize', since)).toHaveLength(1)
  })

  it('verifies with GET /transaction/verify/{reference} and the secret key, and reads success as successful, in kobo', async () => {
    const since = api.requests.length
    const transaction = await payments().verifyTransaction('oja-7d1c6a90')
    expect(transaction).toEqual({
      id: String(api.transaction('oja-7d1c6a90')!.id),
      txRef: 'oja-7d1c6a90',
      status: 'successful',
      currency: 'NGN',
      amountKobo: 123_456,
      chargedAmountKobo: 123_456,
      customerEmail: 'ada@example.com',
    })
    expect(requestsTo('/transaction/verify/oja-7d1c6a90', since)).toEqual([
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ authorization: `Bearer ${SECRET_KEY}` }),
      }),
    ])
    expect(confirmsOrder(transaction, { txRef: 'oja-7d1c6a90', amountKobo: 123_456 })).toBe(true)
  })

  it('reads what was asked for apart from what was charged with a fee passed to the payer', async () => {
    await expect(payments().verifyTransaction('oja-withfee1')).resolves.toMatchObject({
      amountKobo: 1_000_000,
      chargedAmountKobo: 1_015_000,
    })
  })

  it('confirms a checkout that succeeded, and none that failed, was abandoned, or paid another amount, currency or order', async () => {
    const start = (reference: string, amountKobo = 500_000) =>
      payments().initializeTransaction({ email: 'ada@example.com', amountKobo, reference })
    const order = (txRef: string) => ({ txRef, amountKobo: 500_000 })
    const verified = (reference: string) => payments().verifyTransaction(reference)

    await start('oja-paid0001')
    api.settle('oja-paid0001', 'success')
    expect(confirmsOrder(await verified('oja-paid0001'), order('oja-paid0001'))).toBe(true)

    await start('oja-fail0001')
    api.settle('oja-fail0001', 'failed')
    const failed = await verified('oja-fail0001')
    expect(failed.status).toBe('failed')
    expect(confirmsOrder(failed, order('oja-fail0001'))).toBe(false)
    expect(confirmsOrder(await verified('oja-failed01'), { txRef: 'oja-failed01', amountKobo: 300_000 })).toBe(false)

    await start('oja-aban0001')
    api.settle('oja-aban0001', 'abandoned')
    const abandoned = await verified('oja-aban0001')
    expect(abandoned.status).toBe('abandoned')
    expect(confirmsOrder(abandoned, order('oja-aban0001'))).toBe(false)

    // A kobo less than the order.
    await start('oja-less0001', 499_999)
    api.settle('oja-less0001', 'success')
    expect(confirmsOrder(await verified('oja-less0001'), order('oja-less0001'))).toBe(false)

    // Paid in another currency.
    await start('oja-usd00001')
    api.settle('oja-usd00001', 'success', { currency: 'USD' })
    const dollars = await verified('oja-usd00001')
    expect(dollars).toMatchObject({ status: 'successful', currency: 'USD', amountKobo: 500_000 })
    expect(confirmsOrder(dollars, order('oja-usd00001'))).toBe(false)

    // Paid under another order's reference, by the same shopper for the same amount.
    expect(confirmsOrder(await verified('oja-paid0001'), order('oja-othr0001'))).toBe(false)
  })

  it('reports an unknown reference as not found, without asking again', async () => {
    const since = api.requests.length
    expect((await refusal(payments().verifyTransaction('oja-unknown1'))).problem).toBe('notFound')
    expect(requestsTo('/transaction/verify/oja-unknown1', since)).toHaveLength(1)
    api.mishap('oja-unknown2', {
      kind: 'body',
      status: 404,
      body: JSON.stringify({ status: false, message: 'Transaction reference not found' }),
    })
    expect((await refusal(payments().verifyTransaction('oja-unknown2'))).problem).toBe('notFound')
  })

  it('refuses a reference Paystack would not take before it reaches the URL', async () => {
    const since = api.requests.length
    for (const reference of [
      '../../refund',
      'oja-7d1c6a90/../x',
      'oja 7d1c',
      '',
      'oja?x=1',
      'a'.repeat(101),
      'ọja-1',
      '..',
      '.',
      '.=-',
    ])
      expect((await refusal(payments().verifyTransaction(reference))).problem, reference).toBe('notFound')
    expect(api.requests.length).toBe(since)
  })

  it('reports a refused secret key as unauthorized, once, and never shows the key', async () => {
    const since = api.requests.length
    const wrong = 'sk_test_ffffffffffffffffffffffffffffffffffffffff'
    const { problem, error } = await refusal(payments({ secretKey: wrong }).verifyTransaction('oja-7d1c6a90'))
    expect(problem).toBe('unauthorized')
    expect(error.message).not.toContain(wrong)
    expect(requestsTo('/transaction/verify/oja-7d1c6a90', since)).toHaveLength(1)
    for (const call of [
      payments({ secretKey: wrong }).refundTransaction('oja-7d1c6a90', 100),
      payments({ secretKey: wrong }).initializeTransaction({ email: 'a@b.ng', amountKobo: 100, reference: 'oja-k1' }),
      payments({ secretKey: wrong }).createCustomer({
        email: 'a@b.ng',
        firstName: 'A',
        lastName: 'B',
        phone: '+2348000000000',
      }),
      payments({ secretKey: wrong }).createDedicatedAccount('CUS_x', 'test-bank'),
    ])
      expect((await refusal(call)).problem).toBe('unauthorized')
  })

  it('asks once more after a 5xx, and reports Paystack unreachable if it fails again', async () => {
    let since = api.requests.length
    api.mishap('oja-7d1c6a90', { kind: 'serverError' })
    await expect(payments().verifyTransaction('oja-7d1c6a90')).resolves.toMatchObject({ status: 'successful' })
    expect(requestsTo('/transaction/verify/oja-7d1c6a90', since)).toHaveLength(2)

    since = api.requests.length
    api.mishap('oja-7d1c6a90', { kind: 'serverError' }, { kind: 'serverError' })
    expect((await refusal(payments().verifyTransaction('oja-7d1c6a90'))).problem).toBe('unreachable')
    expect(requestsTo('/transaction/verify/oja-7d1c6a90', since)).toHaveLength(2)
  })

  it('reports an outage as unreachable: Paystack down, or slower than the time limit, which is not asked again', async () => {
    try {
      api.outage('down')
      expect((await refusal(payments().verifyTransaction('oja-7d1c6a90'))).problem).toBe('unreachable')
      expect((await refusal(payments().refundTransaction('oja-7d1c6a90', 100))).problem).toBe('unreachable')
      expect(api.refundedKobo('oja-7d1c6a90')).toBe(0)

      api.outage({ slowMs: 1_000 })
      const since = api.requests.length
      const started = Date.now()
      const { problem, error } = await refusal(payments({ timeoutMs: 200 }).verifyTransaction('oja-7d1c6a90'))
      expect(problem).toBe('unreachable')
      expect(error.message).toMatch(/within 200 ms/)
      expect(Date.now() - started).toBeLessThan(900)
      expect(requestsTo('/transaction/verify/oja-7d1c6a90', since)).toHaveLength(1)
    } finally {
      api.outage('none')
    }
  })

  it('reports Paystack unreachable when nothing listens', async () => {
    const closed = await startFakePaystackApi({ secretKey: SECRET_KEY })
    await closed.close()
    expect((await refusal(payments({ apiBaseUrl: closed.baseUrl }).verifyTransaction('oja-7d1c6a90'))).problem).toBe(
      'unreachable',
    )
  })

  it('reports an answer that is not the documented one as malformed', async () => {
    const documented = {
      id: 4099260516,
      reference: 'oja-7d1c6a90',
      status: 'success',
      currency: 'NGN',
      amount: 123_456,
      requested_amount: 123_456,
      customer: { email: 'ada@example.com' },
    }
    const bodies = [
      'not json',
      '<html>Bad gateway</html>',
      JSON.stringify({ status: true, message: 'Verification successful', data: null }),
      JSON.stringify({ status: 'success', message: 'Verification successful', data: documented }),
      JSON.stringify({ status: false, message: 'Something', data: documented }),
      JSON.stringify({ status: true, data: { ...documented, amount: 1234.56 } }),
      JSON.stringify({ status: true, data: { ...documented, amount: '123456' } }),
      JSON.stringify({ status: true, data: { ...documented, amount: -1 } }),
      JSON.stringify({ status: true, data: { ...documented, requested_amount: 0.5 } }),
      JSON.stringify({ status: true, data: { ...documented, reference: undefined } }),
      JSON.stringify({ status: true, data: { ...documented, customer: {} } }),
      JSON.stringify({ status: true, data: { ...documented, reference: 'oja-othr0001' } }),
    ]
    for (const body of bodies) {
      api.mishap('oja-7d1c6a90', { kind: 'body', status: 200, body })
      expect((await refusal(payments().verifyTransaction('oja-7d1c6a90'))).problem, body).toBe('malformed')
    }
    api.mishap('oja-7d1c6a90', {
      kind: 'body',
      status: 200,
      body: JSON.stringify({ status: true, data: { ...documented, currency: 'ngn', requested_amount: null } }),
    })
    await expect(payments().verifyTransaction('oja-7d1c6a90')).resolves.toMatchObject({
      currency: 'NGN',
      amountKobo: 123_456,
    })
    // Asked for more than was charged: the payment was for what was charged.
    api.mishap('oja-7d1c6a90', {
      kind: 'body',
      status: 200,
      body: JSON.stringify({ status: true, data: { ...documented, requested_amount: 200_000 } }),
    })
    await expect(payments().verifyTransaction('oja-7d1c6a90')).resolves.toMatchObject({ amountKobo: 123_456 })
    for (const path of ['/transaction/initialize', '/refund', '/customer', '/dedicated_account'])
      api.mishap(path, { kind: 'body', status: 200, body: JSON.stringify({ status: true, data: {} }) })
    expect(
      (await refusal(payments().initializeTransaction({ email: 'a@b.ng', amountKobo: 100, reference: 'oja-m1' })))
        .problem,
    ).toBe('malformed')
    expect((await refusal(payments().refundTransaction('oja-7d1c6a90', 100))).problem).toBe('malformed')
    expect(
      (
        await refusal(
          payments().createCustomer({ email: 'a@b.ng', firstName: 'A', lastName: 'B', phone: '+2348000000000' }),
        )
      ).problem,
    ).toBe('malformed')
    expect((await refusal(payments().createDedicatedAccount('CUS_x', 'test-bank'))).problem).toBe('malformed')
  })
})

describe('the Paystack adapter: refunds', () => {
  it('refunds with POST /refund, the transaction and the amount in kobo, up to what was paid', async () => {
    api.add({ reference: 'oja-refund01', amount: 1_500_050 })
    const since = api.requests.length
    await expect(payments().refundTransaction('oja-refund01', 1_000_025)).resolves.toEqual({ status: 'pending' })
    const [request] = requestsTo('/refund', since)
    expect(request).toMatchObject({
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' },
    })
    expect(JSON.parse(request!.body)).toEqual({ transaction: 'oja-refund01', amount: '1000025' })
    expect(api.refundedKobo('oja-refund01')).toBe(1_000_025)

    // More than is left is refused as asked, once: asking again would get the same answer.
    const before = api.requests.length
    expect((await refusal(payments().refundTransaction('oja-refund01', 500_026))).problem).toBe('malformed')
    expect(api.requests.length - before).toBe(1)
    expect(api.refundedKobo('oja-refund01')).toBe(1_000_025)

    // The rest, by Paystack's transaction id (what verification gives the store).
    const { id } = await payments().verifyTransaction('oja-refund01')
    await expect(payments().refundTransaction(id, 500_025)).resolves.toEqual({ status: 'pending' })
    expect(api.refundedKobo('oja-refund01')).toBe(1_500_050)
    expect((await refusal(payments().refundTransaction(id, 1))).problem).toBe('malformed')
  })

  it('refunds a whole payment at once', async () => {
    api.add({ reference: 'oja-refund02', amount: 720_000 })
    await expect(payments().refundTransaction('oja-refund02', 720_000)).resolves.toEqual({ status: 'pending' })
    expect(api.refundedKobo('oja-refund02')).toBe(720_000)
  })

  it("reads Paystack's refund statuses in the store's terms", async () => {
    for (const [paystack, store] of [
      ['processed', 'completed'],
      ['processing', 'pending'],
      ['pending', 'pending'],
      ['failed', 'failed'],
    ]) {
      api.mishap('/refund', {
        kind: 'body',
        status: 200,
        body: JSON.stringify({ status: true, data: { status: paystack } }),
      })
      await expect(payments().refundTransaction('oja-7d1c6a90', 100), paystack).resolves.toEqual({ status: store })
    }
    expect(api.refundedKobo('oja-7d1c6a90')).toBe(0)
  })

  it("types a refund's failures as it types verification's, and refuses one of a payment that did not succeed", async () => {
    expect((await refusal(payments().refundTransaction('oja-unknown3', 100))).problem).toBe('notFound')
    expect((await refusal(payments().refundTransaction('oja-failed01', 100))).problem).toBe('malformed')
    for (const amountKobo of [0, -1, 0.5, 100.25])
      expect((await refusal(payments().refundTransaction('oja-7d1c6a90', amountKobo))).problem, `${amountKobo}`).toBe(
        'malformed',
      )
    expect((await refusal(payments().refundTransaction('../verify', 100))).problem).toBe('notFound')
    api.mishap('/refund', { kind: 'serverError' }, { kind: 'serverError' })
    expect((await refusal(payments().refundTransaction('oja-7d1c6a90', 100))).problem).toBe('unreachable')
    expect(api.refundedKobo('oja-7d1c6a90')).toBe(0)
  })
})

describe('the Paystack adapter: webhooks', () => {
  it("knows Paystack's webhooks by the HMAC-SHA512 of the body exactly as sent, and nothing else", async () => {
    const provider = payments()
    const since = delivered.length
    await expect(api.sendWebhook('charge.success', api.chargeEvent('oja-7d1c6a90'))).resolves.toBe(200)
    const [webhook] = delivered.slice(since)
    const { headers, rawBody } = webhook!
    expect(headers['x-paystack-signature']).toBe(paystackSignature(rawBody, SECRET_KEY))
    expect(provider.isGenuineWebhook(headers, rawBody)).toBe(true)
    expect(provider.isGenuineWebhook(headers, Buffer.from(rawBody))).toBe(true)

    // A wrong signature, one made with another key, none, or one sent twice.
    const signature = String(headers['x-paystack-signature'])
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`
    expect(provider.isGenuineWebhook({ ...headers, 'x-paystack-signature': flipped }, rawBody)).toBe(false)
    expect(
      provider.isGenuineWebhook({ 'x-paystack-signature': paystackSignature(rawBody, 'sk_test_guess') }, rawBody),
    ).toBe(false)
    expect(provider.isGenuineWebhook({ 'x-paystack-signature': signature.toUpperCase() }, rawBody)).toBe(false)
    expect(provider.isGenuineWebhook({ 'x-paystack-signature': '' }, rawBody)).toBe(false)
    expect(provider.isGenuineWebhook({ 'x-paystack-signature': SECRET_KEY }, rawBody)).toBe(false)
    expect(provider.isGenuineWebhook({ 'x-paystack-signature': [signature, signature] }, rawBody)).toBe(false)
    const { 'x-paystack-signature': _signature, ...unsigned } = headers
    expect(provider.isGenuineWebhook(unsigned, rawBody)).toBe(false)
    expect(provider.isGenuineWebhook({ 'verif-hash': signature }, rawBody)).toBe(false)

    // The body altered in any way, even re-serialized with the same meaning, or not given at all.
    const altered = rawBody.replace('"amount":123456', '"amount":923456')
    expect(altered).not.toBe(rawBody)
    expect(provider.isGenuineWebhook(headers, altered)).toBe(false)
    expect(provider.isGenuineWebhook(headers, JSON.stringify(JSON.parse(rawBody), null, 2))).toBe(false)
    expect(provider.isGenuineWebhook(headers, `${rawBody} `)).toBe(false)
    expect(provider.isGenuineWebhook(headers)).toBe(false)
    // Signed with the secret key of this store only.
    expect(payments({ secretKey: 'sk_test_another' }).isGenuineWebhook(headers, rawBody)).toBe(false)
  })

  it("reads a checkout's charge.success as a hint naming the store's reference, which verify then settles", async () => {
    const { body } = api.signedWebhook('charge.success', api.chargeEvent('oja-7d1c6a90'))
    expect(paystackEventOf(JSON.parse(body))).toEqual({ kind: 'charge', reference: 'oja-7d1c6a90', channel: 'card' })
    for (const other of [
      { event: 'charge.dispute.create', data: {} },
      { event: 'transfer.success', data: { reference: 'x' } },
      { event: 'charge.success', data: { channel: 'card' } },
      { event: 'charge.success' },
      null,
      'charge.success',
    ])
      expect(paystackEventOf(other), JSON.stringify(other)).toBeUndefined()
  })
})

describe('the Paystack adapter: dedicated accounts', () => {
  it('opens a customer and a dedicated account, and a transfer into it arrives as a signed charge.success on dedicated_nuban', async () => {
    const since = api.requests.length
    const customer = await payments().createCustomer({
      email: 'Chidi@Example.com',
      firstName: 'Chidi',
      lastName: 'Okafor',
      phone: '+2348031234567',
    })
    expect(customer.customerCode).toMatch(/^CUS_/)
    expect(JSON.parse(requestsTo('/customer', since)[0]!.body)).toEqual({
      email: 'Chidi@Example.com',
      first_name: 'Chidi',
      last_name: 'Okafor',
      phone: '+2348031234567',
    })
    // The same email again is the same customer.
    await expect(
      payments().createCustomer({
        email: 'chidi@example.com',
        firstName: 'Chidi',
        lastName: 'Okafor',
        phone: '+2348031234567',
      }),
    ).resolves.toEqual(customer)

    const account = await payments().createDedicatedAccount(customer.customerCode, 'test-bank')
    expect(account).toEqual({
      id: expect.any(String),
      accountName: 'OJA/CHIDI OKAFOR',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      bankName: 'Test Bank',
      bankSlug: 'test-bank',
      customerCode: customer.customerCode,
    })
    expect(JSON.parse(requestsTo('/dedicated_account', since)[0]!.body)).toEqual({
      customer: customer.customerCode,
      preferred_bank: 'test-bank',
    })
    // Asked again, Paystack gives the account the customer has.
    await expect(payments().createDedicatedAccount(customer.customerCode, 'test-bank')).resolves.toEqual(account)

    // Paystack's own event for the assignment reads as the same account.
    expect(
      paystackEventOf({ event: 'dedicatedaccount.assign.success', data: api.assignedEvent(account.accountNumber) }),
    ).toEqual({
      kind: 'accountAssigned',
      account,
    })

    // A transfer of ₦15,000.50 into it.
    const before = delivered.length
    const { transaction, webhookStatus } = await api.sendTransfer(account.accountNumber, 1_500_050, {
      reference: 'T7q2mxoja1',
    })
    expect(webhookStatus).toBe(200)
    const [webhook] = delivered.slice(before)
    expect(payments().isGenuineWebhook(webhook!.headers, webhook!.rawBody)).toBe(true)
    const event = paystackEventOf(JSON.parse(webhook!.rawBody))
    expect(event).toEqual({
      kind: 'charge',
      reference: 'T7q2mxoja1',
      channel: 'dedicated_nuban',
      transfer: {
        accountNumber: account.accountNumber,
        customerCode: customer.customerCode,
        amountKobo: 1_500_050,
        currency: 'NGN',
      },
    })
    // What the store credits is read from verify, by the transfer's reference.
    await expect(payments().verifyTransaction(transaction.reference)).resolves.toMatchObject({
      txRef: 'T7q2mxoja1',
      status: 'successful',
      amountKobo: 1_500_050,
      customerEmail: 'Chidi@Example.com',
    })
  })

  it('refuses an account for a customer without a phone, an unknown customer or a bank Paystack does not offer', async () => {
    const { customerCode } = await payments().createCustomer({
      email: 'nophone@example.com',
      firstName: 'Ngozi',
      lastName: 'Eze',
      phone: '',
    })
    expect((await refusal(payments().createDedicatedAccount(customerCode, 'test-bank'))).problem).toBe('malformed')
    expect((await refusal(payments().createDedicatedAccount('CUS_unknown', 'test-bank'))).problem).toBe('notFound')
    expect((await refusal(payments().createDedicatedAccount(customerCode, 'first-bank'))).problem).toBe('malformed')
    api.mishap('/dedicated_account', {
      kind: 'body',
      status: 200,
      body: JSON.stringify({
        status: true,
        data: { id: 1, account_name: 'X', account_number: '99300', bank: { name: 'Test Bank', slug: 'test-bank' } },
      }),
    })
    expect((await refusal(payments().createDedicatedAccount(customerCode, 'test-bank'))).problem).toBe('malformed')
  })
})
