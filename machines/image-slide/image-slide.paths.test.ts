import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { imageSlideMachine, type ImageSlideEvent } from './image-slide.machine'

const events: ImageSlideEvent[] = [
  { type: 'image.load' },
  { type: 'image.error' },
  { type: 'image.change', src: 'b.webp' },
]

describe('the image slide machine paths', () => {
  const paths = getShortestPaths(imageSlideMachine, {
    input: { src: 'a.webp' },
    events,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })
  const reached = paths.map((path) => String(path.state.value)).sort()

  it('reaches every state of the machine', () => {
    expect(reached).toEqual(Object.keys(imageSlideMachine.root.states).sort())
  })

  it('has exactly the states an image slide draws', () => {
    expect(reached).toEqual(['complete', 'error', 'loading'])
  })
})
