import type { Meta, StoryObj } from '@storybook/react-vite'
import { searchSuggestionsMachine } from '@machines/search-suggestions/search-suggestions.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/SearchSuggestions',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={searchSuggestionsMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, searchSuggestionsMachine)
  },
}
