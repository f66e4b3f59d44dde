// A dialog whose code comes down the first time it opens (Radix's dialog, its focus trap and scroll lock are about 13 KB
// of gzipped script that no page needs before a press): closed, it draws nothing, as a closed dialog does; opening, it
// fetches its module and draws it. While the module is on its way a marker stands in its place (`data-lazy`), which
// the screenshots wait for (stories/visual-regression.visual.test.tsx).
import { lazy, Suspense, type ComponentType } from 'react'

export function whenOpen<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({ default: await load() }))
  return function WhenOpen(props: Props) {
    if (!props.open) return null
    return (
      <Suspense fallback={<span data-lazy="pending" />}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
