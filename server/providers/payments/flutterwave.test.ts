// The Flutterwave adapter against a local fake of its v3 API (no network): the verify call as documented, each way
// it can fail, the webhook header, and the secret key kept out of every failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLUTTERWAVE_API_BASE_URL } from '../../config'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './fake-flutterwave-api'
import { flutterwavePayments, type FlutterwaveOptions } from './flutterwave'
import { confirmsOrder, PaymentVerificationError, type VerificationProblem } from './payment-provider'

const SECRET_KEY = 'FLWSECK_TEST-0a1b2c3d4e5f-X'
const WEBHOOK_HASH = 'a hash set on the dashboard'

let api: FakeFlutterwaveApi

beforeAll(async () => {
  api = await startFakeFlutterwaveApi({ secretKey: SECRET_KEY })
  api.add({ id: 288200108, tx_ref: 'oja-7d1c6a90', amount: 1234.56, customer: { email: 'ada@example.com' } })
  api.add({ id: 288200109, tx_ref: 'oja-failed01', amount: 3000, status: 'failed' })
  api.add({ id: 288200110, tx_ref: 'oja-withfee1', amount: 10_000, charged_amount: 10_140.5 })
})

afterAll(async () => {
  await api?.close()
})

function payments(options: Partial<FlutterwaveOptions> = {}) {
  return flutterwavePayments({
    publicKey: 'FLWPUBK_TEST-0a1b2c3d4e5f-X',
    secretKey: SECRET_KEY,
    webhookHash: WEBHOOK_HASH,
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

/** How many verify requests the fake got for this id since the count began. */
function requestsFor(id: number | string, since: number) {
  return api.requests.slice(since).filter((request) => request.path === `/v3/transactions/${id}/verify`).length
}

describe('the Flutterwave adapter', () => {
  it('gives the browser the inline checkout script and the public key, and is live', () => {
    expect(payments()).toMatchObject({
      mode: 'live',
      verifiesBy: 'transactionId',
      checkout: { src: 'https://checkout.flutterwave.com/v3.js', publicKey: 'FLWPUBK_TEST-0a1b2c3d4e5f-X' },
    })
    expect(FLUTTERWAVE_API_BASE_URL).toBe('https://api.flutterwave.com/v3')
  })

  it('verifies a transaction with GET /transactions/{id}/verify and the secret key as a Bearer token, in kobo', async () => {
    const since = api.requests.length
    const transaction = await payments().verifyTransaction('288200108')
    expect(transaction).toEqual({
      id: '288200108',
      txRef: 'oja-7d1c6a90',
      status: 'successful',
      currency: 'NGN',
      amountKobo: 123_456,
      chargedAmountKobo: 123_456,
      customerEmail: 'ada@example.com',
    })
    const [request] = api.requests.slice(since)
    expect(request).toMatchObject({
      method: 'GET',
      path: '/v3/transactions/288200108/verify',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    })
    expect(confirmsOrder(transaction, { txRef: 'oja-7d1c6a90', amountKobo: 123_456 })).toBe(true)
  })

  it('reads the amount and what the card was charged apart', async () => {
    await expect(payments().verifyTransaction('288200110')).resolves.toMatchObject({
      amountKobo: 1_000_000,
      chargedAmountKobo: 1_014_050,
    })
  })

  it('reads a failed transaction as it is, which confirms no order', async () => {
    const transaction = await payments().verifyTransaction('288200109')
    expect(transaction).toMatchObject({ status: 'failed', txRef: 'oja-failed01', amountKobo: 300_000 })
    expect(confirmsOrder(transaction, { txRef: 'oja-failed01', amountKobo: 300_000 })).toBe(false)
  })

  it('reports an unknown id as not found, whether Flutterwave answers 404 or 400, without asking again', async () => {
    const since = api.requests.length
    expect((await refusal(payments().verifyTransaction('999999'))).problem).toBe('notFound')
    expect(requestsFor('999999', since)).toBe(1)
    api.mishap(999998, {
      kind: 'body',
      status: 400,
      body: JSON.stringify({ status: 'error', message: 'No transaction was found for this id', data: null }),
    })
    expect((await refusal(payments().verifyTransaction('999998'))).problem).toBe('notFound')
  })

  it('refuses an id that is not a whole number before it reaches the URL', async () => {
    const since = api.requests.length
    for (const id of ['../../transfers', '288200108/../1', '1e5', '', ' 288200108', '12345678901234567890123']) {
      expect((await refusal(payments().verifyTransaction(id))).problem, id).toBe('notFound')
    }
    expect(api.requests.length).toBe(since)
  })

  it('reports a refused secret key as unauthorized, once, and never shows the key', async () => {
    const since = api.requests.length
    const { problem, error } = await refusal(
      payments({ secretKey: 'FLWSECK_TEST-wrong-X' }).verifyTransaction('288200108'),
    )
    expect(problem).toBe('unauthorized')
    expect(error.message).not.toContain('FLWSECK_TEST-wrong-X')
    expect(requestsFor('288200108', since)).toBe(1)
  })

  it('asks once more after a 5xx, and reports the provider unreachable if it fails again', async () => {
    let since = api.requests.length
    api.mishap(288200108, { kind: 'serverError' })
    await expect(payments().verifyTransaction('288200108')).resolves.toMatchObject({ status: 'successful' })
    expect(requestsFor('288200108', since)).toBe(2)

    since = api.requests.length
    api.mishap(288200108, { kind: 'serverError' }, { kind: 'serverError' })
    expect((await refusal(payments().verifyTransaction('288200108'))).problem).toBe('unreachable')
    expect(requestsFor('288200108', since)).toBe(2)
    api.mishap(288200108, { kind: 'serverError' })
    expect((await refusal(payments({ retries: 0 }).verifyTransaction('288200108'))).problem).toBe('unreachable')
  })

  it('gives up on an answer slower than its timeout, without asking again', async () => {
    const since = api.requests.length
    api.mishap(288200108, { kind: 'slow', ms: 1_000 })
    const started = Date.now()
    const { problem, error } = await refusal(payments({ timeoutMs: 200 }).verifyTransaction('288200108'))
    expect(problem).toBe('unreachable')
    expect(error.message).toMatch(/within 200 ms/)
    expect(Date.now() - started).toBeLessThan(900)
    expect(requestsFor('288200108', since)).toBe(1)
  })

  it('reports the provider unreachable when nothing listens, after asking twice', async () => {
    const closed = await startFakeFlutterwaveApi({ secretKey: SECRET_KEY })
    await closed.close()
    expect((await refusal(payments({ apiBaseUrl: closed.baseUrl }).verifyTransaction('288200108'))).problem).toBe(
      'unreachable',
    )
  })

  it('reports an answer that is not the documented one as malformed', async () => {
    const documented = {
      id: 288200108,
      tx_ref: 'oja-7d1c6a90',
      status: 'successful',
      currency: 'NGN',
      amount: 1234.56,
      charged_amount: 1234.56,
      customer: { email: 'ada@example.com' },
    }
    const bodies = [
      'not json',
      '<html>Bad gateway</html>',
      JSON.stringify({ status: 'success', message: 'Transaction fetched successfully', data: null }),
      JSON.stringify({ status: 'error', message: 'Something', data: documented }),
      JSON.stringify({ status: 'success', data: { ...documented, amount: '1,234.56' } }),
      JSON.stringify({ status: 'success', data: { ...documented, amount: 1234.567 } }),
      JSON.stringify({ status: 'success', data: { ...documented, tx_ref: undefined } }),
      JSON.stringify({ status: 'success', data: { ...documented, customer: {} } }),
      JSON.stringify({ status: 'success', data: { ...documented, id: 288200999 } }),
    ]
    for (const body of bodies) {
      api.mishap(288200108, { kind: 'body', status: 200, body })
      expect((await refusal(payments().verifyTransaction('288200108'))).problem, body).toBe('malformed')
    }
    api.mishap(288200108, {
      kind: 'body',
      status: 200,
      body: JSON.stringify({ status: 'success', data: { ...documented, currency: 'ngn' } }),
    })
    await expect(payments().verifyTransaction('288200108')).resolves.toMatchObject({ currency: 'NGN' })
  })

  it('refunds with POST /transactions/{id}/refund, the secret key and the amount in naira, up to what was paid', async () => {
    api.add({ id: 288200120, tx_ref: 'oja-refund01', amount: 15_000.5 })
    const since = api.requests.length
    await expect(payments().refundTransaction('288200120', 1_000_025)).resolves.toEqual({ status: 'completed' })
    const [request] = api.requests.slice(since)
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v3/transactions/288200120/refund',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' },
    })
    expect(JSON.parse(request!.body)).toEqual({ amount: 10_000.25 })
    expect(api.refundedKobo(288200120)).toBe(1_000_025)

    // More than is left is refused as asked, once: asking again would get the same answer.
    const before = api.requests.length
    expect((await refusal(payments().refundTransaction('288200120', 500_026))).problem).toBe('malformed')
    expect(api.requests.length - before).toBe(1)
    await expect(payments().refundTransaction('288200120', 500_025)).resolves.toEqual({ status: 'completed' })
    expect(api.refundedKobo(288200120)).toBe(1_500_050)
  })

  it("types a refund's failures as it types verification's", async () => {
    expect((await refusal(payments().refundTransaction('999997', 100))).problem).toBe('notFound')
    api.mishap(999996, {
      kind: 'body',
      status: 400,
      body: JSON.stringify({ status: 'error', message: 'No transaction was found for this id', data: null }),
    })
    expect((await refusal(payments().refundTransaction('999996', 100))).problem).toBe('notFound')
    expect(
      (await refusal(payments({ secretKey: 'FLWSECK_TEST-wrong-X' }).refundTransaction('288200108', 100))).problem,
    ).toBe('unauthorized')
    expect((await refusal(payments().refundTransaction('../verify', 100))).problem).toBe('notFound')
    api.mishap(288200108, { kind: 'serverError' }, { kind: 'serverError' })
    expect((await refusal(payments().refundTransaction('288200108', 100))).problem).toBe('unreachable')
    api.mishap(288200108, { kind: 'body', status: 200, body: JSON.stringify({ status: 'success', data: {} }) })
    expect((await refusal(payments().refundTransaction('288200108', 100))).problem).toBe('malformed')
  })

  it('calls the API through the fetch it is given', async () => {
    const asked: string[] = []
    const provider = payments({
      apiBaseUrl: 'http://flutterwave.invalid/v3',
      fetch: async (input, init) => {
        asked.push(`${init?.method ?? 'GET'} ${String(input)}`)
        return new Response(JSON.stringify({ status: 'success', data: { status: 'pending' } }), { status: 200 })
      },
    })
    await expect(provider.refundTransaction('42', 100)).resolves.toEqual({ status: 'pending' })
    expect(asked).toEqual(['POST http://flutterwave.invalid/v3/transactions/42/refund'])
  })

  it("knows Flutterwave's webhooks by the verif-hash header, and nothing else", () => {
    const provider = payments()
    expect(provider.isGenuineWebhook({ 'verif-hash': WEBHOOK_HASH, 'content-type': 'application/json' })).toBe(true)
    expect(provider.isGenuineWebhook({ 'verif-hash': `${WEBHOOK_HASH}x` })).toBe(false)
    expect(provider.isGenuineWebhook({ 'verif-hash': SECRET_KEY })).toBe(false)
    expect(provider.isGenuineWebhook({ 'verif-hash': '' })).toBe(false)
    expect(provider.isGenuineWebhook({ 'x-verif-hash': WEBHOOK_HASH })).toBe(false)
    expect(provider.isGenuineWebhook({})).toBe(false)
  })
})
