import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { HomeScreen, type HomeCategory, type HomeProduct } from '@/screens/home/home-screen'
import { PLAY_STORE_URL } from '@/screens/shell/store-links'
import { narrow, wide, withScreenWidth } from './viewport'

// Inline SVG pictures: no network, identical on every run.
function picture(background: string, body: string, size = 400): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${background}"/>${body}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

const bestsellers: HomeProduct[] = [
  {
    id: '65a1f0c2e4b0a1b2c3d4e501',
    slug: 'tecno-camon-20-pro-5g',
    title: 'Tecno Camon 20 Pro 5G (256GB, 8GB RAM)',
    imageSrc: picture(
      '#d1fadf',
      '<rect x="140" y="60" width="120" height="280" rx="20" fill="#076b34"/><rect x="150" y="80" width="100" height="220" rx="6" fill="#ecfdf3"/>',
    ),
    originalPrice: 285000,
    discountedPrice: 249999,
    rating: 4.6,
    reviews: 12,
    trending: true,
  },
  {
    id: '65a1f0c2e4b0a1b2c3d4e502',
    slug: 'oraimo-freepods-4',
    title: 'Oraimo FreePods 4 ANC Earbuds',
    imageSrc: picture(
      '#ffe4d1',
      '<circle cx="160" cy="200" r="44" fill="#b33f05"/><circle cx="240" cy="200" r="44" fill="#b33f05"/><rect x="140" y="250" width="120" height="60" rx="30" fill="#1f2933"/>',
    ),
    originalPrice: 32000,
    discountedPrice: 27500,
    rating: 4.8,
    reviews: 9,
  },
  {
    id: '65a1f0c2e4b0a1b2c3d4e503',
    slug: 'hp-elitebook-840-g6',
    title: 'HP EliteBook 840 G6 (UK used, 16GB, 512GB SSD)',
    imageSrc: picture(
      '#eef0f2',
      '<rect x="90" y="120" width="220" height="140" rx="10" fill="#4b5563"/><rect x="60" y="260" width="280" height="20" rx="6" fill="#1f2933"/>',
    ),
    originalPrice: 410000,
    rating: 4.5,
    reviews: 6,
  },
  {
    id: '65a1f0c2e4b0a1b2c3d4e504',
    slug: 'anker-powercore-20000',
    title: 'Anker PowerCore 20000mAh Power Bank',
    imageSrc: picture(
      '#fffbeb',
      '<rect x="130" y="90" width="140" height="220" rx="24" fill="#111827"/><circle cx="200" cy="140" r="10" fill="#f59e0b"/>',
    ),
    originalPrice: 45000,
    rating: 4.9,
    reviews: 15,
    outOfStock: true,
  },
]

const category = (id: string, title: string, fill: string, shape: string): HomeCategory => ({
  id,
  title,
  imageSrc: picture(fill, shape, 160),
})

