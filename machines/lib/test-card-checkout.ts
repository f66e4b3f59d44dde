// A card checkout for the machines' tests: it records what it was opened with and when it was closed, and lets the
// test send what the real one's callback and onclose would.
import { vi } from 'vitest'
import { fromCallback, type EventObject } from 'xstate'

export function fakeCardCheckout<TEvent extends EventObject, TInput>() {
  const opened = vi.fn<(input: TInput) => void>()
  const closed = vi.fn()
  const checkout: { send?: (event: TEvent) => void } = {}
  const openCheckout = fromCallback<TEvent, TInput>(({ input, sendBack }) => {
    opened(input)
    checkout.send = sendBack
    return () => closed()
  })
  return { opened, closed, checkout, openCheckout }
}
