// The web app's render entry (src/app/render-page.tsx), as `vite build --ssr` writes it to dist-ssr/. The server
// loads it by path when it is built; the server's own code never imports the web app (ADR 0005).
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { PageRenderer } from '../../src/domain/first-page'

export type { PageRenderer, RenderedPage } from '../../src/domain/first-page'

export async function loadPageRenderer(path: string): Promise<PageRenderer | undefined> {
  if (!existsSync(path)) return undefined
  const entry = (await import(pathToFileURL(path).href)) as { renderPage?: unknown }
  if (typeof entry.renderPage !== 'function') throw new Error(`${path} has no renderPage export`)
  return entry.renderPage as PageRenderer
}
