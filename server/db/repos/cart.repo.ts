// Cart lines: one per user, product and size (a unique index), quantities changed only by statements that check
// the stock in the same breath, so racing adds leave one line and racing +1s never pass the stock. Every read and
// write is scoped to the user it acts for: another user's line is simply not there.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Product } from '../../../src/domain/contract'
import type { Db } from '../database'
import { newId } from '../ids'
import { namedStatement } from '../named-statements'
import { cartItems, categories, products, storeEvents } from '../schema'
import { consentedVisitor } from '../../analytics-context'
import { shareEvent } from './analytics-forwards.repo'
import { live as liveProduct, productColumns, stockOf, toProduct } from './catalogue.repo'

/** A line as stored: which product and size, and how many. Prices are the catalogue's, read with the product. */
export interface CartLine {
  id: string
  productId: string
  /** null for a product without sizes. */
  size: string | null
  qty: number
  createdAt: Date
}

/** A line with its product as the catalogue reads it now. */
export interface PricedLine {
  line: CartLine
  product: Product
}

export type AddLineResult = { outcome: 'added' | 'existing'; line: CartLine } | { outcome: 'outOfStock' }

export type ChangeQtyResult = { outcome: 'changed'; line: CartLine } | { outcome: 'refused' }

/** The stored size key: '' stands for "no size" so that it takes part in the unique index. */
function sizeKey(size: string | null): string {
  return size ?? ''
}

function toLine(row: Pick<typeof cartItems.$inferSelect, 'id' | 'productId' | 'size' | 'qty' | 'createdAt'>): CartLine {
  return {
    id: row.id,
    productId: row.productId,
    size: row.size === '' ? null : row.size,
    qty: row.qty,
    createdAt: row.createdAt,
  }
}

export function cartRepo(db: Db) {
  // The cart as the shopper reads it, in one statement: each line with its live product (a line whose product has
  // left the catalogue is not there), read afresh, oldest line first. A named statement, planned once
  // (../named-statements.ts); built on first use.
  let pricedLines: ReturnType<typeof preparePricedLines> | undefined
  function preparePricedLines() {
    const statement = db
      .select({
        line: {
          id: cartItems.id,
          productId: cartItems.productId,
          size: cartItems.size,
          qty: cartItems.qty,
          createdAt: cartItems.createdAt,
        },
        product: productColumns,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(cartItems.userId, sql.placeholder('userId')), liveProduct))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare('cart_priced_lines')
    return namedStatement(db, 'cart_priced_lines', statement)
  }

  async function findByKey(userId: string, productId: string, size: string | null): Promise<CartLine | null> {
    const [row] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, sizeKey(size))))
    return row ? toLine(row) : null
  }

  async function change(userId: string, id: string, delta: 1 | -1, now: Date): Promise<ChangeQtyResult> {
    const allowed =
      delta === 1
        ? sql`${cartItems.qty} + 1 <= ${stockOf(cartItems.productId, cartItems.size)}`
        : sql`${cartItems.qty} > 1`
    const [row] = await db
      .update(cartItems)
      .set({ qty: sql`${cartItems.qty} + ${delta}`, updatedAt: now })
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId), allowed))
      .returning()
    return row ? { outcome: 'changed', line: toLine(row) } : { outcome: 'refused' }
  }

  return {
    /** The user's lines, oldest first. */
    async list(userId: string): Promise<CartLine[]> {
      const rows = await db
        .select()
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      return rows.map(toLine)
    },

    /** The user's lines with their live products, oldest first; lines of products no longer sold are left out. */
    async listPriced(userId: string): Promise<PricedLine[]> {
      pricedLines ??= preparePricedLines()
      const rows = await pricedLines.execute({ userId })
      return rows.map((row) => ({ line: toLine(row.line), product: toProduct(row.product) }))
    },

    async find(userId: string, id: string): Promise<CartLine | null> {
      const [row] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
      return row ? toLine(row) : null
    },

    /**
     * Adds one of a product and size unless it is out of stock now; the same product and size already in the
     * cart (even added a moment ago by a racing request) is answered as it is, unchanged.
     */
    async add({
      userId,
      productId,
      size,
      now,
    }: {
      userId: string
      productId: string
      size: string | null
      now: Date
    }): Promise<AddLineResult> {
      const key = sizeKey(size)
      // A removal racing this add can take the existing line between the insert and the read: then insert again.
      for (;;) {
        // The line and its 'addToCart' event (docs/adr/0037) are one statement: both are written or neither.
        const inserted = await db.execute<{ id: string; event_id: string | number | null }>(sql`
          with added as (
            insert into ${cartItems} (id, user_id, product_id, size, qty, created_at, updated_at)
            select ${newId(now)}, ${userId}, ${productId}, ${key}, 1, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
            where ${stockOf(sql`${productId}`, sql`${key}`)} >= 1
            on conflict (user_id, product_id, size) do nothing
            returning id
          ), recorded as (
            insert into ${storeEvents} (kind, detail, at)
            select 'addToCart', ${productId}, ${now.toISOString()}::timestamptz from added
            returning id
          )
          select id, (select id from recorded) as event_id from added`)
        const id = inserted.rows[0]?.id
        if (id !== undefined) {
          // A consenting visitor's cart add, for the analytics providers (docs/adr/0038): just after the line, since
          // the line and its event are one statement; lost only if the process dies in between (never sent twice).
          const visitor = consentedVisitor()
          const eventId = inserted.rows[0]?.event_id
          if (visitor && eventId !== null && eventId !== undefined)
            await shareEvent(db, Number(eventId), { kind: 'addToCart', detail: productId, at: now }, visitor)
          return { outcome: 'added', line: { id, productId, size: key === '' ? null : key, qty: 1, createdAt: now } }
        }
        const existing = await findByKey(userId, productId, size)
        if (existing) return { outcome: 'existing', line: existing }
        const [stock] = await db
          .execute<{ units: number }>(sql`select ${stockOf(sql`${productId}`, sql`${key}`)} as units`)
          .then((result) => result.rows)
        if (Number(stock?.units ?? 0) < 1) return { outcome: 'outOfStock' }
      }
    },

    /** One more, only while the quantity stays within the stock of the line's product and size. */
    increment(userId: string, id: string, now: Date): Promise<ChangeQtyResult> {
      return change(userId, id, 1, now)
    },

    /** One fewer, never below 1. */
    decrement(userId: string, id: string, now: Date): Promise<ChangeQtyResult> {
      return change(userId, id, -1, now)
    },

    /** Whether the user had that line (it is gone now). */
    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id })
      return removed.length > 0
    },
  }
}

export type CartRepo = ReturnType<typeof cartRepo>
