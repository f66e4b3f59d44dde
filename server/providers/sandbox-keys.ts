// The keys a sandbox plays its provider with (the card sandbox's public key, Paystack's test keys, the identity
// sandbox's signing key). Each store process of one store derives the same ones from the store's token secret, so a
// key one process handed the browser is good on the process that takes the next request (docs/adr/0049); a sandbox
// given no secret (a test's) makes random ones, good for its own process only.
import { createECDH, createHmac, randomBytes } from 'node:crypto'

/** `bytes` bytes for the key named `name`: the same for every process holding `storeSecret`, random without it. */
export function sandboxKeyBytes(storeSecret: string | undefined, name: string, bytes: number): Buffer {
  if (storeSecret === undefined) return randomBytes(bytes)
  const out: Buffer[] = []
  for (let block = 0; out.length * 32 < bytes; block += 1)
    out.push(createHmac('sha256', storeSecret).update(`oja-sandbox:${name}:${block}`).digest())
  return Buffer.concat(out).subarray(0, bytes)
}

/** An ES256 (P-256) key pair as JWKs, derived as `sandboxKeyBytes` is. */
export function sandboxSigningKey(
  storeSecret: string | undefined,
  name: string,
): { privateJwk: JsonWebKeyEc; publicJwk: JsonWebKeyEc } {
  const ecdh = createECDH('prime256v1')
  const privateKey = sandboxKeyBytes(storeSecret, name, 32)
  ecdh.setPrivateKey(privateKey)
  const point = ecdh.getPublicKey()
  const publicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  return { publicJwk, privateJwk: { ...publicJwk, d: privateKey.toString('base64url') } }
}

export interface JsonWebKeyEc {
  kty: string
  crv: string
  x: string
  y: string
  d?: string
}
