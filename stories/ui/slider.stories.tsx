import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { formatNaira } from '@/domain/money'
import { Slider } from '@/ui/slider'

// spec §5/§9: the rating filter runs from 0 to 5 in steps of 0.1 and starts at 3.
const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Minimum rating', min: 0, max: 5, step: 0.1, defaultValue: [3], onValueChange: fn() },
  render: (args) => (
    <div className="w-80">
      <Slider {...args} />
    </div>
  ),
} satisfies Meta<typeof Slider>
export default meta
type Story = StoryObj<typeof meta>

function shownValue(root: HTMLElement) {
  return root.querySelector('[data-slot="slider-value"]')?.textContent
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Minimum rating' })
    await expect(thumb).toHaveAttribute('aria-valuemin', '0')
    await expect(thumb).toHaveAttribute('aria-valuemax', '5')
    await expect(thumb).toHaveAttribute('aria-valuenow', '3')
    await expect(shownValue(canvasElement)).toBe('3.0')

    await userEvent.tab()
    await expect(thumb).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(thumb).toHaveAttribute('aria-valuenow', '3.1')
    await expect(thumb).toHaveAttribute('aria-valuetext', '3.1')
    await expect(args.onValueChange).toHaveBeenLastCalledWith([3.1])
    await expect(shownValue(canvasElement)).toBe('3.1')

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(thumb).toHaveAttribute('aria-valuenow', '2.9')
    await expect(shownValue(canvasElement)).toBe('2.9')
    await userEvent.keyboard('{ArrowUp}')
    await expect(thumb).toHaveAttribute('aria-valuenow', '3')

    await userEvent.keyboard('{Home}')
    await expect(thumb).toHaveAttribute('aria-valuenow', '0')
    await expect(args.onValueChange).toHaveBeenLastCalledWith([0])
    await expect(shownValue(canvasElement)).toBe('0.0')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(thumb).toHaveAttribute('aria-valuenow', '0')

    await userEvent.keyboard('{End}')
    await expect(thumb).toHaveAttribute('aria-valuenow', '5')
    await expect(args.onValueChange).toHaveBeenLastCalledWith([5])
    await expect(shownValue(canvasElement)).toBe('5.0')
    await userEvent.keyboard('{ArrowRight}')
    await expect(thumb).toHaveAttribute('aria-valuenow', '5')
  },
}

export const Controlled: Story = {
  args: { value: [4.5], defaultValue: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Minimum rating' })
    await expect(shownValue(canvasElement)).toBe('4.5')
    thumb.focus()
    await userEvent.keyboard('{ArrowRight}')
    // The owner did not accept the change, so the value stays where the owner holds it.
    await expect(args.onValueChange).toHaveBeenLastCalledWith([4.6])
    await expect(thumb).toHaveAttribute('aria-valuenow', '4.5')
    await expect(shownValue(canvasElement)).toBe('4.5')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Minimum rating' })
    await expect(canvasElement.querySelector('[data-slot="slider"]')).toHaveAttribute('data-state', 'disabled')
    await userEvent.tab()
    await expect(thumb).not.toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(args.onValueChange).not.toHaveBeenCalled()
    await expect(thumb).toHaveAttribute('aria-valuenow', '3')
  },
}

export const Range: Story = {
  args: {
    label: 'Price',
    thumbLabels: ['Minimum price', 'Maximum price'],
    min: 0,
    max: 10000,
    step: 500,
    defaultValue: [3000, 7000],
    formatValue: (naira: number) => formatNaira(naira),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const low = canvas.getByRole('slider', { name: 'Minimum price' })
    const high = canvas.getByRole('slider', { name: 'Maximum price' })
    await expect(low).toHaveAttribute('aria-valuetext', '₦3,000')
    await expect(shownValue(canvasElement)).toBe('₦3,000 – ₦7,000')
    await userEvent.tab()
    await expect(low).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith([3500, 7000])
    await userEvent.tab()
    await expect(high).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith([3500, 10000])
    await expect(shownValue(canvasElement)).toBe('₦3,500 – ₦10,000')
  },
}

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('slider', { name: 'Minimum rating' })).toBeInTheDocument()
    await expect(canvas.getByText('Minimum rating')).toHaveClass('sr-only')
    await expect(shownValue(canvasElement)).toBe('3.0')
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-2 gap-6" data-testid="all-variants">
      <Slider label="Minimum rating" min={0} max={5} step={0.1} defaultValue={[3]} />
      <Slider label="Minimum rating" min={0} max={5} step={0.1} defaultValue={[0]} />
      <Slider label="Minimum rating" min={0} max={5} step={0.1} defaultValue={[5]} />
      <Slider label="Minimum rating" min={0} max={5} step={0.1} defaultValue={[3]} disabled />
      <Slider
        label="Price"
        thumbLabels={['Minimum price', 'Maximum price']}
        min={0}
        max={10000}
        step={500}
        defaultValue={[3000, 7000]}
        formatValue={(naira) => formatNaira(naira)}
      />
      <Slider label="Minimum rating" hideLabel min={0} max={5} step={0.1} defaultValue={[4.2]} />
    </div>
  ),
  play: async ({ canvas }) => {
    const thumbs = canvas.getAllByRole('slider')
    await expect(thumbs.map((thumb) => thumb.getAttribute('aria-valuenow'))).toEqual([
      '3',
      '0',
      '5',
      '3',
      '3000',
      '7000',
      '4.2',
    ])
  },
}
