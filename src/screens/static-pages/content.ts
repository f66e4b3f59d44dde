// The store's static pages (spec §2: /contact, /return-policy, /privacy, /shipping-policy, /terms). The policy
// facts are spec §9's; the figures appear word for word so tests can find them.
import { STATIC_PAGE_HEADINGS, type StaticPageSlug } from '@/domain/page-head'
import { normalisePath, pathTo } from '@/domain/routes'
import {
  BUSINESS_REGISTRATION_NUMBER,
  DELIVERY_PROMISE,
  FAQ_ENTRIES,
  POLICY,
  SUPPORT_EMAIL,
  type FaqEntry,
} from './faq-entries'

/** A link under a section: to a page of the store (the router's), or an email address to write to. */
export type StaticPageLink = { label: string; to: string } | { label: string; email: string }

export type StaticPageSection = {
  heading: string
  paragraphs?: readonly string[]
  list?: readonly string[]
  links?: readonly StaticPageLink[]
}

export type { StaticPageSlug }

export type StaticPageContent = {
  slug: StaticPageSlug
  path: string
  title: string
  summary: string
  sections: readonly StaticPageSection[]
  /** FAQ entries shown under the sections, when the page has some. */
  faq?: readonly FaqEntry[]
}

const needHelp: StaticPageSection = {
  heading: 'Need help?',
  paragraphs: [
    `Reach us by email at ${SUPPORT_EMAIL} or by live chat, ${POLICY.businessHours}. We reply to every request within ${POLICY.replyWithin}.`,
  ],
  links: [{ label: 'Contact Us', to: pathTo('contact') }],
}

