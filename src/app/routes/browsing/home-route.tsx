// The home page's container: loads the four bestsellers and the categories, then draws HomeScreen.
// spec §8: a failed product or category load is only logged.
import { useEffect, useState } from 'react'
import { parseRating } from '@/domain/rating'
import { browsingApi, type ApiCategory, type ApiProduct, type BrowsingApi } from '@/api/browsing-actors'
import { HomeScreen, type HomeCategory, type HomeProduct, type HomeScreenState } from '@/screens/home/home-screen'
import { renderRouterLink } from '../account/render-router-link'

export function toHomeProduct(product: ApiProduct): HomeProduct {
  return {
    id: product._id,
    slug: product.slug,
    title: product.title,
    imageSrc: product.images[0] ?? '',
    originalPrice: product.original_price,
    discountedPrice: product.discounted_price,
    rating: parseRating(product.rating),
    reviews: product.reviews,
    outOfStock: !product.is_stock,
    trending: product.trending,
  }
}

export function toHomeCategory(category: ApiCategory): HomeCategory {
  return { id: category._id, title: category.title, imageSrc: category.image }
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
      <title>Oja: gadgets and accessories, delivered across Nigeria</title>
      <HomeScreen state={data.state} bestsellers={data.bestsellers} categories={data.categories} renderLink={renderRouterLink} />
    </>
  )
}
