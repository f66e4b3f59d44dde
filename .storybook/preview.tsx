import type { Decorator, Preview } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { configure } from 'storybook/test'
import { createPreviewAnnotations } from 'msw-storybook-addon/preview'
import { loadToastStack, ToastProvider } from '../src/app/toast-provider'
import { loadEveryDialog } from '../src/ui/when-open'
import { chartedMachine } from '../stories/machines/charted-machines'
import { ScreenStateChart, type StateChartParameter } from '../stories/machines/screen-state-chart'
import '../src/styles/globals.css'
import { TYPEFACE_CLASS } from '../src/domain/typeface'

// Stories are drawn in the store's face, as every page of a browser that has it (docs/adr/0053): the first visit's
// machine face is the page's business, not a component's.
document.documentElement.classList.add(TYPEFACE_CLASS)

// A play function's findBy…/waitFor waits up to 5 s for what it expects (testing-library's default is 1 s). A part the
// page loads later (the size picker's chunk, a route module) is compiled on first request in a test run, and on a
// busy 2-core machine that alone can take over a second; a wait only lasts long when the expectation is failing.
configure({ asyncUtilTimeout: 5000 })

// Screens and flows render links and call useToast(): they get a router in memory (never the frame's own URL)
// and the store's toasts. `parameters.router = { initialEntries: ['/login'] }` sets the starting route,
// `router: false` leaves it out for a story that brings its own; `toasts: true | false` overrides the default
// (on for Screens/ and Flows/, off elsewhere so a component story that owns a ToastProvider has the only one).
type RouterParameter = false | { initialEntries?: string[] } | undefined

// The app fetches the toast stack at the shopper's first intent; a story has it from its first render, as play
// functions expect the Notifications region to be there.
// The same for the dialogs that the app fetches at their first opening (src/ui/when-open.tsx): a story draws one open.
const loadToasts = async () => {
  await Promise.all([loadToastStack(), loadEveryDialog()])
  return {}
}

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

// A screen story whose meta names its machine (`parameters.stateChart = { machine: 'otp', slot:
// 'verification-screen' }`) shows that machine's chart beside the screen, lit at the state the screen reports.
// The toolbar's 'State chart' switch hides it. Under Vitest (mode 'test') it starts hidden, so play functions,
// axe and the screenshot baselines see the screen alone; a story sets `globals: { stateChart: 'shown' }` to test
// the chart itself. The machine is looked up first, so a story naming an unknown machine fails either way.
const withStateChart: Decorator = (Story, { parameters, globals, viewMode }) => {
  const chart = parameters.stateChart as StateChartParameter | undefined
  if (!chart) return <Story />
  const machine = chartedMachine(chart.machine)
  if (globals.stateChart === 'hidden' || viewMode === 'docs') return <Story />
  return (
    <ScreenStateChart machine={machine} slot={chart.slot}>
      <Story />
    </ScreenStateChart>
  )
}

// The store's API is answered at the network by msw (stories/network): a story adds its handlers in its `beforeEach`
// with `msw.use(...)`, and they are dropped after it. A call to /api that no handler answers is an error in the
// browser's console, never a silent pass to a server that is not there.
const mockedNetwork = createPreviewAnnotations(async () => {
  const { setupWorker } = await import('msw/browser')
  const worker = setupWorker()
  await worker.start({
    quiet: true,
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error()
    },
  })
  return worker
})

const preview: Preview = {
  // The last decorator wraps the outside: the router sits around the toasts, the toasts around the chart.
  decorators: [withStateChart, withToasts, withRouter],
  loaders: [loadToasts],
  beforeEach: mockedNetwork.beforeEach,
  globalTypes: {
    stateChart: {
      description: "The screen's machine chart beside the story",
      toolbar: {
        title: 'State chart',
        icon: 'graphline',
        items: [
          { value: 'shown', title: 'Chart beside the screen' },
          { value: 'hidden', title: 'Screen only' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { stateChart: import.meta.env.MODE === 'test' ? 'hidden' : 'shown' },
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
