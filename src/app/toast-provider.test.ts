import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { toastMachine } from '@machines/toast/toast.machine'
import { createToastApi, createToastOutbox } from './toast-provider'

function setUp() {
  const fetchStack = vi.fn()
  const outbox = createToastOutbox(fetchStack)
  let count = 0
  const toast = createToastApi(outbox.send, () => `toast-${++count}`)
  const clock = new SimulatedClock()
  const actor = createActor(toastMachine, { clock }).start()
  const messages = () => actor.getSnapshot().context.toasts.map((shown) => shown.message)
  const connect = () => outbox.connect((event) => actor.send(event))
  return { fetchStack, toast, clock, actor, messages, connect }
}

describe('toasts asked for before the toast stack has arrived', () => {
  it('asks for the stack at each toast that has to wait, and shows nothing until it runs', () => {
    const { fetchStack, toast, messages } = setUp()
    expect(toast.success('Verification was successful')).toBe('toast-1')
    toast.error('Invalid OTP')
    expect(fetchStack).toHaveBeenCalledTimes(2)
    expect(messages()).toEqual([])
  })

  it('shows them in the order they were asked for once the machine runs, newest first', () => {
    const { toast, messages, connect } = setUp()
    toast.success('Verification was successful')
    const id = toast.loading('Placing your order')
    toast.update(id, { type: 'error', message: 'An error has occured please contact us for additional support' })
    toast('Promo ends at midnight')
    connect()
    expect(messages()).toEqual([
      'Promo ends at midnight',
      'An error has occured please contact us for additional support',
      'Verification was successful',
    ])
  })

  it("counts a toast's time from when it is shown, not from when it was asked for", () => {
    const { toast, clock, messages, connect } = setUp()
    toast.success('Verification was successful')
    clock.increment(5000)
    connect()
    clock.increment(1999)
    expect(messages()).toEqual(['Verification was successful'])
    clock.increment(1)
    expect(messages()).toEqual([])
  })

  it('sends straight to the machine once connected, and holds events again after the undo', () => {
    const { fetchStack, toast, messages, connect } = setUp()
    const disconnect = connect()
    toast.success('Verification was successful')
    expect(messages()).toEqual(['Verification was successful'])
    expect(fetchStack).not.toHaveBeenCalled()
    disconnect()
    toast.dismiss()
    expect(messages()).toEqual(['Verification was successful'])
    connect()
    expect(messages()).toEqual([])
  })
})
