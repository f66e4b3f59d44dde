// The promos' and categories' operations (docs/adr/0031) answered over lists in memory, as the server answers them:
// every write answers the whole list; a promo whose time meets another's is refused (409) with the store's words;
// someone who is not staff is refused (403), and staff who are not the owner cannot write (403).
import { delay } from 'msw'
import { orderStatusMessages } from '@/domain/order-status'
import { movedOrder, type StaffCategory } from '@/domain/shop-categories'
import { overlappingPromo, promoMessages, promoStateAt, type StaffPromo } from '@/domain/shop-promos'
import { categories, pictures } from '../screens/catalogue-fixtures'
import { errorReply, http } from './network-fakes'

export const PROMOS: StaffPromo[] = [
  {
    _id: '65f1c0ffee0000000000e003',
    priceDrop: false,
    text: 'Christmas: free delivery in Lagos',
    startsAt: '2026-12-20T08:00:00.000Z',
    expires: '2026-12-27T22:00:00.000Z',
    withdrawalFee: null,
    state: 'scheduled',
  },
  {
    _id: '65f1c0ffee0000000000e002',
    priceDrop: true,
    text: 'Black Friday: up to 40% off phones',
    startsAt: '2026-11-27T23:00:00.000Z',
    expires: '2026-12-07T23:00:00.000Z',
    withdrawalFee: 1,
    state: 'running',
  },
  {
    _id: '65f1c0ffee0000000000e001',
    priceDrop: true,
    text: 'Back to school deals',
    startsAt: '2026-09-01T08:00:00.000Z',
    expires: '2026-09-15T22:00:00.000Z',
    withdrawalFee: null,
    state: 'ended',
  },
]

export const STAFF_CATEGORIES: StaffCategory[] = [
  ...categories.map((category, index) => ({ ...category, retired: false, products: [24, 12, 9, 6, 4][index] ?? 0 })),
  {
    _id: '65a000000000000000000009',
    title: 'Cameras',
    slug: 'cameras',
    image: pictures.phoneSide,
    retired: true,
    products: 2,
  },
]

interface ShopSettingsServer {
  promos?: StaffPromo[]
  categories?: StaffCategory[]
  /** Answer 403 to every call (not staff), or to every write (staff who are not the owner). */
  refuse?: 'notStaff' | 'notOwner'
  /** The instant the fake server calls now, so states are the fixtures'. */
  now?: string
}

