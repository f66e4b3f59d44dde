// `npm run typeface`: writes the store's typeface file (scripts/typeface.ts) after a change to its characters or to
// Inter's version, and prints its size.
import { writeFile } from 'node:fs/promises'
import { buildTypeface, TYPEFACE_FILE } from './typeface'

const font = await buildTypeface()
await writeFile(TYPEFACE_FILE, font)
console.log(`${TYPEFACE_FILE}: ${font.length} bytes`)
