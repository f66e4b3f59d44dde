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

// Written out rather than through Intl.NumberFormat: a page's first Intl formatter loads the browser's locale data, one
// task of 50–90 ms on a phone (measured in Chromium at Lighthouse's 4× slowdown), and every page formats a price as it
// starts (docs/adr/0050). The output is Intl's for 'en-NG' and NGN (money.test.ts compares the two): the ₦ sign, commas
// between thousands, halves rounded away from zero on the decimal digits as written, and no minus on an amount that
// rounds to zero. Prices are shown in whole naira; spec §9 shows the cart total with 2 decimals.

/** The amount's digits rounded to `digits` decimals (half away from zero), as whole units of 10^-digits. */
function roundedUnits(size: number, digits: number): bigint {
  // The shortest decimal that reads back as the number (what Intl rounds): 1.005 is "1.005", not 1.00499….
  const text = String(size)
  if (/e/i.test(text)) return BigInt(Math.round(size * 10 ** digits))
  const [whole = '0', fraction = ''] = text.split('.')
  const units = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'))
  return (fraction[digits] ?? '0') >= '5' ? units + 1n : units
}

/** ₦12,500 — or ₦12,500.00 where the spec shows totals with 2 decimals; a negative amount reads -₦10,000. */
export function formatNaira(amount: number, options: { decimals?: boolean } = {}): string {
  const digits = options.decimals ? 2 : 0
  if (!Number.isFinite(amount)) return `₦${amount}`
  const units = roundedUnits(Math.abs(amount), digits)
    .toString()
    .padStart(digits + 1, '0')
  const whole = units.slice(0, units.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = amount < 0 && /[1-9]/.test(units) ? '-' : ''
  return `${sign}₦${whole}${digits ? `.${units.slice(-digits)}` : ''}`
}
