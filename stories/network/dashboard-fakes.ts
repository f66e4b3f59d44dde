// The owner's dashboard as the server answers it (docs/adr/0037): a sample shop's 30 days ending 28 Nov 2026, or an
// empty one, or refused to someone who is not the owner.
import { orderStatusMessages } from '@/domain/order-status'
import type { StaffDashboard } from '@/domain/staff-dashboard'
import { errorReply, http } from './network-fakes'

const DAY_MS = 24 * 60 * 60 * 1000
const TODAY = '2026-11-28'

/** The 30 days ending today, each with `sales(index)` naira and `orders(index)` orders. */
function days(sales: (index: number) => number, orders: (index: number) => number): StaffDashboard['days'] {
  return Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.parse(`${TODAY}T00:00:00.000Z`) - (29 - index) * DAY_MS).toISOString().slice(0, 10),
    sales: sales(index),
    orders: orders(index),
  }))
}

const SOLD_ORDERS = (index: number) => 2 + ((index * 7) % 9)
const SOLD_DAYS = days((index) => SOLD_ORDERS(index) * 48_500 + (index % 4) * 12_000, SOLD_ORDERS)

function sum(rows: StaffDashboard['days'], take: number) {
  const period = rows.slice(rows.length - take)
  const sales = period.reduce((total, day) => total + day.sales, 0)
  const orders = period.reduce((total, day) => total + day.orders, 0)
  return { days: take as 1 | 7 | 30, sales, orders, averageOrderValue: orders === 0 ? 0 : Math.round(sales / orders) }
}

export const DASHBOARD: StaffDashboard = {
  today: TODAY,
  periods: [sum(SOLD_DAYS, 1), sum(SOLD_DAYS, 7), sum(SOLD_DAYS, 30)],
  days: SOLD_DAYS,
  byStatus: [
    { status: 'Pending', orders: 12 },
    { status: 'Processing', orders: 9 },
    { status: 'Ready for pickup', orders: 4 },
    { status: 'Shipped', orders: 17 },
    { status: 'Delivered', orders: 131 },
    { status: 'Cancelled', orders: 3 },
  ],
  topProducts: [
    { productId: 'p1', title: 'Samsung Galaxy A15', slug: 'samsung-galaxy-a15', units: 38, sales: 6_840_000 },
    { productId: 'p2', title: 'Tecno Camon 30', slug: 'tecno-camon-30', units: 22, sales: 5_060_000 },
    { productId: 'p3', title: 'Oraimo FreePods 4', slug: 'oraimo-freepods-4', units: 61, sales: 1_830_000 },
    { productId: 'p4', title: 'Apple Watch SE', slug: 'apple-watch-se', units: 4, sales: 1_120_000 },
    { productId: 'p5', title: 'Anker PowerCore 20000', slug: 'anker-powercore-20000', units: 19, sales: 570_000 },
  ],
  topCategories: [
    { categoryId: 'c1', title: 'Phones', units: 60, sales: 11_900_000 },
    { categoryId: 'c2', title: 'Audio', units: 61, sales: 1_830_000 },
    { categoryId: 'c3', title: 'Watches', units: 4, sales: 1_120_000 },
    { categoryId: 'c4', title: 'Power', units: 19, sales: 570_000 },
  ],
  deliveryMethods: [
    { method: 'motor-park-pickup', deliveryType: 'Motor park pickup', orders: 71 },
    { method: 'standard', deliveryType: 'Standard delivery', orders: 88 },
    { method: 'express', deliveryType: 'Express delivery', orders: 17 },
  ],
  walletFloat: 2_418_350.5,
  events: [
    { kind: 'viewContent', today: 412, week: 2_904, month: 11_870 },
    { kind: 'addToCart', today: 38, week: 301, month: 1_204 },
    { kind: 'addShippingInfo', today: 14, week: 88, month: 402 },
    { kind: 'purchase', today: 9, week: 61, month: 176 },
    { kind: 'signUp', today: 6, week: 41, month: 150 },
    { kind: 'appDownload', today: 3, week: 27, month: 96 },
    { kind: 'lead', today: 2, week: 15, month: 58 },
  ],
}

/** A shop with nothing sold and nothing seen yet. */
export const EMPTY_DASHBOARD: StaffDashboard = {
  ...DASHBOARD,
  periods: DASHBOARD.periods.map((period) => ({ ...period, sales: 0, orders: 0, averageOrderValue: 0 })),
  days: days(
    () => 0,
    () => 0,
  ),
  byStatus: DASHBOARD.byStatus.map((row) => ({ ...row, orders: 0 })),
  topProducts: [],
  topCategories: [],
  deliveryMethods: DASHBOARD.deliveryMethods.map((row) => ({ ...row, orders: 0 })),
  walletFloat: 0,
  events: DASHBOARD.events.map((event) => ({ ...event, today: 0, week: 0, month: 0 })),
}

export interface DashboardServer {
  dashboard?: StaffDashboard
  /** The signed-in user is not the owner: 403 with the server's message. */
  notOwner?: boolean
}

export function dashboardHandlers({ dashboard = DASHBOARD, notOwner = false }: DashboardServer = {}) {
  return [
    http.get('/api/staff/dashboard', ({ response }) => {
      if (notOwner) return response(403).json(errorReply(orderStatusMessages.notOwner))
      return response(200).json({ data: dashboard })
    }),
  ]
}
