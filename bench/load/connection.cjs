/* global module, process */
// Each autocannon connection of the load run as one shopper behind the load balancer: its own address in
// X-Forwarded-For (the store trusts loopback, TRUST_PROXY), the Accept-Encoding every browser sends, and, on the
// signed-in path, one of the signed-in shoppers' bearer tokens. autocannon requires this file in its worker thread, so it is CommonJS and reads what the run gives it
// from the environment the worker inherits (OJA_LOAD_TOKENS: the tokens, comma-separated; empty for public paths).
'use strict'

let next = 0
const tokens = (process.env.OJA_LOAD_TOKENS ?? '').split(',').filter(Boolean)

module.exports = function setupClient(client) {
  const index = next
  next += 1
  const headers = {
    'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    'accept-encoding': 'gzip, deflate, br',
  }
  if (tokens.length > 0) headers.authorization = `Bearer ${tokens[index % tokens.length]}`
  // Several requests in turn (the soak): each of them gets the headers; autocannon's setHeaders sets only the first.
  const requests = client.opts && client.opts.requests
  if (Array.isArray(requests) && requests.length > 1)
    client.setRequests(requests.map((request) => ({ ...request, headers: { ...request.headers, ...headers } })))
  else client.setHeaders(headers)
}
