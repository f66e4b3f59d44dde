import { describe, expect, it } from 'vitest'
import { clampIndex, dragOffset, lightboxDefaults, mountedSlides, resolveGesture, swipeCommits } from './lightbox-gestures'

const middle = { index: 2, count: 5 }

describe('lightbox defaults', () => {
  it('match the spec constants', () => {
    expect(lightboxDefaults).toMatchObject({
      preload: 2,
      fadeMs: 250,
      swipeMs: 500,
      swipeDistanceRatio: 0.3,
      pullDownToClosePx: 60,
    })
  })
})

describe('mountedSlides', () => {
  it('mounts the current slide and two either side', () => {
    expect(mountedSlides(2, 10)).toEqual([0, 1, 2, 3, 4])
    expect(mountedSlides(5, 10)).toEqual([3, 4, 5, 6, 7])
  })

  it('stops at the first and last slides', () => {
    expect(mountedSlides(0, 5)).toEqual([0, 1, 2])
    expect(mountedSlides(4, 5)).toEqual([2, 3, 4])
  })

  it('mounts nothing when there are no images', () => {
    expect(mountedSlides(0, 0)).toEqual([])
  })

  it('clamps an index outside the list', () => {
    expect(mountedSlides(9, 3)).toEqual([0, 1, 2])
    expect(clampIndex(-1, 3)).toBe(0)
    expect(clampIndex(7, 3)).toBe(2)
  })
})

describe('swipeCommits', () => {
  it('does not commit a slow drag of exactly 30% of the width', () => {
    expect(swipeCommits(-300, 2000, 1000)).toBe(false)
  })

  it('commits a slow drag just past 30% of the width', () => {
    expect(swipeCommits(-301, 2000, 1000)).toBe(true)
    expect(swipeCommits(301, 2000, 1000)).toBe(true)
  })

  it('commits a short flick faster than 0.5 px/ms', () => {
    expect(swipeCommits(-60, 100, 1000)).toBe(true)
  })

  it('does not commit a short drag at exactly 0.5 px/ms', () => {
    expect(swipeCommits(-60, 120, 1000)).toBe(false)
  })

  it('ignores a fast jitter shorter than 20 px', () => {
    expect(swipeCommits(-19, 5, 1000)).toBe(false)
    expect(swipeCommits(-20, 5, 1000)).toBe(true)
  })
})

describe('resolveGesture', () => {
  it('goes to the next slide on a committed drag to the left', () => {
    expect(resolveGesture({ dx: -400, dy: 10, durationMs: 800, width: 1000 }, middle)).toBe('next')
  })

  it('goes to the previous slide on a committed drag to the right', () => {
    expect(resolveGesture({ dx: 400, dy: -10, durationMs: 800, width: 1000 }, middle)).toBe('previous')
  })

  it('snaps back from a short slow drag', () => {
    expect(resolveGesture({ dx: -200, dy: 0, durationMs: 800, width: 1000 }, middle)).toBe('none')
  })

  it('does not go past the last or before the first slide', () => {
    expect(resolveGesture({ dx: -400, dy: 0, durationMs: 800, width: 1000 }, { index: 4, count: 5 })).toBe('none')
    expect(resolveGesture({ dx: 400, dy: 0, durationMs: 800, width: 1000 }, { index: 0, count: 5 })).toBe('none')
  })

  it('closes on a pull down of more than 60 px', () => {
    expect(resolveGesture({ dx: 5, dy: 61, durationMs: 400, width: 1000 }, middle)).toBe('close')
  })

  it('stays open on a pull down of exactly 60 px', () => {
    expect(resolveGesture({ dx: 5, dy: 60, durationMs: 400, width: 1000 }, middle)).toBe('none')
  })

  it('does not close on a push up', () => {
    expect(resolveGesture({ dx: 0, dy: -200, durationMs: 400, width: 1000 }, middle)).toBe('none')
  })

  it('treats a mostly horizontal drag as a swipe even when it also moves down', () => {
    expect(resolveGesture({ dx: -400, dy: 100, durationMs: 800, width: 1000 }, middle)).toBe('next')
  })

  it('honours custom thresholds', () => {
    const options = { ...lightboxDefaults, swipeDistanceRatio: 0.5, pullDownToClosePx: 100 }
    expect(resolveGesture({ dx: -400, dy: 0, durationMs: 2000, width: 1000 }, middle, options)).toBe('none')
    expect(resolveGesture({ dx: 0, dy: 80, durationMs: 400, width: 1000 }, middle, options)).toBe('none')
  })
})

describe('dragOffset', () => {
  it('follows the finger between slides', () => {
    expect(dragOffset(-90, middle)).toBe(-90)
  })

  it('resists past the first and last slides', () => {
    expect(dragOffset(90, { index: 0, count: 5 })).toBe(30)
    expect(dragOffset(-90, { index: 4, count: 5 })).toBe(-30)
  })
})
