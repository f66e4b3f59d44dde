import type { Decorator, Preview } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { ToastProvider } from '../src/app/toast-provider'
import '../src/styles/globals.css'

// Screens and flows render links and call useToast(): they get a router in memory (never the frame's own URL)
// and the store's toasts. `parameters.router = { initialEntries: ['/login'] }` sets the starting route,
// `router: false` leaves it out for a story that brings its own; `toasts: true | false` overrides the default
// (on for Screens/ and Flows/, off elsewhere so a component story that owns a ToastProvider has the only one).
type RouterParameter = false | { initialEntries?: string[] } | undefined

const withToasts: Decorator = (Story, { title, parameters }) => {
  const toasts = (parameters.toasts as boolean | undefined) ?? /^(Screens|Flows)\//.test(title)
  if (!toasts) return <Story />
  return (
    <ToastProvider>
      <Story />
    </ToastProvider>
  )
}

const withRouter: Decorator = (Story, { parameters }) => {
  const router = parameters.router as RouterParameter
  if (router === false) return <Story />
  return (
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  )
}

const preview: Preview = {
  // The last decorator wraps the outside: the router sits around the toasts.
  decorators: [withToasts, withRouter],
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
