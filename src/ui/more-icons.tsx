// More of the store's icons (./icons): the ones only screens and dialogs fetched after the first download draw (the
// cart's, wishlist's and upload forms' buttons, the phone of the app and delivery notes, the toasts' and dialogs'
// close, alert and info signs, the wallet). Apart from ./icons so that every page's first download does not carry
// them; the sign-in forms' are ./sign-in-icons.
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
export const CardIcon = /* @__PURE__ */ icon(
  'card',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
)
export const BankIcon = /* @__PURE__ */ icon(
  'bank',
  <path d="M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M12 3l9 5H3Z" />,
)
export const DialpadIcon = /* @__PURE__ */ icon(
  'dialpad',
  <>
    <circle cx="6" cy="5" r="1" />
    <circle cx="12" cy="5" r="1" />
    <circle cx="18" cy="5" r="1" />
    <circle cx="6" cy="11" r="1" />
    <circle cx="12" cy="11" r="1" />
    <circle cx="18" cy="11" r="1" />
    <circle cx="6" cy="17" r="1" />
    <circle cx="12" cy="17" r="1" />
    <circle cx="18" cy="17" r="1" />
    <path d="M12 21v.01" />
  </>,
)
export const CloseIcon = /* @__PURE__ */ icon('close', <path d="M6 6l12 12M18 6 6 18" />)
export const AlertIcon = /* @__PURE__ */ icon(
  'alert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </>,
)
export const InfoIcon = /* @__PURE__ */ icon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
)
export const WalletIcon = /* @__PURE__ */ icon(
  'wallet',
  <>
    <path d="M3 7a2 2 0 0 1 2-2h13v4" />
    <path d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Z" />
    <circle cx="16" cy="14.5" r="1" />
  </>,
)
