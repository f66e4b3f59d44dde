// Money rules shared by the web and the server. Amounts are integer kobo inside the store (no float drift);
// naira appears only at the API edge and on screen. spec §9: NGN, ₦, thousands separators.

export type Kobo = number

export const KOBO_PER_NAIRA = 100

export function nairaToKobo(naira: number): Kobo {
  return Math.round(naira * KOBO_PER_NAIRA)
}

export function koboToNaira(kobo: Kobo): number {
  return kobo / KOBO_PER_NAIRA
}

const whole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 })
const twoDecimals = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** ₦12,500 — or ₦12,500.00 where the spec shows totals with 2 decimals. */
export function formatNaira(naira: number, options: { decimals?: boolean } = {}): string {
  const sign = naira < 0 ? '-' : ''
  const digits = (options.decimals ? twoDecimals : whole).format(Math.abs(naira))
  return `${sign}₦${digits}`
}
