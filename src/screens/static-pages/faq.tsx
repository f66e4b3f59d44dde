// Frequently asked questions (spec §1: six entries), as disclosure items that open and close independently;
// the contact and shipping pages show it, and the product page reuses it.
import type { ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { Accordion, AccordionItem } from '@/ui/accordion'
import { FAQ_ENTRIES, type FaqEntry } from './faq-entries'

export type FaqProps = Omit<ComponentProps<typeof Accordion>, 'children'> & {
  entries?: readonly FaqEntry[]
  /** Level of each question's heading, to fit under the page's own heading. */
  headingLevel?: 3 | 4 | 5 | 6
  /** Questions open at first, by index. */
  defaultOpen?: readonly number[]
}

export function Faq({
  entries = FAQ_ENTRIES,
  headingLevel = 3,
  defaultOpen = [],
  variant = 'card',
  className,
  ...props
}: FaqProps) {
  return (
    <Accordion data-slot="faq" variant={variant} className={cn('w-full', className)} {...props}>
      {entries.map((entry, index) => (
        <AccordionItem
          key={entry.question}
          title={entry.question}
          headingLevel={headingLevel}
          defaultOpen={defaultOpen.includes(index)}
        >
          <p className="m-0 leading-relaxed">{entry.answer}</p>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
