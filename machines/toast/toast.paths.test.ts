import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { createActor, SimulatedClock, type EventFrom } from 'xstate'
import { toastMachine } from './toast.machine'

type ToastEvent = EventFrom<typeof toastMachine>

// Two ids are enough to reach every state and every guard branch while keeping the graph finite.
const events: ToastEvent[] = [
  { type: 'toast.show', toast: { id: 'a', type: 'success', message: 'Verification was successful' } },
  { type: 'toast.show', toast: { id: 'b', type: 'loading', message: 'Placing your order' } },
  {
    type: 'toast.update',
    id: 'b',
    changes: { type: 'error', message: 'An error has occured please contact us for additional support' },
  },
  { type: 'toast.dismiss', id: 'a' },
  { type: 'toast.dismiss' },
  { type: 'toast.expire', id: 'b' },
]

const paths = getShortestPaths(toastMachine, { events })
const reached = new Set(paths.map((path) => String(path.state.value)))

describe('toast machine paths', () => {
  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(['idle', 'showing'])
  })

  for (const path of paths) {
    const steps = path.steps.map((step) => step.event.type).join(' → ') || 'start'
    it(`replays ${steps} to ${String(path.state.value)} with ${path.state.context.toasts.length} toast(s)`, () => {
      const actor = createActor(toastMachine, { clock: new SimulatedClock() }).start()
      for (const step of path.steps) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(path.state.value)
      expect(snapshot.context.toasts).toEqual(path.state.context.toasts)
    })
  }
})
