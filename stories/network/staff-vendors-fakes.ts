// The owner's vendors answered over shops and accounts in memory, by the rules the server applies (docs/adr/0034): a
// known account added to a new shop (named as given, else after the account holder) or to a listed one (leaving the
// shop it sold for), an unknown email refused; an account removed from the shop the owner saw, or 409 when it no
// longer sells for it; or everything refused to someone who is not the owner.
import { orderStatusMessages } from '@/domain/order-status'
import { vendorMessages, type VendorAccount, type VendorChange, type VendorShop } from '@/domain/staff-vendors'
import { errorReply, http } from './network-fakes'

const account = (id: number, email: string, name: string, extra: Partial<VendorAccount> = {}): VendorAccount => ({
  _id: `65f1c0ffee00000000000${String(id).padStart(3, '0')}`,
  email,
  name,
  verified: true,
  sandbox: false,
  ...extra,
})

export const SANDBOX_VENDOR_ACCOUNT = account(101, 'vendor@oja.test', 'Sandbox Vendor', { sandbox: true })
const chioma = account(102, 'chioma.eze@gmail.com', 'Chioma Eze')
const emeka = account(103, 'emeka@abaaudio.ng', 'Emeka Obi')
const tolu = account(104, 'tolu.ade@yahoo.com', 'Tolu Ade', { verified: false })

/** Shops as the server lists them, by name. */
export const VENDOR_SHOPS: VendorShop[] = [
  {
    _id: '65f1c0ffee0000000000e003',
    name: 'Aba Audio',
    createdAt: '2026-11-10T08:00:00.000Z',
    accounts: [],
    liveProducts: 4,
    openOrderLines: 1,
  },
  {
    _id: '65f1c0ffee0000000000e001',
    name: 'Computer Village Gadgets, Ikeja',
    createdAt: '2026-10-01T08:00:00.000Z',
    accounts: [SANDBOX_VENDOR_ACCOUNT],
    liveProducts: 48,
    openOrderLines: 7,
  },
  {
    _id: '65f1c0ffee0000000000e002',
    name: 'Wuse Phones',
    createdAt: '2026-11-02T08:00:00.000Z',
    accounts: [chioma, tolu],
    liveProducts: 12,
    openOrderLines: 0,
  },
]

/** Accounts that exist and sell for no shop, whom the form can add. */
export const SHOPPER_ACCOUNTS: VendorAccount[] = [
  emeka,
  account(105, 'kemi.bello@gmail.com', 'Kemi Bello'),
  account(106, 'musa@kanogadgets.ng', ''),
]

export interface VendorsServer {
  shops?: VendorShop[]
  /** The accounts that exist besides those the shops list. */
  accounts?: VendorAccount[]
  /** The signed-in user is not the owner: every call answers 403 with the server's message. */
  notOwner?: boolean
  /** Every removal answers 409, as when another owner removed the account first (and the shops show it removed). */
  removedFirst?: boolean
  /** The list answers 500 this many times before it loads. */
  failures?: number
}

let shopIds = 0

export function staffVendorsHandlers({
  shops: given = VENDOR_SHOPS,
  accounts: others = SHOPPER_ACCOUNTS,
  notOwner = false,
  removedFirst = false,
  failures = 0,
}: VendorsServer = {}) {
  let shops: VendorShop[] = structuredClone(given)
  const strangers = structuredClone(others)
  let failed = 0
  const denied = () => errorReply(orderStatusMessages.notOwner)
  const sorted = () => [...shops].sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id))
  const shopOf = (id: string) => shops.find((shop) => shop.accounts.some((listed) => listed._id === id))
  const without = (id: string) => {
    shops = shops.map((shop) => ({ ...shop, accounts: shop.accounts.filter((listed) => listed._id !== id) }))
  }
  const reply = (change: Omit<VendorChange, 'vendors'>): { data: VendorChange } => ({
    data: { ...change, vendors: sorted() },
  })

  return [
    http.get('/api/staff/vendors', ({ response }) => {
      if (notOwner) return response(403).json(denied())
      if (failed < failures) {
        failed += 1
        return response(500).json(errorReply('Something went wrong. Please try again.'))
      }
      return response(200).json({ data: sorted() })
    }),

    http.post('/api/staff/vendors', async ({ request, response }) => {
      if (notOwner) return response(403).json(denied())
      const { email, vendorId, name } = await request.json()
      const typed = email.trim().toLowerCase()
      const person =
        shops.flatMap((shop) => shop.accounts).find((listed) => listed.email === typed) ??
        strangers.find((listed) => listed.email === typed)
      if (!person) return response(404).json(errorReply(vendorMessages.unknownEmail(email.trim())))
      const current = shopOf(person._id)
      const base = { email: person.email, movedFrom: null, previousName: null, verified: person.verified }
      if (vendorId !== undefined) {
        const target = shops.find((shop) => shop._id === vendorId)
        if (!target) return response(404).json(errorReply(vendorMessages.unknownVendor(vendorId)))
        const ref = { _id: target._id, name: target.name }
        if (current?._id === target._id) return response(200).json(reply({ ...base, outcome: 'unchanged', shop: ref }))
        without(person._id)
        shops = shops.map((shop) =>
          shop._id === target._id ? { ...shop, accounts: [...shop.accounts, person] } : shop,
        )
        const movedFrom = current ? { _id: current._id, name: current.name } : null
        return response(200).json(reply({ ...base, outcome: 'linked', shop: ref, movedFrom }))
      }
      if (current)
        return response(200).json(
          reply({ ...base, outcome: 'unchanged', shop: { _id: current._id, name: current.name } }),
        )
      shopIds += 1
      const made: VendorShop = {
        _id: `65f1c0ffee0000000000d${String(shopIds).padStart(3, '0')}`,
        name: name?.trim() || person.name || person.email,
        createdAt: '2026-11-28T09:00:00.000Z',
        accounts: [person],
        liveProducts: 0,
        openOrderLines: 0,
      }
      shops = [...shops, made]
      return response(200).json(reply({ ...base, outcome: 'added', shop: { _id: made._id, name: made.name } }))
    }),

    http.delete('/api/staff/vendors/{id}/accounts/{userId}', ({ params, response }) => {
      if (notOwner) return response(403).json(denied())
      const shop = shops.find((listed) => listed._id === params.id)
      const person = shop?.accounts.find((listed) => listed._id === params.userId)
      if (!shop || !person || removedFirst) {
        const email = person?.email ?? 'This account'
        if (person) without(person._id)
        return response(409).json(errorReply(vendorMessages.noLongerSells(email, shop?.name ?? 'this shop')))
      }
      without(person._id)
      return response(200).json(
        reply({
          outcome: 'removed',
          email: person.email,
          shop: { _id: shop._id, name: shop.name },
          movedFrom: null,
          previousName: null,
          verified: person.verified,
        }),
      )
    }),
  ]
}
