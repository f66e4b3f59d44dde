import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MoneySummary } from '@/commerce/money-summary'
import { Button } from '@/ui/button'
import { nairaToKobo } from '@/domain/money'

const meta = {
  title: 'Commerce/MoneySummary',
  component: MoneySummary,
  args: {
    slot: 'money-summary',
    heading: 'Summary',
    rows: [
      { key: 'subtotal', label: 'Subtotal', amount: nairaToKobo(120_000) },
      { key: 'discount', label: 'Discount', amount: -nairaToKobo(20_000.5) },
    ],
    total: nairaToKobo(99_999.5),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneySummary>
export default meta
type Story = StoryObj<typeof meta>

// Rows in whole naira as the store shows them, the Total with its kobo; the box is named by its heading.
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="money-summary-subtotal"] dd')).toHaveTextContent('₦120,000')
    await expect(canvasElement.querySelector('[data-slot="money-summary-discount"] dt')).toHaveTextContent('Discount')
    await expect(canvasElement.querySelector('[data-slot="money-summary-total"] dd')).toHaveTextContent('₦99,999.50')
  },
}

export const WithAction: Story = {
  args: { action: <Button className="w-full">Place order</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled()
  },
}
