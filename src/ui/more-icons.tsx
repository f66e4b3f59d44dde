// More of the store's icons (./icons): the ones only screens and dialogs fetched after the first download draw (the
// cart's, wishlist's and upload forms' buttons, the phone of the app and delivery notes). Apart from ./icons so that
// every page's first download does not carry them; the sign-in forms' are ./sign-in-icons.
import { icon } from './icons'

export const PlusIcon = /* @__PURE__ */ icon('plus', <path d="M12 5v14M5 12h14" />)
export const MinusIcon = /* @__PURE__ */ icon('minus', <path d="M5 12h14" />)
export const TrashIcon = /* @__PURE__ */ icon('trash', <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />)
export const PhoneIcon = /* @__PURE__ */ icon(
  'phone',
  <>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </>,
)
