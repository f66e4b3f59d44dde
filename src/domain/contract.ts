// The API's shapes, by name and by operationId, as generated from openapi.yaml into src/api/schema.d.ts. This is
// the one place either side reads them from: the web (machines, screens, the API layer) and the server (handlers,
// services, repos) name these types instead of declaring their own copies. Type-only: nothing here runs.
import type { components, operations } from '../api/schema'

type Schemas = components['schemas']

/** A named schema of openapi.yaml's components. */
export type Schema<Name extends keyof Schemas> = Schemas[Name]

/** An operation of openapi.yaml, by its operationId. */
export type OperationId = keyof operations

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never

/** The JSON body an operation accepts (never when it takes none or takes multipart). */
export type RequestBody<Id extends OperationId> = operations[Id] extends { requestBody?: infer Body }
  ? JsonContent<NonNullable<Body>>
  : never

/** An operation's query parameters (an empty object when it has none). */
export type QueryParams<Id extends OperationId> = operations[Id]['parameters'] extends { query?: infer Query }
  ? Query extends undefined
    ? Record<never, never>
    : NonNullable<Query>
  : Record<never, never>

/** An operation's path parameters (an empty object when it has none). */
export type PathParams<Id extends OperationId> = operations[Id]['parameters'] extends { path?: infer Path }
  ? Path extends undefined
    ? Record<never, never>
    : NonNullable<Path>
  : Record<never, never>

type Responses<Id extends OperationId> = operations[Id]['responses']

/** An event stream's answer (docs/adr/0036): its handler writes the stream itself and returns nothing. */
type StreamContent<T> = T extends { content: { 'text/event-stream': unknown } } ? void : never

/** The JSON body of an operation's success (200 or 201) answer. */
export type SuccessBody<Id extends OperationId> =
  | (200 extends keyof Responses<Id> ? JsonContent<Responses<Id>[200]> | StreamContent<Responses<Id>[200]> : never)
  | (201 extends keyof Responses<Id> ? JsonContent<Responses<Id>[201]> : never)

/** The `data` of an operation's success answer: what a caller uses. */
export type SuccessData<Id extends OperationId> = SuccessBody<Id> extends { data: infer Data } ? Data : never

// The shapes most code names.
export type Product = Schema<'Product'>
export type ProductPage = Schema<'ProductPage'>
export type ProductSuggestions = Schema<'ProductSuggestions'>
export type ProductSize = Schema<'ProductSize'>
export type ImageVariant = Schema<'ImageVariant'>
export type Category = Schema<'Category'>
export type CategoryRef = Schema<'CategoryRef'>
export type Promo = Schema<'Promo'>
export type User = Schema<'User'>
export type StaffRole = Schema<'StaffRole'>
export type AuditEntry = Schema<'AuditEntry'>
export type Session = Schema<'Session'>
export type CartItem = Schema<'CartItem'>
export type WishlistItem = Schema<'WishlistItem'>
export type AvailabilityRequest = Schema<'AvailabilityRequest'>
export type Address = Schema<'Address'>
export type Order = Schema<'Order'>
export type OrderedProduct = Schema<'OrderedProduct'>
export type Payment = Schema<'Payment'>
export type PaymentConfig = Schema<'PaymentConfig'>
export type PaymentCheckout = Schema<'PaymentCheckout'>
export type PaymentInput = Schema<'PaymentInput'>
export type DataPlan = Schema<'DataPlan'>
export type WalletTransaction = Schema<'WalletTransaction'>
export type WalletTransactionPage = Schema<'WalletTransactionPage'>
export type Wallet = Schema<'Wallet'>
export type WalletNotice = Schema<'WalletNotice'>
export type Bank = Schema<'Bank'>
export type WalletFunding = Schema<'WalletFunding'>
export type ErrorEnvelope = Schema<'ErrorEnvelope'>
export type ErrorItem = Schema<'ErrorItem'>
export type ListProductsQuery = QueryParams<'listProducts'>
export type SwapRequest = Schema<'SwapRequest'>
export type AccountData = Schema<'AccountData'>
