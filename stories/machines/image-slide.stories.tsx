import type { Meta, StoryObj } from '@storybook/react-vite'
import { imageSlideMachine } from '@machines/image-slide/image-slide.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/ImageSlide',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={imageSlideMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, imageSlideMachine)
  },
}
