import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test'
import { LightboxDefaultProps } from 'yet-another-react-lightbox'
import { Lightbox, LightboxViewer, type LightboxImage } from '@/commerce/lightbox'

// Inline SVG product shots: no network, identical on every run.
function shot(background: string, body: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
    `<rect width="800" height="600" fill="${background}"/>${body}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

const images: LightboxImage[] = [
  {
    src: shot(
      '#d1fadf',
      '<rect x="310" y="90" width="180" height="420" rx="28" fill="#076b34"/><rect x="325" y="120" width="150" height="330" rx="8" fill="#ecfdf3"/>',
    ),
    alt: 'Phone, front',
    width: 800,
    height: 600,
  },
  {
    src: shot(
      '#ffe4d1',
      '<rect x="310" y="90" width="180" height="420" rx="28" fill="#b33f05"/><circle cx="360" cy="150" r="26" fill="#111827"/>',
    ),
    alt: 'Phone, back',
    width: 800,
    height: 600,
  },
  {
    src: shot('#eef0f2', '<rect x="370" y="90" width="60" height="420" rx="20" fill="#4b5563"/>'),
    alt: 'Phone, side',
    width: 800,
    height: 600,
  },
  {
    src: shot('#fffbeb', '<circle cx="400" cy="300" r="150" fill="none" stroke="#b45309" stroke-width="36"/>'),
    alt: 'Charging ring',
    width: 800,
    height: 600,
  },
  {
    src: shot('#dde1e6', '<rect x="250" y="220" width="300" height="160" rx="24" fill="#1f2933"/>'),
    alt: 'Box contents',
    width: 800,
    height: 600,
  },
]

const meta = {
  title: 'Commerce/Lightbox',
  component: Lightbox,
  args: { images, title: 'Tecno Camon 20 images', onOpenChange: fn(), onIndexChange: fn() },
} satisfies Meta<typeof Lightbox>
export default meta
type Story = StoryObj<typeof meta>

const counter = () => document.body.querySelector('[data-slot="lightbox-counter"]')
// The library marks the slides around the current one inert; the current one is the only slide left live.
const slides = () => [...document.body.querySelectorAll('[role="dialog"] [aria-roledescription="Slide"]')]
const mountedAlts = () =>
  slides().flatMap((slide) => [...slide.querySelectorAll('img')].map((img) => img.getAttribute('alt')))
const currentSlide = () => slides().find((slide) => !slide.hasAttribute('inert'))!

export const Closed: Story = {
  // The page's own image opens the viewer, as the product carousel does.
  render: function OpenedByAnImage(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" className="overflow-hidden rounded-md border border-border" onClick={() => setOpen(true)}>
          <img src={images[0]!.src} alt="Open image viewer: Phone, front" width={160} height={120} />
        </button>
        <Lightbox
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next)
            args.onOpenChange?.(next)
          }}
        />
      </>
    )
  },
  play: async ({ canvas, args }) => {
    await expect(screen.queryByRole('dialog')).toBeNull()
    const opener = canvas.getByRole('button', { name: 'Open image viewer: Phone, front' })
    opener.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Tecno Camon 20 images' })
    // Focus moves into the dialog and stays there: the library makes the rest of the page inert, which the
    // browser's Tab honours (the simulated Tab here does not, so it moves only between the dialog's controls).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await expect(opener.closest('[inert]')).not.toBeNull()
    await userEvent.tab()
    await expect(dialog.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(opener).toHaveFocus()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Tecno Camon 20 images' })
    await expect(counter()).toHaveTextContent('1 / 5')
    // Only the current slide and two either side are mounted (spec §9: preload 2).
    await expect(mountedAlts()).toEqual(['Phone, front', 'Phone, back', 'Phone, side'])
    await expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled()

    // The library spaces key presses by half its swipe time, so each step is awaited.
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 5'))
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1))
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(counter()).toHaveTextContent('3 / 5'))
    await waitFor(() =>
      expect(mountedAlts()).toEqual(['Phone, front', 'Phone, back', 'Phone, side', 'Charging ring', 'Box contents']),
    )
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 5'))

    await userEvent.click(screen.getByRole('button', { name: 'Next image' }))
    await waitFor(() => expect(counter()).toHaveTextContent('3 / 5'))
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 5'))
    await waitFor(() => expect(currentSlide().querySelector('img')).toHaveAttribute('alt', 'Phone, back'))

    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const OpenAtLastSlide: Story = {
  args: { defaultOpen: true, defaultIndex: 4 },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Tecno Camon 20 images' })
    await expect(counter()).toHaveTextContent('5 / 5')
    await expect(mountedAlts()).toEqual(['Phone, side', 'Charging ring', 'Box contents'])
    // The last slide does not wrap around to the first.
    const next = screen.getByRole('button', { name: 'Next image' })
    await expect(next).toBeDisabled()
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.click(next)
    await expect(counter()).toHaveTextContent('5 / 5')
    await expect(args.onIndexChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(counter()).toHaveTextContent('4 / 5'))
  },
}

/** A finger (or mouse) drag in small steps, as a real one arrives: the library recognises a swipe or a pull
 * 30 px in and measures it from there. */
function drag(target: Element, from: { x: number; y: number }, to: { x: number; y: number }) {
  const pointer = { pointerId: 1, pointerType: 'touch', button: 0, isPrimary: true }
  fireEvent.pointerDown(target, { ...pointer, buttons: 1, clientX: from.x, clientY: from.y })
  const steps = 12
  for (let step = 1; step <= steps; step++) {
    const x = from.x + ((to.x - from.x) * step) / steps
    const y = from.y + ((to.y - from.y) * step) / steps
    fireEvent.pointerMove(target, { ...pointer, buttons: 1, clientX: x, clientY: y })
  }
  fireEvent.pointerUp(target, { ...pointer, buttons: 0, clientX: to.x, clientY: to.y })
}

export const SwipeGestures: Story = {
  args: { defaultOpen: true, defaultIndex: 1 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog')
    const { left, top, width, height } = dialog.getBoundingClientRect()
    const y = top + height / 2

    // A drag to the left across 40% of the width moves to the next slide.
    drag(currentSlide(), { x: left + width * 0.8, y }, { x: left + width * 0.4, y })
    await waitFor(() => expect(counter()).toHaveTextContent('3 / 5'))
    // A drag to the right goes back.
    drag(currentSlide(), { x: left + width * 0.2, y }, { x: left + width * 0.6, y })
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 5'))
    // A 15 px twitch is neither a swipe nor a flick: the slide snaps back.
    drag(currentSlide(), { x: left + width / 2, y }, { x: left + width / 2 - 15, y })
    await expect(counter()).toHaveTextContent('2 / 5')
    // Pulling the image down more than 60 px past the point a pull is recognised closes the viewer.
    drag(currentSlide(), { x: left + width / 2, y }, { x: left + width / 2, y: y + 120 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const SingleImage: Story = {
  args: { defaultOpen: true, images: images.slice(0, 1) },
  play: async () => {
    await screen.findByRole('dialog')
    await expect(counter()).toHaveTextContent('1 / 1')
    await expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
    await expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull()
  },
}

export const BrokenImage: Story = {
  // spec §2: a failed image shows a placeholder icon.
  args: {
    defaultOpen: true,
    images: [{ src: 'data:image/png;base64,broken', alt: 'Phone, front', width: 800, height: 600 }, ...images.slice(1)],
  },
  play: async () => {
    await screen.findByRole('dialog')
    await waitFor(() => expect(currentSlide().querySelector('[data-slot="lightbox-image-error"]')).not.toBeNull())
    await expect(slides().filter((slide) => slide.querySelector('[data-slot="lightbox-image-error"]'))).toHaveLength(1)
  },
}

export const Defaults: Story = {
  // spec §9's numbers are the library's own defaults, which the store does not override.
  args: { defaultOpen: true },
  play: async () => {
    await expect(LightboxDefaultProps.carousel.preload).toBe(2)
    await expect(LightboxDefaultProps.animation).toMatchObject({ fade: 250, swipe: 500 })
    const dialog = await screen.findByRole('dialog')
    await expect(getComputedStyle(dialog).transitionDuration).toBe('0.25s')
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-4">
      {[
        { name: 'First slide', index: 0, list: images },
        { name: 'Middle slide', index: 2, list: images },
        { name: 'Last slide', index: 4, list: images },
        { name: 'Only image', index: 0, list: images.slice(3, 4) },
      ].map(({ name, index, list }) => (
        <div key={name} className="h-64 w-96">
          <LightboxViewer title={name} images={list} index={index} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const viewer = canvas.getByRole('group', { name: 'Middle slide' })
    await expect(viewer.querySelector('[data-slot="lightbox-counter"]')).toHaveTextContent('3 / 5')
    await expect(canvas.getAllByRole('button', { name: 'Next image' })).toHaveLength(3)
  },
}
