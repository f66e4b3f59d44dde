import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMachine } from '@xstate/react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { SizePicker } from '@/screens/product-detail/size-picker'
import { selectedSizeMachine } from '@machines/selected-size/selected-size.machine'
import { camon } from '../screens/catalogue-fixtures'

// The chart every screen story can show beside itself (.storybook/preview.tsx, withStateChart), tested on the
// size picker driven by its machine: the state lit is the one the screen reports, and it follows the screen.
function PickerWithMachine() {
  const [state, send] = useMachine(selectedSizeMachine, { input: { product: camon } })
  return (
    <SizePicker
      sizes={camon.size}
      productInStock
      value={state.context.size}
      onSelect={(title) => send({ type: 'size.select', title })}
    />
  )
}

const meta = {
  title: 'Machines/ScreenStateChart',
  render: () => <PickerWithMachine />,
  parameters: { controls: { disable: true }, stateChart: { machine: 'selectedSize', slot: 'size-picker' } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

function litState(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')?.getAttribute('data-state-id')
}

export const BesideTheScreen: Story = {
  globals: { stateChart: 'shown' },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('complementary', { name: 'State of the selectedSize machine' })
    const reported = panel.querySelector('[data-slot="screen-state-chart-reported"]')
    await expect(reported).toHaveTextContent('The screen reports unselected.')
    await waitFor(
      () => expect(panel.querySelector('[data-slot="state-chart-canvas"]')).toHaveAttribute('data-state', 'laidOut'),
      {
        timeout: 10_000,
      },
    )
    await expect(litState(canvasElement)).toBe('unselected')
    const current = panel.querySelector('th[aria-current="true"] code')
    await expect(current).toHaveTextContent('unselected')

    await userEvent.click(canvas.getByRole('radio', { name: '128GB' }))
    await expect(canvasElement.querySelector('[data-slot="size-picker"]')).toHaveAttribute('data-state', 'selected')
    await waitFor(() => expect(litState(canvasElement)).toBe('selected'))
    await expect(reported).toHaveTextContent('The screen reports selected.')
    await expect(panel.querySelector('th[aria-current="true"] code')).toHaveTextContent('selected')
  },
}

export const HiddenFromTheToolbar: Story = {
  globals: { stateChart: 'hidden' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toBeVisible()
    await expect(canvas.queryByRole('complementary')).toBeNull()
    await expect(canvasElement.querySelector('[data-slot="state-chart"]')).toBeNull()
  },
}

// Under Vitest every screen story starts with the chart hidden, so its play function, axe check and screenshot
// see the screen alone.
export const HiddenUnderTest: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="screen-state-chart"]')).toBeNull()
  },
}
