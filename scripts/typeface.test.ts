// The committed typeface file is exactly what scripts/typeface.ts makes from the installed Inter: a change to the
// character list, the weights or Inter's version fails here until `npm run typeface` is run and its file committed.
import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { buildTypeface, TYPEFACE_FILE } from './typeface'

test('the committed typeface file is the one the character list makes', async () => {
  const [committed, built] = await Promise.all([readFile(TYPEFACE_FILE), buildTypeface()])
  expect(committed.equals(built), 'run `npm run typeface` and commit src/styles/fonts').toBe(true)
})