const categories: HomeCategory[] = [
  category(
    '65a1f0c2e4b0a1b2c3d4e601',
    'Phones',
    '#d1fadf',
    '<rect x="150" y="80" width="100" height="240" rx="18" fill="#076b34"/>',
  ),
  category(
    '65a1f0c2e4b0a1b2c3d4e602',
    'Laptops',
    '#eef0f2',
    '<rect x="90" y="130" width="220" height="130" rx="10" fill="#4b5563"/>',
  ),
  category(
    '65a1f0c2e4b0a1b2c3d4e603',
    'Audio',
    '#ffe4d1',
    '<circle cx="150" cy="210" r="50" fill="#b33f05"/><circle cx="250" cy="210" r="50" fill="#b33f05"/>',
  ),
  category(
    '65a1f0c2e4b0a1b2c3d4e604',
    'Power banks',
    '#fffbeb',
    '<rect x="140" y="90" width="120" height="220" rx="20" fill="#111827"/>',
  ),
  category(
    '65a1f0c2e4b0a1b2c3d4e605',
    'Smart watches',
    '#ecfdf3',
    '<rect x="140" y="120" width="120" height="160" rx="36" fill="#053d1f"/>',
  ),
  category(
    '65a1f0c2e4b0a1b2c3d4e606',
    'Accessories',
    '#fff4ed',
    '<rect x="120" y="170" width="160" height="60" rx="30" fill="#d9530a"/>',
  ),
]

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  decorators: [withScreenWidth],
  args: { state: 'ready', bestsellers, categories },
  parameters: { ...wide, stateChart: { machine: 'home', slot: 'home-screen' } },
} satisfies Meta<typeof HomeScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="home-screen"]')).toHaveAttribute('data-state', 'ready')
    await expect(canvas.getByRole('heading', { level: 1, name: "We're Now Open" })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute('href', PLAY_STORE_URL)
    await expect(canvas.getByRole('link', { name: /Download on the App Store/ })).toBeVisible()

    // Four bestsellers, each opening its product by slug.
    const bestsellersSection = canvas.getByRole('region', { name: 'Our Bestsellers' })
    const cards = within(bestsellersSection).getAllByRole('article')
    await expect(cards).toHaveLength(4)
    await expect(
      within(bestsellersSection).getByRole('link', { name: 'Oraimo FreePods 4 ANC Earbuds' }),
    ).toHaveAttribute('href', '/product-details/oraimo-freepods-4')
    // One row of four on a desktop.
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)))
    await expect(tops.size).toBe(1)

    // Each category opens the listing filtered by its id.
    const categoriesSection = canvas.getByRole('region', { name: 'Shop By Categories' })
    const links = within(categoriesSection).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Phones',
      'Laptops',
      'Audio',
      'Power banks',
      'Smart watches',
      'Accessories',
    ])
    await expect(links[0]).toHaveAttribute('href', '/product-listing?categoryId=65a1f0c2e4b0a1b2c3d4e601')
    for (const image of within(categoriesSection).getAllByRole('presentation')) {
      await expect(image).toHaveAttribute('width', '80')
      await expect(image).toHaveAttribute('height', '80')
    }

    const partners = canvas.getByRole('region', { name: 'Our Partners' })
    await expect(within(partners).getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/product-listing')
  },
}

export const ReadyNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('heading', { level: 1, name: "We're Now Open" })
    await expect(hero).toBeVisible()
    // The hero's title is text, not an image: it paints as soon as the page does.
    await expect(canvas.getByRole('region', { name: "We're Now Open" }).querySelector('img')).toBeNull()
    // Two bestsellers a row on a phone, three categories a row.
    const cards = within(canvas.getByRole('region', { name: 'Our Bestsellers' })).getAllByRole('article')
    const rows = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)))
    await expect(rows.size).toBe(2)
    const tiles = within(canvas.getByRole('region', { name: 'Shop By Categories' })).getAllByRole('link')
    await expect(new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().top))).size).toBe(2)
    const shopNow = canvas.getByRole('link', { name: 'Shop Now' })
    await expect(shopNow.getBoundingClientRect().width).toBeGreaterThan(280)
  },
}

export const Loading: Story = {
  args: { state: 'loading', bestsellers: [], categories: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="home-screen"]')).toHaveAttribute('data-state', 'loading')
    // The hero does not wait for data.
    await expect(canvas.getByRole('heading', { level: 1, name: "We're Now Open" })).toBeVisible()
    const bestsellersSection = canvas.getByRole('region', { name: 'Our Bestsellers' })
    await expect(bestsellersSection).toHaveAttribute('aria-busy', 'true')
    await expect(within(bestsellersSection).getByRole('status')).toHaveTextContent('Loading bestsellers')
    await expect(canvasElement.querySelectorAll('[data-slot="home-product-skeleton"]')).toHaveLength(4)
    await expect(canvasElement.querySelectorAll('[data-slot="home-category-skeleton"]')).toHaveLength(6)
    await expect(canvas.getByRole('region', { name: 'Shop By Categories' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const LoadingNarrow: Story = {
  args: { state: 'loading', bestsellers: [], categories: [] },
  parameters: narrow,
  play: async ({ canvasElement }) => {
    const skeletons = [...canvasElement.querySelectorAll('[data-slot="home-product-skeleton"]')]
    await expect(new Set(skeletons.map((s) => Math.round(s.getBoundingClientRect().top))).size).toBe(2)
  },
}

export const Empty: Story = {
  args: { state: 'ready', bestsellers: [], categories: [] },
  parameters: narrow,
  play: async ({ canvas }) => {
    // A failed load is only logged (spec §8): the page still offers the hero and the partners block.
    await expect(canvas.queryByRole('region', { name: 'Our Bestsellers' })).toBeNull()
    await expect(canvas.queryByRole('region', { name: 'Shop By Categories' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/product-listing')
  },
}
