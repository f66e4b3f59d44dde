// A dialog whose code comes down the first time it opens (Radix's dialog, its focus trap and scroll lock are about 13 KB
// of gzipped script that no page needs before a press): closed, it draws nothing, as a closed dialog does; opening, it
// fetches its module and draws it. While the module is on its way a marker stands in its place (`data-lazy`), which
// the screenshots wait for (stories/visual-regression.tsx). Once fetched, it draws at once.
import { Suspense, use, type ComponentType } from 'react'

/** Every dialog made here, fetched up front: the stories draw a dialog open without waiting for it (.storybook). */
const loaders = new Set<() => Promise<unknown>>()

export function loadEveryDialog(): Promise<unknown[]> {
  return Promise.all([...loaders].map((load) => load()))
}

export function whenOpen<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null
  const fetchOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (a dropped connection) is tried again at the next opening.
        loading = null
        throw error
      },
    ))
  loaders.add(fetchOnce)

  function Loaded(props: Props) {
    const Component = loaded ?? use(fetchOnce())
    return <Component {...props} />
  }
  return function WhenOpen(props: Props) {
    if (!props.open) return null
    return (
      <Suspense fallback={<span data-lazy="pending" />}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
