// The home page's container (spec §2 Home): the home machine with the real API loads the four bestsellers and the
// categories, and HomeScreen draws them as cards and tiles.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { firstPageRequests } from '@/domain/first-page'
import { BESTSELLER_COUNT } from '@/domain/home'
import { HOME_HEAD } from '@/domain/page-head'
import { homeActors } from '@/api/browsing-actors'
import type { Category, Product } from '@/domain/contract'
import { HomeScreen, type HomeCategory, type HomeProduct } from '@/screens/home/home-screen'
import { homeMachine } from '@machines/home/home.machine'
import { useFirstAnswer } from '../../first-page'
import { productCardFields } from '@/commerce/product-card'
import { renderCardHeart } from '../../wishlist/card-heart'
import { useWishlistHearts } from '../../wishlist/use-wishlist-hearts'

export function toHomeProduct(product: Product): HomeProduct {
  return { id: product._id, slug: product.slug, ...productCardFields(product) }
}

/** The store renders every picture at 400 and 800 px (server/media/picture-files.ts) and names the files
 * `…-{width}.webp`; the API gives a category only its 800 px file, so its 400 px sibling is named from it. */
export function categoryImageSrcSet(image: string): string | undefined {
  if (!/-800\.webp$/.test(image)) return undefined
  return `${image.replace(/-800\.webp$/, '-400.webp')} 400w, ${image} 800w`
}

export function toHomeCategory(category: Category): HomeCategory {
  return {
    id: category._id,
    title: category.title,
    imageSrc: category.image,
    imageSrcSet: categoryImageSrcSet(category.image),
  }
}

export function HomeRoute() {
  const [homeLogic] = useState(() => homeMachine.provide({ actors: homeActors() }))
  // The lists the server drew this page with, if it drew them (ADR 0005); otherwise the machine asks the API.
  const drawnBestsellers = useFirstAnswer(firstPageRequests.listProducts({ limit: BESTSELLER_COUNT }))?.data?.docs
  const drawnCategories = useFirstAnswer(firstPageRequests.listCategories())?.data?.docs
  const [state] = useMachine(
    homeLogic.provide({
      // spec §8: a failed product or category load is only logged.
      actions: { reportError: (_, { load, error }) => console.error(`Loading ${load} failed`, error) },
    }),
    { input: { bestsellers: drawnBestsellers, categories: drawnCategories } },
  )
  const { bestsellers, categories } = state.context
  const hearts = useWishlistHearts()

  return (
    <>
      <title>{HOME_HEAD.title}</title>
      <HomeScreen
        state={state.matches('ready') ? 'ready' : 'loading'}
        bestsellers={bestsellers?.map(toHomeProduct) ?? []}
        categories={categories?.map(toHomeCategory) ?? []}
        renderCardAction={(product) => renderCardHeart(hearts, { _id: product.id, title: product.title })}
      />
    </>
  )
}
