// Starts the store: serves the built web app with a history fallback for client routes.
import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'
import { fileURLToPath } from 'node:url'

const port = Number(process.env.PORT ?? 3000)
const app = Fastify({ logger: true })
await app.register(fastifyStatic, { root: fileURLToPath(new URL('../dist', import.meta.url)), wildcard: false })
app.setNotFoundHandler((request, reply) => {
  if (request.url.startsWith('/api/')) return reply.code(404).send({ errors: [{ message: 'Not found' }] })
  return reply.sendFile('index.html')
})
await app.listen({ port, host: '0.0.0.0' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)))
