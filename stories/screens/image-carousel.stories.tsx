import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ImageCarousel, productImages } from '@/screens/product-detail/image-carousel'
import { camon, charger } from './catalogue-fixtures'

// Pins the story to the width it is screenshot at, in the play tests too. The box stands for the product page
// (the `product` container the carousel counts its slides from, as wide as the window in the app);
// parameters.column narrows the carousel's own column inside it, as the product's details beside it do.
const pinWidth: Decorator = (Story, { parameters }) => (
  <div className="@container/product" style={{ width: (parameters.visual as { width?: number } | undefined)?.width }}>
    <div style={{ width: (parameters.column as number | undefined) ?? '100%' }}>
      <Story />
    </div>
  </div>
)

const images = productImages(camon)

const meta = {
  title: 'Screens/ImageCarousel',
  component: ImageCarousel,
  decorators: [pinWidth],
  parameters: { visual: { width: 640 } },
  args: { images, title: camon.title, onLightboxOpenChange: fn() },
} satisfies Meta<typeof ImageCarousel>
export default meta
type Story = StoryObj<typeof meta>

const slides = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('[data-slot="image-carousel-slide"]'),
]
const track = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="image-carousel-track"]')!

export const TwoVisible: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = slides(canvasElement)
    const trackBox = track(canvasElement).getBoundingClientRect()
    // spec §2: two slides side by side above 425px.
    await expect(Math.round(first!.getBoundingClientRect().width)).toBe(Math.round((trackBox.width - 8) / 2))
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top)

    const imgs = canvasElement.querySelectorAll('img')
    await expect(imgs[0]).toHaveAttribute('loading', 'eager')
    await expect(imgs[0]).toHaveAttribute('fetchpriority', 'high')
    await expect(imgs[1]).toHaveAttribute('loading', 'lazy')
    await expect(imgs[0]).toHaveAttribute('width', '800')
    await expect(imgs[0]).toHaveAttribute('height', '800')
    await expect(imgs[0]).toHaveAttribute('sizes', '(max-width: 425px) 100vw, (max-width: 1280px) 50vw, 440px')
    await expect(imgs[0]!.getAttribute('srcset')).toContain('800w')

    const previous = canvas.getByRole('button', { name: 'Previous images' })
    const next = canvas.getByRole('button', { name: 'Next images' })
    await expect(previous).toBeDisabled()
    await userEvent.click(next)
    await waitFor(() => expect(track(canvasElement).scrollLeft).toBeGreaterThan(0))
    await waitFor(() => expect(next).toBeDisabled())
    await expect(previous).toBeEnabled()
  },
}

export const OneVisibleNarrow: Story = {
  parameters: { visual: { width: 343 } },
  play: async ({ canvasElement }) => {
    const [first] = slides(canvasElement)
    // spec §2: one slide at 425px or less.
    await expect(Math.round(first!.getBoundingClientRect().width)).toBe(
      Math.round(track(canvasElement).getBoundingClientRect().width),
    )
  },
}

// spec §2: 425px or less includes 425 itself.
export const OneVisibleAt425: Story = {
  parameters: { visual: { width: 425, skip: true } },
  play: async ({ canvasElement }) => {
    const [first] = slides(canvasElement)
    await expect(Math.round(first!.getBoundingClientRect().width)).toBe(
      Math.round(track(canvasElement).getBoundingClientRect().width),
    )
  },
}

export const TwoVisibleInANarrowColumn: Story = {
  // A tablet: the page is wider than 425px, the carousel's column beside the product's details is not.
  parameters: { visual: { width: 800 }, column: 380 },
  play: async ({ canvasElement }) => {
    const [first, second] = slides(canvasElement)
    const trackBox = track(canvasElement).getBoundingClientRect()
    await expect(Math.round(trackBox.width)).toBe(380)
    // spec §2: the window, not the column, decides: two slides side by side above 425px.
    await expect(Math.round(first!.getBoundingClientRect().width)).toBe(Math.round((trackBox.width - 8) / 2))
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top)
  },
}

export const OpensLightbox: Story = {
  parameters: { visual: { width: 640, skip: true } },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: `${camon.title}, image 2 of 3` })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: camon.title })
    await expect(args.onLightboxOpenChange).toHaveBeenLastCalledWith(true, 1)
    // It opens at the image that was clicked.
    const counter = dialog.querySelector('[data-slot="lightbox-counter"]')
    await expect(counter).toHaveTextContent('2 / 3')
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(counter).toHaveTextContent('3 / 3'))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onLightboxOpenChange).toHaveBeenLastCalledWith(false, 2)
    // Focus comes back to the image last shown.
    await waitFor(() => expect(canvas.getByRole('button', { name: `${camon.title}, image 3 of 3` })).toHaveFocus())
  },
}

export const LightboxOpen: Story = {
  // The lightbox covers the viewport, outside the story's box.
  parameters: { visual: { width: 640, skip: true } },
  args: { defaultLightboxIndex: 0 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: camon.title })
    await expect(dialog.querySelector('[data-slot="lightbox-counter"]')).toHaveTextContent('1 / 3')
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  },
}

export const SingleImage: Story = {
  args: { images: productImages(charger), title: charger.title },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(1)
    await expect(canvas.queryByRole('button', { name: 'Next images' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Previous images' })).toBeNull()
  },
}

export const BrokenImage: Story = {
  args: {
    images: [
      { src: 'data:image/png;base64,broken', width: 800, height: 800, alt: 'Tecno Camon 20 Pro 5G (256GB, 8GB RAM)' },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    // spec §2: a failed image shows a placeholder icon.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'error'),
    )
    await expect(
      canvas.getByRole('img', { name: 'Tecno Camon 20 Pro 5G (256GB, 8GB RAM) (image unavailable)' }),
    ).toBeVisible()
  },
}
