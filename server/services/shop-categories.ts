// The store's categories as the owner keeps them (docs/adr/0031): listed for owners and staff, added, renamed,
// re-pictured, reordered and retired by owners. No Fastify, no SQL.
import type { RequestBody, Schema } from '../../src/domain/contract'
import { categoryMessages, categoryTitleProblem, type CategoryMove } from '../../src/domain/shop-categories'
import { uploadMessages } from '../../src/domain/uploads'
import type { CategoryOutcome, CategoryRecord, ShopCategoriesRepo } from '../db/repos/shop-categories.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import { requireOwner, requireStaff, staffActor } from './verified-user'

export type StaffCategory = Schema<'StaffCategory'>

export function staffCategoryOf(category: CategoryRecord): StaffCategory {
  return {
    _id: category.id,
    title: category.title,
    slug: category.slug,
    image: category.image,
    retired: category.retiredAt !== null,
    products: category.products,
  }
}

function refuseUnlessDone(result: CategoryOutcome): void {
  switch (result.outcome) {
    case 'done':
      return
    case 'notFound':
      throw new DomainError('notFound', categoryMessages.notFound)
    case 'retired':
      throw new DomainError('conflict', categoryMessages.retired)
    case 'titleTaken':
      throw new DomainError('conflict', categoryMessages.titleTaken, 'title')
    case 'imageNotYours':
      throw new DomainError('invalid', uploadMessages.notYours, 'image')
  }
}

function checkedTitle(title: string): string {
  const problem = categoryTitleProblem(title)
  if (problem) throw new DomainError('invalid', problem, 'title')
  return title.trim()
}

export interface ShopCategoriesDeps {
  categories: ShopCategoriesRepo
  now: () => Date
}

export function shopCategoriesService({ categories, now }: ShopCategoriesDeps) {
  async function list(): Promise<StaffCategory[]> {
    return (await categories.list()).map(staffCategoryOf)
  }

  return {
    async list(user: UserRecord): Promise<StaffCategory[]> {
      requireStaff(user)
      return list()
    },

    async create(user: UserRecord, body: RequestBody<'createCategory'>): Promise<StaffCategory[]> {
      requireOwner(user)
      const title = checkedTitle(body.title)
      refuseUnlessDone(await categories.create({ title, image: body.image, actor: staffActor(user), now: now() }))
      return list()
    },

    async update(user: UserRecord, id: string, body: RequestBody<'updateCategory'>): Promise<StaffCategory[]> {
      requireOwner(user)
      const title = body.title === undefined ? undefined : checkedTitle(body.title)
      refuseUnlessDone(
        await categories.update(id, {
          ...(title === undefined ? {} : { title }),
          ...(body.image === undefined ? {} : { image: body.image }),
          actor: staffActor(user),
          now: now(),
        }),
      )
      return list()
    },

    async move(user: UserRecord, id: string, direction: CategoryMove): Promise<StaffCategory[]> {
      requireOwner(user)
      refuseUnlessDone(await categories.move(id, { direction, actor: staffActor(user), now: now() }))
      return list()
    },

    async retire(user: UserRecord, id: string): Promise<StaffCategory[]> {
      requireOwner(user)
      refuseUnlessDone(await categories.retire(id, { actor: staffActor(user), now: now() }))
      return list()
    },
  }
}

export type ShopCategoriesService = ReturnType<typeof shopCategoriesService>
