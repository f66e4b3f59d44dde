// The files every picture the store serves is kept as, drawn by the seed or uploaded: its widths, each file written
// whole or not at all.
import { randomBytes } from 'node:crypto'
import { renameSync, writeFileSync } from 'node:fs'

/** Widths of every picture, narrow first (the order of a srcset). Pictures are square. */
export const IMAGE_WIDTHS = [400, 800] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** Writes a file under a temporary name and renames it into place, so no reader ever sees half of it. */
export function writeAtomically(path: string, bytes: Buffer) {
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.partial`
  writeFileSync(partial, bytes)
  renameSync(partial, path)
}
