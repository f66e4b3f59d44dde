// The store's icon set: inline SVG (no icon font, no network), 24×24 grid, stroke follows currentColor.
// Decorative by default (aria-hidden); pass `aria-label` (and role="img") where an icon stands alone.
// Each icon is made by a call marked pure, so a page's script carries only the icons it draws.
import type { ComponentProps, ReactNode } from 'react'

export type IconProps = ComponentProps<'svg'> & { size?: number }

/** Makes an icon of the set; ./more-icons uses it too. */
export function icon(name: string, paths: ReactNode, filled = false) {
  function Icon({ size = 20, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        role={labelled ? 'img' : undefined}
        focusable="false"
        data-slot="icon"
        data-icon={name}
        {...props}
      >
        {paths}
      </svg>
    )
  }
  Icon.displayName = `${name}Icon`
  return Icon
}

export const SearchIcon = /* @__PURE__ */ icon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
)
export const CartIcon = /* @__PURE__ */ icon(
  'cart',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
  </>,
)
export const HeartIcon = /* @__PURE__ */ icon(
  'heart',
  <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20Z" />,
)
export const HeartFilledIcon = /* @__PURE__ */ icon(
  'heart-filled',
  <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20Z" />,
  true,
)
export const UserIcon = /* @__PURE__ */ icon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
)
export const MenuIcon = /* @__PURE__ */ icon('menu', <path d="M4 6h16M4 12h16M4 18h16" />)
export const ChevronDownIcon = /* @__PURE__ */ icon('chevron-down', <path d="m6 9 6 6 6-6" />)
export const ChevronLeftIcon = /* @__PURE__ */ icon('chevron-left', <path d="m15 6-6 6 6 6" />)
export const ChevronRightIcon = /* @__PURE__ */ icon('chevron-right', <path d="m9 6 6 6-6 6" />)
export const StarIcon = /* @__PURE__ */ icon(
  'star',
  <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z" />,
  true,
)
export const ImageOffIcon = /* @__PURE__ */ icon(
  'image-off',
  <>
    <path d="M3 3l18 18" />
    <path d="M21 15V5a2 2 0 0 0-2-2H9M3 7v12a2 2 0 0 0 2 2h12" />
    <path d="m3 17 5-5 3 3" />
  </>,
)
export const CheckIcon = /* @__PURE__ */ icon('check', <path d="m5 12 5 5 9-10" />)
export const GridIcon = /* @__PURE__ */ icon('grid', <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />)
export const RowsIcon = /* @__PURE__ */ icon('rows', <path d="M4 5h16v5H4zM4 14h16v5H4z" />)
export const ColumnsIcon = /* @__PURE__ */ icon('columns', <path d="M4 4h4v16H4zM10 4h4v16h-4zM16 4h4v16h-4z" />)
export const TruckIcon = /* @__PURE__ */ icon(
  'truck',
  <>
    <path d="M2 6h11v10H2zM13 9h4l4 4v3h-8" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
)
export const FiltersIcon = /* @__PURE__ */ icon(
  'filters',
  <>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
)
export const ClockIcon = /* @__PURE__ */ icon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
)
export const AppleIcon = /* @__PURE__ */ icon(
  'apple',
  <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8s2.2-1.2 3-2.5c1-1.4 1.3-2.7 1.4-2.8 0 0-2.6-1-2.6-4.1ZM13.9 5.1c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4Z" />,
  true,
)
