// staff tag: getStaffDashboard, how the shop is doing, for the store's owner (served by the staff area): the
// service's kobo given as naira.
import type { Schema } from '../../src/domain/contract'
import { koboToNaira } from '../../src/domain/money'
import type { SoldRecord } from '../db/repos/dashboard.repo'
import type { DashboardRecord, DashboardService } from '../services/dashboard'
import { signedInUser, type Handlers } from './handler'

function soldOf({ id, title, slug, units, salesKobo }: SoldRecord) {
  return { id, title, slug, units, sales: koboToNaira(salesKobo) }
}

export function dashboardOf(record: DashboardRecord): Schema<'StaffDashboard'> {
  return {
    today: record.today,
    periods: record.periods.map(({ days, salesKobo, orders, averageKobo }) => ({
      days,
      sales: koboToNaira(salesKobo),
      orders,
      averageOrderValue: koboToNaira(averageKobo),
    })),
    days: record.days.map(({ day, salesKobo, orders }) => ({ day, sales: koboToNaira(salesKobo), orders })),
    byStatus: record.byStatus,
    topProducts: record.topProducts.map(soldOf).map(({ id, ...sold }) => ({ productId: id, ...sold })),
    topCategories: record.topCategories
      .map(soldOf)
      .map(({ id, title, units, sales }) => ({ categoryId: id, title, units, sales })),
    deliveryMethods: record.deliveryMethods,
    walletFloat: koboToNaira(record.walletFloatKobo),
    events: record.events,
  }
}

export function dashboardHandlers({ dashboard }: { dashboard: DashboardService }) {
  return {
    async getStaffDashboard(request) {
      return { data: dashboardOf(await dashboard.get(signedInUser(request))) }
    },
  } satisfies Handlers
}
