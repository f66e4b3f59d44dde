// src/api/schema.d.ts is generated from openapi.yaml (`npm run api:gen`); this fails when someone changed the
// contract and forgot to regenerate, so the web never compiles against a stale contract.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'

const root = new URL('../../', import.meta.url)

describe('the generated API types', () => {
  it('match openapi.yaml (run `npm run api:gen` after changing the contract)', async () => {
    const expected = `${COMMENT_HEADER}${astToString(await openapiTS(new URL('openapi.yaml', root), { silent: true }))}`
    const actual = readFileSync(new URL('src/api/schema.d.ts', root), 'utf8')
    expect(actual === expected, 'src/api/schema.d.ts is stale: run `npm run api:gen`').toBe(true)
  })
})