export const STATIC_PAGES: Record<StaticPageSlug, StaticPageContent> = {
  contact: {
    slug: 'contact',
    path: pathTo('contact'),
    title: STATIC_PAGE_HEADINGS.contact.title,
    summary: STATIC_PAGE_HEADINGS.contact.description,
    sections: [
      {
        heading: 'Email',
        paragraphs: [
          `Write to ${SUPPORT_EMAIL} and include your order number if you have one. We reply within ${POLICY.replyWithin}, and usually much sooner.`,
        ],
        links: [{ label: `Email ${SUPPORT_EMAIL}`, email: SUPPORT_EMAIL }],
      },
      {
        heading: 'Live chat',
        paragraphs: [
          'Chat with us on the website or in the app for quick answers about products, payments and delivery.',
        ],
      },
      {
        heading: 'Business hours',
        paragraphs: [
          `Our team works ${POLICY.businessHours}, West Africa Time. Messages that arrive outside these hours are answered on the next business day.`,
        ],
      },
    ],
    faq: FAQ_ENTRIES,
  },

  'return-policy': {
    slug: 'return-policy',
    path: pathTo('returnPolicy'),
    title: STATIC_PAGE_HEADINGS['return-policy'].title,
    summary: STATIC_PAGE_HEADINGS['return-policy'].description,
    sections: [
      {
        heading: 'Returns',
        paragraphs: [
          `You can ask for a return within ${POLICY.returnWindow} of receiving your order. Contact support with your order number and a short description of the problem, and keep the device with its box, accessories and receipt.`,
        ],
      },
      {
        heading: 'Processing and exchanges',
        paragraphs: [
          `We inspect every returned item when it reaches us; processing takes ${POLICY.processingTime}. Once your return is approved, an exchange ships in ${POLICY.exchangeShipsIn}.`,
        ],
      },
      {
        heading: 'Warranty validity',
        paragraphs: ['Every device comes with a warranty that starts on the day it is delivered:'],
        list: [
          `Used devices: ${POLICY.usedDeviceValidity} validity.`,
          `Brand new devices: ${POLICY.newDeviceValidity} validity.`,
        ],
      },
      {
        heading: 'What is not covered',
        paragraphs: [
          'The warranty covers faults present at delivery. It does not cover physical damage, liquid damage, or software changes made after delivery.',
        ],
      },
      needHelp,
    ],
  },

  privacy: {
    slug: 'privacy',
    path: pathTo('privacy'),
    title: STATIC_PAGE_HEADINGS.privacy.title,
    summary: STATIC_PAGE_HEADINGS.privacy.description,
    sections: [
      {
        heading: 'What we collect',
        list: [
          'Your name, email address and phone number when you create an account.',
          'The delivery addresses you save.',
          'Your orders, wishlist, cart and wallet activity.',
          'Payment references from our payment gateways. Card details are handled by the gateways and never stored by Oja.',
        ],
      },
      {
        heading: 'How we use it',
        list: [
          'To process, deliver and support your orders.',
          'To send your tracking number by email or SMS.',
          'To keep your account secure and prevent fraud.',
          'To tell you about offers, only when you have agreed to hear from us.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We share only what is needed with the delivery partners who bring your order and the two payment gateways that process your payment. We never sell your personal information.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          `You can ask to see, correct or delete your personal information at any time by writing to ${SUPPORT_EMAIL}. We reply within ${POLICY.replyWithin}.`,
        ],
      },
      {
        heading: 'Keeping it safe',
        paragraphs: [
          'Your information travels over encrypted connections, and only the staff who need it to serve you can see it.',
        ],
      },
    ],
  },

  'shipping-policy': {
    slug: 'shipping-policy',
    path: pathTo('shippingPolicy'),
    title: STATIC_PAGE_HEADINGS['shipping-policy'].title,
    summary: STATIC_PAGE_HEADINGS['shipping-policy'].description,
    sections: [
      {
        heading: 'Delivery time',
        paragraphs: [
          `Delivery takes ${DELIVERY_PROMISE} after your order is confirmed. Orders placed on weekends and public holidays are confirmed on the next business day.`,
        ],
      },
      {
        heading: 'Where we deliver',
        paragraphs: [
          'We deliver to Lagos, Abuja, Ibadan, Port-Harcourt, Kaduna, Kano and every other state in Nigeria. Delivery to other African countries is coming soon.',
        ],
      },
      {
        heading: 'Delivery options',
        list: [
          'Motor park pickup: ₦3,000 (the default).',
          'Standard delivery: ₦3,000.',
          'Express delivery: ₦10,000, airport pickup.',
        ],
      },
      {
        heading: 'Tracking your order',
        paragraphs: [
          'When your order ships we send you a tracking number by email or SMS. You can also find it under Orders in your profile.',
        ],
      },
      needHelp,
    ],
    faq: [FAQ_ENTRIES[1]!, FAQ_ENTRIES[2]!, FAQ_ENTRIES[0]!],
  },

  terms: {
    slug: 'terms',
    path: pathTo('terms'),
    title: STATIC_PAGE_HEADINGS.terms.title,
    summary: STATIC_PAGE_HEADINGS.terms.description,
    sections: [
      {
        heading: 'About Oja',
        paragraphs: [
          `Oja is an online store for gadgets and accessories, based in Ilorin, Nigeria, and registered with the Corporate Affairs Commission under ${BUSINESS_REGISTRATION_NUMBER}.`,
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done with it.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are in naira (NGN, ₦) and include any discount shown. You can pay by card, bank transfer or mobile payments through our two payment gateways. An order is confirmed once its payment succeeds.',
        ],
      },
      {
        heading: 'Delivery',
        paragraphs: [`Delivery takes ${DELIVERY_PROMISE} after your order is confirmed.`],
        links: [{ label: 'Shipping Policy', to: pathTo('shippingPolicy') }],
      },
      {
        heading: 'Returns and warranty',
        paragraphs: [
          `Returns are accepted within ${POLICY.returnWindow} of delivery. Used devices have ${POLICY.usedDeviceValidity} validity and brand new devices ${POLICY.newDeviceValidity}.`,
        ],
        links: [{ label: 'Return Policy', to: pathTo('returnPolicy') }],
      },
      {
        heading: 'Privacy',
        paragraphs: ['We handle your personal information as our Privacy Policy describes.'],
        links: [{ label: 'Privacy Policy', to: pathTo('privacy') }],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms from time to time. The version on this page is the one that applies to your order.',
        ],
      },
    ],
  },
}

/** The page for a path such as '/return-policy', or undefined. */
export function staticPageFor(pathname: string): StaticPageContent | undefined {
  const path = normalisePath(pathname)
  return Object.values(STATIC_PAGES).find((page) => page.path === path)
}
