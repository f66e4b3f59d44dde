// Set-up for the wallet tests: the store with live card payment against the fake Flutterwave API (so a test decides
// what each card transaction says) and the in-memory banks and VTU, shoppers who fund their wallet, and the ledger read
// straight from the database.
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { nairaToKobo } from '../src/domain/money'
import { queryRows } from './db/database'
import { newId } from './db/ids'
import { STORE_BUSY_MESSAGE } from './errors'
import { walletRepo } from './db/repos/wallet.repo'
import { addresses, users } from './db/schema'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './providers/payments/fake-flutterwave-api'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'
import { testWalletProviders, type TestBanks, type TestVtu } from './test-wallet-providers'

const SECRET_KEY = 'FLWSECK_TEST-wallet-X'
export const WALLET_WEBHOOK_HASH = 'the wallet test webhook hash'
/** The wallet tests' store signs its tokens with this secret. */
const TOKEN_SECRET = 'the wallet tests sign their shoppers in with this secret'

export interface WalletShop {
  testApp: TestApp
  api: FakeFlutterwaveApi
  banks: TestBanks
  vtu: TestVtu
  close(): Promise<void>
}

export async function openWalletShop(options: { seed?: boolean } = {}): Promise<WalletShop> {
  const api = await startFakeFlutterwaveApi({ secretKey: SECRET_KEY })
  const payments = flutterwavePayments({
    publicKey: 'FLWPUBK_TEST-wallet-X',
    secretKey: SECRET_KEY,
    webhookHash: WALLET_WEBHOOK_HASH,
    apiBaseUrl: api.baseUrl,
    timeoutMs: 10_000,
    retryDelayMs: 10,
  })
  const { banks, vtu } = testWalletProviders()
  const testApp = await openTestApp({
    seed: options.seed ?? false,
    payments,
    walletProviders: { banks, vtu },
    tokenSecret: TOKEN_SECRET,
  })
  return {
    testApp,
    api,
    banks,
    vtu,
    async close() {
      await testApp.close()
      await api.close()
    },
  }
}

let nextTransaction = 9_000_000

/** A card transaction the fake provider will vouch for. */
export function cardPayment(
  shop: WalletShop,
  txRef: string,
  naira: number,
  overrides: { status?: 'successful' | 'failed'; currency?: string } = {},
): string {
  nextTransaction += 1
  shop.api.add({ id: nextTransaction, tx_ref: txRef, amount: naira, ...overrides })
  return String(nextTransaction)
}

export function startFunding(shop: WalletShop, user: TestUser, naira: number) {
  return shop.testApp.app.inject({
    method: 'POST',
    url: '/api/wallets/fund',
    headers: bearer(user.token),
    payload: { amount: naira },
  })
}

export function confirmFunding(shop: WalletShop, user: TestUser, txRef: string, transactionId: string) {
  return shop.testApp.app.inject({
    method: 'POST',
    url: '/api/wallets/fund/confirm',
    headers: bearer(user.token),
    payload: { flutterwave: { transaction_id: transactionId, tx_ref: txRef } },
  })
}

export function webhook(shop: WalletShop, payload: object) {
  return shop.testApp.app.inject({
    method: 'POST',
    url: '/api/payments/flutterwave/webhook',
    headers: { 'verif-hash': WALLET_WEBHOOK_HASH },
    payload,
  })
}

/** Funds the shopper's wallet by card, confirmed by the shopper's browser. */
export async function fund(shop: WalletShop, user: TestUser, naira: number): Promise<void> {
  const started = await startFunding(shop, user, naira)
  if (started.statusCode !== 201) throw new Error(`starting a funding failed: ${started.statusCode} ${started.body}`)
  const { txRef } = started.json<{ data: { txRef: string } }>().data
  const confirmed = await confirmFunding(shop, user, txRef, cardPayment(shop, txRef, naira))
  if (confirmed.statusCode !== 201)
    throw new Error(`confirming a funding failed: ${confirmed.statusCode} ${confirmed.body}`)
}

