// Reading the JSON outside services send (and their local fakes receive): what each adapter checks before trusting a
// field. One copy for every provider.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A field's text, when it is non-empty text. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** A body's JSON, or undefined for an empty or malformed one. */
export function parsedJson(body: string): unknown {
  try {
    return body === '' ? undefined : JSON.parse(body)
  } catch {
    return undefined
  }
}
