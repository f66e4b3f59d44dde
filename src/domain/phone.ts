// Nigerian mobile numbers (spec §5 Phone network detection): normalising what a shopper types and finding the network
// from the published number prefixes, for the data and airtime forms and the server that sells them.

export const NETWORKS = ['MTN', 'AIRTEL', 'GLO', '9MOBILE'] as const
export type Network = (typeof NETWORKS)[number]
export const UNKNOWN_NETWORK = 'Unknown'
export type DetectedNetwork = Network | typeof UNKNOWN_NETWORK

/**
 * The carriers' number prefixes as the Nigerian Communications Commission allocates them (four digits, and five for
 * the ranges split within a four-digit block). Longer prefixes are checked first.
 */
export const NETWORK_PREFIXES: Readonly<Record<Network, readonly string[]>> = {
  MTN: [
    '0703',
    '0704',
    '0706',
    '0803',
    '0806',
    '0810',
    '0813',
    '0814',
    '0816',
    '0903',
    '0906',
    '0913',
    '0916',
    '07025',
    '07026',
  ],
  AIRTEL: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0911', '0912'],
  GLO: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  '9MOBILE': ['0809', '0817', '0818', '0908', '0909'],
}

const BY_PREFIX: readonly [string, Network][] = NETWORKS.flatMap((network) =>
  NETWORK_PREFIXES[network].map((prefix) => [prefix, network] as [string, Network]),
).sort((a, b) => b[0].length - a[0].length)

/** spec §5: non-digits are stripped and a leading 234 (or +234) becomes 0. */
export function normalisePhone(input: string): string {
  const digits = input.replace(/\D/g, '')
  return digits.startsWith('234') ? `0${digits.slice(3)}` : digits
}

/** A complete Nigerian mobile number: 11 digits starting with 0 (the contract's NigerianPhone). */
export function isCompletePhone(phone: string): boolean {
  return /^0\d{10}$/.test(phone)
}

/** spec §5: detection starts once the phone has more than 10 digits. */
export function shouldDetectNetwork(input: string): boolean {
  return input.replace(/\D/g, '').length > 10
}

/** spec §5: the network of a number, 'Unknown' unless it is 11 digits with a known prefix. */
export function detectNetwork(input: string): DetectedNetwork {
  const phone = normalisePhone(input)
  if (!isCompletePhone(phone)) return UNKNOWN_NETWORK
  return BY_PREFIX.find(([prefix]) => phone.startsWith(prefix))?.[1] ?? UNKNOWN_NETWORK
}

/** spec §5: plans are filtered to the network; all plans when it is Unknown. */
export function plansForNetwork<Plan extends { network: string }>(
  plans: readonly Plan[],
  network: DetectedNetwork,
): Plan[] {
  return network === UNKNOWN_NETWORK ? [...plans] : plans.filter((plan) => plan.network === network)
}
