import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Accordion, AccordionItem } from '@/ui/accordion'

const meta = {
  title: 'UI/Accordion',
  component: AccordionItem,
  args: {
    title: 'How long does delivery take?',
    children: 'Orders within Lagos arrive in 1 to 2 working days; elsewhere in Nigeria, 3 to 5.',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AccordionItem>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'How long does delivery take?' })
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="accordion-panel"]')!
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toHaveAttribute('aria-controls', panel.id)
    await expect(panel).not.toBeVisible()

    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('region', { name: 'How long does delivery take?' })).toBeVisible()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)

    // Keyboard: Enter and Space both toggle.
    await userEvent.keyboard('{Enter}')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).not.toBeVisible()
    await userEvent.keyboard(' ')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'How long does delivery take?' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/Orders within Lagos/)).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="accordion-item"]')).toHaveAttribute('data-state', 'open')
    await expect(canvas.getByRole('heading', { level: 3, name: 'How long does delivery take?' })).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'How long does delivery take?' })
    await expect(trigger).toBeDisabled()
    await userEvent.click(trigger, { pointerEventsCheck: 0 })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

function ControlledItem() {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">Outside says: {open ? 'open' : 'closed'}</p>
      <AccordionItem title="Can I pay on delivery?" open={open} onOpenChange={setOpen}>
        Yes, in Lagos and Abuja.
      </AccordionItem>
    </div>
  )
}

export const Controlled: Story = {
  render: () => <ControlledItem />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Can I pay on delivery?' })
    await userEvent.click(trigger)
    await expect(canvas.getByText('Outside says: open')).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(trigger)
    await expect(canvas.getByText('Outside says: closed')).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

const faqs = [
  {
    q: 'How long does delivery take?',
    a: 'Orders within Lagos arrive in 1 to 2 working days; elsewhere in Nigeria, 3 to 5.',
  },
  { q: 'Can I return a gadget?', a: 'Yes, within 7 days if it is unused and in its box.' },
  { q: 'Do you offer a warranty?', a: 'Every phone and laptop carries the maker’s warranty.' },
]

const moreFaqs = [
  { q: 'Is this phone dual SIM?', a: 'Yes: one nano SIM and one eSIM.' },
  { q: 'Which networks does it support?', a: 'MTN, Glo, Airtel and 9mobile.' },
  { q: 'Does it come with a charger?', a: 'A USB-C cable is in the box; the plug is sold separately.' },
]

// spec §2 Product detail: 'FAQ items expand and collapse independently.'
export const Independent: Story = {
  render: () => (
    <Accordion>
      {faqs.map(({ q, a }) => (
        <AccordionItem key={q} title={q}>
          {a}
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const [first, second, third] = faqs.map(({ q }) => canvas.getByRole('button', { name: q }))
    await userEvent.click(first!)
    await userEvent.click(second!)
    // Opening the second leaves the first open.
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(third).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getAllByRole('region')).toHaveLength(2)

    // Closing one leaves the other alone; Tab walks the headers in order.
    await userEvent.click(first!)
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await expect(second).toHaveFocus()
    await userEvent.tab()
    await expect(third).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(third).toHaveAttribute('aria-expanded', 'true')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
  },
}

export const Card: Story = {
  render: () => (
    <Accordion variant="card">
      {faqs.map(({ q, a }, index) => (
        <AccordionItem key={q} title={q} defaultOpen={index === 0}>
          {a}
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="accordion"]')).toHaveAttribute('data-variant', 'card')
    await expect(canvas.getByRole('button', { name: faqs[0]!.q })).toHaveAttribute('aria-expanded', 'true')
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[48rem] grid-cols-2 gap-6" data-testid="all-variants">
      {(['divided', 'card'] as const).map((variant) => (
        <Accordion key={variant} variant={variant}>
          {(variant === 'divided' ? faqs : moreFaqs).map(({ q, a }, index) => (
            <AccordionItem key={q} title={q} defaultOpen={index === 1} disabled={index === 2}>
              {a}
            </AccordionItem>
          ))}
        </Accordion>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(2)
    await expect(canvas.getAllByRole('region')).toHaveLength(2)
  },
}
