// CPU a signed-in cart read costs in one process, apart from the machine's other load (docs/adr/0048): a store on a
// fresh PGlite, 20 verified shoppers with three lines each, then `--calls` reads of GET /api/carts through Fastify's
// inject, one at a time, timed by process.cpuUsage (user + system), with the statements each read sent.
//
//   node --import tsx bench/load/cart-cpu.ts [--calls 3000] [--runs 3]   (add --cpu-prof to node for a profile)
import { parseArgs } from 'node:util'
import { bearer, openTestApp } from '../../server/test-support'
import { addTestProduct, verifiedTestUser } from '../../server/test-shop'

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '3000' }, runs: { type: 'string', default: '3' } },
})
const calls = Number(values.calls)
const queryLog: string[] = []
const testApp = await openTestApp({ seed: false, queryLog })
try {
  const products = [
    await addTestProduct(testApp, { title: 'Bench Cable', price: 2_000, stock: 50 }),
    await addTestProduct(testApp, { title: 'Bench Shirt', price: 9_000, sizes: [['M', 20]] }),
    await addTestProduct(testApp, { title: 'Bench Charger', price: 12_000, sale: 9_500, stock: 50 }),
  ]
  const tokens: string[] = []
  for (let index = 0; index < 20; index += 1) {
    const shopper = await verifiedTestUser(testApp.app, `bench-${index}@example.com`)
    for (const product of products) {
      const size = product.title === 'Bench Shirt' ? 'M' : undefined
      await testApp.app.inject({
        method: 'POST',
        url: '/api/carts',
        headers: bearer(shopper.token),
        payload: size ? { productId: product.id, size } : { productId: product.id },
      })
    }
    tokens.push(shopper.token)
  }
  const read = async (index: number) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/carts',
      headers: bearer(tokens[index % 20]!),
    })
    if (response.statusCode !== 200) throw new Error(`GET /api/carts answered ${response.statusCode}`)
  }
  for (let index = 0; index < 500; index += 1) await read(index)
  for (let run = 0; run < Number(values.runs); run += 1) {
    const from = queryLog.length
    const started = process.cpuUsage()
    for (let index = 0; index < calls; index += 1) await read(index)
    const used = process.cpuUsage(started)
    const perCall = (used.user + used.system) / 1000 / calls
    const statements = (queryLog.length - from) / calls
    console.log(`run ${run + 1}: ${perCall.toFixed(3)} ms of CPU a call, ${statements.toFixed(2)} statements a call`)
  }
} finally {
  await testApp.close()
}
