// The store's facts that the FAQ (spec §1: six entries) and the static pages share, and the FAQ itself: its own
// module so the product page's FAQ does not download every policy page's text.
//
// The business registration number below (RC 1873452) is the store's placeholder until the real CAC number is
// supplied: spec §1 says only that one appears in the FAQ text.
import { POLICY } from '@/domain/policies'

export const SUPPORT_EMAIL = 'support@oja.ng'
export const BUSINESS_REGISTRATION_NUMBER = 'RC 1873452'

export { POLICY }

/** spec §9: delivery promise 24-48 hours. */
export const DELIVERY_PROMISE = '24-48 hours'

export type FaqEntry = { question: string; answer: string }

/** spec §1: the six FAQ entries. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'Where is Oja based?',
    answer:
      'Oja is based in Ilorin, Kwara State. We deliver to Lagos, Abuja, Ibadan, Port-Harcourt, Kaduna, Kano and every other state in Nigeria, and we plan to reach more African countries soon.',
  },
  {
    question: 'How long does delivery take?',
    answer: `Delivery takes ${DELIVERY_PROMISE} after your order is confirmed.`,
  },
  {
    question: 'How can I track my order?',
    answer:
      'As soon as your order ships, we send you a tracking number by email or SMS. You can also find it under Orders in your profile.',
  },
  {
    question: 'How can I pay?',
    answer:
      'You can pay by card, bank transfer or mobile payments. Every payment goes through one of our two payment gateways, so your card details never reach our servers.',
  },
  {
    question: 'How do I reach customer support?',
    answer: `Our support team is available by email at ${SUPPORT_EMAIL} or by live chat, ${POLICY.businessHours}.`,
  },
  {
    question: 'Is Oja a registered business?',
    answer: `Yes. Oja is registered with the Corporate Affairs Commission (CAC) of Nigeria under registration number ${BUSINESS_REGISTRATION_NUMBER}.`,
  },
]
