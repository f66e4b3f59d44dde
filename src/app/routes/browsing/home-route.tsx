// The home page's container: loads the four bestsellers and the categories, then draws HomeScreen.
// spec §8: a failed product or category load is only logged.
import { useEffect, useState } from 'react'
import { HOME_HEAD } from '@/domain/page-head'
import { parseRating } from '@/domain/rating'
import { browsingApi, type BrowsingApi } from '@/api/browsing-actors'
import type { Category, Product } from '@/domain/contract'
import { HomeScreen, type HomeCategory, type HomeProduct, type HomeScreenState } from '@/screens/home/home-screen'
import { renderRouterLink } from '../account/render-router-link'

export function toHomeProduct(product: Product): HomeProduct {
  return {
    id: product._id,
    slug: product.slug,
    title: product.title,
    imageSrc: product.images[0] ?? '',
    imageSrcSet: product.imageVariants[0]?.srcSet,
    originalPrice: product.original_price,
    discountedPrice: product.discounted_price,
    rating: parseRating(product.rating),
    reviews: product.reviews,
    outOfStock: !product.is_stock,
    trending: product.trending,
  }
}

/** The store renders every picture at 400 and 800 px (server/media/render.ts) and names the files `…-{width}.webp`;
 * the API gives a category only its 800 px file, so its 400 px sibling is named from it. */
export function categoryImageSrcSet(image: string): string | undefined {
  if (!/-800\.webp$/.test(image)) return undefined
  return `${image.replace(/-800\.webp$/, '-400.webp')} 400w, ${image} 800w`
}

export function toHomeCategory(category: Category): HomeCategory {
  return { id: category._id, title: category.title, imageSrc: category.image, imageSrcSet: categoryImageSrcSet(category.image) }
}

interface HomeData {
  state: HomeScreenState
  bestsellers: HomeProduct[]
  categories: HomeCategory[]
}

export function HomeRoute({ calls: given }: { calls?: BrowsingApi }) {
  const [calls] = useState(() => given ?? browsingApi())
  const [data, setData] = useState<HomeData>({ state: 'loading', bestsellers: [], categories: [] })

  useEffect(() => {
    const controller = new AbortController()
    const logged = (what: string) => (error: unknown) => {
      if (!controller.signal.aborted) console.error(`Loading ${what} failed`, error)
      return []
    }
    void Promise.all([
      calls.listBestsellers(controller.signal).then((docs) => docs.map(toHomeProduct), logged('bestsellers')),
      calls.listCategories(controller.signal).then((docs) => docs.map(toHomeCategory), logged('categories')),
    ]).then(([bestsellers, categories]) => {
      if (!controller.signal.aborted) setData({ state: 'ready', bestsellers, categories })
    })
    return () => controller.abort()
  }, [calls])

  return (
    <>
      <title>{HOME_HEAD.title}</title>
      <HomeScreen state={data.state} bestsellers={data.bestsellers} categories={data.categories} renderLink={renderRouterLink} />
    </>
  )
}
