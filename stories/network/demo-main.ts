// The app's entry under `npm run dev:mock`: the API's answers start in the browser before the app asks anything.
import { setupWorker } from 'msw/browser'
import { demoStoreHandlers } from './demo-store'

const worker = setupWorker(...demoStoreHandlers())
await worker.start({
  quiet: true,
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).pathname.startsWith('/api/')) print.warning()
  },
})
await import('@/app/main')
