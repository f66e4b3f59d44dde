// Input the contract's schemas let through but the store cannot take, refused with 400 before validation runs,
// on every route (those without a schema too, such as the sandbox outbox page):
// - control characters in any string of the query, the path or a JSON body. PostgreSQL refuses a NUL in text
//   (which surfaced as a 500), and no field of the store means anything with one. Tab, line feed and carriage
//   return stay allowed in bodies (a product description has lines); the query and path take none.
// - a JSON body nested deeper than MAX_BODY_DEPTH (walked without recursion, so any depth the body size allows is
//   answered 400, never a stack overflow).
// - numbers that are not finite. Ajv coerces 'Infinity' and '1e309' to Infinity, which passes `type: integer`
//   and reached the database as a value it cannot hold. A numeric query or path value must be written as a
//   plain decimal number.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { DomainError } from './errors'
import { addRouteHook } from './route-hooks'

/** C0 controls and DEL; in bodies tab, LF and CR are allowed. (Matching control characters is the point here.) */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** What a person writes as a number in an address: digits, an optional sign and decimal part. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`
export const finiteNumberMessage = (field: string) => `${field} must be a finite number`

interface SchemaLike {
  type?: unknown
  properties?: Record<string, SchemaLike>
}

/** The names of a query or path schema's properties that are numbers. */
function numericProperties(schema: unknown): Set<string> {
  const names = new Set<string>()
  const properties = (schema as SchemaLike | undefined)?.properties ?? {}
  for (const [name, property] of Object.entries(properties)) {
    const types = Array.isArray(property.type) ? property.type : [property.type]
    if (types.includes('integer') || types.includes('number')) names.add(name)
  }
  return names
}

/**
 * How deep a JSON body may nest (an object or array inside another counts one level). The contract's deepest body is a
 * few levels (a product's sizes: body, list, size); the limit is far above it, and below anything that could strain
 * the code that walks a body. The walks here use their own stack, never recursion, so the limit is a rule, not a guard
 * against overflow.
 */
export const MAX_BODY_DEPTH = 32
export const tooDeepMessage = `The request body must not be nested more than ${MAX_BODY_DEPTH} levels deep`

/** A problem found in a request part: a field whose text (or key) matches the pattern, or nesting past the limit. */
type Finding = { kind: 'control'; field: string } | { kind: 'tooDeep' }

/**
 * The first string (or key) in `value` that `pattern` matches, as a field path, in document order; or that `value`
 * nests deeper than `maxDepth`. Iterative: a body nested thousands deep is walked (and refused) without recursion.
 */
function inspect(value: unknown, pattern: RegExp, maxDepth: number): Finding | null {
  const stack: { value: unknown; field: string; depth: number }[] = [{ value, field: '', depth: 0 }]
  const join = (field: string, key: string) => (field ? `${field}.${key}` : key)
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: item, field, depth } = next
    if (typeof item === 'string') {
      if (pattern.test(item)) return { kind: 'control', field }
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    if (depth >= maxDepth) return { kind: 'tooDeep' }
    const children: { value: unknown; field: string; depth: number }[] = []
    if (Array.isArray(item)) {
      item.forEach((child, index) =>
        children.push({ value: child, field: join(field, String(index)), depth: depth + 1 }),
      )
    } else {
      for (const [key, child] of Object.entries(item)) {
        if (pattern.test(key)) return { kind: 'control', field: field || key }
        children.push({ value: child, field: join(field, key), depth: depth + 1 })
      }
    }
    // Pushed last first, so the first child is looked at next.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!)
  }
  return null
}

function checkNumbers(values: unknown, numeric: Set<string>) {
  if (numeric.size === 0 || typeof values !== 'object' || values === null) return
  for (const [name, value] of Object.entries(values)) {
    if (!numeric.has(name)) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && !(PLAIN_NUMBER.test(item.trim()) && Number.isFinite(Number(item)))) {
        throw new DomainError('invalid', finiteNumberMessage(name), name)
      }
    }
  }
}

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const numericQuery = numericProperties(route.schema?.querystring)
    const numericPath = numericProperties(route.schema?.params)
    const guard = async (request: FastifyRequest) => {
      for (const [part, values, pattern] of [
        ['query', request.query, CONTROL_IN_TEXT],
        ['path', request.params, CONTROL_IN_TEXT],
        ['body', request.body, CONTROL_IN_BODY],
      ] as const) {
        const found = inspect(values, pattern, MAX_BODY_DEPTH)
        if (found?.kind === 'tooDeep') throw new DomainError('invalid', tooDeepMessage)
        if (found)
          throw new DomainError(
            'invalid',
            controlCharacterMessage(found.field || `The request ${part}`),
            found.field || undefined,
          )
      }
      checkNumbers(request.query, numericQuery)
      checkNumbers(request.params, numericPath)
    }
    addRouteHook(route, 'preValidation', guard, { first: true })
  })
}
