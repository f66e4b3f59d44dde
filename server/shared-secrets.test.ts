// What several store processes of one store must share without the operator saying so (docs/adr/0049): the token
// secret kept in the database by whichever process starts first, and the sandboxes' keys derived from it, so that a
// token, a sandbox sign-in or a card sandbox key one process handed out is good on the next.
// @postgres: processes starting at once on their own connections race to keep the secret.
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from './config'
import { openSameDatabase, openTestDatabase, type Database } from './db/database'
import { sandboxPaymentsRepo } from './db/repos/sandbox-payments.repo'
import { storeSecretsRepo } from './db/repos/store-secrets.repo'
import { sandboxIdentity } from './providers/identity/sandbox-identity'
import { sandboxPayments } from './providers/payments/sandbox-payments'
import { sandboxKeyBytes } from './providers/sandbox-keys'

const databaseUrl = readConfig().databaseUrl
let database: Database
/** A second process's own connections to the same tables (on PostgreSQL; the same one on the embedded database). */
let neighbour: Database

beforeAll(async () => {
  database = await openTestDatabase()
  neighbour = databaseUrl ? await openSameDatabase(databaseUrl, database) : database
})

afterAll(async () => {
  if (neighbour !== database) await neighbour?.close()
  await database?.close()
})

describe('the token secret kept in the database', () => {
  it('is the first process’s for every process, however many start at once', async () => {
    const made = ['first', 'second', 'third', 'fourth'].map((name) => `${name}-secret-of-at-least-32-characters`)
    const kept = await Promise.all(
      made.map((secret, index) => storeSecretsRepo(index % 2 ? neighbour.db : database.db).keep('token', () => secret)),
    )
    expect(new Set(kept).size).toBe(1)
    expect(made).toContain(kept[0])
    expect(await storeSecretsRepo(neighbour.db).keep('token', () => 'a later one')).toBe(kept[0])
  })
})

describe("the sandboxes' keys", () => {
  it('are the same for one store secret, different for another, and random without one', () => {
    const key = (secret: string | undefined) => sandboxKeyBytes(secret, 'flutterwave-public', 40).toString('hex')
    expect(key('store-a')).toBe(key('store-a'))
    expect(key('store-a')).toHaveLength(80)
    expect(key('store-a')).not.toBe(key('store-b'))
    expect(sandboxKeyBytes('store-a', 'paystack-public', 20)).not.toEqual(
      sandboxKeyBytes('store-a', 'paystack-secret', 20),
    )
    expect(key(undefined)).not.toBe(key(undefined))
  })

  it("let a process verify the sandbox sign-in another issued, and no other store's", async () => {
    const [issuer, verifier, stranger] = await Promise.all(
      ['store-a', 'store-a', 'store-b'].map((storeSecret) => sandboxIdentity({ provider: 'google', storeSecret })),
    )
    const idToken = await issuer!.issue({ email: 'ada@example.com', name: 'Ada Obi' })
    expect((await verifier!.verify(idToken)).email).toBe('ada@example.com')
    await expect(stranger!.verify(idToken)).rejects.toThrow()
  })

  it('let a process take a card sandbox payment with the public key another handed the browser', async () => {
    const [first, second] = ['store-a', 'store-a'].map((storeSecret) =>
      sandboxPayments({
        app: Fastify(),
        payments: sandboxPaymentsRepo(database.db),
        storeSecret,
        webhookDelayMs: false,
      }),
    )
    const publicKey = first!.provider.checkout.publicKey
    const paid = await second!.charge({
      public_key: publicKey,
      tx_ref: 'oja-shared-keys-1',
      amount: 1500,
      currency: 'NGN',
      outcome: 'successful',
      customer: { email: 'ada@example.com', name: 'Ada Obi' },
    })
    expect(paid.status).toBe('successful')
    // And the one that handed out the key verifies it, through the ledger they share.
    expect(await first!.provider.verifyTransaction(String(paid.transaction_id))).toMatchObject({
      txRef: 'oja-shared-keys-1',
      amountKobo: 150_000,
    })
  })
})
