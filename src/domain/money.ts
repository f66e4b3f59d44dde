// Money rules shared by the web and the server. Amounts are integer kobo inside the store (no float drift);
// naira appears only at the API edge and on screen. spec §9: NGN, ₦, thousands separators.

export type Kobo = number

export const KOBO_PER_NAIRA = 100

export function nairaToKobo(naira: number): Kobo {
  return Math.round(naira * KOBO_PER_NAIRA)
}

const DECIMAL_NAIRA = /^(\d{1,13})(?:\.(\d+))?$/

/**
 * A naira amount as an outside service sends it (a JSON number such as 1234.56, or its text) as integer kobo, read from
 * its decimal digits rather than multiplied in floating point; null for anything that is not a whole number of
 * kobo (a third decimal that is not 0, a negative, an exponent, text that is not a number). JavaScript prints a
 * number with the fewest digits that read back as the same number, so 1234.56 is read as "1234.56", exactly.
 */
export function exactNairaToKobo(value: unknown): Kobo | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : ''
  const match = DECIMAL_NAIRA.exec(text)
  if (!match) return null
  const [, naira = '', fraction = ''] = match
  if (/[1-9]/.test(fraction.slice(2))) return null
  return Number(naira) * KOBO_PER_NAIRA + Number(fraction.slice(0, 2).padEnd(2, '0'))
}

export function koboToNaira(kobo: Kobo): number {
  return kobo / KOBO_PER_NAIRA
}

// Built once at load: constructing Intl formatters is costly and every price on a page formats through them.
// Prices are shown in whole naira; spec §9 shows the cart total with 2 decimals. 'negative' keeps an amount that
// rounds to zero from printing as "-₦0".
const nairaFormat = (digits: number) =>
  new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    signDisplay: 'negative',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
const whole = nairaFormat(0)
const twoDecimals = nairaFormat(2)

/** ₦12,500 — or ₦12,500.00 where the spec shows totals with 2 decimals; a negative amount reads -₦10,000. */
export function formatNaira(amount: number, options: { decimals?: boolean } = {}): string {
  return (options.decimals ? twoDecimals : whole).format(amount)
}