/** Handlers over their own copies of the lists, so each story begins from the same ones. */
export function shopSettingsHandlers({
  promos: startPromos = PROMOS,
  categories: startCategories = STAFF_CATEGORIES,
  refuse,
  now = '2026-11-30T10:00:00.000Z',
}: ShopSettingsServer = {}) {
  let promos = [...startPromos]
  let list = [...startCategories]
  let next = 0
  const at = Date.parse(now)
  const window = (promo: Pick<StaffPromo, 'startsAt' | 'expires'>) => ({
    startsAt: Date.parse(promo.startsAt),
    expires: Date.parse(promo.expires),
  })
  const restated = () => promos.map((promo) => ({ ...promo, state: promoStateAt(window(promo), at) }))
  const promoReply = () => ({ data: { docs: restated() } })
  const categoryReply = () => ({
    data: { docs: [...list.filter((c) => !c.retired), ...list.filter((c) => c.retired)] },
  })
  const notStaff = errorReply(orderStatusMessages.notStaff)
  const notOwner = errorReply(orderStatusMessages.notOwner)
  const overlapping = (promo: StaffPromo) =>
    overlappingPromo(
      window(promo),
      promos.map((other) => ({ ...other, id: other._id, ...window(other) })),
      promo._id,
    )
  return [
    http.get('/api/staff/promos', ({ response }) =>
      refuse === 'notStaff' ? response(403).json(notStaff) : response(200).json(promoReply()),
    ),
    http.post('/api/staff/promos', async ({ request, response }) => {
      if (refuse) return response(403).json(refuse === 'notStaff' ? notStaff : notOwner)
      const body = await request.json()
      await delay(200)
      const promo: StaffPromo = {
        _id: `65f1c0ffee0000000000f0${String(++next).padStart(2, '0')}`,
        priceDrop: body.priceDrop,
        text: body.text,
        startsAt: body.startsAt ?? now,
        expires: body.expires,
        withdrawalFee: body.withdrawalFee ?? null,
        state: 'scheduled',
      }
      const other = overlapping(promo)
      if (other) return response(409).json(errorReply(promoMessages.overlaps(other.text)))
      promos = [promo, ...promos].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))
      return response(201).json(promoReply())
    }),
    http.patch('/api/staff/promos/{id}', async ({ params, request, response }) => {
      if (refuse) return response(403).json(refuse === 'notStaff' ? notStaff : notOwner)
      const body = await request.json()
      await delay(200)
      const held = promos.find((promo) => promo._id === params.id)
      if (!held) return response(404).json(errorReply(promoMessages.notFound))
      const edited: StaffPromo = {
        ...held,
        ...body,
        withdrawalFee: body.withdrawalFee === undefined ? held.withdrawalFee : body.withdrawalFee,
      }
      const other = overlapping(edited)
      if (other) return response(409).json(errorReply(promoMessages.overlaps(other.text)))
      promos = promos.map((promo) => (promo._id === held._id ? edited : promo))
      return response(200).json(promoReply())
    }),
    http.post('/api/staff/promos/{id}/end', async ({ params, response }) => {
      if (refuse) return response(403).json(refuse === 'notStaff' ? notStaff : notOwner)
      await delay(200)
      const held = restated().find((promo) => promo._id === params.id)
      if (!held) return response(404).json(errorReply(promoMessages.notFound))
      promos =
        held.state === 'scheduled'
          ? promos.filter((promo) => promo._id !== held._id)
          : promos.map((promo) => (promo._id === held._id ? { ...promo, expires: now } : promo))
      return response(200).json(promoReply())
    }),
    http.get('/api/staff/categories', ({ response }) =>
      refuse === 'notStaff' ? response(403).json(notStaff) : response(200).json(categoryReply()),
    ),
    http.post('/api/staff/categories/pictures', async ({ response }) => {
      if (refuse) return response(403).json(refuse === 'notStaff' ? notStaff : notOwner)
      await delay(300)
      return response(201).json({ data: { images: [pictures.laptop] } })
    }),
    http.post('/api/staff/categories', async ({ request, response }) => {
      if (refuse) return response(403).json(refuse === 'notStaff' ? notStaff : notOwner)
      const body = await request.json()
      await delay(200)
      const slug = body.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
      list = [
        ...list,
        {
          _id: `65a0000000000000000001${String(++next).padStart(2, '0')}`,
          title: body.title,
          slug,
          image: body.image,
          retired: false,
          products: 0,
        },
      ]
      return response(201).json(categoryReply())
    }),
    http.patch('/api/staff/categories/{id}', async ({ params, request, response }) => {
      if (refuse) return response(403).json(refuse === 'notStaff' ? notStaff : notOwner)
      const body = await request.json()
      await delay(200)
      list = list.map((category) => (category._id === params.id ? { ...category, ...body } : category))
      return response(200).json(categoryReply())
    }),
    http.post('/api/staff/categories/{id}/move', async ({ params, request, response }) => {
      if (refuse) return response(403).json(refuse === 'notStaff' ? notStaff : notOwner)
      const { direction } = await request.json()
      await delay(100)
      const live = list.filter((category) => !category.retired)
      const order = movedOrder(
        live.map((category) => category._id),
        params.id,
        direction,
      )
      list = [...order.map((id) => live.find((category) => category._id === id)!), ...list.filter((c) => c.retired)]
      return response(200).json(categoryReply())
    }),
    http.post('/api/staff/categories/{id}/retire', async ({ params, response }) => {
      if (refuse) return response(403).json(refuse === 'notStaff' ? notStaff : notOwner)
      await delay(200)
      list = list.map((category) => (category._id === params.id ? { ...category, retired: true } : category))
      return response(200).json(categoryReply())
    }),
  ]
}
