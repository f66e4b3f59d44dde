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

/** ₦12,500 — or ₦12,500.00 where the spec shows totals with 2 decimals; a negative amount reads -₦10,000. */
export function formatNaira(amount: number, options: { decimals?: boolean } = {}): string {
  const digits = options.decimals ? 2 : 0
  // Rounded in its decimal text, so a half is rounded as written (1.005 is 100.5 hundredths, not 100.4999…); a speck
  // written with an exponent (1e-9) does not read as a number and is 0.
  const text = (Math.round(+`${Math.abs(amount)}e${digits}`) / 10 ** digits || 0).toFixed(digits)
  return `${amount < 0 && +text ? '-' : ''}₦${text.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}
