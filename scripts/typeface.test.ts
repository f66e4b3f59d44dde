// The committed typeface file is exactly what scripts/typeface.ts makes from the installed Inter: a change to the
// character list, the weights or Inter's version fails here until `npm run typeface` is run and its file committed.
import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { buildTypeface, TYPEFACE_FILE } from './typeface'

test('the committed typeface file is the one the character list makes', async () => {
  const [committed, built] = await Promise.all([readFile(TYPEFACE_FILE), buildTypeface()])
  expect(committed.equals(built), 'run `npm run typeface` and commit src/styles/fonts').toBe(true)
})

test('the styles declare the file, and the page template leaves it to them (ADR 0052: no preload)', async () => {
  const [html, css] = await Promise.all([readFile('index.html', 'utf8'), readFile('src/styles/globals.css', 'utf8')])
  // Preloaded, it shared a slow phone's link with the page's largest picture and style sheet (docs/adr/0052).
  expect(html).not.toContain(TYPEFACE_FILE.split('/').pop())
  expect(css).toContain(`src: url('./${TYPEFACE_FILE.replace('src/styles/', '')}') format('woff2');`)
})
