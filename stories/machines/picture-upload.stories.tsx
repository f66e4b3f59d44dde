import type { Meta, StoryObj } from '@storybook/react-vite'
import { pictureUploadMachine } from '@machines/picture-upload/picture-upload.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Picture upload',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// The child the product and swap forms invoke: it sends the files and tells its form how far it has got.
export const Chart: Story = {
  render: () => <StateChart machine={pictureUploadMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, pictureUploadMachine)
  },
}
