import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { Image } from '@/ui/image'

// Inline pictures only: stories never touch the network.
const phoneSvg = (backdrop: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">' +
      `<rect width="320" height="240" fill="${backdrop}"/>` +
      '<rect x="120" y="30" width="80" height="180" rx="14" fill="#111827"/>' +
      '<rect x="127" y="44" width="66" height="140" rx="4" fill="#12a150"/>' +
      '<circle cx="160" cy="196" r="6" fill="#4b5563"/>' +
      '</svg>',
  )
const phone = phoneSvg('#ecfdf3')
// A picture no other story shows: one the browser already holds in memory would skip lazy loading.
const unseenPhone = phoneSvg('#fff4ed')
const broken = 'data:image/png;base64,AAAA'

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { src: phone, alt: 'Tecno Spark 20 in green', width: 320, height: 240, onLoad: fn(), onError: fn() },
} satisfies Meta<typeof Image>
export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const root = canvasElement.querySelector('[data-slot="image"]')!
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'complete'))
    const img = canvas.getByRole('img', { name: 'Tecno Spark 20 in green' })
    await expect(img).toBeVisible()
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(img).toHaveAttribute('width', '320')
    await expect(img).toHaveAttribute('height', '240')
    await expect(args.onLoad).toHaveBeenCalledTimes(1)
    // The box has its final size from width and height alone: nothing moves when the picture lands.
    const box = root.getBoundingClientRect()
    await expect(box.width).toBe(320)
    await expect(box.height).toBe(240)
  },
}

export const Loading: Story = {
  args: { src: unseenPhone },
  // Far below the fold, a lazy image is not fetched yet: the box already holds its place.
  render: (args) => (
    <div className="h-64 overflow-auto" data-testid="scroller">
      <div className="h-[3000px]" />
      <Image {...args} />
    </div>
  ),
  play: async ({ canvasElement, canvas, args }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="image"]')!
    await expect(root).toHaveAttribute('data-state', 'loading')
    await expect(root.getBoundingClientRect().height).toBe(240)
    await expect(args.onLoad).not.toHaveBeenCalled()

    canvas.getByTestId('scroller').scrollTop = 3000
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'complete'))
    await expect(args.onLoad).toHaveBeenCalledTimes(1)
  },
}

export const Eager: Story = {
  args: { loading: 'eager', alt: 'Hero banner phone' },
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Hero banner phone' })
    await expect(img).toHaveAttribute('loading', 'eager')
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'complete'),
    )
  },
}

// spec §2 Product detail: 'A failed image shows a placeholder icon.'
export const Error: Story = {
  args: { src: broken },
  play: async ({ canvas, canvasElement, args }) => {
    const root = canvasElement.querySelector('[data-slot="image"]')!
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'error'))
    await expect(args.onError).toHaveBeenCalledTimes(1)
    const placeholder = canvas.getByRole('img', { name: 'Tecno Spark 20 in green (image unavailable)' })
    await expect(placeholder).toHaveAttribute('data-icon', 'image-off')
    await expect(placeholder).toBeVisible()
    // The broken picture itself is gone from view and from the accessibility tree.
    await expect(canvas.getAllByRole('img')).toHaveLength(1)
    // The box keeps its size, so a failure does not shift the page either.
    await expect(root.getBoundingClientRect().width).toBe(320)
    await expect(root.getBoundingClientRect().height).toBe(240)
  },
}

export const MissingSource: Story = {
  args: { src: undefined, alt: 'Product photo', fallbackLabel: 'No photo yet' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'error')
    await expect(canvas.getByRole('img', { name: 'No photo yet' })).toBeVisible()
  },
}

export const Contain: Story = {
  args: { fit: 'contain', width: 200, height: 200 },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Tecno Spark 20 in green' })).objectFit).toBe(
      'contain',
    )
  },
}

export const Responsive: Story = {
  // In a narrow column the box shrinks but keeps its shape.
  render: (args) => (
    <div className="w-40">
      <Image {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="image"]')!.getBoundingClientRect()
    await expect(box.width).toBe(160)
    await expect(box.height).toBe(120)
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-3 items-start gap-4" data-testid="all-variants">
      <Image src={phone} alt="Cover, rounded md" width={160} height={120} />
      <Image src={phone} alt="Contain" width={120} height={120} fit="contain" />
      <Image src={phone} alt="Cover, square corners" width={160} height={120} rounded="none" />
      <Image src={phone} alt="Round avatar" width={80} height={80} rounded="full" />
      <Image src={broken} alt="Broken product photo" width={160} height={120} />
      <Image src={broken} alt="Broken thumbnail" width={48} height={48} rounded="full" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="image"][data-state="error"]')).toHaveLength(2),
    )
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="image"][data-state="complete"]')).toHaveLength(4),
    )
  },
}
