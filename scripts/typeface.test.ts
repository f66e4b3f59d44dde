// The committed typeface file is exactly what scripts/typeface.ts makes from the installed Inter: a change to the
// character list, the weights or Inter's version fails here until `npm run typeface` is run and its file committed.
import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { buildTypeface, TYPEFACE_FILE } from './typeface'

test('the committed typeface file is the one the character list makes', async () => {
  const [committed, built] = await Promise.all([readFile(TYPEFACE_FILE), buildTypeface()])
  expect(committed.equals(built), 'run `npm run typeface` and commit src/styles/fonts').toBe(true)
})

test('the page template preloads the file the styles declare, so every page fetches it once and early', async () => {
  const [html, css] = await Promise.all([readFile('index.html', 'utf8'), readFile('src/styles/globals.css', 'utf8')])
  expect(html).toContain(`<link rel="preload" href="/${TYPEFACE_FILE}" as="font" type="font/woff2" crossorigin />`)
  expect(css).toContain(`src: url('./${TYPEFACE_FILE.replace('src/styles/', '')}') format('woff2');`)
})
