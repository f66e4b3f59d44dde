// Reading a JWT's claims in the browser: the payment token /payment opens (./payment-token) and the access token's
// expiry the API client renews ahead of (src/api/client.ts, docs/adr/0023). The signature is not checked here (the
// browser does not hold the key); the server checks it on every use.

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=')
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The claims of a JWT, or null when the text is not one: three dot-separated parts whose middle is base64url JSON. */
export function readJwtClaims(token: string | null | undefined): Record<string, unknown> | null {
  if (!token || token.length > 4096) return null
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  const json = decodeBase64Url(parts[1])
  if (json === null) return null
  let claims: unknown
  try {
    claims = JSON.parse(json)
  } catch {
    return null
  }
  return isRecord(claims) ? claims : null
}

/** When a JWT says it expires (its `exp`, in milliseconds since the epoch), or null when it says nothing. */
export function jwtExpiresAt(token: string | null | undefined): number | null {
  const exp = readJwtClaims(token)?.exp
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
}
