// `npm run dev:mock` (Vite in mode 'mock'): the web app with no server, its API answered in the browser by the
// stories' own msw handlers over data in memory (./demo-store). Only the dev server in that mode applies this plugin,
// so nothing of msw or the handlers reaches a build.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const WORKER = fileURLToPath(new URL('../../.storybook/public/mockServiceWorker.js', import.meta.url))
const APP_ENTRY = '/src/app/main.tsx'

export function demoStore(): Plugin {
  return {
    name: 'oja-demo-store',
    apply: (_, { command, mode }) => command === 'serve' && mode === 'mock',
    configureServer(server) {
      // The service worker is served from the site's root, so its scope is the whole app.
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.end(readFileSync(WORKER))
      })
    },
    // The page starts the worker first, then the app (./demo-main).
    transformIndexHtml: (html) => html.replace(APP_ENTRY, '/stories/network/demo-main.ts'),
  }
}
