// Where the store's outside links point, in one place so the hero, footer and app promo agree.
// The social handles are the store's published names; the app stores' links are src/domain/app-stores.ts.
import { appDownloadPath } from '@/domain/app-stores'
import { pathTo } from '@/domain/routes'

// Through the store's own address, which counts the click and forwards to the app store (docs/adr/0037).
export const PLAY_STORE_URL = appDownloadPath('android')
export const APP_STORE_URL = appDownloadPath('ios')

export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Oja on Facebook', href: 'https://www.facebook.com/ojastore.ng' },
  { network: 'instagram', label: 'Oja on Instagram', href: 'https://www.instagram.com/ojastore.ng' },
  { network: 'x', label: 'Oja on X', href: 'https://x.com/ojastore_ng' },
  { network: 'youtube', label: 'Oja on YouTube', href: 'https://www.youtube.com/@ojastore' },
] as const

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network']

/** spec §2 route list: the static pages, in the footer's order. */
export const POLICY_LINKS = [
  { label: 'Contact Us', href: pathTo('contact') },
  { label: 'Return Policy', href: pathTo('returnPolicy') },
  { label: 'Privacy Policy', href: pathTo('privacy') },
  { label: 'Shipping Policy', href: pathTo('shippingPolicy') },
  { label: 'Terms & Conditions', href: pathTo('terms') },
] as const

export { STORE_NAME } from './store-name'