/** The wallet's balance and the sum of its entries, in kobo, read from the database. */
export async function ledgerOf(
  shop: WalletShop,
  userId: string,
): Promise<{ balance: number; sum: number; entries: number }> {
  const [wallet] = await queryRows<{ balance: string }>(
    shop.testApp.database.db,
    sql`select balance_kobo as balance from wallets where user_id = ${userId}`,
  )
  const [entries] = await queryRows<{ sum: string; count: number }>(
    shop.testApp.database.db,
    sql`select coalesce(sum(amount_kobo), 0) as sum, count(*)::int as count from wallet_entries where user_id = ${userId}`,
  )
  return { balance: Number(wallet?.balance ?? 0), sum: Number(entries?.sum ?? 0), entries: Number(entries?.count ?? 0) }
}

export function messageOf(response: LightMyRequestResponse): string | undefined {
  return response.json<{ errors?: { message: string }[] }>().errors?.[0]?.message
}

export type FundedShopper = TestUser & { addressId: string }

/**
 * `count` verified shoppers, each with a delivery address and a wallet funded with `naira` (a credited funding, so the
 * ledger holds it), written straight into the database and signed in with the store's own sessions and tokens: many at once
 * without hashing a password for each. For the races; a journey's shopper signs up through the API.
 */
export async function fundedShoppers(
  shop: WalletShop,
  count: number,
  { tag, naira }: { tag: string; naira: number },
): Promise<FundedShopper[]> {
  const db = shop.testApp.database.db
  const wallets = walletRepo(db, shop.testApp.app.store.catalogueCache)
  const { sessions, tokens } = shop.testApp.app.store
  const now = new Date()
  const people = Array.from({ length: count }, (_, index) => ({
    id: newId(now),
    email: `${tag}-${index}@example.com`,
    addressId: newId(now),
  }))
  await db.insert(users).values(people.map(({ id, email }) => ({ id, email, emailVerifiedAt: now })))
  await db.insert(addresses).values(
    people.map(({ id, addressId }) => ({
      id: addressId,
      userId: id,
      name: 'Ada Obi',
      street: '12 Marina Road',
      city: 'Lagos Island',
      state: 'Lagos',
      phone: '08031234567',
    })),
  )
  return Promise.all(
    people.map(async ({ id, email, addressId }) => {
      const funding = await wallets.startFunding({
        userId: id,
        reference: `fund_${id}`,
        amountKobo: nairaToKobo(naira),
        description: 'Wallet funding',
        now,
      })
      await wallets.creditFunding(funding.id, `card_${id}`, now)
      const { sessionId, refresh } = await sessions.start(id, true)
      return { id, email, addressId, token: await tokens.issue(id, sessionId), refreshToken: refresh.token }
    }),
  )
}

/** Pays the shopper's cart from their wallet (spec §5), delivered by the standard method. */
export function payFromWallet(shop: WalletShop, shopper: FundedShopper) {
  return shop.testApp.app.inject({
    method: 'POST',
    url: '/api/orders/wallet',
    headers: bearer(shopper.token),
    payload: { addressId: shopper.addressId, deliveryMethod: 'standard' },
  })
}

/**
 * Pays as a shopper does whom the store tells it is busy (503, every pooled connection in use for longer than the
 * pool waits: a crowd on a loaded machine): again after a moment, as the message asks, five tries at most. A busy
 * answer must have changed nothing: the caller's balances and stock show it.
 */
export async function payFromWalletAsAsked(shop: WalletShop, shopper: FundedShopper) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await payFromWallet(shop, shopper)
    const busy =
      answer.statusCode === 503 &&
      answer.json<{ errors: { message: string }[] }>().errors[0]?.message === STORE_BUSY_MESSAGE
    if (!busy || attempt === 5) return answer
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
  }
}
