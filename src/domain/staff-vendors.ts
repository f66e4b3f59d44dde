// Vendors as the owner keeps them (docs/adr/0011, 0034; openapi.yaml listVendors, addVendorAccount,
// removeVendorAccount), on /staff/vendors and by the operator's `npm run vendor`: the shop name's rule, the refusals
// both give, and the page's words. The add form's check is apart (./staff-vendors-form), so the staff section's list of
// pages, which names this page, downloads none of the forms' rules.
import { STAFF_PAGE_NAMES } from './staff-page-names'
import type { RequestBody, Schema } from './contract'
import { requestKey } from './first-page'

export type VendorShop = Schema<'VendorShop'>
export type VendorAccount = Schema<'VendorAccount'>
export type VendorChange = Schema<'VendorChange'>
export type VendorAccountInput = RequestBody<'addVendorAccount'>

/** A shop's name as the owner gives it; the vendors table has no other bound. */
export const VENDOR_NAME_MAX_LENGTH = 100

/** The refusals of the vendors' service, the same for the page and the command. */
export const vendorMessages = {
  unknownEmail: (email: string) => `No account uses ${email}. Ask them to sign up on the store first, then try again`,
  unknownVendor: (id: string) => `No shop has the id ${id}. The list of shops shows every one`,
  unknownAccount: 'No account has that id',
  nameBlank: 'Give the shop a name',
  nameTooLong: `Keep the shop's name under ${VENDOR_NAME_MAX_LENGTH + 1} characters`,
  noLongerSells: (email: string, shop: string) =>
    `${email} no longer sells for ${shop}: someone else changed it first. The list shows it as it is now.`,
} as const

/** What is wrong with a shop's name, if anything; a name is trimmed first. */
export function shopNameError(name: string): string | undefined {
  const trimmed = name.trim()
  if (trimmed === '') return vendorMessages.nameBlank
  if (trimmed.length > VENDOR_NAME_MAX_LENGTH) return vendorMessages.nameTooLong
  return undefined
}

/** What the toast says once the server has made a change (or found nothing to change). */
export function vendorChangeMessage(change: VendorChange): string {
  const { email, shop } = change
  switch (change.outcome) {
    case 'added':
      return `${email} now sells for a new shop, ${shop.name}.`
    case 'linked':
      return change.movedFrom
        ? `${email} now sells for ${shop.name}, no longer for ${change.movedFrom.name}.`
        : `${email} now sells for ${shop.name}.`
    case 'renamed':
      return `${email}'s shop is now called ${shop.name}.`
    case 'unchanged':
      return `${email} already sells for ${shop.name}. Nothing changed.`
    case 'removed':
      return `${email} no longer sells for ${shop.name}.`
  }
}

/** The line under a change's toast when the account cannot write products yet. */
export function unverifiedNote(change: VendorChange): string | null {
  if (change.outcome === 'removed' || change.verified) return null
  return `${change.email} has not verified their email yet: they can add products once they have.`
}

export const staffVendorsTexts = {
  heading: STAFF_PAGE_NAMES.staffVendors,
  intro: 'The shops whose products the store lists, and the accounts that sell for each. Only owners see this page.',
  loading: 'Loading the shops',
  caption: 'Shops and the accounts that sell for them',
  empty: 'No shop yet. Add an account below to make the first.',
  retry: 'Try again',
  columns: { shop: 'Shop', accounts: 'Accounts', products: 'Live products', open: 'Open order lines' },
  noAccount: 'No account sells for it',
  unverified: 'email not verified',
  sandbox: 'Sandbox',
  removeLabel: 'Remove',
  remove: (email: string) => `Remove ${email}`,
  add: {
    heading: 'Add an account to a shop',
    description:
      'The person signs up on the store first. A new shop is named after them unless you give it a name; an account that already sells for another shop moves to the one you pick.',
    email: 'Account email',
    shop: 'Shop',
    newShop: 'A new shop',
    name: 'New shop’s name (optional)',
    submit: 'Add account',
  },
  confirm: {
    title: (email: string) => `Remove ${email}?`,
    description: (email: string, shop: string) =>
      `${email} stops selling for ${shop} and can no longer add or change its products; they keep their shopper account. ${shop}, its products (still for sale) and its orders stay, and you can add an account to it again.`,
    sandbox:
      'This is the sandbox vendor: while any sandbox is on, the store gives it its shop back the next time it starts.',
    confirm: 'Remove account',
    cancel: 'Keep it',
  },
} as const

/** The vendors page's first request: a page the server drew for the owner opens on its answer (docs/adr/0050, 'Staff
 *  pages'). */
export function staffVendorsFirstRequest() {
  return requestKey<'listVendors'>('/api/staff/vendors')
}
