// The product page's size picker, fetched apart from the page: its radio group is about 12 KB that a slow link
// would otherwise carry before the page works. On a page the server drew (ADR 0005), the picker is already on
// screen; its code comes at the shopper's first intent and React then takes the picker over. A size tapped
// before that is remembered and picked then, since React cannot see taps inside a part it has not taken over.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import type { SizePickerProps } from '@/screens/product-detail/size-picker'
import { firstIntent } from '../first-intent'

type ReadyPickerProps = SizePickerProps & { onReady: () => void }

async function loadPicker(): Promise<{ default: ComponentType<ReadyPickerProps> }> {
  const { SizePicker } = await import('@/screens/product-detail/size-picker')
  function ReadyPicker({ onReady, ...props }: ReadyPickerProps) {
    useEffect(() => onReady(), [onReady])
    return <SizePicker {...props} />
  }
  return { default: ReadyPicker }
}

/** In the browser when the page was not drawn there: the code is wanted at once. */
const PickerNow = lazy(loadPicker)
/** Taking over a drawn page: the picker's code waits for the shopper. */
const PickerOnIntent = lazy(async () => {
  await firstIntent()
  return loadPicker()
})

/** The server's picker, loaded before it draws pages, so each page is drawn whole in one pass. */
let serverPicker: ComponentType<ReadyPickerProps> | null = null

export async function prepareSizePickerForServer(): Promise<void> {
  serverPicker ??= (await loadPicker()).default
}

export function DeferredSizePicker({ drawn, ...props }: SizePickerProps & { drawn: boolean }) {
  const [Picker] = useState(() => serverPicker ?? (drawn ? PickerOnIntent : PickerNow))
  const place = useRef<HTMLDivElement>(null)
  const pending = useRef<string | null>(null)
  const ready = useRef(false)

  // On the window, ahead of React's own listener, which stops a click inside a part it has not taken over.
  useEffect(() => {
    const remember = (event: Event) => {
      const node = place.current
      if (ready.current || !node || !(event.target instanceof Element) || !node.contains(event.target)) return
      const radio = event.target.closest('input[type="radio"]')
      if (radio && !radio.hasAttribute('disabled')) pending.current = radio.getAttribute('value')
    }
    window.addEventListener('click', remember, true)
    return () => window.removeEventListener('click', remember, true)
  }, [])

  // The latest onSelect, behind a callback that never changes (see below).
  const onSelect = useRef(props.onSelect)
  useEffect(() => {
    onSelect.current = props.onSelect
  })
  const select = useCallback((title: string) => onSelect.current(title), [])
  const onReady = useCallback(() => {
    ready.current = true
    if (pending.current !== null) onSelect.current(pending.current)
    pending.current = null
  }, [])

  // The same element until what it shows changes: a part React has not taken over yet is dropped, and drawn
  // again from nothing when its code arrives, if it is given anything new before then.
  const { sizes, productInStock, value, className } = props
  const sizesKey = JSON.stringify(sizes)
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Picker
          sizes={sizes}
          productInStock={productInStock}
          value={value}
          className={className}
          onSelect={select}
          onReady={onReady}
        />
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `sizes` is compared by content (sizesKey).
    [Picker, sizesKey, productInStock, value, className, select, onReady],
  )

  return (
    <div ref={place} data-slot="deferred-size-picker" className="contents">
      {boundary}
    </div>
  )
}
