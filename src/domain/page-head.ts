// Each browsing page's title and meta description. The server writes them into the page's HTML (so link previews
// and search engines see them without running a script, ADR 0003) and the page keeps them once the app runs.

export interface PageHead {
  title: string
  description: string
}

export const STORE_NAME = 'Oja'

export const HOME_HEAD: PageHead = {
  title: 'Oja: gadgets and accessories, delivered across Nigeria',
  description:
    'Shop phones, laptops, earbuds, smartwatches and accessories in naira, delivered across Nigeria in 24-48 hours.',
}

export const LISTING_HEAD: PageHead = {
  title: `Explore gadgets and accessories | ${STORE_NAME}`,
  description:
    'Browse phones, laptops, tablets, earbuds, speakers, smartwatches, chargers and accessories by category, price and rating.',
}

export type StaticPageSlug = 'contact' | 'return-policy' | 'privacy' | 'shipping-policy' | 'terms'

/** The static pages' headings and summaries (spec §2), which are also their titles and descriptions. */
export const STATIC_PAGE_HEADINGS: Record<StaticPageSlug, PageHead> = {
  contact: {
    title: 'Contact Us',
    description: 'Questions about an order, a device or a swap deal? Our support team in Ilorin is here to help.',
  },
  'return-policy': {
    title: 'Return Policy',
    description: 'If something is not right with your order, tell us quickly and we will put it right.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'How Oja collects, uses and protects your personal information.',
  },
  'shipping-policy': {
    title: 'Shipping Policy',
    description: 'Fast delivery from Ilorin to every state in Nigeria.',
  },
  terms: {
    title: 'Terms & Conditions',
    description: 'The terms that apply when you shop with Oja. Please read them before you place an order.',
  },
}

export function staticPageHead(slug: StaticPageSlug): PageHead {
  const heading = STATIC_PAGE_HEADINGS[slug]
  return { title: `${heading.title} | ${STORE_NAME}`, description: heading.description }
}

export const SCHEDULE_CALL_HEAD: PageHead = {
  title: `Schedule a call | ${STORE_NAME}`,
  description: HOME_HEAD.description,
}
export const REQUEST_SUCCESS_HEAD: PageHead = { title: `Thank you | ${STORE_NAME}`, description: HOME_HEAD.description }
export const NOT_FOUND_HEAD: PageHead = { title: `Page not found | ${STORE_NAME}`, description: HOME_HEAD.description }

/** spec §2 Product detail: the page title and meta description come from the product title and description. */
export function productHead(product: { title: string; description: string }): PageHead {
  return { title: product.title, description: product.description.replace(/\s+/g, ' ').trim() }
}
