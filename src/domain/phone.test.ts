import { describe, expect, it } from 'vitest'
import {
  detectNetwork,
  NETWORK_PREFIXES,
  NETWORKS,
  normalisePhone,
  plansForNetwork,
  shouldDetectNetwork,
} from './phone'

describe('normalisePhone', () => {
  it.each([
    ['0803 123 4567', '08031234567'],
    ['+234 803 123 4567', '08031234567'],
    ['2348031234567', '08031234567'],
    ['(0803)-123-4567', '08031234567'],
  ])('reads %s as %s', (input, phone) => {
    expect(normalisePhone(input)).toBe(phone)
  })
})

describe('detectNetwork', () => {
  it.each([
    ['08031234567', 'MTN'],
    ['07025123456', 'MTN'],
    ['+2348021234567', 'AIRTEL'],
    ['08051234567', 'GLO'],
    ['09091234567', '9MOBILE'],
  ])('finds %s on %s', (phone, network) => {
    expect(detectNetwork(phone)).toBe(network)
  })

  it("is 'Unknown' for a number that is not 11 digits or has no known prefix", () => {
    expect(detectNetwork('0803123456')).toBe('Unknown')
    expect(detectNetwork('080312345678')).toBe('Unknown')
    expect(detectNetwork('01234567890')).toBe('Unknown')
    expect(detectNetwork('07021234567')).toBe('Unknown')
  })

  it('gives every prefix to one network only', () => {
    const all = NETWORKS.flatMap((network) => NETWORK_PREFIXES[network])
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('shouldDetectNetwork', () => {
  it('starts once the phone has more than 10 digits', () => {
    expect(shouldDetectNetwork('0803 123 456')).toBe(false)
    expect(shouldDetectNetwork('0803 123 4567')).toBe(true)
  })
})

describe('plansForNetwork', () => {
  const plans = [{ network: 'MTN' }, { network: 'GLO' }]
  it('keeps the plans of the network, all of them when it is Unknown', () => {
    expect(plansForNetwork(plans, 'GLO')).toEqual([{ network: 'GLO' }])
    expect(plansForNetwork(plans, 'Unknown')).toEqual(plans)
  })
})
