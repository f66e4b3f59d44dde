// Input the contract's schemas let through but the store cannot take, refused with 400 before validation runs,
// on every route (those without a schema too, such as the sandbox outbox page):
// - control characters in any string of the query, the path or a JSON body. PostgreSQL refuses a NUL in text
//   (which surfaced as a 500), and no field of the store means anything with one. Tab, line feed and carriage
//   return stay allowed in bodies (a product description has lines); the query and path take none.
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

/** The first string in `value` (any depth) that `pattern` matches, as a field path; null when there is none. */
function findString(value: unknown, pattern: RegExp, field: string): string | null {
  if (typeof value === 'string') return pattern.test(value) ? field : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findString(item, pattern, field ? `${field}.${index}` : String(index))
      if (found !== null) return found
    }
    return null
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (pattern.test(key)) return field || key
      const found = findString(item, pattern, field ? `${field}.${key}` : key)
      if (found !== null) return found
    }
  }
  return null
}

function checkNumbers(values: unknown, numeric: Set<string>) {
  if (numeric.size === 0 || typeof values !== 'object' || values === null) return
  for (const [name, value] of Object.entries(values)) {
    if (!numeric.has(name)) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && !(PLAIN_NUMBER.test(item.trim()) && Number.isFinite(Number(item)))) {
        throw new DomainError(400, finiteNumberMessage(name), name)
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
        const field = findString(values, pattern, '')
        if (field !== null) throw new DomainError(400, controlCharacterMessage(field || `The request ${part}`), field || undefined)
      }
      checkNumbers(request.query, numericQuery)
      checkNumbers(request.params, numericPath)
    }
    addRouteHook(route, 'preValidation', guard, { first: true })
  })
}
