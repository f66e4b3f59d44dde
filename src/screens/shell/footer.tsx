// The store's footer (spec §2 Footer): store badges, social links, policy links and a copyright line with the
// current year. The year is a prop so the page (and its screenshot) does not depend on the clock.
import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { externalLinkProps } from '../link'
import { StoreBadges } from './store-badges'
import { POLICY_LINKS, SOCIAL_LINKS, STORE_NAME, type SocialNetwork } from './store-links'
import { StoreLogo } from './nav-bar'

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="currentColor"
      aria-hidden
      focusable="false"
    >
      {children}
    </svg>
  )
}

const socialGlyphs: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <Glyph>
      <path d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </Glyph>
  ),
  instagram: (
    <Glyph>
      <path
        fillRule="evenodd"
        d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm4.8-3.6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Z"
      />
    </Glyph>
  ),
  x: (
    <Glyph>
      <path d="M17.5 3.5h3l-6.6 7.5 7.7 9.5h-6L10.9 15l-5.4 5.5h-3l7-7.9L2 3.5h6.1l4.3 5.4 5.1-5.4Zm-1 15.3h1.7L7.6 5.1H5.8l10.7 13.7Z" />
    </Glyph>
  ),
  youtube: (
    <Glyph>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
    </Glyph>
  ),
}

export type FooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** The copyright year (the app passes the current one). */
  year: number
}

const headingClass = 'm-0 text-sm font-semibold uppercase tracking-wide text-foreground-inverse'
const linkClass = 'rounded-sm text-sm text-foreground-inverse underline-offset-4 hover:underline'

export function Footer({ year, className, ...props }: FooterProps) {
  return (
    <footer
      data-slot="footer"
      className={cn('@container bg-surface-inverse text-foreground-inverse', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 @3xl:grid-cols-[2fr_1fr_1fr] @3xl:px-6">
        <div data-slot="footer-brand" className="grid content-start gap-4">
          <StoreLogo tone="inverse" />
          <p className="m-0 max-w-sm text-sm">
            Phones, laptops, audio and accessories from Ilorin to every state in Nigeria, delivered in{' '}
            <span className="whitespace-nowrap">24-48 hours</span>.
          </p>
          <StoreBadges size="sm" />
        </div>

        <nav aria-label="Policies" data-slot="footer-policies" className="grid content-start gap-3">
          <h2 className={headingClass}>Help</h2>
          <ul className="m-0 grid list-none gap-2 p-0">
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div data-slot="footer-social" className="grid content-start gap-3">
          <h2 className={headingClass}>Follow us</h2>
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  {...externalLinkProps}
                  aria-label={link.label}
                  data-slot="footer-social-link"
                  data-network={link.network}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-border-strong text-foreground-inverse transition-colors hover:border-foreground-inverse"
                >
                  {socialGlyphs[link.network]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border-strong">
        <p data-slot="footer-copyright" className="m-0 mx-auto max-w-7xl px-4 py-4 text-sm @3xl:px-6">
          © {year} {STORE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
