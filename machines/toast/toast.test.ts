import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { maxToasts, toastDurations, toastMachine, type Toast } from './toast.machine'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(toastMachine, { clock }).start()
  const ids = () => actor.getSnapshot().context.toasts.map((toast) => toast.id)
  const show = (toast: Toast) => actor.send({ type: 'toast.show', toast })
  return { clock, actor, ids, show }
}

describe('toast lifecycle', () => {
  it('keeps the durations the spec gives for each type', () => {
    expect(toastDurations).toEqual({ blank: 4000, custom: 4000, error: 4000, success: 2000, loading: Infinity })
    expect(maxToasts).toBe(20)
  })

  it('starts idle with no toasts', () => {
    const { actor, ids } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ids()).toEqual([])
  })

  it('removes a success toast after 2000 ms and not before', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'success', message: 'Verification was successful' })
    expect(actor.getSnapshot().value).toBe('showing')
    clock.increment(1999)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('removes an error toast after 4000 ms and not before', () => {
    const { clock, ids, show } = start()
    show({ id: 'a', type: 'error', message: 'An error has occured. please try again later' })
    clock.increment(3999)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('removes blank and custom toasts after 4000 ms', () => {
    const { clock, ids, show } = start()
    show({ id: 'blank', type: 'blank', message: 'Hello' })
    show({ id: 'custom', type: 'custom', message: 'Hi', icon: '👋' })
    clock.increment(3999)
    expect(ids()).toEqual(['custom', 'blank'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('keeps a loading toast until it is dismissed', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'loading', message: 'Placing your order' })
    clock.increment(60 * 60 * 1000)
    expect(ids()).toEqual(['a'])
    actor.send({ type: 'toast.dismiss', id: 'a' })
    expect(ids()).toEqual([])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('honours a per-toast duration of 1500 ms used by purchase flows', () => {
    const { clock, ids, show } = start()
    show({ id: 'a', type: 'success', message: 'Data purchase was successful', duration: 1500 })
    clock.increment(1499)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('keeps the request-sent toast for 3000 ms', () => {
    const { clock, ids, show } = start()
    show({
      id: 'a',
      type: 'success',
      message: 'Request has been sent. We will get back to you through your email',
      duration: 3000,
    })
    clock.increment(2999)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('lists the newest toast first', () => {
    const { ids, show } = start()
    show({ id: 'a', type: 'blank', message: 'First' })
    show({ id: 'b', type: 'blank', message: 'Second' })
    expect(ids()).toEqual(['b', 'a'])
  })

  it('drops the oldest toast when a 21st arrives', () => {
    const { ids, show } = start()
    for (let n = 1; n <= 20; n++) show({ id: `t${n}`, type: 'loading', message: `Toast ${n}` })
    expect(ids()).toHaveLength(20)
    show({ id: 't21', type: 'loading', message: 'Toast 21' })
    expect(ids()).toHaveLength(20)
    expect(ids()[0]).toBe('t21')
    expect(ids()).not.toContain('t1')
    expect(ids()).toContain('t2')
  })

  it('cancels the timer of an evicted toast so it cannot remove a later toast with the same id', () => {
    const { clock, ids, show } = start()
    show({ id: 'first', type: 'success', message: 'Oldest' })
    for (let n = 2; n <= 21; n++) show({ id: `t${n}`, type: 'loading', message: `Toast ${n}` })
    expect(ids()).not.toContain('first')
    clock.increment(1000)
    show({ id: 'first', type: 'error', message: 'Back again' })
    clock.increment(1000)
    expect(ids()).toContain('first')
    clock.increment(3000)
    expect(ids()).not.toContain('first')
  })

  it('dismisses one toast by id and leaves the others', () => {
    const { actor, ids, show } = start()
    show({ id: 'a', type: 'blank', message: 'One' })
    show({ id: 'b', type: 'blank', message: 'Two' })
    actor.send({ type: 'toast.dismiss', id: 'a' })
    expect(ids()).toEqual(['b'])
    expect(actor.getSnapshot().value).toBe('showing')
  })

  it('dismisses every toast when no id is given', () => {
    const { actor, ids, show } = start()
    show({ id: 'a', type: 'loading', message: 'One' })
    show({ id: 'b', type: 'error', message: 'Two' })
    actor.send({ type: 'toast.dismiss' })
    expect(ids()).toEqual([])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('ignores a dismissal of a toast that is not on screen', () => {
    const { actor, ids, show } = start()
    show({ id: 'a', type: 'blank', message: 'One' })
    actor.send({ type: 'toast.dismiss', id: 'zzz' })
    expect(ids()).toEqual(['a'])
    expect(actor.getSnapshot().value).toBe('showing')
  })

  it('stops the countdown of a dismissed toast so a new toast with its id lives its full time', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'success', message: 'First' })
    clock.increment(1500)
    actor.send({ type: 'toast.dismiss', id: 'a' })
    show({ id: 'a', type: 'success', message: 'Second' })
    clock.increment(1000)
    expect(ids()).toEqual(['a'])
    clock.increment(1000)
    expect(ids()).toEqual([])
  })

  it('turns a loading toast into a success toast in place, which then leaves after 2000 ms', () => {
    const { actor, clock, show } = start()
    show({ id: 'other', type: 'loading', message: 'Other' })
    show({ id: 'a', type: 'loading', message: 'Placing your order' })
    show({ id: 'newest', type: 'loading', message: 'Newest' })
    clock.increment(10_000)
    actor.send({
      type: 'toast.update',
      id: 'a',
      changes: { type: 'success', message: 'Your purchase was successful. We will contact you soon!' },
    })
    const toasts = actor.getSnapshot().context.toasts
    expect(toasts.map((t) => t.id)).toEqual(['newest', 'a', 'other'])
    expect(toasts[1]).toEqual({
      id: 'a',
      type: 'success',
      message: 'Your purchase was successful. We will contact you soon!',
    })
    clock.increment(1999)
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toContain('a')
    clock.increment(1)
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual(['newest', 'other'])
  })

  it('turns a loading toast into an error toast that leaves after 4000 ms', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'loading', message: 'Placing your order' })
    actor.send({
      type: 'toast.update',
      id: 'a',
      changes: { type: 'error', message: 'An error has occured please contact us for additional support' },
    })
    clock.increment(3999)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('restarts the countdown when a toast is updated', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'success', message: 'Added another Phone to the cart!' })
    clock.increment(1500)
    actor.send({ type: 'toast.update', id: 'a', changes: { message: 'Added another Phone to the cart!' } })
    clock.increment(1999)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('keeps a duration override through an update that does not change the type', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'success', message: 'Paying', duration: 1500 })
    actor.send({ type: 'toast.update', id: 'a', changes: { message: 'Airtime purchase was successful' } })
    clock.increment(1499)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('uses the duration given with an update', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'loading', message: 'Buying data' })
    actor.send({
      type: 'toast.update',
      id: 'a',
      changes: { type: 'success', message: 'Data purchase was successful', duration: 1500 },
    })
    clock.increment(1499)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('stops the countdown when a toast is updated to loading', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'blank', message: 'Preparing' })
    actor.send({ type: 'toast.update', id: 'a', changes: { type: 'loading', message: 'Uploading' } })
    clock.increment(60_000)
    expect(ids()).toEqual(['a'])
  })

  it('ignores an update of a toast that is not on screen', () => {
    const { actor, ids, show } = start()
    show({ id: 'a', type: 'blank', message: 'One' })
    actor.send({ type: 'toast.update', id: 'zzz', changes: { message: 'Two' } })
    expect(ids()).toEqual(['a'])
    expect(actor.getSnapshot().context.toasts[0]?.message).toBe('One')
  })

  it('replaces a toast shown again under the same id and restarts its countdown', () => {
    const { actor, clock, ids, show } = start()
    show({ id: 'a', type: 'loading', message: 'Sending code' })
    show({ id: 'b', type: 'blank', message: 'Newer' })
    show({ id: 'a', type: 'success', message: 'OTP code was sent successful' })
    expect(ids()).toEqual(['b', 'a'])
    expect(actor.getSnapshot().context.toasts[1]).toEqual({
      id: 'a',
      type: 'success',
      message: 'OTP code was sent successful',
    })
    clock.increment(2000)
    expect(ids()).toEqual(['b'])
  })
})
