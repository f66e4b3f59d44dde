// One way to combine class names: later classes win, so a caller's className can override a variant. The merging is
// tailwind-merge's, with its configuration cut to the class groups the store uses (src/ui/tailwind-merge-config.ts,
// `npm run tailwind-merge-config`): the same answers for the store's classes at a third of the script.
import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { TAILWIND_MERGE_CONFIG } from './tailwind-merge-config'

const merge = createTailwindMerge(() => TAILWIND_MERGE_CONFIG)

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs))
}
