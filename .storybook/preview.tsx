import type { Preview } from '@storybook/react-vite'
import '../src/styles/globals.css'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Axe runs on every story; a violation fails its test (issue: zero axe violations).
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (≤425px)', styles: { width: '375px', height: '740px' } },
        wide: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
}
export default preview
