// Data and airtime bills (VTU) as Flutterwave v3 keeps and answers them: the bill catalogue the fake and the sandbox
// offer, the network a biller sells for, a phone number as it is sent, and a bill as their ledgers keep it.
import type { Kobo } from '../../../../src/domain/money'
import { detectNetwork, NETWORKS, type Network } from '../../../../src/domain/phone'

/** One item of `GET /bill-categories`: a biller's product (a data bundle, or airtime with amount 0). */
export interface FlutterwaveBillItem {
  id: number
  biller_code: string
  name: string
  default_commission: number
  date_added: string
  country: string
  is_airtime: boolean
  biller_name: string
  item_code: string
  short_name: string
  fee: number
  commission_on_fee: boolean
  label_name: string
  amount: number
}

/** A bill as the provider keeps it. */
export interface FlutterwaveBill {
  id: number
  reference: string
  /** The phone number as it was sent (`+234…`). */
  customer: string
  billerCode: string
  itemCode: string
  /** 'AIRTIME', or the data item's name. */
  product: string
  /** The network's name (`MTN`, `GLO` …). */
  productName: string
  amountKobo: Kobo
  status: 'successful' | 'failed'
  createdAt: Date
}

export interface NewBill {
  reference: string
  customer: string
  item: FlutterwaveBillItem
  amountKobo: Kobo
}

export type BillOutcome =
  { outcome: 'paid'; bill: FlutterwaveBill } | { outcome: 'declined'; message: string } | { outcome: 'duplicate' }

/** `type` of an airtime bill. */
export const AIRTIME = 'AIRTIME'

/** The network a biller sells for, read from its name as Flutterwave writes it ('MTN 1.5GB …', 'GLO VTU', '9MOBILE …',
 *  'ETISALAT …' for 9mobile's old name); undefined for a biller of no mobile network. */
export function networkOfBiller(item: Pick<FlutterwaveBillItem, 'biller_name' | 'name'>): Network | undefined {
  const first = `${item.biller_name} ${item.name}`.trim().split(/\s+/)[0]?.toUpperCase() ?? ''
  if (first === 'ETISALAT') return '9MOBILE'
  return NETWORKS.find((network) => network === first)
}

/** One bill item in the documented shape; data bundles carry their price, airtime 0 (the customer picks the amount). */
function billItem(
  id: number,
  billerCode: string,
  itemCode: string,
  name: string,
  amount: number,
  isAirtime = false,
): FlutterwaveBillItem {
  return {
    id,
    biller_code: billerCode,
    name,
    default_commission: 0.03,
    date_added: '2026-02-11T11:16:42.727Z',
    country: 'NG',
    is_airtime: isAirtime,
    biller_name: name,
    item_code: itemCode,
    short_name: name,
    fee: 0,
    commission_on_fee: false,
    label_name: 'Mobile Number',
    amount,
  }
}

// Airtime and data bundles for each network, at the networks' published prices, under Flutterwave's biller codes
// (BIL099–BIL103 airtime, BIL108–BIL111 data): the fake's and the sandbox's catalogue.
export const NIGERIAN_BILL_ITEMS: readonly FlutterwaveBillItem[] = [
  billItem(1, 'BIL099', 'AT099', 'MTN VTU', 0, true),
  billItem(2, 'BIL102', 'AT102', 'AIRTEL VTU', 0, true),
  billItem(3, 'BIL100', 'AT100', 'GLO VTU', 0, true),
  billItem(4, 'BIL103', 'AT103', '9MOBILE VTU', 0, true),
  billItem(365, 'BIL108', 'MD142', 'MTN 1GB 1 DAY DATA BUNDLE', 350),
  billItem(366, 'BIL108', 'MD143', 'MTN 500MB 7 DAYS DATA BUNDLE', 500),
  billItem(367, 'BIL108', 'MD144', 'MTN 1.5GB 30 DAYS DATA BUNDLE', 1000),
  billItem(368, 'BIL108', 'MD145', 'MTN 3GB 30 DAYS DATA BUNDLE', 1500),
  billItem(369, 'BIL108', 'MD146', 'MTN 10GB 30 DAYS DATA BUNDLE', 3500),
  billItem(380, 'BIL110', 'MD170', 'AIRTEL 750MB 14 DAYS DATA BUNDLE', 500),
  billItem(381, 'BIL110', 'MD171', 'AIRTEL 1.5GB 30 DAYS DATA BUNDLE', 1000),
  billItem(382, 'BIL110', 'MD172', 'AIRTEL 3GB 30 DAYS DATA BUNDLE', 1500),
  billItem(383, 'BIL110', 'MD173', 'AIRTEL 10GB 30 DAYS DATA BUNDLE', 3000),
  billItem(390, 'BIL109', 'MD180', 'GLO 1.05GB 14 DAYS DATA BUNDLE', 500),
  billItem(391, 'BIL109', 'MD181', 'GLO 2.9GB 30 DAYS DATA BUNDLE', 1000),
  billItem(392, 'BIL109', 'MD182', 'GLO 10GB 30 DAYS DATA BUNDLE', 3000),
  billItem(400, 'BIL111', 'MD190', '9MOBILE 500MB 30 DAYS DATA BUNDLE', 500),
  billItem(401, 'BIL111', 'MD191', '9MOBILE 1.5GB 30 DAYS DATA BUNDLE', 1000),
  billItem(402, 'BIL111', 'MD192', '9MOBILE 4.5GB 30 DAYS DATA BUNDLE', 2000),
]

/** The network a phone number is sent to Flutterwave for: `+234` and the number without its leading 0. */
export function internationalPhone(phone: string): string {
  return `+234${phone.replace(/^0/, '')}`
}

/** The local form (`0…`, 11 digits) of what was sent as `customer`, or undefined when it is no Nigerian mobile number. */
export function localPhone(customer: string): string | undefined {
  const digits = customer.replace(/^\+/, '')
  if (!/^\d+$/.test(digits)) return undefined
  const local = digits.startsWith('234') ? `0${digits.slice(3)}` : digits
  return /^0\d{10}$/.test(local) ? local : undefined
}

export function billCategories(query: string | undefined, items: readonly FlutterwaveBillItem[]) {
  const asked = new URLSearchParams(query ?? '')
  const airtime = asked.get('airtime') === '1'
  const data = asked.get('data_bundle') === '1'
  if (airtime === data) return items
  return items.filter((item) => item.is_airtime === airtime)
}

export const flwRefOf = (bill: Pick<FlutterwaveBill, 'id'>) => `CF-FLYAPI-${bill.id}`

/** The airtime item of the number's network (Flutterwave picks the biller from the number). */
export function airtimeItemFor(phone: string, items: readonly FlutterwaveBillItem[]): FlutterwaveBillItem | undefined {
  const network = detectNetwork(phone)
  return items.find((item) => item.is_airtime && networkOfBiller(item) === network)
}
