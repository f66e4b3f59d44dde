import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { SwapRequest } from '@/domain/contract'
import { swapFormMachine, type WantedSuggestion } from './swap-form.machine'
import { pathTo } from '@/domain/routes'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const iphone13: WantedSuggestion = { _id: '665f1c2b9a1e4b0012340013', title: 'Apple iPhone 13 128GB' }
const recorded: SwapRequest = {
  _id: '665f1c2b9a1e4b0012349999',
  brand: 'Samsung',
  model: 'Galaxy S21',
  storage: null,
  condition: 'used',
  faults: null,
  photos: [],
  wantedProductId: null,
  wanted: 'Apple iPhone 13 128GB',
  phone: '08031234567',
  city: 'Ikeja',
  status: 'new',
  statusChangedAt: '2026-11-24T08:00:00.000Z',
  createdAt: '2026-11-24T08:00:00.000Z',
}

// Invoked actors and timers do not run during traversal: their outcomes are fed in as the events XState would raise.
// The values are few and fixed so the context space stays small: one photo, one match, and a form filled in a few
// steps (the condition chosen last makes it valid).
const events: AnyEventObject[] = [
  { type: 'field.change', field: 'brand', value: 'Samsung' },
  { type: 'field.change', field: 'model', value: 'Galaxy S21' },
  { type: 'field.change', field: 'phone', value: '08031234567' },
  { type: 'field.change', field: 'city', value: 'Ikeja' },
  { type: 'wanted.change', value: 'iPhone' },
  { type: 'condition.choose', condition: 'used' },
  { type: 'photos.add', files: [new File([new Uint8Array(8)], 'front.jpg', { type: 'image/jpeg' })] },
  { type: 'form.submit' },
  { type: 'xstate.after.searchDelay.swapForm.wanted.waiting' },
  { type: 'xstate.done.actor.searchProducts', output: [iphone13] },
  { type: 'xstate.done.actor.pictureUpload', output: ['/media/uploads/front-800.webp'] },
  { type: 'xstate.error.actor.pictureUpload', error: new Error('front.jpg is not a JPEG, PNG or WebP picture') },
  { type: 'xstate.done.actor.createSwapRequest', output: recorded },
  { type: 'xstate.error.actor.createSwapRequest', error: new Error('Enter your city') },
]

const states = leafStatesOf(swapFormMachine.root)

const steps = (path: { steps: readonly { event: AnyEventObject }[] }) => path.steps.map((step) => step.event.type)

describe('swap form reachability', () => {
  const paths = getShortestPaths(swapFormMachine, { events: events as never })
  // Keyed by both regions' states ('form.editing + wanted.idle'); each region's state is read on its own.
  const perState = [...shortestPathPerState(paths).entries()].map(([key, path]) => ({ states: key.split(' + '), path }))
  const reached = new Set(perState.flatMap(({ states }) => states))
  const into = (state: string) =>
    perState
      .filter(({ states }) => states.includes(state))
      .sort((a, b) => a.path.steps.length - b.path.steps.length)[0]!.path

  const effectsInto = (state: string) => effectsAlong(swapFormMachine, undefined, into(state))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual([...states].sort())
  })

  it('asks nothing of the app while the form is filled in, checked and sent', () => {
    for (const state of ['form.invalid', 'form.uploading', 'form.sending', 'wanted.suggesting'])
      expect(effectsInto(state), state).toEqual([])
  })

  it("tells and logs a refused upload or request in the server's words", () => {
    for (const [state, error] of [
      ['form.uploading', new Error('front.jpg is not a JPEG, PNG or WebP picture')],
      ['form.sending', new Error('Enter your city')],
    ] as const) {
      const refusal = {
        type: `xstate.error.actor.${state === 'form.uploading' ? 'pictureUpload' : 'createSwapRequest'}`,
        error,
      }
      expect(effectsAlong(swapFormMachine, undefined, { steps: [...into(state).steps, { event: refusal }] })).toEqual([
        { type: 'notify', params: { kind: 'error', message: error.message } },
        { type: 'logFailure', params: { error } },
      ])
    }
  })

  it('goes to the thank-you page once the request is recorded', () => {
    expect(effectsInto('form.sent')).toEqual([{ type: 'navigate', params: { to: pathTo('requestSuccess') } }])
  })

  it('sends nothing for an empty form: a submit shows the rules', () => {
    expect(steps(into('form.invalid'))).toEqual(['xstate.init', 'form.submit'])
  })

  it('asks the catalogue only after the pause, and suggests only what it answered', () => {
    expect(steps(into('wanted.searching'))).toEqual([
      'xstate.init',
      'wanted.change',
      'xstate.after.searchDelay.swapForm.wanted.waiting',
    ])
    expect(steps(into('wanted.suggesting')).slice(-1)).toEqual(['xstate.done.actor.searchProducts'])
  })

  it('uploads only when there are photos to send, and sends the request only after they are stored', () => {
    expect(steps(into('form.uploading'))).toContain('photos.add')
    expect(steps(into('form.sending'))).not.toContain('photos.add')
    const afterUpload = paths.find(
      (path) => (path.steps.at(-1)?.event as AnyEventObject | undefined)?.type === 'xstate.done.actor.pictureUpload',
    )
    expect(afterUpload?.state.matches({ form: 'sending' })).toBe(true)
  })

  it('reaches the thank-you page only through a recorded request', () => {
    expect(steps(into('form.sent')).at(-1)).toBe('xstate.done.actor.createSwapRequest')
  })
})
