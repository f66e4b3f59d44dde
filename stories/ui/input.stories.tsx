import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Input } from '@/ui/input'
import { SearchIcon } from '@/ui/icons'

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Email', placeholder: 'you@example.com', onChange: fn() },
} satisfies Meta<typeof Input>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAttribute('data-state', 'idle')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await userEvent.keyboard('ada@oja.ng')
    await expect(input).toHaveValue('ada@oja.ng')
    await expect(args.onChange).toHaveBeenCalledTimes(10)
  },
}

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAttribute('data-size', 'sm')
    await expect(input.getBoundingClientRect().height).toBe(32)
  },
}

export const Medium: Story = {
  args: { size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect().height).toBe(40)
  },
}

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect().height).toBe(48)
  },
}

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('data-state', 'invalid')
    // The red border is the visible half of the state.
    await expect(getComputedStyle(input).borderTopColor).toBe('rgb(200, 30, 30)')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@oja.ng' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toBeDisabled()
    await expect(input).toHaveAttribute('data-state', 'disabled')
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 })
    await expect(input).toHaveValue('ada@oja.ng')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const WithLeadingIcon: Story = {
  args: {
    'aria-label': 'Search products',
    placeholder: 'Search for gadgets',
    type: 'search',
    leadingIcon: <SearchIcon />,
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' })
    const icon = canvasElement.querySelector('[data-slot="input-icon"]')!
    await expect(icon).toHaveAttribute('aria-hidden', 'true')
    // The text starts after the icon, never under it.
    const iconRight = icon.getBoundingClientRect().right
    const textLeft = input.getBoundingClientRect().left + parseFloat(getComputedStyle(input).paddingLeft)
    await expect(textLeft).toBeGreaterThan(iconRight)
    // A click on the glass lands on the box itself.
    const box = icon.getBoundingClientRect()
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(input)
    await userEvent.click(input)
    await userEvent.keyboard('earbuds')
    await expect(input).toHaveValue('earbuds')
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-3 gap-3" data-testid="all-variants">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Input key={`idle-${size}`} size={size} aria-label={`Email ${size}`} placeholder={`Email (${size})`} />
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Input key={`invalid-${size}`} size={size} invalid aria-label={`Invalid email ${size}`} defaultValue="ada@" />
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Input
          key={`icon-${size}`}
          size={size}
          type="search"
          leadingIcon={<SearchIcon />}
          aria-label={`Search ${size}`}
          placeholder="Search"
        />
      ))}
      <Input aria-label="Disabled email" disabled defaultValue="ada@oja.ng" />
      <Input aria-label="Filled email" defaultValue="ada@oja.ng" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(8)
    await expect(canvas.getAllByRole('searchbox')).toHaveLength(3)
    await expect(canvas.getByRole('textbox', { name: 'Invalid email md' })).toHaveAttribute('data-state', 'invalid')
  },
}
