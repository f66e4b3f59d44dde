// The head's typeface flag (docs/adr/0053), run as the browser runs it, over a page of fakes: a browser with the mark
// draws in the face at once; a first visit draws in the machine's face and, a moment after its load, fetches the face
// and leaves the mark.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TYPEFACE_CLASS, TYPEFACE_FETCH_DELAY_MS, TYPEFACE_KEY, TYPEFACE_SCRIPT } from './typeface'

function page(stored: Record<string, string>, faces: 'loaded' | 'none' = 'loaded') {
  const classes = new Set<string>()
  const listeners: Record<string, () => void> = {}
  const loads: string[] = []
  const storage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => void (stored[key] = value),
  }
  const document = {
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
    fonts: {
      load: (font: string) => {
        loads.push(font)
        return Promise.resolve(faces === 'loaded' ? [{ status: 'loaded' }] : [])
      },
    },
  }
  const addEventListener = (type: string, listener: () => void) => void (listeners[type] = listener)
  new Function('localStorage', 'document', 'addEventListener', 'setTimeout', TYPEFACE_SCRIPT)(
    storage,
    document,
    addEventListener,
    setTimeout,
  )
  return { classes, listeners, loads, stored }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the typeface flag in the head', () => {
  it('draws a page in the store’s face at once where this browser has it, and fetches nothing', () => {
    const { classes, listeners, loads } = page({ [TYPEFACE_KEY]: '1' })
    expect([...classes]).toEqual([TYPEFACE_CLASS])
    expect(listeners).toEqual({})
    expect(loads).toEqual([])
  })

  it('draws a first visit in the machine’s face, and fetches the face a moment after the load for the next visit', async () => {
    vi.useFakeTimers()
    const { classes, listeners, loads, stored } = page({})
    expect([...classes]).toEqual([])
    listeners.load!()
    vi.advanceTimersByTime(TYPEFACE_FETCH_DELAY_MS - 1)
    expect(loads).toEqual([])
    vi.advanceTimersByTime(1)
    expect(loads).toEqual(['400 1em Inter'])
    await vi.waitFor(() => expect(stored[TYPEFACE_KEY]).toBe('1'))
    // Not drawn now: the page the shopper reads keeps its face.
    expect([...classes]).toEqual([])
  })

  it('leaves no mark when the face did not load', async () => {
    vi.useFakeTimers()
    const { listeners, loads, stored } = page({}, 'none')
    listeners.load!()
    vi.advanceTimersByTime(TYPEFACE_FETCH_DELAY_MS)
    expect(loads).toHaveLength(1)
    await Promise.resolve()
    await Promise.resolve()
    expect(stored).toEqual({})
  })
})
