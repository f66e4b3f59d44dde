// The wallet's rules (spec §5, §9), shared by its screens and the server that moves the money, in integer kobo:
// the withdrawal fee, the minimums, and the wallet's messages in the product's own words.
import { nairaToKobo, type Kobo } from './money'
import { pathTo } from './routes'

/** spec §9: the withdrawal fee is 1.7 % of the amount unless the promo sets another percentage. */
export const DEFAULT_WITHDRAWAL_FEE_PERCENT = 1.7
/** spec §9's generic fee helper clamps between ₦100 and ₦2,000; the store applies it to the withdrawal fee (ADR 0010). */
export const WITHDRAWAL_FEE_MIN: Kobo = nairaToKobo(100)
export const WITHDRAWAL_FEE_MAX: Kobo = nairaToKobo(2_000)

/** spec §5, §9. */
export const AIRTIME_MINIMUM: Kobo = nairaToKobo(50)
export const WITHDRAWAL_MINIMUM: Kobo = nairaToKobo(500)
/** Not in the spec (ADR 0010): what one funding may add, so a typing slip cannot open a card payment of millions. */
export const FUNDING_MINIMUM: Kobo = nairaToKobo(100)
export const FUNDING_MAXIMUM: Kobo = nairaToKobo(1_000_000)

/** spec §4: after a purchase or a withdrawal the page reloads after 2 s. */
export const WALLET_RELOAD_DELAY_MS = 2_000

export const walletMessages = {
  airtimeMinimum: 'Minimum airtime purchase is ₦50.00',
  withdrawalMinimum: 'Minimum withdrawal amount is ₦500',
  insufficientFunds: 'Insufficient funds. please add more funds',
  insufficientBalance: 'Insufficient balance. Please fund your wallet',
  noWallet: 'Error, Please try again later',
  fillTheForm: 'Please fill the form',
  dataPurchased: 'Data purchase was successful',
  airtimePurchased: 'Airtime purchase was successful',
  withdrawn: 'Withdrawal was successful',
  dataPlansFailed: 'An error has occured while loading data plans. please try again later',
  transactionsFailed: 'An error has occured while fetch transactions. please try again later',
} as const

/**
 * The fee for withdrawing `amount` (spec §9): the promo's percentage when it sets one, else 1.7 %, of the amount,
 * rounded to the nearest kobo (half up), and never below ₦100 nor above ₦2,000.
 */
export function withdrawalFee(amount: Kobo, percent: number | null | undefined = DEFAULT_WITHDRAWAL_FEE_PERCENT): Kobo {
  const rate =
    typeof percent === 'number' && Number.isFinite(percent) && percent >= 0 ? percent : DEFAULT_WITHDRAWAL_FEE_PERCENT
  // Hundredths of a percent, in whole numbers, so that 1.7 % of 50,000 kobo is 850 exactly.
  const basisPoints = Math.round(rate * 100)
  const fee = Math.floor((amount * basisPoints + 5_000) / 10_000)
  return Math.min(WITHDRAWAL_FEE_MAX, Math.max(WITHDRAWAL_FEE_MIN, fee))
}

/** What a withdrawal takes from the balance: the amount and its fee. */
export function withdrawalTotal(amount: Kobo, percent?: number | null): Kobo {
  return amount + withdrawalFee(amount, percent)
}

/** Checkout's 'Fund wallet' (spec §2 Checkout) sends the shopper to /profile with this query: Add Funds opens at once
 *  and, once the wallet is credited, goes back to checkout. */
export const FUND_PARAM = 'fund'
export const FUND_FROM_CHECKOUT = 'checkout'

export function fundFromCheckoutPath(): string {
  return pathTo('profile', undefined, `${FUND_PARAM}=${FUND_FROM_CHECKOUT}`)
}
