// A vendor's order lines (listVendorOrders): each line of a paid order that is one of the vendor's products, newest
// order first, as the contract's VendorOrderLine (money in naira). Of the delivery address only the city and state
// leave here: the shopper's name, phone and street stay with the store's staff.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Schema } from '../../../src/domain/contract'
import { DEFAULT_DELIVERY_METHOD_ID, findDeliveryMethod } from '../../../src/domain/delivery'
import { koboToNaira } from '../../../src/domain/money'
import { ORDER_STATUSES } from '../../../src/domain/order-status'
import type { Db } from '../database'
import { orderItems, orders, products } from '../schema'

export type VendorOrderLine = Schema<'VendorOrderLine'>

export function vendorOrdersRepo(db: Db) {
  const ofVendor = (vendorId: string) => and(eq(products.vendorId, vendorId), eq(orders.paymentState, 'paid'))

  return {
    /** One page of the vendor's lines and how many there are in all. */
    async page(
      vendorId: string,
      { limit, page }: { limit: number; page: number },
    ): Promise<{ lines: VendorOrderLine[]; total: number }> {
      const rows = await db
        .select({
          orderId: orders.id,
          trackingId: orders.trackingId,
          paidAt: orders.paidAt,
          createdAt: orders.createdAt,
          status: orders.status,
          deliveryMethod: orders.deliveryMethod,
          address: orders.deliveryAddress,
          productId: products.id,
          slug: products.slug,
          title: products.title,
          size: orderItems.size,
          qty: orderItems.qty,
          priceKobo: orderItems.priceKobo,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(ofVendor(vendorId))
        .orderBy(desc(orders.paidAt), desc(orders.id), asc(orderItems.line))
        .limit(limit)
        .offset((page - 1) * limit)
      const [counted] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(ofVendor(vendorId))
      return {
        total: counted?.total ?? 0,
        lines: rows.map((row) => ({
          orderId: row.orderId,
          trackingId: row.trackingId ?? '',
          paidAt: (row.paidAt ?? row.createdAt).toISOString(),
          status: ORDER_STATUSES.find((status) => status === row.status) ?? 'Pending',
          productId: row.productId,
          slug: row.slug,
          title: row.title,
          size: row.size === '' ? null : row.size,
          qty: row.qty,
          price: koboToNaira(row.priceKobo),
          deliveryMethod: findDeliveryMethod(row.deliveryMethod)?.id ?? DEFAULT_DELIVERY_METHOD_ID,
          city: row.address.city,
          state: row.address.state,
        })),
      }
    },
  }
}

export type VendorOrdersRepo = ReturnType<typeof vendorOrdersRepo>
