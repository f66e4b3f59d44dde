import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { imageSlideMachine } from './image-slide.machine'

function start(src = 'https://cdn.example/phone.webp') {
  const actor = createActor(imageSlideMachine, { input: { src } })
  actor.start()
  return actor
}

describe('the image slide machine', () => {
  it('starts loading the image it was given', () => {
    const actor = start('a.webp')
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.src).toBe('a.webp')
  })

  it('is complete once the image loads', () => {
    const actor = start()
    actor.send({ type: 'image.load' })
    expect(actor.getSnapshot().value).toBe('complete')
  })

  it('shows the error placeholder when the image fails', () => {
    const actor = start()
    actor.send({ type: 'image.error' })
    expect(actor.getSnapshot().value).toBe('error')
  })

  it('does not turn a loaded image into an error, nor a failed one into a loaded one', () => {
    const loaded = start()
    loaded.send({ type: 'image.load' })
    loaded.send({ type: 'image.error' })
    expect(loaded.getSnapshot().value).toBe('complete')

    const failed = start()
    failed.send({ type: 'image.error' })
    failed.send({ type: 'image.load' })
    expect(failed.getSnapshot().value).toBe('error')
  })

  it('goes back to loading for a new src after an error', () => {
    const actor = start('a.webp')
    actor.send({ type: 'image.error' })
    actor.send({ type: 'image.change', src: 'b.webp' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.src).toBe('b.webp')
  })

  it('goes back to loading for a new src after the image loaded', () => {
    const actor = start('a.webp')
    actor.send({ type: 'image.load' })
    actor.send({ type: 'image.change', src: 'b.webp' })
    expect(actor.getSnapshot().value).toBe('loading')
  })

  it('keeps its state when the same src is given again', () => {
    const actor = start('a.webp')
    actor.send({ type: 'image.load' })
    actor.send({ type: 'image.change', src: 'a.webp' })
    expect(actor.getSnapshot().value).toBe('complete')
  })
})
