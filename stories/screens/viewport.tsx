// Screen stories are drawn at a phone's or a desktop's width (parameters.visual.width), in Storybook and in
// the visual baselines alike. Screens lay out by container queries, so the frame's width alone picks the layout.
import { useState, type ReactNode } from 'react'
import type { Decorator } from '@storybook/react-vite'

export const NARROW_WIDTH = 375
export const WIDE_WIDTH = 1280

/** `parameters` for a narrow (≤425px) phone story. */
export const narrow = { visual: { width: NARROW_WIDTH }, layout: 'fullscreen' } as const
/** `parameters` for a desktop story. */
export const wide = { visual: { width: WIDE_WIDTH }, layout: 'fullscreen' } as const

/** Wraps the story in a box as wide as parameters.visual.width. */
export const withScreenWidth: Decorator = (Story, { parameters }) => {
  const width = (parameters.visual as { width?: number } | undefined)?.width
  if (!width) return <Story />
  return (
    <div data-testid="screen-frame" style={{ width }}>
      <Story />
    </div>
  )
}

/**
 * A screen-sized box that holds a modal: being transformed, it is the containing block of the fixed dialog, so
 * the overlay and the centred dialog are drawn inside it (and inside the screenshot) instead of over the page.
 */
export function ModalFrame({ height, children }: { height: number; children: (container: HTMLElement) => ReactNode }) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  return (
    <div
      ref={setFrame}
      data-testid="modal-frame"
      className="relative w-full overflow-hidden bg-surface-raised [transform:translateZ(0)]"
      style={{ height }}
    >
      {frame ? children(frame) : null}
    </div>
  )
}
