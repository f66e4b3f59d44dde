// An amount of naira as a shopper types it into a form (Add Funds, Withdraw), read as the store reads money from
// outside (src/domain/money's exactNairaToKobo), with the thousands separators a shopper may type left out.
import { exactNairaToKobo, type Kobo } from '@/domain/money'

/** The typed amount in kobo, or null when it is not a number of naira and kobo. */
export function typedAmount(text: string): Kobo | null {
  const trimmed = text.trim().replace(/,/g, '')
  return trimmed === '' ? null : exactNairaToKobo(trimmed)
}
