// A saved address as the API answers it, for machine and API tests and the stories' fixtures: Ada's home in Ikeja;
// the fields a test cares about are given.
import type { Address } from '@/domain/contract'

export function testAddress(fields: Partial<Address> = {}): Address {
  return {
    _id: 'a1',
    name: 'Ada Obi',
    street: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    pincode: null,
    phone: '08031234567',
    ...fields,
  }
}
