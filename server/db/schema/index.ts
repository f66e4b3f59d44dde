// The store's tables. Money is integer kobo (bigint, read as a JS number: ₦90 trillion fits exactly);
// naira appears only where repos shape rows for the API. Later tables (users, carts, orders, wallets)
// reference these by the same `<table>_id` naming: users.vendor_id → vendors.id, cart_items.product_id → products.id.
// One file per area of the store; this one is what the repos, the seed and drizzle-kit (drizzle.config.ts) import.
export * from './catalogue'
export * from './accounts'
export * from './mail'
export * from './throttle'
export * from './shopper-lists'
export * from './orders'
export * from './wallet'
export * from './rounds'
export * from './uploads'
export * from './swap'
export * from './staff'
export * from './held-money'
export * from './events'
export * from './chat'
export * from './analytics'
export * from './dedicated-accounts'
export * from './sandbox-paystack'
export * from './secrets'
