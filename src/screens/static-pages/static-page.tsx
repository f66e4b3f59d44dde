// A static page (spec §2: /contact, /return-policy, /privacy, /shipping-policy, /terms, each with a Back
// button): title, summary, sections, the FAQ where the page has one, and the other help pages beside it.
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { ChevronLeftIcon } from '@/ui/icons'
import { POLICY_LINKS } from '../shell/store-links'
import { Faq } from './faq'
import type { StaticPageContent } from './content'

export const FAQ_TITLE = 'Frequently asked questions'

export type StaticPageProps = Omit<ComponentProps<'div'>, 'children'> & {
  page: StaticPageContent
  /** The Back button: the app goes back in history, or home when there is none. */
  onBack: () => void
}

const linkClass = 'font-semibold text-primary underline underline-offset-2 hover:no-underline'

export function StaticPage({ page, onBack, className, ...props }: StaticPageProps) {
  const titleId = `static-page-${page.slug}-title`
  const faqId = `static-page-${page.slug}-faq`
  return (
    <div data-slot="static-page" data-variant={page.slug} className={cn('@container', className)} {...props}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 @3xl:grid-cols-[minmax(0,1fr)_16rem] @3xl:gap-12 @3xl:px-6 @3xl:py-10">
        <article aria-labelledby={titleId} className="grid min-w-0 content-start gap-6">
          <div className="grid gap-3">
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 justify-self-start"
              onClick={onBack}
              data-slot="static-page-back"
            >
              <ChevronLeftIcon size={18} />
              Back
            </Button>
            <h1 id={titleId} className="m-0 text-3xl font-bold tracking-tight text-foreground @3xl:text-4xl">
              {page.title}
            </h1>
            <p data-slot="static-page-summary" className="m-0 max-w-prose text-lg text-foreground-subtle">
              {page.summary}
            </p>
          </div>

          {page.sections.map((section) => (
            <section key={section.heading} data-slot="static-page-section" className="grid max-w-prose gap-2">
              <h2 className="m-0 text-xl font-semibold text-foreground">{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="m-0 leading-relaxed text-foreground">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="m-0 grid list-disc gap-1.5 pl-5 leading-relaxed text-foreground marker:text-primary">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.links ? (
                <p className="m-0 flex flex-wrap gap-x-4 gap-y-1">
                  {section.links.map((link) => (
                    <span key={'to' in link ? link.to : link.email}>
                      {'to' in link ? (
                        <Link to={link.to} className={linkClass}>
                          {link.label}
                        </Link>
                      ) : (
                        <a href={`mailto:${link.email}`} className={linkClass}>
                          {link.label}
                        </a>
                      )}
                    </span>
                  ))}
                </p>
              ) : null}
            </section>
          ))}

          {page.faq && page.faq.length > 0 ? (
            <section aria-labelledby={faqId} data-slot="static-page-faq" className="grid max-w-prose gap-3">
              <h2 id={faqId} className="m-0 text-xl font-semibold text-foreground">
                {FAQ_TITLE}
              </h2>
              <Faq entries={page.faq} headingLevel={3} />
            </section>
          ) : null}
        </article>

        <nav
          aria-label="Help pages"
          data-slot="static-page-related"
          className="grid content-start gap-3 border-t border-border pt-6 @3xl:border-t-0 @3xl:border-l @3xl:pt-0 @3xl:pl-6"
        >
          <h2 className="m-0 text-sm font-semibold uppercase tracking-wide text-foreground-subtle">Help</h2>
          <ul className="m-0 grid list-none gap-1 p-0">
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  aria-current={link.href === page.path ? 'page' : undefined}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
