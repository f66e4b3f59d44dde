// Where the store's outside links point, in one place so the hero, footer and app promo agree.
// The Play Store id and the social handles are the store's published names; the iOS app is not out yet
// (spec §1: iOS 'Coming soon'), so App Store links lead to the App Store itself.
import { pathTo } from '@/domain/routes'

export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=ng.oja.store'
export const APP_STORE_URL = 'https://www.apple.com/ng/app-store/'

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

export const STORE_NAME = 'Oja'
