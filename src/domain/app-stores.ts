// The store's app in the app stores (spec §1: Android on Google Play; iOS 'Coming soon', so its link leads to the App
// Store itself). The store's pages link to its own address for each (`appDownloadPath`), which records the click
// (spec §7 'download clicks'; docs/adr/0037) and forwards to the store's page there: no outside script sees it.

export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=ng.oja.store',
  ios: 'https://www.apple.com/ng/app-store/',
} as const

export type AppStore = keyof typeof APP_STORE_LINKS

export function isAppStore(name: string): name is AppStore {
  return Object.hasOwn(APP_STORE_LINKS, name)
}

/** The store's own link to its app in `store`. */
export function appDownloadPath(store: AppStore): string {
  return `/get-app/${store}`
}
