// The store's categories as the owner keeps them (docs/adr/0031; openapi.yaml listStaffCategories, createCategory,
// updateCategory, moveCategory, retireCategory): the order they are shown in, the form's checks and the page's words.
import { STAFF_PAGE_NAMES } from './staff-page-names'
import type { Schema } from './contract'
import { requestKey } from './first-page'

export type StaffCategory = Schema<'StaffCategory'>

/** A category's title, as the home page's grid and the listing's filter show it. */
export const CATEGORY_TITLE_MAX = 40

export type CategoryMove = 'up' | 'down'

/**
 * The order after moving `id` one place `direction` among `ids` (the live categories in their order); the same order
 * when it is already first (up) or last (down), or not among them.
 */
export function movedOrder(ids: readonly string[], id: string, direction: CategoryMove): string[] {
  const order = [...ids]
  const at = order.indexOf(id)
  const to = direction === 'up' ? at - 1 : at + 1
  if (at === -1 || to < 0 || to >= order.length) return order
  ;[order[at], order[to]] = [order[to]!, order[at]!]
  return order
}

export const categoryMessages = {
  titleRequired: 'Name the category',
  titleTooLong: `Keep the name to ${CATEGORY_TITLE_MAX} characters`,
  titleTaken: 'Another category has this name',
  pictureRequired: 'Add the category’s picture',
  notFound: 'No such category',
  retired: 'This category is retired and cannot be changed',
} as const

/** The title's own checks, as typed; undefined when it may go. */
export function categoryTitleProblem(title: string): string | undefined {
  const trimmed = title.trim()
  if (trimmed === '') return categoryMessages.titleRequired
  if (trimmed.length > CATEGORY_TITLE_MAX) return categoryMessages.titleTooLong
  return undefined
}

export const shopCategoryTexts = {
  heading: STAFF_PAGE_NAMES.staffCategories,
  intro:
    'The categories on the home page and in the listing’s filters, in this order. A retired category is hidden; its products stay on sale.',
  loading: 'Loading the categories',
  empty: 'No category yet.',
  retry: 'Try again',
  create: 'New category',
  rename: 'Rename',
  reimage: 'Change picture',
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  retire: 'Retire',
  caption: 'The categories in the order shoppers see them',
  retiredCaption: 'Retired categories',
  uploading: 'Uploading the picture…',
  saving: 'Saving the order',
  products: (count: number) => (count === 1 ? '1 product' : `${count} products`),
  columns: { picture: 'Picture', name: 'Name', products: 'Products', order: 'Order', actions: 'Actions' },
  form: {
    createTitle: 'New category',
    renameTitle: 'Rename the category',
    reimageTitle: 'Change the picture',
    title: 'Name',
    picture: 'Picture',
    save: 'Save',
    close: 'Close',
  },
  retireTitle: (title: string) => `Retire ${title}?`,
  retireBody:
    'It leaves the home page and the listing’s filters at once. Its products stay on sale and keep their pages.',
  confirmRetire: 'Retire it',
  keep: 'Keep it',
  saved: 'Category saved',
  moved: 'Order saved',
  retiredNotice: 'Category retired',
} as const

/** The staff categories page's first request: a page the server drew for the staff member opens on its answer (docs/adr/0050, 'Staff
 *  pages'). */
export function staffCategoriesFirstRequest() {
  return requestKey<'listStaffCategories'>('/api/staff/categories')
}
